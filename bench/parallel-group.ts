// Parallel scoring of the 120 variant networks of the corpus with all four metrics.
// parallelSpeedup: scoring throughput, one thread against a pool of two worker threads, each
// thread warmed by untimed passes until it has scored the variants six times (a worker sees half
// of each pass, so the pool gets twice the passes; with two times each, the pool was still
// getting faster): what a program that scores many inputs through one pool gets once its
// threads have compiled their hot code. parallelColdSpeedup: fresh processes
// of the built CLI, `--jobs 1` against `--jobs 2`, start-up and warm-up included, as one command
// run by hand sees it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_GRAMMAR_MILLIS, DEFAULT_MAX_SECONDS } from '../src/cli/commands/options.ts';
import { evaluateSettings } from '../src/cli/evaluate-command.ts';
import { ScoringPool } from '../src/cli/parallel.ts';
import { SegmentScorer, type Task } from '../src/cli/score-segment.ts';
import { readSegments } from '../src/language/read-segments.ts';
import type { MetricName } from '../src/evaluator/evaluate.ts';
import { coldSeconds, ensureBuilt } from './cold-start-group.ts';
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
    const warm = await warmSeconds(files, benchmark);
    ensureBuilt();
    const args = (jobs: number) => ['evaluate', '--input', ...files, '--metrics', ...METRICS, '--output', '/dev/null', '--quiet', '--jobs', String(jobs)];
    const one = coldSeconds(args(1), benchmark, STARTS, true);
    const two = coldSeconds(args(JOBS), benchmark, STARTS, true);
    return {
      parallelVariants: files.length,
      parallelThreadSeconds: seconds3(warm.thread),
      parallelPoolSeconds: seconds3(warm.pool),
      parallelSpeedup: ratio(warm.thread, warm.pool),
      parallelColdJobs1Seconds: seconds3(one),
      parallelColdJobs2Seconds: seconds3(two),
      parallelColdSpeedup: ratio(one, two),
    };
  },
  describe: (f) => [
    `parallel scoring of the ${f.parallelVariants} variants, four metrics:`,
    `  warm (median of ${PASSES} passes after each thread scored every variant ${WARM_PASSES} times): one thread ${f.parallelThreadSeconds} s, ${JOBS} worker threads ${f.parallelPoolSeconds} s, speed-up ${f.parallelSpeedup} (target 1.7 on 2 cores)`,
    `  cold (median of ${STARTS} fresh processes): --jobs 1 ${f.parallelColdJobs1Seconds} s, --jobs ${JOBS} ${f.parallelColdJobs2Seconds} s, speed-up ${f.parallelColdSpeedup}`,
  ],
};

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** Median seconds of a warm pass over every variant: in this thread, then through a warm pool. */
async function warmSeconds(files: string[], benchmark: string): Promise<{ thread: number; pool: number }> {
  const settings = evaluateSettings(
    { format: 'csv', smatch: 'best', semantics: 'reference', rules: [], ontology: [], maxSeconds: DEFAULT_MAX_SECONDS, maxGrammarMs: DEFAULT_GRAMMAR_MILLIS, mode: 'qualitative', output: '/dev/null', jobs: 1 },
    METRICS,
    benchmark,
    files.length,
  );
  const tasks: Task[] = [];
  for (const name of files) for await (const segment of readSegments(name)) tasks.push({ name, segment });
  const timed = async (pass: () => Promise<void>, threads: number) => {
    for (let i = 0; i < WARM_PASSES * threads; i++) await pass();
    const times: number[] = [];
    for (let i = 0; i < PASSES; i++) {
      const start = performance.now();
      await pass();
      times.push((performance.now() - start) / 1000);
    }
    return median(times);
  };
  const scorer = new SegmentScorer(settings);
  const thread = await timed(async () => {
    for (const task of tasks) await scorer.score(task);
  }, 1);
  const pool = await ScoringPool.open(settings, JOBS);
  try {
    return { thread, pool: await timed(() => pool.score(tasks, async () => {}), JOBS) };
  } finally {
    await pool.close();
  }
}
