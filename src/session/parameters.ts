// Numeric arguments of admissible actions: an example value per unit, and the range of values
// that dry runs found feasible (probing outward from the example, then bisecting the edge).
import { type Num, Ratio, ratio } from '../numbers/num.ts';
import type { ConstantUse } from './constant-watch.ts';

/** A value that reads well for the unit the quantity is given in. */
export function exampleFor(unit: string | null, slot: string): number {
  if (slot === 'quantity' && unit === null) return 1; // a count of things to fetch
  switch (unit) {
    case 'g':
    case 'ml':
      return 100;
    case 'degrees-celsius':
      return 180;
    case 'degrees-fahrenheit':
      return 350;
    case 'minute':
      return 10;
    case 'second':
      return 30;
    default:
      return 1;
  }
}

/** Integer probes around the example: the example first, then smaller and larger ones. */
export function fallbackExamples(example: number): number[] {
  return [...new Set([example, Math.max(1, Math.round(example / 4)), 1, example * 4])];
}

export interface Range {
  min: number;
  max: number;
}

/** A range whose probes asked some constants only their kind: it holds for constants that answer alike (constant-watch.ts). */
export interface SharedRange {
  /** Per probe: what it asked of each argument. */
  uses: (ConstantUse | null)[][];
  range: Range;
}

/** Ranges found by probes, kept per simulator: by the arguments' constants, and shared among alike constants. */
export interface RangeMemo {
  exact: Map<string, Range>;
  shared: Map<string, SharedRange[]>;
}

/** Factor between successive probes and the number of probes each way. */
const FACTOR = 4;
const PROBES = 4;
/** Down to 1/256 of the example: gold networks ask for 1 g where the example is 100 g, 0.5 minute for 10. */
const PROBES_DOWN = 4;
const BISECTIONS = 4;
/**
 * Probing one range stops after this many milliseconds: tiny portions of a big dough make
 * thousands of objects, half a second per dry run. A probe cut short counts as refused, so a
 * range is always one that dry runs verified, but on a loaded machine it can come out narrower.
 */
const PROBE_MILLIS = 30;

/**
 * The feasible range around a feasible `example`, by dry runs (`feasible(value)`): outward by a
 * factor of 4 (up to 4 times each way), then 4 bisection steps between the last feasible and the
 * first infeasible probe above. A minimum below 1 is a fraction of the example (exact in binary,
 * e.g. 0.0625).
 */
export function probeRange(example: number, feasible: (value: Num) => boolean): Range {
  const deadline = performance.now() + PROBE_MILLIS;
  const ok = (v: Num) => performance.now() < deadline && feasible(v);
  let max = example;
  let failedAbove: number | null = null;
  for (let i = 0, v = example * FACTOR; i < PROBES; i++, v *= FACTOR) {
    if (ok(v)) max = v;
    else {
      failedAbove = v;
      break;
    }
  }
  if (failedAbove !== null)
    for (let i = 0, lo = max, hi = failedAbove; i < BISECTIONS; i++) {
      const mid = Math.floor((lo + hi) / 2);
      if (mid <= lo) break;
      if (ok(mid)) lo = max = mid;
      else hi = mid;
    }
  let min = example;
  for (let i = 0, d = FACTOR; i < PROBES_DOWN; i++, d *= FACTOR) {
    const v = ratio(BigInt(example), BigInt(d));
    if (ok(v)) min = numberOf(v);
    else break;
  }
  return { min, max };
}

/** A probe value as a plain number for JSON. */
function numberOf(v: Num): number {
  return typeof v === 'number' ? v : v instanceof Ratio ? Number(v.n) / Number(v.d) : v.v;
}

