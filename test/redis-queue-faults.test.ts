// `evaluate --queue` and `worker` when things go wrong: a database Redis does not have, jobs put
// on the queue by another program (refused in words, nothing in them read or run), a shared job
// taken back by another command, Redis restarted empty mid-run, and signals while Redis is away.
// Each ends with the same file as a local run, or with one line and the right status, never a
// stack or a hang.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer, checkJobData } from '../src/cli/queue/job-check.ts';
import { type JobData, jobSettings, SEGMENTS_PER_JOB } from '../src/cli/queue/jobs.ts';
import { QUEUE_PREFIX } from '../src/cli/queue/queue-keys.ts';
import { runCli } from './support/cli.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis, startRedisOn } from './support/redis-server.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin/irl-kitchen.js');
const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the queue fault tests: ${NO_REDIS}`);

interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/** The CLI in a process of its own; `child` to signal it, `output()` to read it meanwhile. */
function cli(args: string[], limitMs = 120_000): Promise<Ran> & { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const done = new Promise<Ran>((ok) => child.on('exit', (code) => (clearTimeout(timer), ok({ code, out, err })))) as Promise<Ran> & { child: ChildProcess; output: () => string };
  done.child = child;
  done.output = () => out + err;
  return done;
}

async function until(what: () => boolean | Promise<boolean>, limitMs: number): Promise<void> {
  for (const end = Date.now() + limitMs; !(await what()); ) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until the queue's events at `url` include each of `names` (BullMQ's `added`, and
 * `duplicated` for a job another command added first): a command that added jobs is past its
 * start-up and waits on the queue, however long its start took on a loaded machine.
 */
async function untilQueueEvents(url: string, names: string[]): Promise<void> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const seen = async () => {
      const entries = await client.xrange(`${QUEUE_PREFIX}events`, '-', '+');
      const events = new Set(entries.map(([, fields]) => fields[fields.indexOf('event') + 1]));
      return names.every((n) => events.has(n));
    };
    await until(seen, 90_000);
  } finally {
    client.disconnect();
  }
}

const sizeOf = (f: string) => {
  try {
    return statSync(f).size;
  } catch {
    return 0;
  }
};

const variants = () =>
  readdirSync(VARIANTS_DIR!)
    .filter((f) => f.endsWith('.solution'))
    .sort()
    .map((f) => join(VARIANTS_DIR!, f));

type Run = ReturnType<typeof cli>;

/** A worker process, once it says it takes jobs (wrapped: the run itself is a promise of its end). */
async function startWorker(url: string): Promise<{ run: Run }> {
  const run = cli(['worker', '--queue', url, '--concurrency', '1'], 200_000);
  await until(() => /taking jobs/.test(run.output()), 90_000);
  return { run };
}

/** SIGTERM, and its end. */
function stopWorker({ run }: { run: Run }): Promise<Ran> {
  if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGTERM');
  return run;
}

describe('job data and answers are checked', () => {
  const settings = jobSettings({ command: 'evaluate', format: 'csv', metrics: ['goal-condition-success'], fileColumn: false, benchmark: '/b', semantics: 'reference', smatch: 'best', rules: ['/r'], ontology: [], maxMillis: 1000, grammarMillis: 1000, mode: 'qualitative' });
  const task = { name: 'a.solution', segment: { file: 'a.solution', firstLine: 1, lines: ['#x', '(get-kitchen ?k)'], wholeFile: true } };
  const job: JobData = { world: 'w', settings, tasks: [task] };

  it('a job as `evaluate --queue` makes it passes', () => {
    expect(checkJobData(JSON.parse(JSON.stringify(job)))).toBeNull();
  });

  it('anything else is refused with a code and the bad field', () => {
    const cases: [unknown, string, RegExp][] = [
      [null, 'invalid-job', /^data must be an object/],
      ['hello', 'invalid-job', /^data must be an object .* not a string/],
      [{ ...job, world: 1 }, 'invalid-job', /^data\.world must be a string/],
      [{ ...job, extra: 1 }, 'invalid-job', /^data has a field "extra"/],
      [{ ...job, settings: { ...settings, rules: ['/etc'] } }, 'invalid-job', /^data\.settings has a field "rules"/],
      [{ ...job, settings: { ...settings, kitchen: '/etc/passwd' } }, 'invalid-job', /^data\.settings\.kitchen must be a kitchen name/],
      [JSON.parse(`{"world":"w","settings":{"__proto__":{"x":1}},"tasks":[]}`), 'invalid-job', /^data\.settings has a field "__proto__"/],
      [{ ...job, settings: { ...settings, command: 'run' } }, 'invalid-job', /^data\.settings\.command must be one of "evaluate"/],
      [{ ...job, settings: { ...settings, maxMillis: -1 } }, 'invalid-job', /^data\.settings\.maxMillis must be a positive number/],
      [{ ...job, tasks: [] }, 'invalid-job', /^data\.tasks must be a non-empty list/],
      [{ ...job, tasks: [null] }, 'invalid-job', /^data\.tasks\[0\] must be an object/],
      [{ ...job, tasks: [{ ...task, segment: { ...task.segment, lines: 5 } }] }, 'invalid-job', /^data\.tasks\[0\]\.segment\.lines must be a list of strings/],
      [{ ...job, tasks: Array(SEGMENTS_PER_JOB + 1).fill(task) }, 'job-too-large', /holds 17 recipes; a job holds at most 16/],
      [{ ...job, tasks: [{ ...task, segment: { ...task.segment, lines: Array(2000).fill('x'.repeat(40_000)) } }] }, 'job-too-large', /more than a \.solution file may \(\d+ bytes; IRL_KITCHEN_MAX_SOLUTION_BYTES on the worker changes it\)/],
    ];
    for (const [data, code, message] of cases) {
      const refusal = checkJobData(data);
      expect(refusal?.code, JSON.stringify(data)?.slice(0, 200)).toBe(code);
      expect(refusal?.message).toMatch(message);
    }
  });

  it('an answer with rows missing or of another form is said, never written', () => {
    const row = { file: 'a', recipeId: 'x', line: 1, status: 'ok', text: 'x\n', messages: [], warnings: [] };
    expect(checkAnswer({ world: 'w', worker: 'h:1', rows: [[row]] }, job)).toBeNull();
    expect(checkAnswer(null, job)).toMatch(/not an object with world, worker and rows/);
    expect(checkAnswer({ world: 'w', worker: 'h:1', rows: [[row], [row]] }, job)).toMatch(/rows for 2 .* the job had 1/);
    expect(checkAnswer({ world: 'w', worker: 'h:1', rows: [[{ ...row, text: 5 }]] }, job)).toMatch(/lacks its text/);
  });
});

describe.skipIf(!REDIS || !BENCHMARK)('the queue when things go wrong', () => {
  let redis: RedisProcess;
  let dir: string;
  const db = (n: number) => redis.url.replace(/\/0$/, `/${n}`);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'irl-queue-faults-'));
    redis = await startRedis();
  }, 60_000);
  afterAll(async () => {
    await redis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a database the server does not have: one line naming it, status 2 (evaluate, worker and serve)', async () => {
    const url = db(99);
    for (const args of [['evaluate', '--input', variants()[0], '--quiet', '--output', '-', '--queue', url], ['worker', '--queue', url], ['serve', '--store', url]]) {
      const r = await Promise.race([runCli(args), new Promise<null>((done) => setTimeout(() => done(null), 20_000))]);
      expect(r, args.join(' ')).not.toBeNull();
      expect(r!.code).toBe(2);
      expect(r!.err).toHaveLength(1);
      expect(r!.err[0]).toMatch(/^irl-kitchen: --(queue|store): cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+\/99: it has no database 99 \(ERR DB index is out of range/);
    }
  }, 60_000);

  it('rediss:// to a plain server: one line saying that the URL opens TLS, status 2', async () => {
    const url = db(0).replace(/^redis:/, 'rediss:');
    const r = await Promise.race([runCli(['serve', '--store', url]), new Promise<null>((done) => setTimeout(() => done(null), 20_000))]);
    expect(r).not.toBeNull();
    expect(r!.code).toBe(2);
    expect(r!.err).toHaveLength(1);
    expect(r!.err[0]).toMatch(/^irl-kitchen: --store: cannot reach Redis at rediss:\/\/127\.0\.0\.1:\d+\/0: .*\(a rediss:\/\/ URL opens TLS: is the server set up for TLS\? A plain server takes redis:\/\/\)$/);
  }, 60_000);

  it('a password for a server that asks none: refused in words, status 2 (serve and worker)', async () => {
    const url = db(0).replace('redis://', 'redis://:secret@');
    for (const args of [['serve', '--store', url], ['worker', '--queue', url]]) {
      const r = await Promise.race([runCli(args), new Promise<null>((done) => setTimeout(() => done(null), 20_000))]);
      expect(r, args.join(' ')).not.toBeNull();
      expect(r!.code).toBe(2);
      expect(r!.err).toHaveLength(1);
      expect(r!.err[0]).toMatch(/^irl-kitchen: --(store|queue): the Redis server at 127\.0\.0\.1:\d+ asks no password, but redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/0 gives one/);
    }
  }, 60_000);

  it('jobs put on the queue by another program: refused in words, the worker carries on', async () => {
    const { run: worker } = await startWorker(db(3));
    const { Queue } = await import('bullmq');
    const { Redis } = await import('ioredis');
    const connection = new Redis(db(3), { maxRetriesPerRequest: null });
    const queue = new Queue('irl-kitchen-evaluate', { connection });
    try {
      const world = /world (\w+)/.exec(worker.output())![1];
      const segment = { file: '/etc/passwd', firstLine: 1, lines: ['#afghan-biscuits', '(get-kitchen ?k)'], wholeFile: true };
      const settings = { command: 'evaluate', format: 'csv', metrics: ['goal-condition-success'], fileColumn: false, semantics: 'reference', smatch: 'best', maxMillis: 1000, grammarMillis: 1000 };
      const cases: [string, unknown, RegExp][] = [
        ['null', null, /^refused: invalid-job: data must be an object/],
        ['no-tasks', { world, settings, tasks: 'x' }, /^refused: invalid-job: data\.tasks must be a non-empty list/],
        ['files', { world, settings: { ...settings, rules: ['/etc'], ontology: ['/etc/passwd'], benchmark: '/etc' }, tasks: [{ name: '/etc/shadow', segment }] }, /^refused: invalid-job: data\.settings has a field "rules"/],
        ['run', { world, settings: { ...settings, command: 'run', format: 'human' }, tasks: [{ name: 'a', segment }] }, /^refused: invalid-job: data\.settings\.command must be one of "evaluate"/],
        ['huge', { world, settings, tasks: Array.from({ length: 500 }, (_, i) => ({ name: `a${i}`, segment })) }, /^refused: job-too-large: data\.tasks holds 500 recipes/],
      ];
      for (const [name, data, why] of cases) {
        const job = await queue.add('score', data as never, { jobId: `other-${name}`, attempts: 1 });
        // the job's own state, read until it failed: an event of the queue's stream can be missed on a loaded machine
        let state = await job.getState();
        for (let i = 0; i < 600 && state !== 'failed' && state !== 'completed'; i++) state = await new Promise((done) => setTimeout(done, 50)).then(() => job.getState());
        expect(state, name).toBe('failed');
        expect((await queue.getJob(job.id!))?.failedReason, name).toMatch(why);
      }
      // still alive, and it said each refusal with the job and the queue
      expect(worker.child.exitCode).toBeNull();
      const refusals = worker.output().split('\n').filter((l) => / refused job /.test(l));
      expect(refusals).toHaveLength(cases.length);
      expect(refusals[0]).toMatch(/^irl-kitchen worker \S+: refused job "other-null" of queue irl-kitchen-evaluate at redis:\/\/127\.0\.0\.1:\d+\/3: invalid-job: /);
      expect(worker.output()).not.toMatch(/at \S+\.(js|ts):\d+/); // no stack
    } finally {
      await queue.close();
      connection.disconnect();
      await stopWorker({ run: worker });
    }
  }, 120_000);

  it('a command stopped with Ctrl-C takes back only its jobs: another command of the same input still ends, byte for byte', async () => {
    const args = (out: string) => ['evaluate', '--input', ...variants(), '--format', 'jsonl', '--quiet', '--output', join(dir, out)];
    const local = await cli([...args('local.jsonl'), '--jobs', '1']);
    // no worker yet: both commands add the same jobs (their ids are content-derived)
    const first = cli([...args('first.jsonl'), '--queue', db(4)]);
    const second = cli([...args('second.jsonl'), '--queue', db(4)]);
    // each has added its jobs (the other's found as duplicates): both wait on the queue, signals heard
    await untilQueueEvents(db(4), ['added', 'duplicated']);
    first.child.kill('SIGINT');
    expect((await first).code).toBe(130);
    const worker = await startWorker(db(4));
    try {
      const r = await second;
      expect(r.code).toBe(local.code);
      expect(readFileSync(join(dir, 'second.jsonl'), 'utf8')).toBe(readFileSync(join(dir, 'local.jsonl'), 'utf8'));
    } finally {
      await stopWorker(worker);
    }
  }, 200_000);

  it('Redis restarted empty mid-run: the lost jobs are added again, no stack is printed, and the file is a local run\'s', async () => {
    const input = join(dir, 'many.solution');
    writeFileSync(input, variants().map((f) => readFileSync(f, 'utf8').replace(/\s*$/, '\n')).join('').repeat(5));
    const args = (out: string) => ['evaluate', '--input', input, '--format', 'jsonl', '--quiet', '--output', join(dir, out)];
    const local = await cli([...args('local5.jsonl'), '--jobs', '1']);
    const own = await startRedis();
    let again: RedisProcess | null = null;
    const worker = await startWorker(own.url);
    try {
      const run = cli([...args('restart.jsonl'), '--queue', own.url]);
      await until(() => sizeOf(join(dir, 'restart.jsonl.partial')) > 0, 60_000);
      await own.stop();
      await new Promise((r) => setTimeout(r, 3000));
      again = await startRedisOn(own.port);
      const r = await run;
      expect(r.code).toBe(local.code);
      expect(r.err).not.toMatch(/\n\s+at |ECONNREFUSED/);
      expect(readFileSync(join(dir, 'restart.jsonl'), 'utf8')).toBe(readFileSync(join(dir, 'local5.jsonl'), 'utf8'));
    } finally {
      await stopWorker(worker);
      await again?.stop();
      await own.stop();
    }
  }, 200_000);

  it('signals while Redis is away: evaluate ends with 130 keeping what it wrote, a worker stops saying so', async () => {
    const own = await startRedis();
    try {
      const { run: worker } = await startWorker(own.url);
      // no worker on its database: the command is still waiting when Redis goes
      const run = cli(['evaluate', '--input', ...variants(), '--output', join(dir, 'away.csv'), '--queue', own.url.replace(/\/0$/, '/1')], 240_000);
      // its jobs are on the queue: it waits there, its signal handlers in place (a fixed pause could
      // end before a loaded machine had even connected, and Redis went before the command came)
      await untilQueueEvents(own.url.replace(/\/0$/, '/1'), ['added']);
      await own.stop();
      await until(() => /lost Redis/.test(run.output()) && /lost Redis/.test(worker.output()), 60_000);
      const t = Date.now();
      run.child.kill('SIGINT');
      worker.child.kill('SIGTERM');
      const [r, w] = await Promise.all([run, worker]);
      expect(Date.now() - t).toBeLessThan(15_000);
      expect(r.code).toBe(130);
      expect(r.err).toMatch(/^queue: lost Redis \(queue irl-kitchen-evaluate at redis:\/\/127\.0\.0\.1:\d+\/1\): connect ECONNREFUSED/m);
      expect(r.err).toMatch(/irl-kitchen: interrupted \(Ctrl-C\)/);
      expect(r.err).not.toMatch(/\n\s+at /);
      expect(w.code).toBe(0);
      expect(w.out + w.err).toMatch(/stopping without Redis \(queue irl-kitchen-evaluate at redis:\/\/127\.0\.0\.1:\d+\/0\)/);
      // one line for the outage, not one per reconnect
      expect((w.err.match(/ECONNREFUSED/g) ?? []).length).toBe(1);
    } finally {
      await own.stop();
    }
  }, 300_000);
});
