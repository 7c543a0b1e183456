// Where the benchmark corpus lives: `--benchmark DIR`, else $IRL_KITCHEN_BENCHMARK, else
// ../shared/benchmark beside the project. The corpus is not part of irl-kitchen.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { InputError } from './errors.ts';
import { PROJECT_ROOT } from './kitchen/world.ts';

export const BENCHMARK_ENV = 'IRL_KITCHEN_BENCHMARK';

export function benchmarkDir(option?: string): string | null {
  const dir = option ?? process.env[BENCHMARK_ENV] ?? resolve(PROJECT_ROOT, '../shared/benchmark');
  return existsSync(dir) ? resolve(dir) : null;
}

/** Like benchmarkDir, but a missing corpus is an error that says how to point to one. */
export function requireBenchmarkDir(option?: string): string {
  const dir = benchmarkDir(option);
  if (dir) return dir;
  const tried = option ?? process.env[BENCHMARK_ENV] ?? resolve(PROJECT_ROOT, '../shared/benchmark');
  throw new InputError(
    `benchmark corpus not found at ${tried}. Point to a checkout of the MUHAI recipe-execution-benchmark ` +
      `(the folder holding data/gold-standard-solutions) with --benchmark DIR or the environment variable ${BENCHMARK_ENV}.`,
  );
}
