// A Redis that may evict keys (maxmemory-policy other than noeviction, which BullMQ requires):
// BullMQ printed `IMPORTANT! Eviction policy is allkeys-lru. It should be "noeviction"` twice
// per process, naming neither the server nor the queue. The worker and the command (also under
// --quiet) now say it once, naming the URL, the queue and the setting; BullMQ's lines are gone.
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis } from './support/redis-server.ts';
import { afterEachTest, start, until } from './support/spawned-cli.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the eviction-policy test: ${NO_REDIS}`);

describe.skipIf(!REDIS || !BENCHMARK)('a Redis that may evict the queue\'s keys', () => {
  let redis: RedisProcess | undefined;
  afterEach(async () => {
    await redis?.stop();
  });
  const { track } = afterEachTest();

  it('worker and quiet command say so once, naming the URL, the queue and the setting; the rows still come', async () => {
    redis = await startRedis();
    const admin = new Redis(redis.url);
    await admin.config('SET', 'maxmemory-policy', 'allkeys-lru');
    admin.disconnect();
    const warning = `warning: Redis at ${redis.url} evicts keys when its memory is full (maxmemory-policy allkeys-lru), keys of queue irl-kitchen-evaluate too: set maxmemory-policy noeviction on that server, as BullMQ requires (docs/SCALING.md)`;
    const worker = track(start(['worker', '--queue', redis.url, '--concurrency', '1', '--benchmark', BENCHMARK!]));
    await until(() => /taking jobs/.test(worker.output()) || worker.child.exitCode !== null, 'the worker takes jobs');
    const ran = await track(start(['evaluate', '--quiet', '--queue', redis.url, '--benchmark', BENCHMARK!, '--input', join(VARIANTS_DIR!, 'afghan-biscuits--break-link-1.solution')])).exited;
    expect(ran.code).toBe(0);
    expect(ran.out).toMatch(/\nafghan-biscuits,/);
    expect(ran.err).toBe(`${warning}\n`);
    worker.child.kill('SIGTERM');
    const stopped = await worker.exited;
    expect(stopped.err).not.toMatch(/IMPORTANT!/);
    expect(stopped.err.split('\n').filter((line) => line.includes('evicts keys'))).toEqual([expect.stringMatching(new RegExp(`^irl-kitchen worker \\S+: ${warning.replace(/[()\\[\].+*?^$|]/g, '\\$&')}$`))]);
  }, 120_000);
});
