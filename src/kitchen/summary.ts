// What a container holds, at any depth: the persistent ids and the class names (with all their
// superclasses) below it. Searches skip subtrees that cannot hold a match. Entities shared between
// kitchen states never change, so their summaries are computed once and kept.
import { Entity } from './entity.ts';

export interface Summary {
  pids: Set<string>;
  classes: Set<string>;
  /** Classes (with superclasses) of the entities below that are not marked used: the unused
   * reusable ones, and those without a `used` slot (a search matching one of those fails). */
  notUsed: Set<string>;
}

const EMPTY: Summary = { pids: new Set(), classes: new Set(), notUsed: new Set() };

/** Containers with more direct contents than this, and the kitchen's places (the counter-top
 * changes at nearly every step), are always entered: summarising them at every change would cost
 * more than scanning them does. */
const MAX_SUMMARISED = 24;
const PLACES = new Set(['kitchen-state', 'counter-top', 'kitchen-sink', 'stove', 'microwave', 'oven', 'fridge', 'freezer', 'pantry', 'kitchen-cabinet']);

/**
 * The summary of everything reachable through `contents` below `e`, which must be immutable;
 * null for a big container (enter it).
 */
export function summary(e: Entity): Summary | null {
  const cached = e.below as Summary | null | undefined;
  if (cached !== undefined) return cached;
  const contents = e.s.contents;
  if (!Array.isArray(contents) || contents.length === 0) return EMPTY;
  if (contents.length > MAX_SUMMARISED || PLACES.has(e.cls.name)) return (e.below = null);
  const pids = new Set<string>();
  const classes = new Set<string>();
  const notUsed = new Set<string>();
  for (const c of contents) {
    if (!(c instanceof Entity)) continue;
    pids.add(c.pid);
    for (const a of c.cls.ancestors) classes.add(a);
    if (c.s.used !== true) for (const a of c.cls.ancestors) notUsed.add(a);
    const below = summary(c);
    if (!below) return (e.below = null);
    for (const p of below.pids) pids.add(p);
    for (const a of below.classes) classes.add(a);
    for (const a of below.notUsed) notUsed.add(a);
  }
  return (e.below = { pids, classes, notUsed });
}
