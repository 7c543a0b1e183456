// Time of `session.admissible()` of the built package while gold networks are replayed line by
// line: one call before each line (the first call of a session included), then of a first page
// (`limit: 20`) of the same state. The target figure is the steady state of a process that has
// listed before (its code compiled), as an agent's server runs: other gold networks are replayed
// first, in sessions of their own. A fresh process's first session is measured too (`--cold`, in
// a child process), where compiling comes on top. `admissibleBench()` returns the medians in ms;
// `admissibleGroup` is the figure group for bench/run.ts (`--only admissible`).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldDir, requireBenchmarkDir } from '../src/benchmark-dir.ts';
import type { openSession as OpenSession } from '../src/session/index.ts';
import { ensureBuilt } from './built.ts';
import { type FigureGroup, median } from './figure-group.ts';

/** The built package's sessions (what users run), built first if the sources are newer. */
async function builtSessions(): Promise<typeof OpenSession> {
  ensureBuilt();
  const built: { openSession: typeof OpenSession } = await import(new URL('../dist/src/session/index.js', import.meta.url).href);
  return built.openSession;
}

export interface AdmissibleBenchOptions {
  benchmark?: string;
  /** Gold files (names without folder) to replay and time; default: almond-crescent-cookies. */
  files?: string[];
  /** Gold files replayed first, untimed, each in a session of its own; default: two other recipes, [] for a fresh process's first session. */
  warmup?: string[];
  /** Lines replayed per network (default: all). */
  lines?: number;
}

/** Entries asked for in the limited listing (an agent's first page). */
const PAGE = 20;
const LINES = 8;
const WARMUP = ['easy-banana-bread.solution', 'afghan-biscuits.solution'];

export function admissibleBench(openSession: typeof OpenSession, options: AdmissibleBenchOptions = {}) {
  const dir = goldDir(requireBenchmarkDir(options.benchmark));
  const whole: number[] = [];
  const page: number[] = [];
  const timed = (times: number[] | null, call: () => unknown) => {
    const t0 = performance.now();
    call();
    times?.push(performance.now() - t0);
  };
  const replay = (file: string, timing: boolean) => {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
    const session = openSession({ benchmark: options.benchmark });
    for (const line of lines.slice(0, options.lines ?? Infinity)) {
      // the page on a fork made before the whole listing, which the session then caches
      const fork = session.fork();
      timed(timing ? whole : null, () => session.admissible());
      timed(timing ? page : null, () => fork.admissible({ limit: PAGE }));
      session.execute(line);
    }
  };
  for (const file of options.warmup ?? WARMUP) replay(file, false);
  for (const file of options.files ?? ['almond-crescent-cookies.solution']) replay(file, true);
  const ms = (x: number) => Math.round(x * 10) / 10;
  return {
    admissibleMedianMs: ms(median(whole)),
    admissibleCalls: whole.length,
    admissibleMaxMs: Math.round(Math.max(...whole)),
    admissiblePage20MedianMs: ms(median(page)),
    admissiblePage20MaxMs: Math.round(Math.max(...page)),
  };
}

/** The replay as a fresh process's first session: this module run with `--cold` in a child process. */
function coldBench(benchmark: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--cold', benchmark], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the cold replay failed: ${(r.stderr || r.stdout).trim().split('\n').pop()}`);
  const figures = JSON.parse(r.stdout.trim().split('\n').pop()!) as ReturnType<typeof admissibleBench>;
  return { admissibleColdMedianMs: figures.admissibleMedianMs, admissibleColdMaxMs: figures.admissibleMaxMs };
}

export const admissibleGroup: FigureGroup = {
  name: 'admissible',
  measure: async (ctx) => {
    const openSession = await builtSessions();
    return { ...coldBench(ctx.benchmark), ...admissibleBench(openSession, { benchmark: ctx.benchmark, lines: LINES }) };
  },
  describe: (f) => [
    `admissible(): median ${f.admissibleMedianMs} ms, max ${f.admissibleMaxMs} ms over ${f.admissibleCalls} calls (gold replay in a process that has listed before; target 10 ms)`,
    `admissible() in a fresh process's first session: median ${f.admissibleColdMedianMs} ms, max ${f.admissibleColdMaxMs} ms (target 20 ms)`,
    `admissible({ limit: ${PAGE} }): median ${f.admissiblePage20MedianMs} ms, max ${f.admissiblePage20MaxMs} ms`,
  ],
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const cold = process.argv.includes('--cold');
  const benchmark = cold ? process.argv[process.argv.indexOf('--cold') + 1] : undefined;
  console.log(JSON.stringify(admissibleBench(await builtSessions(), { benchmark, lines: LINES, warmup: cold ? [] : undefined })));
}
