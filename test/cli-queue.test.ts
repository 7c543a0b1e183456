// `evaluate --queue` and `irl-kitchen worker` against a real redis-server on loopback: the output
// is byte-identical to a local run, a worker killed mid-run loses no row, a worker with other
// rule files is refused in words, a Redis that cannot be used is one line; and without --queue
// or --store neither ioredis nor BullMQ is ever loaded.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis } from './support/redis-server.ts';
import { startServe } from './server/process.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin/irl-kitchen.js');
const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the queue tests: ${NO_REDIS}`);

interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/** The CLI in a process of its own; `onStart` gets the child (to watch its output file). */
function cli(args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Ran> & { child: ChildProcess } {
  const child = spawn(process.execPath, [...nodeArgs, BIN, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
  const done = new Promise<Ran>((resolveRun) => child.on('exit', (code) => (clearTimeout(timer), resolveRun({ code, out, err })))) as Promise<Ran> & { child: ChildProcess };
  done.child = child;
  return done;
}

interface WorkerProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A worker process, once it says it takes jobs. */
function startWorker(url: string, extra: string[] = []): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [BIN, 'worker', '--queue', url, '--concurrency', '1', ...extra], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), fail(new Error(`the worker did not start: ${out}`))), 90_000);
    child.stdout!.on('data', () => {
      if (/taking jobs/.test(out)) (clearTimeout(timer), ready({ child, stop }));
    });
    void exited.then(() => (clearTimeout(timer), fail(new Error(`the worker exited: ${out}`))));
  });
}

const variants = () =>
  readdirSync(VARIANTS_DIR!)
    .filter((f) => f.endsWith('.solution'))
    .sort()
    .map((f) => join(VARIANTS_DIR!, f));

/** stderr without the queue's progress lines (the only thing --queue adds). */
const messages = (err: string) => err.split('\n').filter((l) => !l.startsWith('queue: ')).join('\n');

describe.skipIf(!REDIS || !BENCHMARK)('evaluate --queue with workers', () => {
  let redis: RedisProcess;
  let workers: WorkerProcess[] = [];
  let dir: string;
  const db = (n: number) => redis.url.replace(/\/0$/, `/${n}`);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'irl-queue-'));
    redis = await startRedis();
    workers = await Promise.all([startWorker(db(1)), startWorker(db(1))]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await redis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('two workers on the 120 variants: the same file, byte for byte, as a local run', async () => {
    const args = (out: string) => ['evaluate', '--input', ...variants(), '--metrics', 'smatch-score', 'goal-condition-success', 'dish-approximation-score', 'execution-time', '--output', join(dir, out)];
    const local = await cli([...args('local.csv'), '--jobs', '1']);
    const queued = await cli([...args('queue.csv'), '--queue', db(1)]);
    expect(queued.code).toBe(local.code);
    expect(readFileSync(join(dir, 'queue.csv'), 'utf8')).toBe(readFileSync(join(dir, 'local.csv'), 'utf8'));
    expect(readFileSync(join(dir, 'local.csv'), 'utf8').split('\n')).toHaveLength(variants().length + 2);
    expect(messages(queued.err)).toBe(local.err);
  }, 240_000);

  it('a worker killed mid-run: its job goes to the other worker and every row is written', async () => {
    // one file of 600 recipes (the variants five times), JSON Lines
    const input = join(dir, 'many.solution');
    const text = variants().map((f) => readFileSync(f, 'utf8').replace(/\s*$/, '\n')).join('');
    writeFileSync(input, text.repeat(5));
    const args = (out: string) => ['evaluate', '--input', input, '--format', 'jsonl', '--quiet', '--output', join(dir, out)];
    const local = await cli([...args('local.jsonl'), '--jobs', '1']);
    const run = cli([...args('queue.jsonl'), '--queue', db(1)]);
    // once rows come in, one worker dies with its job in hand
    const partial = join(dir, 'queue.jsonl.partial');
    for (let i = 0; i < 600; i++) {
      let size = 0;
      try {
        size = statSync(partial).size;
      } catch {
        // not yet
      }
      if (size > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    workers[0].child.kill('SIGKILL');
    const queued = await run;
    expect(workers[0].child.signalCode).toBe('SIGKILL');
    expect(queued.code).toBe(local.code);
    const rows = readFileSync(join(dir, 'queue.jsonl'), 'utf8');
    expect(rows.trim().split('\n')).toHaveLength(600);
    expect(rows).toBe(readFileSync(join(dir, 'local.jsonl'), 'utf8'));
  }, 240_000);

  it('a worker with other rule files is refused: one line saying which files differ, status 2', async () => {
    const other = await startWorker(db(2), ['--rules', join(ROOT, 'examples/extension/rules'), '--ontology', join(ROOT, 'examples/extension/ontology.yaml')]);
    try {
      const r = await cli(['evaluate', '--input', ...variants().slice(0, 3), '--quiet', '--output', join(dir, 'mismatch.csv'), '--queue', db(2)]);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(/^irl-kitchen: --queue: worker \S+ has other rule files, ontology files than this command; start every worker with the same --rules, --ontology and --benchmark/);
    } finally {
      await other.stop();
    }
  }, 120_000);

  it('a worker whose rule files do not load stops at once, naming the file, line and column (status 2)', async () => {
    const rules = join(dir, 'broken-rules');
    mkdirSync(rules);
    writeFileSync(join(rules, 'foo.pl'), 'action(foo');
    const r = await cli(['worker', '--queue', db(3), '--concurrency', '1', '--rules', rules]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trim()).toMatch(new RegExp(`^irl-kitchen: ${join(rules, 'foo.pl').replace(/[.]/g, '\\.')}:1:11: syntax error`));
  }, 120_000);

  it('with no worker on the queue, --quiet still warns once that the rows wait for one', async () => {
    const waiting = cli(['evaluate', '--input', variants()[0], '--quiet', '--output', join(dir, 'lonely.csv'), '--queue', db(4)]);
    let err = '';
    // stopped once it warns, or after a minute without a warning (the assertion then fails)
    const giveUp = setTimeout(() => waiting.child.kill('SIGINT'), 60_000);
    waiting.child.stderr!.on('data', (d) => {
      err += d;
      if (/no worker/.test(err)) waiting.child.kill('SIGINT');
    });
    const r = await waiting;
    clearTimeout(giveUp);
    const warnings = r.err.split('\n').filter((l) => l.startsWith('warning: '));
    expect(warnings).toEqual([`warning: no worker has taken jobs from queue irl-kitchen-evaluate at ${db(4)} for 10 s; the rows come once one does: start \`irl-kitchen worker --queue ${db(4)}\` (docs/SCALING.md)`]);
    expect(r.code).not.toBe(0);
  }, 120_000);
});

describe('--queue that cannot be used', () => {
  it.skipIf(!BENCHMARK)('evaluate and worker: an unreachable Redis or a malformed URL is one line and status 2', async () => {
    const input = BENCHMARK ? variants()[0] : '';
    for (const [url, why] of [
      ['redis://127.0.0.1:1/0', /--queue: cannot reach Redis at redis:\/\/127\.0\.0\.1:1\/0: connect ECONNREFUSED/],
      ['127.0.0.1:6379', /--queue: .* is not a Redis URL/],
    ] as const) {
      for (const args of [['evaluate', '--input', input, '--quiet', '--output', '-', '--queue', url], ['worker', '--queue', url]]) {
        const r = await runCli(args);
        expect(r.code, args.join(' ')).toBe(2);
        expect(r.err, args.join(' ')).toHaveLength(1);
        expect(r.err[0]).toMatch(why);
      }
    }
  });
});

describe.skipIf(!BENCHMARK)('without --queue or --store', () => {
  it('evaluate and serve never load ioredis or BullMQ', async () => {
    const hook = ['--import', join(ROOT, 'test/support/no-redis-hook.mjs')];
    const scored = await cli(['evaluate', '--input', ...variants().slice(0, 50), '--quiet', '--output', '-', '--jobs', '2'], { IRL_KITCHEN_MIN_PARALLEL: '4' }, hook);
    expect(scored.err).toBe('');
    expect(scored.out.split('\n')).toHaveLength(52);
    // and the hook does refuse them where they are used
    const queued = await cli(['evaluate', '--input', variants()[0], '--quiet', '--output', '-', '--queue', 'redis://127.0.0.1:1/0'], {}, hook);
    expect(queued.code).toBe(2);
    expect(queued.err).toMatch(/loaded ioredis without --store or --queue/);
    const server = await startServe(['--workers', '1'], 90_000, { NODE_OPTIONS: `--import=${hook[1]}` });
    try {
      const opened = await fetch(`${server.url}/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(opened.status).toBe(200);
      expect((await (await fetch(`${server.url}/metrics`)).text()).includes('irl_kitchen_sessions{store="memory"} 1')).toBe(true);
    } finally {
      await server.stop();
    }
    expect(server.stderr()).toBe('');
  }, 120_000);
});
