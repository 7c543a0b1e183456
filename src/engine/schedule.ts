// The schedule of an execution: each executed action's line, start and end in simulated time,
// and the actions it overlaps with (derived from data flow, not from line order).
import { compare, F32, type Num } from '../numbers/num.ts';
import type { ExecutionResult, StepRecord } from './execute.ts';
import type { Program } from './program.ts';

export interface TimelineEntry {
  line: number;
  action: string;
  start: Num;
  end: Num;
  mode: string;
  failed: boolean;
  /** Lines of the actions whose [start, end) intervals intersect this one's. */
  overlaps: number[];
}

/** Overlap counts per entry, reused by every timeline (a timeline is made in one go). */
const counts: number[] = [];

/** Each entry's start and end as doubles, reused like `counts` (see `doubleTimes`). */
const starts: number[] = [];
const ends: number[] = [];

/**
 * Fills `starts` and `ends` when every time is an integer or a single-float: `compare` then
 * compares exactly their doubles, so the pair loops compare numbers instead of calling it twice
 * per pair (a timeline tries every pair, twice). False when some time is a ratio.
 */
function doubleTimes(steps: StepRecord[]): boolean {
  for (let e = 0; e < steps.length; e++) {
    const { start, end } = steps[e];
    const s = typeof start === 'number' ? start : start instanceof F32 ? start.v : null;
    const t = typeof end === 'number' ? end : end instanceof F32 ? end.v : null;
    if (s === null || t === null) return false;
    starts[e] = s;
    ends[e] = t;
  }
  return true;
}

export function timeline(program: Program, ex: ExecutionResult): TimelineEntry[] {
  const { steps } = ex;
  const n = steps.length;
  const overlap = doubleTimes(steps)
    ? (a: number, b: number) => starts[a] < ends[b] && starts[b] < ends[a]
    : (a: number, b: number) => compare(steps[a].start, steps[b].end) < 0 && compare(steps[b].start, steps[a].end) < 0;
  // each list is made at its size, counted first: one grown by push would hold room for 16 lines,
  // a fifth of a timeline's allocation; overlapping is symmetric, so each pair is tried once
  for (let e = 0; e < n; e++) counts[e] = 0;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (overlap(a, b)) counts[a]++, counts[b]++;
  const entries = steps.map((s, e) => {
    const p = program.expressions[s.expression].predicate;
    const overlaps: number[] = counts[e] ? new Array<number>(counts[e]) : [];
    return { line: p.place.line, action: p.name, start: s.start, end: s.end, mode: s.mode, failed: s.failed, overlaps };
  });
  // pairs come by first entry, then second: each list gets its lines in entry order, as trying
  // every entry against every other in order gives them
  for (let e = 0; e < n; e++) counts[e] = 0;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      if (overlap(a, b)) {
        entries[a].overlaps[counts[a]++] = entries[b].line;
        entries[b].overlaps[counts[b]++] = entries[a].line;
      }
  return entries;
}
