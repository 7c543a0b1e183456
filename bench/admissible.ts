// Time of `session.admissible()` while gold networks are replayed line by line: one call before
// each line (the first call of a session included). `admissibleBench()` returns the median in ms;
// `admissibleGroup` is the figure group for bench/run.ts (`--only admissible`).
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

export function admissibleBench(options: AdmissibleBenchOptions = {}): { admissibleMedianMs: number; admissibleCalls: number; admissibleMaxMs: number } {
  const dir = goldDir(requireBenchmarkDir(options.benchmark));
  const times: number[] = [];
  for (const file of options.files ?? ['almond-crescent-cookies.solution']) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
    const session = openSession({ benchmark: options.benchmark });
    for (const line of lines.slice(0, options.lines ?? Infinity)) {
      const t0 = performance.now();
      session.admissible();
      times.push(performance.now() - t0);
      session.execute(line);
    }
  }
  return { admissibleMedianMs: Math.round(median(times) * 10) / 10, admissibleCalls: times.length, admissibleMaxMs: Math.round(Math.max(...times)) };
}

export const admissibleGroup: FigureGroup = {
  name: 'admissible',
  measure: (ctx) => admissibleBench({ benchmark: ctx.benchmark, lines: 8 }),
  describe: (f) => [`admissible(): median ${f.admissibleMedianMs} ms, max ${f.admissibleMaxMs} ms over ${f.admissibleCalls} calls (gold replay)`],
};

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(admissibleBench()));
