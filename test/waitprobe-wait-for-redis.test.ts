// `worker --wait-for-redis SECONDS`: a worker started before Redis waits for it and then scores;
// a server that answers and says no (a wrong password) still stops it at once; the bound and
// Ctrl-C end the wait with one line each. And `serve`'s heap-limit refusal names a minimum that
// is accepted.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';
import { deadRedisPort, findRedisServer, NO_REDIS, type RedisProcess, startRedis, startRedisOn } from './support/redis-server.ts';
import { afterEachTest, start, until } from './support/spawned-cli.ts';
import { refusal } from './support/thrown.ts';
import { heapShares, leastHeapMiB, resolveLimits } from '../src/server/limits.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the --wait-for-redis tests: ${NO_REDIS}`);

const stderrLines = (err: string) => err.split('\n').filter(Boolean);

describe.skipIf(!REDIS || !BENCHMARK)('worker --wait-for-redis', () => {
  const { track, later } = afterEachTest();

  it('a worker started before Redis waits for it, says so, then takes a job and scores it as a local run does', async () => {
    const port = await deadRedisPort();
    const url = `redis://127.0.0.1:${port}/0`;
    const worker = track(start(['worker', '--queue', url, '--concurrency', '1', '--wait-for-redis', '120']));
    let err = '';
    worker.child.stderr!.on('data', (d) => (err += d));
    await until(() => /waiting for Redis/.test(err), 'the worker says it waits');
    const redis: RedisProcess = await startRedisOn(port);
    later(() => redis.stop());
    await until(() => /taking jobs/.test(worker.output()) || worker.child.exitCode !== null, 'the worker takes jobs');
    expect(worker.output()).toMatch(/taking jobs from redis:\/\/127\.0\.0\.1:\d+\/0/);
    const first = stderrLines(err)[0];
    expect(first).toMatch(new RegExp(`^irl-kitchen worker: --queue: waiting for Redis at ${url.replace(/[/.]/g, '\\$&')} \\(\\d+ s of 120\\): connect ECONNREFUSED`));

    const input = join(VARIANTS_DIR!, readdirSync(VARIANTS_DIR!).filter((f) => f.endsWith('.solution')).sort()[0]);
    const local = await start(['evaluate', '--input', input, '--quiet', '--output', '-']).exited;
    const queued = await track(start(['evaluate', '--input', input, '--quiet', '--output', '-', '--queue', url])).exited;
    expect(queued.code).toBe(local.code);
    expect(queued.out).toBe(local.out);
    expect(queued.out.trim().split('\n')).toHaveLength(2);
  }, 180_000);

  it('a wrong password, an unknown database, TLS to a plain server stop the worker at once, even with the option: waiting would not mend it', async () => {
    const redis = await startRedis();
    later(() => redis.stop());
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url, { lazyConnect: true });
    await admin.connect();
    await admin.config('SET', 'requirepass', 'right-one');
    admin.disconnect();
    const url = `redis://:wrong-one@127.0.0.1:${redis.port}/0`;
    const r = await track(start(['worker', '--queue', url, '--wait-for-redis', '600'])).exited;
    expect(r.code).toBe(2);
    expect(stderrLines(r.err)).toEqual([
      `irl-kitchen: --queue: the Redis server at 127.0.0.1:${redis.port} refused the user name and password of redis://:***@127.0.0.1:${redis.port}/0 (WRONGPASS). Give a user and password it knows, or leave both out for a server without passwords`,
    ]);
    // a database the server lacks, and TLS spoken to a plain server: the same
    for (const [given, why] of [
      [`redis://:right-one@127.0.0.1:${redis.port}/99`, /has no database 99/],
      [`rediss://:right-one@127.0.0.1:${redis.port}/0`, /is the server set up for TLS\?/],
    ] as const) {
      const other = await track(start(['worker', '--queue', given, '--wait-for-redis', '600'])).exited;
      expect(other.code, given).toBe(2);
      expect(stderrLines(other.err), given).toHaveLength(1);
      expect(other.err, given).toMatch(why);
    }
  }, 60_000);

  it('past the bound: the one line of a worker without the option, saying how long it tried, and status 2', async () => {
    const port = await deadRedisPort();
    const r = await track(start(['worker', '--queue', `redis://127.0.0.1:${port}/0`, '--wait-for-redis', '1'])).exited;
    expect(r.code).toBe(2);
    const lines = stderrLines(r.err);
    expect(lines.at(-1)).toMatch(new RegExp(`^irl-kitchen: --queue: cannot reach Redis at redis://127\\.0\\.0\\.1:${port}/0: connect ECONNREFUSED .*\\(tried for 1 s: --wait-for-redis 1\\)$`));
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^irl-kitchen worker: --queue: waiting for Redis at .* \(\d+ s of 1\): /);
  }, 60_000);

  it('Ctrl-C during the wait: one line saying so, and status 130', async () => {
    const port = await deadRedisPort();
    const worker = track(start(['worker', '--queue', `redis://127.0.0.1:${port}/0`, '--wait-for-redis', '600']));
    let err = '';
    worker.child.stderr!.on('data', (d) => (err += d));
    await until(() => /waiting for Redis/.test(err), 'the worker says it waits');
    worker.child.kill('SIGINT');
    const r = await worker.exited;
    expect(r.code).toBe(130);
    expect(stderrLines(r.err).at(-1)).toBe(`irl-kitchen: interrupted (Ctrl-C): while waiting for Redis at redis://127.0.0.1:${port}/0: no job was taken`);
  }, 60_000);

  it('the option takes whole seconds, 0 to a day', async () => {
    const r = await runCli(['worker', '--queue', 'redis://127.0.0.1:1/0', '--wait-for-redis', '1.5']);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/--wait-for-redis must be an integer from 0 to 86400/);
  });
});

describe('serve --heap-limit too small', () => {
  it('says where the extra thread comes from', () => {
    expect(refusal(() => heapShares(resolveLimits({ heapLimitMiB: 1, workers: 2 })))).toMatch(/too small for 3 worker threads \(--workers 2, and one more for light requests\): it needs at least 160 MiB/);
  });

  it('the minimum it names is accepted, and one MiB less is refused, for every --workers', () => {
    for (let workers = 1; workers <= 64; workers++) {
      const said = /needs at least (\d+) MiB/.exec(refusal(() => heapShares(resolveLimits({ heapLimitMiB: 1, workers }))))?.[1];
      const least = Number(said);
      expect(least, `--workers ${workers}`).toBe(leastHeapMiB(workers + 1));
      expect(heapShares(resolveLimits({ heapLimitMiB: least, workers })).perWorkerMiB, `--workers ${workers}`).toBeGreaterThanOrEqual(32);
      expect(refusal(() => heapShares(resolveLimits({ heapLimitMiB: least - 1, workers }))), `--workers ${workers}`).toMatch(/too small/);
    }
  });
});
