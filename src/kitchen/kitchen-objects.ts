// How many objects a kitchen description makes once built, counted from the description alone
// (`count:` multiplied into the contents below it, each object weighed with what its class's
// defaults and its written slot values make: object-weights.ts), so that a kitchen over the cap
// is refused before anything is built. World counts the resolved description of every kitchen,
// so the objects a kitchen inherits through an `extends:` chain count as its own.
import type { ObjectWeights } from './object-weights.ts';
import { isMapping } from './yaml-values.ts';


/**
 * The objects that `places` make, or some number above `stopAbove` as soon as that is certain
 * (the walk stops there: its cost is bounded by the description, never by the objects).
 */
export function countKitchenObjects(places: readonly unknown[], stopAbove: number, weights: ObjectWeights): number {
  let total = 0;
  // an explicit stack: descriptions are shape-checked, but the count must not depend on it
  const stack: { spec: unknown; times: number }[] = places.map((spec) => ({ spec, times: 1 }));
  while (stack.length) {
    const { spec, times } = stack.pop()!;
    const cls = typeof spec === 'string' ? spec : isMapping(spec) ? Object.keys(spec)[0] : undefined;
    if (cls === undefined) continue; // not an entity: building it fails
    const fields = isMapping(spec) ? spec[cls] : undefined;
    const count = isMapping(fields) && fields.count !== undefined ? Number(fields.count) : 1;
    const n = times * (Number.isFinite(count) && count > 0 ? count : 0);
    total += n * (isMapping(fields) ? weights.ofInstance(cls, fields) : weights.ofClass(cls));
    if (total > stopAbove) return total;
    if (!isMapping(fields) || n === 0) continue;
    for (const slot of ['contents', 'items'])
      if (Array.isArray(fields[slot])) for (const c of fields[slot] as unknown[]) stack.push({ spec: c, times: n });
  }
  return total;
}
