// The fuzzer: throws random and mutated networks and whole `.solution` texts at the parser, the
// engine and the evaluator, and mutated rule files and ontology YAML at their loaders, in worker
// threads watched from here. It exits 1 on the first crash
// (an exception that is not a reported problem), hang (a case over the time bound) or memory
// blow-up (a case over the heap bound, or heap that keeps growing), printing the seed, the case
// and its input, and how to replay it.
//
//   npm run fuzz -- --runs 2000                # 2000 cases of seed 1 (the default, as in CI)
//   npm run fuzz -- --runs 20000 --seed random # a fresh seed, printed first
//   npm run fuzz -- --seed 7 --case 1234       # replay one case here, printing its input
import { writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Simulator } from '../src/simulator.ts';
import { CASE_KINDS, type CaseKind, caseMaker, type FuzzCase } from './cases.ts';
import { loadTargets, runCase } from './targets.ts';
import type { FromWorker, ToWorker, WorkerData } from './worker.ts';

interface Options {
  runs: number;
  seed: number;
  timeoutMs: number;
  workers: number;
  heapMb: number;
  growthMb: number;
  chunk: number;
  kinds: CaseKind[];
  /** Throw the cases at the evaluator too (when there is one). */
  evaluator: boolean;
  /** The engine's search bound (Simulator option maxEvaluations) in the workers. */
  maxEvaluations: number;
  replay: number | null;
}

// the corpus needs at most a few dozen; a bound this size keeps every case within seconds
// (an evaluation in a network of a hundred lines costs about 0.3 ms)
const DEFAULT_MAX_EVALUATIONS = 5000;

const USAGE = `usage: npm run fuzz -- [--runs N] [--seed S|random] [--timeout-ms MS] [--workers W] [--heap-mb MB] [--growth-mb MB] [--kinds ${CASE_KINDS.join(',')}] [--no-evaluator] [--max-evaluations N] [--case I]`;

function parseArgs(argv: string[]): Options {
  const o: Options = {
    runs: 1000,
    // a fixed default keeps CI reproducible; `--seed random` explores
    seed: 1,
    timeoutMs: 5000,
    workers: Math.max(1, Math.min(2, availableParallelism())),
    heapMb: 2048,
    growthMb: 256,
    chunk: 100,
    kinds: [...CASE_KINDS],
    evaluator: true,
    maxEvaluations: DEFAULT_MAX_EVALUATIONS,
    replay: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    if (flag === '--no-evaluator') {
      o.evaluator = false;
      continue;
    }
    const value = argv[++i];
    const int = () => {
      const n = Number(value);
      if (!Number.isSafeInteger(n) || n < 0) usage(`${flag} needs a whole number, got ${value}`);
      return n;
    };
    switch (flag) {
      case '--runs': o.runs = int(); break;
      case '--seed': o.seed = value === 'random' ? (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) & 0x7fffffff : int() | 0; break;
      case '--timeout-ms': o.timeoutMs = int(); break;
      case '--workers': o.workers = Math.max(1, int()); break;
      case '--heap-mb': o.heapMb = int(); break;
      case '--growth-mb': o.growthMb = int(); break;
      case '--chunk': o.chunk = Math.max(1, int()); break;
      case '--case': o.replay = int(); break;
      case '--max-evaluations': o.maxEvaluations = Math.max(1, int()); break;
      case '--kinds': {
        const ks = (value ?? '').split(',');
        const bad = ks.find((k) => !(CASE_KINDS as readonly string[]).includes(k));
        if (bad) usage(`unknown case kind ${bad}`);
        o.kinds = ks as CaseKind[];
        break;
      }
      default:
        usage(`unknown argument ${flag}`);
    }
  }
  return o;
}

function usage(message: string): never {
  console.error(`fuzz: ${message}\n${USAGE}`);
  process.exit(2);
}

interface Failure {
  what: 'crash' | 'hang' | 'memory' | 'heap-growth';
  index: number | null;
  detail: string;
}

/** Prints a failure with its input and the command that replays it; exits 1. */
async function report(o: Options, f: Failure, started: number, done: number): Promise<never> {
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`\nfuzz: FAILED (${f.what}) after ${done} passing case(s) in ${secs} s, seed ${o.seed}${f.index === null ? '' : `, case ${f.index}`}`);
  console.error(f.detail);
  if (f.index !== null) {
    const c = caseMaker(new Simulator(), o.kinds)(o.seed, f.index);
    const ext = c.kind === 'mutated-rules' ? 'pl' : c.kind === 'mutated-ontology' ? 'yaml' : 'solution';
    const file = join(tmpdir(), `irl-kitchen-fuzz-seed${o.seed}-case${f.index}.${ext}`);
    writeFileSync(file, c.text);
    console.error(`input (${c.kind}, ${c.text.length} characters; whole text in ${file}):`);
    console.error(c.text.length > 3000 ? `${c.text.slice(0, 3000)}\n… (${c.text.length - 3000} more characters)` : c.text);
    const flags = `${o.kinds.length < CASE_KINDS.length ? ` --kinds ${o.kinds.join(',')}` : ''}${o.evaluator ? '' : ' --no-evaluator'}${o.maxEvaluations === DEFAULT_MAX_EVALUATIONS ? '' : ` --max-evaluations ${o.maxEvaluations}`}`;
    console.error(`replay: npm run fuzz -- --seed ${o.seed} --case ${f.index}${flags}`);
  }
  process.exit(1);
}

/** `--case I`: runs one case in this thread and shows what happened. */
async function replayOne(o: Options, index: number) {
  const sim = new Simulator({ maxEvaluations: o.maxEvaluations });
  const c: FuzzCase = caseMaker(sim, o.kinds)(o.seed, index);
  console.log(`case ${index} of seed ${o.seed} (${c.kind}), ${c.text.length} characters:`);
  console.log(c.text.length > 3000 ? `${c.text.slice(0, 3000)}\n…` : c.text);
  const targets = await loadTargets(sim, o.evaluator);
  const t = performance.now();
  const outcome = runCase(targets, c, `case-${index}.solution`);
  console.log(`passed in ${Math.round(performance.now() - t)} ms: ${outcome.recipes} recipe(s), ${outcome.problems} parse problem(s), ${outcome.statuses.join(' ') || 'nothing run'}`);
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  if (o.replay !== null) return replayOne(o, o.replay);
  const started = performance.now();
  console.log(
    `fuzz: ${o.runs} cases, seed ${o.seed}, ${o.workers} worker(s), ${o.timeoutMs} ms per case, heap bound ${o.heapMb} MB, search bound ${o.maxEvaluations} evaluations`,
  );
  let next = 0;
  let done = 0;
  let slowest = { ms: 0, index: -1 };
  const statuses = new Map<string, number>();
  const kinds = new Map<string, number>();
  let failing = false;
  const fail = (f: Failure) => {
    if (failing) return;
    failing = true;
    for (const w of pool) void w.worker.terminate();
    void report(o, f, started, done);
  };
  interface Slot {
    worker: Worker;
    current: number | null;
    since: number;
    heapBaseline: number | null;
    heapLast: number | null;
    chunks: number;
  }
  const pool: Slot[] = [];
  let finished = 0;
  let evaluatorNote: string | null | undefined;
  const give = (s: Slot) => {
    if (next >= o.runs) {
      s.worker.postMessage({ type: 'stop' } satisfies ToWorker);
      return;
    }
    const from = next;
    next = Math.min(o.runs, next + o.chunk);
    s.worker.postMessage({ type: 'run', from, to: next } satisfies ToWorker);
  };
  await new Promise<void>((resolveAll) => {
    const count = Math.min(o.workers, Math.max(1, Math.ceil(o.runs / o.chunk)));
    for (let i = 0; i < count; i++) {
      const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
        workerData: { seed: o.seed, kinds: o.kinds, evaluator: o.evaluator, maxEvaluations: o.maxEvaluations } satisfies WorkerData,
        resourceLimits: { maxOldGenerationSizeMb: o.heapMb },
      });
      const s: Slot = { worker, current: null, since: 0, heapBaseline: null, heapLast: null, chunks: 0 };
      pool.push(s);
      worker.on('message', (m: FromWorker) => {
        if (failing) return;
        switch (m.type) {
          case 'ready':
            if (evaluatorNote === undefined) {
              evaluatorNote = m.evaluatorNote;
              console.log(m.evaluatorNote ? `fuzz: evaluator not fuzzed: ${m.evaluatorNote}` : 'fuzz: targets: parser, engine, evaluator');
            }
            give(s);
            break;
          case 'start':
            s.current = m.index;
            s.since = performance.now();
            break;
          case 'done':
            s.current = null;
            done++;
            kinds.set(m.kind, (kinds.get(m.kind) ?? 0) + 1);
            for (const st of m.statuses) statuses.set(st, (statuses.get(st) ?? 0) + 1);
            if (m.ms > slowest.ms) slowest = { ms: m.ms, index: m.index };
            if (m.ms > o.timeoutMs) fail({ what: 'hang', index: m.index, detail: `the case took ${Math.round(m.ms)} ms, over the bound of ${o.timeoutMs} ms` });
            else if (m.heapMb > o.heapMb * 0.75) fail({ what: 'memory', index: m.index, detail: `the heap held ${m.heapMb} MB after the case (bound ${o.heapMb} MB)` });
            break;
          case 'crash':
            fail({ what: 'crash', index: m.index, detail: m.error });
            break;
          case 'chunk-done':
            s.chunks++;
            s.heapLast = m.heapAfterGcMb;
            // the baseline is taken once caches (gold executions, summaries) have filled
            if (s.chunks === 20 || (s.heapBaseline === null && next >= o.runs)) s.heapBaseline = m.heapAfterGcMb;
            else if (s.heapBaseline !== null && m.heapAfterGcMb - s.heapBaseline > o.growthMb)
              fail({ what: 'heap-growth', index: null, detail: `a worker's heap grew from ${s.heapBaseline} MB to ${m.heapAfterGcMb} MB (after garbage collection) over ${s.chunks} chunks of ${o.chunk} cases` });
            give(s);
            break;
        }
      });
      worker.on('error', (e) => {
        const memory = (e as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
        fail({ what: memory ? 'memory' : 'crash', index: s.current, detail: memory ? `the worker ran out of its ${o.heapMb} MB heap` : (e.stack ?? String(e)) });
      });
      worker.on('exit', () => {
        if (++finished === pool.length) resolveAll();
      });
    }
    const watchdog = setInterval(() => {
      const now = performance.now();
      for (const s of pool)
        if (s.current !== null && now - s.since > o.timeoutMs)
          fail({ what: 'hang', index: s.current, detail: `no answer after ${o.timeoutMs} ms: the case was stopped` });
    }, 200);
    const progress = setInterval(() => {
      if (!failing) console.log(`fuzz: ${done}/${o.runs} cases, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }, 30_000);
    watchdog.unref();
    progress.unref();
  });
  if (failing) return new Promise(() => {}); // report() exits
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  const list = (m: Map<string, number>) => [...m].sort().map(([k, v]) => `${k} ${v}`).join(', ');
  console.log(`fuzz: ${done} cases passed in ${secs} s (seed ${o.seed}); slowest case ${slowest.index} took ${Math.round(slowest.ms)} ms`);
  console.log(`fuzz: cases: ${list(kinds)}`);
  console.log(`fuzz: outcomes: ${list(statuses)}`);
  console.log(`fuzz: heap after garbage collection per worker: ${pool.map((s) => `${s.heapBaseline ?? '-'} MB once warm, ${s.heapLast ?? '-'} MB at the end`).join('; ')}`);
  if (done !== o.runs) {
    console.error(`fuzz: only ${done} of ${o.runs} cases ran`);
    process.exit(1);
  }
}

await main();
