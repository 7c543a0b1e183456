// Cold starts of the built command line: each figure is the median wall time of 5 fresh
// `node bin/irl-kitchen.js …` processes (after one untimed start that warms the file cache).
// Builds first when dist/ is missing or older than the sources, since the bin would otherwise
// run the sources through tsx (the same rule as bin/launch.js).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { goldDir } from '../src/benchmark-dir.ts';
import { builtIsCurrent, ensureBuilt, ROOT } from './built.ts';
import { type FigureGroup, median, seconds3 } from './figure-group.ts';

export const BIN = join(ROOT, 'bin', 'irl-kitchen.js');
const STARTS = 5;

/** Median seconds of fresh processes running the CLI with `args`; each must exit 0 (or 1 with `someFailOk`: recipes that cannot be scored). */
export function coldSeconds(args: string[], benchmark: string, starts = STARTS, someFailOk = false, warmUp = true): number {
  const env = { ...process.env, IRL_KITCHEN_BENCHMARK: benchmark };
  const once = () => {
    const start = performance.now();
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const elapsed = (performance.now() - start) / 1000;
    if (r.status !== 0 && !(someFailOk && r.status === 1)) throw new Error(`irl-kitchen ${args.join(' ')} exited ${r.status}:\n${r.stderr.slice(-2000)}`);
    return elapsed;
  };
  if (warmUp) once();
  return starts ? median(Array.from({ length: starts }, once)) : 0;
}

/**
 * Median seconds of fresh processes for each of several command lines, taken in turn (one of
 * each, then again), so that a change of the machine's load touches every one alike.
 */
export function coldSecondsInTurn(argLists: string[][], benchmark: string, starts = STARTS, someFailOk = false): number[] {
  for (const args of argLists) coldSeconds(args, benchmark, 0, someFailOk); // warm the file cache: untimed
  const times = argLists.map(() => [] as number[]);
  for (let i = 0; i < starts; i++) argLists.forEach((args, k) => times[k].push(coldSeconds(args, benchmark, 1, someFailOk, false)));
  return times.map(median);
}

export const coldStartGroup: FigureGroup = {
  name: 'cold-start',
  measure({ benchmark }) {
    ensureBuilt();
    const figures = {
      coldHelpSeconds: seconds3(coldSeconds(['--help'], benchmark)),
      coldRunSeconds: seconds3(coldSeconds(['run', join(goldDir(benchmark), 'afghan-biscuits.solution')], benchmark)),
      coldEvaluateGoldSeconds: seconds3(coldSeconds(['evaluate'], benchmark)),
    };
    if (!builtIsCurrent()) process.stderr.write('bench: the sources changed while timing; the cold-start figures may include tsx\n');
    return figures;
  },
  describe: (f) => [
    `cold start, median of ${STARTS} fresh processes of the built CLI:`,
    `  irl-kitchen --help: ${f.coldHelpSeconds} s (target 0.25 s)`,
    `  irl-kitchen run, one gold file: ${f.coldRunSeconds} s (target 0.8 s)`,
    `  irl-kitchen evaluate, the 30 gold files: ${f.coldEvaluateGoldSeconds} s (target 1.5 s)`,
  ],
};
