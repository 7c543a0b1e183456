// Where the benchmark corpus lives: `--benchmark DIR` (a library call's `benchmark`), else
// $IRL_KITCHEN_BENCHMARK, else, in a clone, ../shared/benchmark beside the package root (the same from the sources and from the
// build, never relative to the working directory). An installed package (inside node_modules)
// has no default: the corpus is not part of irl-kitchen.
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from './errors.ts';
// package-root, not kitchen/world: the command line imports this module when it starts
import { PACKAGE_ROOT as PROJECT_ROOT } from './package-root.ts';

export const BENCHMARK_ENV = 'IRL_KITCHEN_BENCHMARK';

/** The folder of the gold networks inside a benchmark checkout. */
export const goldDir = (benchmark: string) => join(benchmark, 'data/gold-standard-solutions/meaning-only');

/** Whether the package runs from node_modules (`pkg` or `@scope/pkg`), where no corpus lies beside it. */
const INSTALLED = [dirname(PROJECT_ROOT), dirname(dirname(PROJECT_ROOT))].some((d) => basename(d) === 'node_modules');

/** The default corpus folder: ../shared/benchmark beside a clone; null for an installed package. */
export const DEFAULT_BENCHMARK: string | null = INSTALLED ? null : resolve(PROJECT_ROOT, '../shared/benchmark');

/** The folder asked for: the option, else the environment variable (when not empty), else the default. */
export const benchmarkCandidate = (option?: string): string | null => option ?? (process.env[BENCHMARK_ENV] || DEFAULT_BENCHMARK);

/** The corpus folder, or null when it (or its gold networks) is not there. */
export function benchmarkDir(option?: string): string | null {
  const candidate = benchmarkCandidate(option);
  if (candidate === null) return null;
  const dir = resolve(candidate);
  return existsSync(goldDir(dir)) ? dir : null;
}

/** Like benchmarkDir, but a missing corpus is an error that says where it was looked for and how to point to one. */
export function requireBenchmarkDir(option?: string): string {
  const dir = benchmarkDir(option);
  if (dir) return dir;
  throw missingCorpus(option);
}

/**
 * How the messages name the corpus folder's option: a library call's `benchmark` (argument or option)
 * unless the command line said otherwise (a library user has no `--benchmark`).
 */
const wording = { option: 'the benchmark option', source: 'the benchmark option' };

/** Makes the corpus messages name the command line's `--benchmark DIR`: the command line calls it when it starts. */
export function useCommandLineWording(): void {
  wording.option = '--benchmark DIR';
  wording.source = '--benchmark';
}

/** Why no corpus was found for this option: where it was looked for, and how to point to one. */
export function missingCorpus(option?: string): InputError {
  const how =
    `Point to a checkout of the MUHAI recipe-execution-benchmark (the folder holding data/gold-standard-solutions) ` +
    `with ${wording.option} or the environment variable ${BENCHMARK_ENV}.`;
  const tried = benchmarkCandidate(option);
  const neither = `neither ${wording.option} nor ${BENCHMARK_ENV} is set`;
  if (tried === null) {
    return new InputError(`benchmark corpus not given: ${neither}, and an installed package has no default corpus. ${how}`);
  }
  const from = option !== undefined ? `from ${wording.source}` : process.env[BENCHMARK_ENV] ? `from ${BENCHMARK_ENV}` : `the default: ${neither}`;
  return new InputError(`benchmark corpus not found at ${tried} (${from}; no ${goldDir(tried)}). ${how}`);
}

/**
 * Where a `.solution` name given on the command line is read: the file as given when it exists,
 * else the corpus's gold network of that name, with or without `.solution` (`afghan-biscuits`),
 * else the name as given (whose refusal then says what is missing).
 */
export function solutionPath(name: string, benchmark?: string): string {
  if (existsSync(name)) return name;
  const dir = benchmarkDir(benchmark);
  for (const file of dir ? [name, `${name}.solution`] : []) {
    const path = join(goldDir(dir!), file);
    if (existsSync(path)) return path;
  }
  return name;
}
