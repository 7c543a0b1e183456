// Numeric arguments of admissible actions: an example value that reads well for the unit, a few
// fallbacks, and the range of numbers the unit plausibly takes (ontology/units.yaml,
// `plausible-ranges`): what an agent may choose from, never a 230 g oven temperature.
import type { Units } from '../kitchen/units.ts';

export interface Range {
  min: number;
  max: number;
}

/** What a unit without a declared range takes. */
const ANY: Range = { min: 1, max: 1000 };

/** The unit's plausible range; a bare quantity (no unit) is a count. */
export function plausibleRange(units: Units, unit: string | null): Range {
  return units.plausibleRanges.get(unit ?? 'count') ?? ANY;
}

/** A value that reads well for the unit the quantity is given in, within its range. */
export function exampleFor(unit: string | null, slot: string, range: Range): number {
  return clamp(preferred(unit, slot), range);
}

function preferred(unit: string | null, slot: string): number {
  if (slot === 'quantity' && unit === null) return 1; // a count of things to fetch
  switch (unit) {
    case 'g':
    case 'ml':
      return 100;
    case 'degrees-celsius':
      return 180;
    case 'minute':
      return 10;
    default:
      return 1;
  }
}

/** The example first, then smaller and larger values within the range, as dry runs try them. */
export function fallbackExamples(example: number, range: Range): number[] {
  return [...new Set([example, Math.max(1, Math.round(example / 4)), 1, example * 4].map((v) => clamp(v, range)))];
}

const clamp = (v: number, r: Range) => Math.min(r.max, Math.max(r.min, v));
