// Ctrl-C (SIGINT) or SIGTERM on `run` and `evaluate`, sent to the real command: it stops between
// rows, says how many rows it wrote and where they are, exits 130 or 143, keeps the earlier output
// file, ends its worker threads, gives a waiting standard input up, and takes its waiting jobs
// back off a Redis queue.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK, GOLD_DIR, VARIANTS_DIR } from './support/simulate.ts';
import { findRedisServer, type RedisProcess, startRedis } from './support/redis-server.ts';
import { start, until } from './support/spawned-cli.ts';

const lineCount = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').length - 1;
  } catch {
    return 0;
  }
};

const solutions = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.solution'))
    .sort()
    .map((f) => join(dir, f));

describe.skipIf(!BENCHMARK)('run and evaluate interrupted', () => {
  let dir: string;
  let many: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'irl-interrupt-'));
    // one file of 600 recipes (the variants five times): long enough to be stopped midway
    many = join(dir, 'many.solution');
    writeFileSync(many, solutions(VARIANTS_DIR!).map((f) => readFileSync(f, 'utf8').replace(/\s*$/, '\n')).join('').repeat(5));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('Ctrl-C while evaluate waits for standard input: the rows written are kept, the earlier file is untouched, status 130', async () => {
    const out = join(dir, 'stdin.csv');
    writeFileSync(out, 'the earlier result\n');
    const cmd = start(['evaluate', '--input', '-', '--jobs', '1', '--output', out]);
    // a recipe ends where the next begins: the third one lets the second be scored
    const [first, second, third] = solutions(GOLD_DIR!);
    cmd.child.stdin!.write([first, second, third].map((f) => readFileSync(f, 'utf8')).join('\n'));
    await until(() => lineCount(`${out}.partial`) === 3, 'two rows written');
    cmd.child.kill('SIGINT'); // standard input stays open: the command must give it up
    const r = await cmd.exited;
    expect(r.code).toBe(130);
    expect(r.err.trim().split('\n').at(-1)).toBe(`irl-kitchen: interrupted (Ctrl-C): 2 rows written to ${out}.partial; ${out} is left as it was`);
    expect(readFileSync(out, 'utf8')).toBe('the earlier result\n');
    const whole = start(['evaluate', '--input', first, second, '--jobs', '1', '--output', '-']);
    const scored = (await whole.exited).out.replace(/^file,/, '').split('\n');
    expect(readFileSync(`${out}.partial`, 'utf8').split('\n').slice(1, 3)).toEqual(scored.slice(1, 3).map((l) => l.replace(/^[^,]*,/, '')));
  }, 120_000);

  it('SIGTERM on run with worker threads: it stops at once, between rows, status 143', async () => {
    const cmd = start(['run', many, '--jobs', '2', '--jsonl']);
    await until(() => cmd.output().length > 0, 'a first report');
    cmd.child.kill('SIGTERM');
    const stoppedAt = Date.now();
    const r = await cmd.exited;
    expect(Date.now() - stoppedAt).toBeLessThan(30_000);
    expect(r.code).toBe(143);
    const said = r.err.trim().split('\n').at(-1)!;
    const written = Number(/^irl-kitchen: interrupted \(SIGTERM\): (\d+) rows? written$/.exec(said)?.[1]);
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(600);
  }, 120_000);

  it.skipIf(!findRedisServer())('Ctrl-C on evaluate --queue with no worker: its waiting jobs are taken back off the queue', async () => {
    let redis: RedisProcess | null = null;
    try {
      redis = await startRedis();
      const { Redis } = await import('ioredis');
      const client = new Redis(redis.url, { lazyConnect: true });
      await client.connect();
      const waiting = () => client.llen('bull:irl-kitchen-evaluate:wait');
      const out = join(dir, 'queue.csv');
      const cmd = start(['evaluate', '--input', many, '--output', out, '--queue', redis.url]);
      await until(async () => (await waiting()) > 0, 'jobs on the queue');
      cmd.child.kill('SIGINT');
      const r = await cmd.exited;
      expect(r.code).toBe(130);
      expect(r.err.trim().split('\n').at(-1)).toBe('irl-kitchen: interrupted (Ctrl-C): 0 rows written');
      expect(await waiting()).toBe(0);
      expect(() => statSync(`${out}.partial`)).toThrow(); // nothing written: no partial file left
      client.disconnect();
    } finally {
      await redis?.stop();
    }
  }, 120_000);
});
