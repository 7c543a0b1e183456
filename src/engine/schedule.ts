// The schedule of an execution: each executed action's line, start and end in simulated time,
// and the actions it overlaps with (derived from data flow, not from line order).
import { compare, type Num } from '../numbers/num.ts';
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

const overlap = (a: StepRecord, b: StepRecord) => compare(a.start, b.end) < 0 && compare(b.start, a.end) < 0;

export function timeline(program: Program, ex: ExecutionResult): TimelineEntry[] {
  const { steps } = ex;
  const n = steps.length;
  // each list is made at its size, counted first: one grown by push would hold room for 16 lines,
  // a fifth of a timeline's allocation; overlapping is symmetric, so each pair is tried once
  for (let e = 0; e < n; e++) counts[e] = 0;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (overlap(steps[a], steps[b])) counts[a]++, counts[b]++;
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
      if (overlap(steps[a], steps[b])) {
        entries[a].overlaps[counts[a]++] = entries[b].line;
        entries[b].overlaps[counts[b]++] = entries[a].line;
      }
  return entries;
}
