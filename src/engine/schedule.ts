// The schedule of an execution: each executed action's line, start and end in simulated time,
// and the actions it overlaps with (derived from data flow, not from line order).
import { compare, type Num } from '../numbers/num.ts';
import type { ExecutionResult } from './execute.ts';
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

export function timeline(program: Program, ex: ExecutionResult): TimelineEntry[] {
  const entries = ex.steps.map((s) => {
    const p = program.expressions[s.expression].predicate;
    return { line: p.place.line, action: p.name, start: s.start, end: s.end, mode: s.mode, failed: s.failed, overlaps: [] as number[] };
  });
  for (const a of entries)
    for (const b of entries) if (a !== b && compare(a.start, b.end) < 0 && compare(b.start, a.end) < 0) a.overlaps.push(b.line);
  return entries;
}
