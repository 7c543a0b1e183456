import { describe, expect, it } from 'vitest';
import type { ExecutionResult, StepRecord } from '../src/engine/execute.ts';
import type { Program } from '../src/engine/program.ts';
import { timeline } from '../src/engine/schedule.ts';
import { compare, F32, type Num, Ratio } from '../src/numbers/num.ts';

// every entry tried against every other with `compare`: the lists the timeline must give
function plainOverlaps(steps: StepRecord[]): number[][] {
  return steps.map((a) => steps.filter((b) => b !== a && compare(a.start, b.end) < 0 && compare(b.start, a.end) < 0).map((s) => 10 + s.expression));
}

const program = (lines: number) =>
  ({ expressions: Array.from({ length: lines }, (_, e) => ({ predicate: { name: `action-${e}`, place: { line: 10 + e } } })) }) as unknown as Program;

const step = (expression: number, start: Num, end: Num): StepRecord => ({ expression, mode: 'm', start, end, failed: false, reason: null });

describe('timeline over times of every kind', () => {
  it('compares integers and single-floats as compare does', () => {
    const steps = [step(0, 0, new F32(1.5)), step(1, new F32(1.5), 3), step(2, 1, new F32(Infinity)), step(3, new F32(-Infinity), 0)];
    expect(timeline(program(4), { steps } as ExecutionResult).map((t) => t.overlaps)).toEqual(plainOverlaps(steps));
  });

  it('falls back to exact comparison where a time is a ratio', () => {
    // 1/3 and the single-float nearest it differ: only exact comparison tells them apart
    const third = new Ratio(1, 3);
    const steps = [step(0, 0, third), step(1, new F32(Math.fround(1 / 3)), 2), step(2, third, 1), step(3, 5, 6)];
    expect(timeline(program(4), { steps } as ExecutionResult).map((t) => t.overlaps)).toEqual(plainOverlaps(steps));
  });
});
