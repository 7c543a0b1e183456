// Where the benchmark corpus lives: `--benchmark DIR`, else $IRL_KITCHEN_BENCHMARK, else
// ../shared/benchmark beside the package root (the same from the sources and from the build,
// never relative to the working directory). The corpus is not part of irl-kitchen.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { InputError } from './errors.ts';
import { PROJECT_ROOT } from './kitchen/world.ts';

export const BENCHMARK_ENV = 'IRL_KITCHEN_BENCHMARK';

/** The folder of the gold networks inside a benchmark checkout. */
export const goldDir = (benchmark: string) => join(benchmark, 'data/gold-standard-solutions/meaning-only');

/** The folder asked for: the option, else the environment variable, else the default. */
const candidate = (option?: string) => option ?? process.env[BENCHMARK_ENV] ?? resolve(PROJECT_ROOT, '../shared/benchmark');

/** The corpus folder, or null when it (or its gold networks) is not there. */
export function benchmarkDir(option?: string): string | null {
  const dir = resolve(candidate(option));
  return existsSync(goldDir(dir)) ? dir : null;
}

/** Like benchmarkDir, but a missing corpus is an error that says how to point to one. */
export function requireBenchmarkDir(option?: string): string {
  const dir = benchmarkDir(option);
  if (dir) return dir;
  const tried = candidate(option);
  throw new InputError(
    `benchmark corpus not found at ${tried} (no ${goldDir(tried)}). Point to a checkout of the MUHAI recipe-execution-benchmark ` +
      `(the folder holding data/gold-standard-solutions) with --benchmark DIR or the environment variable ${BENCHMARK_ENV}.`,
  );
}
