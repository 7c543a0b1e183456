// What one `session.execute(line)` costs over the gold replays: every gold network sent line by
// line to a fresh session, each call timed; the median and p99 over the first 5 and over the last
// 5 lines of each network, apart, so that a cost that grows with the network shows. The same
// replays through sessions that run the whole network at every call (as before steps continued
// from the state, docs/SESSIONS.md) give the figures to compare with. One replay of every
// network comes first (compiled code, a server's steady state), then three timed ones.
// A long session apart (a chain of 1,000 lines, each call adding one step): what a call costs at
// 100, 500 and 1,000 lines, which stays flat when a call costs what it adds, not the network.
// `npx tsx bench/session-steps.ts` prints the figures alone; `npm run bench -- --only steps` too.
import { readFileSync } from 'node:fs';
import { requireBenchmarkDir } from '../src/benchmark-dir.ts';
import { continuationCounts } from '../src/continuation/continue.ts';
import { openSession, Session } from '../src/session/index.ts';
import { goldRecipes } from './evaluation.ts';
import type { FigureGroup, Figures } from './figure-group.ts';

const EDGE = 5;
const PASSES = 3;

/** A session that runs the whole network at every call. */
class WholeRunSession extends Session {
  protected override continued() {
    return null;
  }
}

/** The lines a client sends for one gold file, each with its newline. */
function linesOf(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((l) => `${l}\n`);
}

/** Milliseconds of each call of one replay, and whether it continued from the state. */
function replay(lines: string[], whole: boolean): { ms: number; continued: boolean }[] {
  const session = whole ? new WholeRunSession({}) : openSession();
  return lines.map((line) => {
    const before = continuationCounts.continued ?? 0;
    const start = performance.now();
    session.execute(line);
    return { ms: performance.now() - start, continued: (continuationCounts.continued ?? 0) > before };
  });
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const ms = (x: number) => Math.round(x * 100) / 100;

/**
 * Median and p99 of the first and the last lines' calls, over every pass of every network; and
 * the same over each call's best pass (a shared machine's other work taken out).
 */
function figures(files: string[][], whole: boolean, prefix: string): Figures {
  for (const lines of files) replay(lines, whole); // warm-up
  const passes = Array.from({ length: PASSES }, () => files.map((lines) => replay(lines, whole)));
  const edges = (pass: { ms: number; continued: boolean }[][], from: 'first' | 'last') => pass.flatMap((calls) => (from === 'first' ? calls.slice(0, EDGE) : calls.slice(-EDGE)));
  const best = (from: 'first' | 'last') => edges(passes[0], from).map((_, i) => Math.min(...passes.map((p) => edges(p, from)[i].ms)));
  const all = (from: 'first' | 'last') => passes.flatMap((p) => edges(p, from));
  const out: Figures = {};
  for (const from of ['first', 'last'] as const) {
    const key = `${prefix}${from === 'first' ? 'First5' : 'Last5'}`;
    const times = all(from).map((c) => c.ms);
    out[`${key}MedianMs`] = ms(quantile(times, 0.5));
    out[`${key}P99Ms`] = ms(quantile(times, 0.99));
    out[`${key}BestMedianMs`] = ms(quantile(best(from), 0.5));
    out[`${key}BestP99Ms`] = ms(quantile(best(from), 0.99));
  }
  if (!whole) {
    // the last lines that ran the whole network (list items changed in place) set the p99
    const last = all('last');
    const continued = last.filter((c) => c.continued).map((c) => c.ms);
    out.stepLast5ContinuedShare = Math.round((continued.length / last.length) * 1000) / 1000;
    out.stepLast5ContinuedP99Ms = ms(quantile(continued, 0.99));
    const bestLast = best('last');
    out.stepLast5ContinuedBestP99Ms = ms(quantile(bestLast.filter((_, i) => edges(passes[0], 'last')[i].continued), 0.99));
  }
  return out;
}

/** Lines at which a long session's calls are timed (the median of the 50 calls up to each). */
const LONG_AT = [100, 500, 1000];

/** One fetch, then beats on its bowl, each on the kitchen state the one before left: every call adds one step. */
function chainLines(n: number): string[] {
  const lines = ['(fetch-and-proportion ?w0 ?ks0 ?kitchen ?bowl butter 200 g)\n'];
  for (let i = 1; i < n; i++) lines.push(`(beat ?w${i} ?ks${i} ?ks${i - 1} ?w${i - 1} ?whisk)\n`);
  return lines;
}

/** Median milliseconds of a long session's calls near each of LONG_AT, each call's best of the passes. */
function longSessionFigures(): Figures {
  const lines = chainLines(Math.max(...LONG_AT));
  const passes = Array.from({ length: PASSES }, () => replay(lines, false).map((c) => c.ms));
  const best = lines.map((_, i) => Math.min(...passes.map((p) => p[i])));
  return Object.fromEntries(LONG_AT.map((n) => [`stepLongSession${n}MedianMs`, ms(quantile(best.slice(n - 50, n), 0.5))]));
}

export function measureSteps(benchmark: string): Figures {
  const files = goldRecipes(benchmark).map((r) => linesOf(r.file));
  return { ...figures(files, false, 'step'), ...figures(files, true, 'wholeRunStep'), ...longSessionFigures() };
}

export const stepsGroup: FigureGroup = {
  name: 'steps',
  measure: ({ benchmark }) => measureSteps(benchmark),
  describe: (f) => [
    `session step, first 5 lines of each gold network: median ${f.stepFirst5MedianMs} ms, p99 ${f.stepFirst5P99Ms} ms; each call's best of ${PASSES}: ${f.stepFirst5BestMedianMs}, ${f.stepFirst5BestP99Ms} ms`,
    `  whole runs at every call: median ${f.wholeRunStepFirst5MedianMs} ms, p99 ${f.wholeRunStepFirst5P99Ms} ms; best of ${PASSES}: ${f.wholeRunStepFirst5BestMedianMs}, ${f.wholeRunStepFirst5BestP99Ms} ms`,
    `session step, last 5 lines of each gold network: median ${f.stepLast5MedianMs} ms, p99 ${f.stepLast5P99Ms} ms; each call's best of ${PASSES}: ${f.stepLast5BestMedianMs}, ${f.stepLast5BestP99Ms} ms (target: median ≤ 10 ms, p99 ≤ 50 ms, no growth)`,
    `  whole runs at every call: median ${f.wholeRunStepLast5MedianMs} ms, p99 ${f.wholeRunStepLast5P99Ms} ms; best of ${PASSES}: ${f.wholeRunStepLast5BestMedianMs}, ${f.wholeRunStepLast5BestP99Ms} ms`,
    `  last 5 lines continued from the state: ${Math.round(f.stepLast5ContinuedShare * 100)} %, their p99 ${f.stepLast5ContinuedP99Ms} ms, best of ${PASSES} ${f.stepLast5ContinuedBestP99Ms} ms (the others ran the whole network)`,
    `session step of a long chain, one step per call, median of the 50 calls up to ${LONG_AT.map((n) => `${n} lines: ${f[`stepLongSession${n}MedianMs`]} ms`).join(', ')} (each call's best of ${PASSES})`,
  ],
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const measured = measureSteps(requireBenchmarkDir());
  for (const line of stepsGroup.describe(measured)) console.log(line);
}
