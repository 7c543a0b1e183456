// Parallel scoring of the 120 variant networks of the corpus with all four metrics, both sides
// measured the same way. parallelSpeedup: a warm pool of one worker thread against a warm pool of
// two, each worker warmed by untimed passes until it has scored the variants six times (with two
// times each, the pool was still getting faster), then timed pass for pass in turn: what a
// program that scores many inputs through one pool gets once its threads have compiled their hot
// code. The baseline is a pool too (it was this thread, under other flags and a heap that other
// groups had filled), so only the number of workers differs; the cores each side kept busy are
// reported beside it, and a speed-up above the worker count or the cores is flagged, since it
// cannot come from the threads (on a machine others load, two busy threads get a larger share of
// it than one). parallelColdSpeedup: fresh processes of the built CLI, `--jobs 1` against
// `--jobs 2`, taken in turn, start-up and warm-up included, as one command run by hand sees it.
import { readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_GRAMMAR_MILLIS, DEFAULT_MAX_SECONDS } from '../src/cli/commands/options.ts';
import { evaluateSettings } from '../src/cli/evaluate-command.ts';
import { ScoringPool } from '../src/cli/parallel.ts';
import type { Task } from '../src/cli/score-segment.ts';
import { readSegments } from '../src/language/read-segments.ts';
import type { MetricName } from '../src/evaluator/evaluate.ts';
import { ensureBuilt } from './built.ts';
import { coldSecondsInTurn } from './cold-start-group.ts';
import { type FigureGroup, median, seconds3 } from './figure-group.ts';

const METRICS: MetricName[] = ['smatch-score', 'goal-condition-success', 'dish-approximation-score', 'execution-time'];
const STARTS = 3;
/** Timed passes of the warm measurement. */
const PASSES = 5;
/** Untimed passes, per thread's worth of variants, before them. */
const WARM_PASSES = 6;
const JOBS = 2;

export const parallelGroup: FigureGroup = {
  name: 'parallel',
  async measure({ benchmark }) {
    const dir = join(benchmark, 'variants');
    const files = readdirSync(dir).filter((f) => f.endsWith('.solution')).sort().map((f) => join(dir, f));
    const cores = availableParallelism();
    const loadBefore = loadavg()[0];
    const warm = await warmPasses(files, benchmark);
    ensureBuilt();
    const args = (jobs: number) => ['evaluate', '--input', ...files, '--metrics', ...METRICS, '--output', '/dev/null', '--quiet', '--jobs', String(jobs)];
    const [one, two] = coldSecondsInTurn([args(1), args(JOBS)], benchmark, STARTS, true);
    return {
      parallelVariants: files.length,
      parallelCores: cores,
      parallelLoad: round2(Math.max(loadBefore, loadavg()[0])),
      parallelOneWorkerSeconds: seconds3(warm.one.seconds),
      parallelPoolSeconds: seconds3(warm.pool.seconds),
      parallelSpeedup: round2(warm.one.seconds / warm.pool.seconds),
      parallelOneWorkerCores: round2(warm.one.cores),
      parallelPoolCores: round2(warm.pool.cores),
      parallelColdJobs1Seconds: seconds3(one),
      parallelColdJobs2Seconds: seconds3(two),
      parallelColdSpeedup: round2(one / two),
    };
  },
  describe: (f) => [
    `parallel scoring of the ${f.parallelVariants} variants, four metrics, on ${f.parallelCores} cores (1-minute load up to ${f.parallelLoad}):`,
    `  warm (median of ${PASSES} passes each, taken in turn, after each worker scored every variant ${WARM_PASSES} times): a pool of 1 worker ${f.parallelOneWorkerSeconds} s ` +
      `(${f.parallelOneWorkerCores} cores busy), of ${JOBS} workers ${f.parallelPoolSeconds} s (${f.parallelPoolCores} cores busy), speed-up ${f.parallelSpeedup} (target 1.7 on an idle machine of 3 cores or more)` +
      implausible(f.parallelSpeedup, f),
    `  cold (median of ${STARTS} fresh processes each, taken in turn): --jobs 1 ${f.parallelColdJobs1Seconds} s, --jobs ${JOBS} ${f.parallelColdJobs2Seconds} s, speed-up ${f.parallelColdSpeedup}${implausible(f.parallelColdSpeedup, f)}`,
  ],
};

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Two workers cannot be more than twice as fast as one, nor use more cores than there are: a
 * figure above that is not a parallel speed-up. On a machine others load, a process of two busy
 * threads gets a larger share of the cores than one of one thread, which such a figure shows.
 */
function implausible(speedup: number, f: Record<string, number>): string {
  const limit = Math.min(JOBS, f.parallelCores);
  if (speedup <= limit * 1.05) return '';
  const loaded = f.parallelLoad > f.parallelCores / 2;
  return ` — ABOVE ${limit}, so not a speed-up of the threads: ${loaded ? `the machine was loaded (${f.parallelLoad} on ${f.parallelCores} cores), and two busy threads got a larger share of it than one` : 'the two sides were not measured alike'}; do not quote it`;
}

interface WarmFigure {
  /** Median wall seconds of a pass. */
  seconds: number;
  /** Processor seconds of the process per wall second, over the timed passes: the cores its threads kept busy. */
  cores: number;
}

/**
 * A warm pool of one worker against a warm pool of JOBS workers, both open at once and timed pass
 * for pass in turn, so that a change of the machine's load touches both alike; both sides are
 * worker threads fed by this thread, so only the number of workers differs.
 */
async function warmPasses(files: string[], benchmark: string): Promise<{ one: WarmFigure; pool: WarmFigure }> {
  const settings = evaluateSettings(
    { format: 'csv', smatch: 'best', semantics: 'reference', rules: [], ontology: [], maxSeconds: DEFAULT_MAX_SECONDS, maxGrammarMs: DEFAULT_GRAMMAR_MILLIS, mode: 'qualitative', output: '/dev/null', jobs: 1 },
    METRICS,
    benchmark,
    files.length,
  );
  const tasks: Task[] = [];
  for (const name of files) for await (const segment of readSegments(name)) tasks.push({ name, segment });
  const pools = [await ScoringPool.open(settings, 1), await ScoringPool.open(settings, JOBS)];
  try {
    const pass = (pool: ScoringPool) => pool.score(tasks, async () => {});
    for (const pool of pools) for (let i = 0; i < WARM_PASSES * pool.jobs; i++) await pass(pool);
    const walls = pools.map(() => [] as number[]);
    const busy = pools.map(() => ({ wall: 0, cpu: 0 }));
    for (let i = 0; i < PASSES; i++)
      for (const [k, pool] of pools.entries()) {
        const cpu = process.cpuUsage();
        const start = performance.now();
        await pass(pool);
        const wall = (performance.now() - start) / 1000;
        const used = process.cpuUsage(cpu);
        walls[k].push(wall);
        busy[k].wall += wall;
        busy[k].cpu += (used.user + used.system) / 1e6;
      }
    const figure = (k: number): WarmFigure => ({ seconds: median(walls[k]), cores: busy[k].cpu / busy[k].wall });
    return { one: figure(0), pool: figure(1) };
  } finally {
    await Promise.all(pools.map((p) => p.close()));
  }
}
