// A queue paused by another program (BullMQ's Queue.pause(), a dashboard) takes no job: the
// command waited, printing `1 jobs waiting, 0 being scored; 1 worker` (under --quiet nothing),
// and the worker said nothing either. Both now say that the queue is paused and how it resumes;
// once resumed, the rows come as usual.
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis } from './support/redis-server.ts';
import { afterEachTest, start, until } from './support/spawned-cli.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the paused-queue test: ${NO_REDIS}`);

describe.skipIf(!REDIS || !BENCHMARK)('a paused queue', () => {
  let redis: RedisProcess | undefined;
  afterEach(async () => {
    await redis?.stop();
  });
  const { track } = afterEachTest();

  it('the worker and the quiet command say that the queue is paused; resumed, the rows come', async () => {
    redis = await startRedis();
    const queue = new Queue('irl-kitchen-evaluate', { connection: { host: '127.0.0.1', port: redis.port, db: 0 } });
    try {
      await queue.pause();
      const paused = new RegExp(`queue irl-kitchen-evaluate at redis://127\\.0\\.0\\.1:${redis.port}/0 is paused \\(BullMQ's Queue\\.pause\\(\\), by another program or a dashboard\\): no worker takes its jobs until it is resumed`);
      const worker = track(start(['worker', '--queue', redis.url, '--concurrency', '1', '--benchmark', BENCHMARK!]));
      const recipe = join(VARIANTS_DIR!, 'afghan-biscuits--break-link-1.solution');
      const command = track(start(['evaluate', '--quiet', '--queue', redis.url, '--benchmark', BENCHMARK!, '--input', recipe]));
      let workerErr = '';
      let commandErr = '';
      worker.child.stderr!.on('data', (d) => (workerErr += d));
      command.child.stderr!.on('data', (d) => (commandErr += d));
      await until(() => paused.test(workerErr) || worker.child.exitCode !== null, 'the worker says the queue is paused');
      expect(workerErr).toMatch(new RegExp(`^irl-kitchen worker \\S+: warning: ${paused.source}`));
      await until(() => paused.test(commandErr) || command.child.exitCode !== null, 'the command says the queue is paused');
      expect(commandErr).toMatch(new RegExp(`^warning: ${paused.source}.*; the rows come then$`, 'm'));
      expect(command.child.exitCode).toBe(null);
      await queue.resume();
      const ran = await command.exited;
      expect(ran.code).toBe(0);
      expect(ran.out).toMatch(/^recipe-id,.*\nafghan-biscuits,/);
    } finally {
      await queue.close();
    }
  }, 120_000);
});
