import { describe, expect, it } from 'vitest';
import type { ExecutionResult, StepRecord } from '../src/engine/execute.ts';
import type { Program } from '../src/engine/program.ts';
import { timeline } from '../src/engine/schedule.ts';
import { compare, type Num } from '../src/numbers/num.ts';

// every entry tried against every other in order: the lists the timeline must give
function plainOverlaps(steps: StepRecord[], lineOf: (s: StepRecord) => number): number[][] {
  return steps.map((a) => steps.filter((b) => b !== a && compare(a.start, b.end) < 0 && compare(b.start, a.end) < 0).map(lineOf));
}

const program = (lines: number) =>
  ({ expressions: Array.from({ length: lines }, (_, e) => ({ predicate: { name: `action-${e}`, place: { line: 10 + e } } })) }) as unknown as Program;

const step = (expression: number, start: Num, end: Num, failed = false): StepRecord => ({ expression, mode: 'm', start, end, failed, reason: null });

describe('timeline', () => {
  it('lists the overlapping lines of each step in step order, as comparing every pair does', () => {
    const steps = [step(3, 0, 10), step(0, 5, 20), step(2, 10, 10), step(1, 12, 15, true), step(4, 30, 40), step(5, 0, 100)];
    const entries = timeline(program(6), { steps } as ExecutionResult);
    expect(entries.map((t) => t.overlaps)).toEqual(plainOverlaps(steps, (s) => 10 + s.expression));
    expect(entries.map((t) => [t.line, t.action, t.failed])).toEqual(steps.map((s) => [10 + s.expression, `action-${s.expression}`, s.failed]));
  });

  it('gives each of many runs its own counts', () => {
    const long = Array.from({ length: 40 }, (_, e) => step(e % 6, e, e + 3));
    const short = [step(0, 0, 1), step(1, 5, 6)];
    const before = timeline(program(6), { steps: long } as ExecutionResult);
    const apart = timeline(program(6), { steps: short } as ExecutionResult);
    expect(apart.map((t) => t.overlaps)).toEqual([[], []]);
    // a list of its own each, also where empty: a reader may add to one
    apart[0].overlaps.push(99);
    expect(apart[1].overlaps).toEqual([]);
    expect(before.map((t) => t.overlaps)).toEqual(plainOverlaps(long, (s) => 10 + s.expression));
    expect(timeline(program(6), { steps: [] } as unknown as ExecutionResult)).toEqual([]);
  });
});
