// Keys under the queue's prefix that the queue did not write (set by hand, another program's,
// left by something else): a queue key holding another kind of value stops `evaluate --queue`
// and `worker` before any work, naming the key; a job's key that is in none of the queue's
// lists (adding the job again does nothing) stops the wait for it instead of waiting forever.
// And BullMQ's errors as a worker prints them: in words, naming the job.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { awaitJob } from '../src/cli/queue/await-job.ts';
import { type JobAnswer, type JobData, QUEUE_NAME } from '../src/cli/queue/jobs.ts';
import { QUEUE_PREFIX } from '../src/cli/queue/queue-keys.ts';
import { workerErrorInWords } from '../src/cli/queue/worker-errors.ts';
import { goldDir } from '../src/benchmark-dir.ts';
import { connectRedis } from '../src/redis/connect.ts';
import { runCli } from './support/cli.ts';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis } from './support/redis-server.ts';
import { BENCHMARK } from './support/simulate.ts';

const GOLD = join(goldDir(BENCHMARK!), 'broccoli-salad.solution');
const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the queue leftover tests: ${NO_REDIS}`);

describe.skipIf(!REDIS)('keys under the queue prefix that the queue did not write', () => {
  let redis: RedisProcess;
  let client: Redis;
  beforeAll(async () => {
    redis = await startRedis();
    client = (await connectRedis(redis.url, '--test', { blocking: true })).client;
  });
  afterAll(async () => {
    client?.disconnect();
    await redis?.stop();
  });

  it('a queue key of another kind stops evaluate and worker at once, naming the key', async () => {
    const key = `${QUEUE_PREFIX}wait`;
    await client.set(key, 'left by hand');
    try {
      for (const args of [['evaluate', '--input', GOLD], ['worker']]) {
        const ran = await runCli([...args, '--queue', redis.url, '--benchmark', BENCHMARK!]);
        expect(ran.code, ran.err.join('\n')).toBe(2);
        expect(ran.err.join('\n')).toBe(`irl-kitchen: --queue: Redis at ${redis.url} holds ${key} as a string, where queue ${QUEUE_NAME} keeps a list (another program's key, or one set by hand): delete it (redis-cli DEL ${key}), or give another database number (redis://…/1)`);
      }
      expect(await client.get(key)).toBe('left by hand');
    } finally {
      await client.del(key);
    }
  });

  it('a job key in none of the queue lists ends the wait for that job, which no worker would take', async () => {
    const { Queue, QueueEvents } = await import('bullmq');
    const connections = [client.duplicate(), client.duplicate()];
    const queue = new Queue<JobData, JobAnswer>(QUEUE_NAME, { connection: connections[0] });
    const events = new QueueEvents(QUEUE_NAME, { connection: connections[1] });
    const id = 'rstray';
    await client.hset(`${QUEUE_PREFIX}${id}`, 'note', 'not a job of this queue');
    try {
      await events.waitUntilReady();
      const data = { world: 'w', settings: {}, tasks: [] } as unknown as JobData;
      const outcome = await awaitJob(queue, events, id, () => queue.add('score', data, { jobId: id }));
      expect(outcome).toEqual({ stray: true });
      expect(await client.hget(`${QUEUE_PREFIX}${id}`, 'note')).toBe('not a job of this queue');
    } finally {
      await client.del(`${QUEUE_PREFIX}${id}`);
      await events.close();
      await queue.close();
      for (const c of connections) c.disconnect();
    }
  }, 30_000);
});

describe("BullMQ's errors as a worker prints them", () => {
  it('name the job and say what became of it', () => {
    expect(workerErrorInWords('Missing key for job r95. moveToFinished')).toMatch(/^job "r95" is no longer in Redis .*adds it again$/);
    for (const m of ['Lock mismatch for job r7. Cmd moveToFinished from active', 'Missing lock for job r7. extendLock', 'Job r7 is not in the active state. moveToFinished'])
      expect(workerErrorInWords(m)).toMatch(/^job "r7" went to another worker /);
  });

  it("drop the script's hash and say what to do about a key of another kind", () => {
    const said = workerErrorInWords('WRONGTYPE Operation against a key holding the wrong kind of value script: d96ca626f1ea141b44a856b312fc636d99aa9ea9, on @user_script:217.');
    expect(said).not.toMatch(/script|d96ca/);
    expect(said).toContain(`a key under ${QUEUE_PREFIX} holds another kind of value`);
  });
});
