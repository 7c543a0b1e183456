// `worker` and `evaluate --queue` where they used to hang or write the wrong thing: a worker
// stopped by a second Ctrl-C with a job in hand (it never exited), the only worker dying under
// --quiet (the command waited in silence), Redis refusing the queue's commands (a user without
// the rights looked ready; a full memory turned every recipe into an "internal error" row) and a
// server that asks for a password (Redis's words spoke of HELLO AUTH).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { type Command, sleep, start, until } from './support/spawned-cli.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis } from './support/redis-server.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the queue stop and refusal tests: ${NO_REDIS}`);

const variants = () =>
  readdirSync(VARIANTS_DIR!)
    .filter((f) => f.endsWith('.solution'))
    .sort()
    .map((f) => join(VARIANTS_DIR!, f));

const sizeOf = (f: string) => {
  try {
    return statSync(f).size;
  } catch {
    return 0;
  }
};

/** The command's exit, or null when it is still running after `ms`. */
const exitWithin = (c: Command, ms: number) => Promise.race([c.exited, sleep(ms).then(() => null)]);

/** Standard error as it comes (Command keeps only standard output until the end). */
function stderrOf(c: Command): () => string {
  let err = '';
  c.child.stderr!.on('data', (d) => (err += d));
  return () => err;
}

async function startWorker(url: string): Promise<Command> {
  const w = start(['worker', '--queue', url, '--concurrency', '1']);
  await until(() => /taking jobs/.test(w.output()), 'the worker takes jobs');
  return w;
}

/** Ends a command still running (SIGKILL: a test that failed must not leave it behind). */
function reap(...commands: (Command | null)[]) {
  for (const c of commands) if (c && c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
}

/** One recipe whose `--smatch reference` scoring takes seconds: a job that stays in a worker's hands. */
function slowRecipe(path: string, copies = 1) {
  const lines = ['#afghan-biscuits', '(get-kitchen ?ks0)'];
  for (let i = 0; i < 600; i++) lines.push(`(fetch-and-proportion ?p${i} ?ks${i + 1} ?ks${i} ?target-container-${i} butter 200 g)`);
  writeFileSync(path, (lines.join('\n') + '\n').repeat(copies));
}

const slowArgs = (input: string, output: string) => ['evaluate', '--input', input, '--metrics', 'smatch-score', '--smatch', 'reference', '--quiet', '--output', output];

describe.skipIf(!REDIS || !BENCHMARK)('worker and evaluate --queue: stopping, and Redis refusing', () => {
  let redis: RedisProcess;
  let client: Redis;
  let dir: string;
  const db = (n: number) => redis.url.replace(/\/0$/, `/${n}`);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'irl-queue-stops-'));
    redis = await startRedis();
    const { Redis } = await import('ioredis');
    client = new Redis(redis.url, { maxRetriesPerRequest: 2 });
  }, 60_000);
  afterAll(async () => {
    client?.disconnect();
    await redis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a second Ctrl-C on a worker with a job in hand: it exits, and another worker scores that job as a local run does', async () => {
    const input = join(dir, 'slow.solution');
    slowRecipe(input);
    const args = (out: string) => slowArgs(input, join(dir, out));
    const local = await start(args('slow-local.csv')).exited;
    let first: Command | null = null;
    let second: Command | null = null;
    const run = start([...args('slow-queue.csv'), '--queue', db(1)]);
    try {
      first = await startWorker(db(1));
      const inHand = async () => (await client.llen('bull:irl-kitchen-evaluate:active').catch(() => 0)) > 0;
      await client.select(1);
      await until(inHand, 'the worker takes the job');
      first.child.kill('SIGINT');
      await sleep(300);
      first.child.kill('SIGINT');
      const stopped = await exitWithin(first, 30_000);
      expect(stopped, 'the worker is still running after its second Ctrl-C').not.toBeNull();
      expect(stopped!.code).toBe(0);
      expect(stopped!.err).toMatch(/stopping now \(queue irl-kitchen-evaluate at redis:\/\/127\.0\.0\.1:\d+\/1\); the jobs in hand go back on the queue\n/);
      second = await startWorker(db(1));
      const r = await run.exited;
      expect(r.code).toBe(local.code);
      expect(readFileSync(join(dir, 'slow-queue.csv'), 'utf8')).toBe(readFileSync(join(dir, 'slow-local.csv'), 'utf8'));
    } finally {
      await client.select(0);
      second?.child.kill('SIGTERM');
      if (second) await exitWithin(second, 20_000);
      reap(run, first, second);
    }
  }, 120_000);

  it('--quiet, and the only worker dies mid-run: the command says that no worker is left', async () => {
    // a job that keeps the worker busy past the command's first look for workers (10 s)
    const input = join(dir, 'slow6.solution');
    slowRecipe(input, 6);
    const worker = await startWorker(db(2));
    const run = start([...slowArgs(input, join(dir, 'lonely.csv')), '--queue', db(2)]);
    const err = stderrOf(run);
    try {
      await sleep(12_000);
      expect(run.child.exitCode).toBeNull();
      worker.child.kill('SIGKILL');
      // within 60 s; the old command never said it
      await until(() => /warning: no worker/.test(err()), 'the warning');
      run.child.kill('SIGINT');
      const r = await run.exited;
      expect(r.code).toBe(130);
      const warnings = err().split('\n').filter((l) => l.startsWith('warning: '));
      expect(warnings).toEqual([`warning: no worker has taken jobs from queue irl-kitchen-evaluate at ${db(2)} for 10 s; the rows come once one does: start \`irl-kitchen worker --queue ${db(2)}\` (docs/SCALING.md)`]);
    } finally {
      reap(run, worker);
    }
  }, 120_000);

  it('a Redis user without rights on the queue\'s keys: worker and evaluate stop at once, saying what to allow (status 2)', async () => {
    await client.call('ACL', 'SETUSER', 'carol', 'on', '>carols-secret', '~irl-kitchen:*', '&*', '+@all');
    const url = redis.url.replace('redis://', 'redis://carol:carols-secret@').replace(/\/0$/, '/3');
    for (const args of [['worker', '--queue', url], ['evaluate', '--input', variants()[0], '--quiet', '--output', join(dir, 'noperm.csv'), '--queue', url]]) {
      const c = start(args);
      const r = await exitWithin(c, 30_000);
      reap(c);
      expect(r, `${args[0]} is still running`).not.toBeNull();
      expect(r!.code).toBe(2);
      expect(r!.out).toBe('');
      expect(r!.err.trim().split('\n')).toEqual([
        expect.stringMatching(/^irl-kitchen: --queue: Redis at redis:\/\/carol:\*\*\*@127\.0\.0\.1:\d+\/3 refused the queue's commands: NOPERM .*; the URL's user may not run the queue's scripts on its keys bull:irl-kitchen-evaluate:\*: allow them/),
      ]);
      expect(r!.err).not.toContain('carols-secret');
    }
    expect(sizeOf(join(dir, 'noperm.csv'))).toBe(0);
  }, 90_000);

  it('Redis out of memory: the command stops with status 2 saying so, and writes no error rows', async () => {
    const own = await startRedis();
    const { Redis } = await import('ioredis');
    const admin = new Redis(own.url, { maxRetriesPerRequest: 2 });
    try {
      const used = Number(/used_memory:(\d+)/.exec(await admin.info('memory'))![1]);
      await admin.config('SET', 'maxmemory', String(used + 2 * 1024 * 1024));
      // one recipe of about 4 MB: its job cannot fit
      const input = join(dir, 'big.solution');
      const lines = ['#afghan-biscuits', '(get-kitchen ?ks0)'];
      for (let i = 0; i < 40_000; i++) lines.push(`(fetch-and-proportion ?p${i} ?ks${i + 1} ?ks${i} ?target-container-${i} butter 200 g)`);
      writeFileSync(input, lines.join('\n') + '\n');
      const c = start(['evaluate', '--input', input, '--quiet', '--output', join(dir, 'oom.csv'), '--queue', own.url]);
      const r = await exitWithin(c, 60_000);
      reap(c);
      expect(r, 'evaluate is still running').not.toBeNull();
      expect(r!.code).toBe(2);
      expect(r!.err.trim().split('\n')).toEqual([
        expect.stringMatching(/^irl-kitchen: --queue: Redis at redis:\/\/127\.0\.0\.1:\d+\/0 refused to take job r[0-9a-f]+: OOM command not allowed when used memory > 'maxmemory'; its memory is full \(maxmemory\): raise maxmemory/),
      ]);
      expect(sizeOf(join(dir, 'oom.csv'))).toBe(0);
    } finally {
      admin.disconnect();
      await own.stop();
    }
  }, 90_000);

  it('a server that asks for a password, and a URL without one: the message says to give it in the URL', async () => {
    const own = await startRedis();
    const { Redis } = await import('ioredis');
    const admin = new Redis(own.url, { maxRetriesPerRequest: 2 });
    try {
      await admin.config('SET', 'requirepass', 'their-secret');
      const c = start(['worker', '--queue', own.url]);
      const r = await exitWithin(c, 30_000);
      reap(c);
      expect(r).not.toBeNull();
      expect(r!.code).toBe(2);
      expect(r!.err.trim()).toBe(`irl-kitchen: --queue: cannot reach Redis at ${own.url}: the server asks for a password (NOAUTH): give it in the URL, redis://:PASSWORD@127.0.0.1:${own.port}/0 (redis://USER:PASSWORD@… for an ACL user)`);
    } finally {
      admin.disconnect();
      await own.stop();
    }
  }, 60_000);
});
