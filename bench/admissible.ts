// Time of `session.admissible()` while gold networks are replayed line by line: one call before
// each line (the first call of a session included), then of a first page (`limit: 20`) of the
// same state. `admissibleBench()` returns the medians in ms; `admissibleGroup` is the figure
// group for bench/run.ts (`--only admissible`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { goldDir, requireBenchmarkDir } from '../src/benchmark-dir.ts';
import { openSession } from '../src/session/index.ts';
import { type FigureGroup, median } from './figure-group.ts';

export interface AdmissibleBenchOptions {
  benchmark?: string;
  /** Gold files (names without folder) to replay; default: almond-crescent-cookies. */
  files?: string[];
  /** Lines replayed per network (default: all). */
  lines?: number;
}

/** Entries asked for in the limited listing (an agent's first page). */
const PAGE = 20;

export function admissibleBench(options: AdmissibleBenchOptions = {}) {
  const dir = goldDir(requireBenchmarkDir(options.benchmark));
  const whole: number[] = [];
  const page: number[] = [];
  const timed = (times: number[], call: () => unknown) => {
    const t0 = performance.now();
    call();
    times.push(performance.now() - t0);
  };
  for (const file of options.files ?? ['almond-crescent-cookies.solution']) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
    const session = openSession({ benchmark: options.benchmark });
    for (const line of lines.slice(0, options.lines ?? Infinity)) {
      // the page on a fork made before the whole listing, which the session then caches (the
      // page still finds the number ranges the whole listing probed: they are kept per simulator)
      const fork = session.fork();
      timed(whole, () => session.admissible());
      timed(page, () => fork.admissible({ limit: PAGE }));
      session.execute(line);
    }
  }
  const ms = (x: number) => Math.round(x * 10) / 10;
  return {
    admissibleMedianMs: ms(median(whole)),
    admissibleCalls: whole.length,
    admissibleMaxMs: Math.round(Math.max(...whole)),
    admissiblePage20MedianMs: ms(median(page)),
    admissiblePage20MaxMs: Math.round(Math.max(...page)),
  };
}

export const admissibleGroup: FigureGroup = {
  name: 'admissible',
  measure: (ctx) => admissibleBench({ benchmark: ctx.benchmark, lines: 8 }),
  describe: (f) => [
    `admissible(): median ${f.admissibleMedianMs} ms, max ${f.admissibleMaxMs} ms over ${f.admissibleCalls} calls (gold replay; target 50 ms)`,
    `admissible({ limit: ${PAGE} }): median ${f.admissiblePage20MedianMs} ms, max ${f.admissiblePage20MaxMs} ms`,
  ],
};

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(admissibleBench()));
