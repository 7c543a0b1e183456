// Where an object sits in a kitchen state, and when two such places count as the same
// (spec: evaluation §4.2). Objects are found again by persistent id, because every step copies
// what it changes and only the persistent id survives the copy.
import { Entity, type Value } from '../kitchen/entity.ts';
import { mayHoldPid, summary } from '../kitchen/summary.ts';

/**
 * The chain of containers from `place` down to the object's direct holder, or null when the
 * object is not inside `place`. Lists of entities are always taken to be on the counter-top.
 */
export function location(object: Value, place: Entity): Entity[] | null {
  if (object instanceof Entity && object.isA('list-of-kitchen-entities') && place.isA('kitchen-state')) {
    const counter = place.contents.find((c) => c instanceof Entity && c.cls.name === 'counter-top');
    return counter ? [place, counter] : [place];
  }
  if (!(object instanceof Entity)) return null;
  const path: Entity[] = [];
  return holderPath(object, place, path) ? path : null;
}

/** Extends `path` with `place` and the containers below it down to the object's holder. */
function holderPath(object: Entity, place: Entity, path: Entity[]): boolean {
  const { pid, pk } = object;
  path.push(place);
  const contents = place.contents;
  for (const c of contents) if (c instanceof Entity && c.pk === pk && c.pid === pid) return true;
  for (const c of contents) {
    if (!(c instanceof Entity) || !c.cls.isContainer) continue;
    // executed kitchen states no longer change, so their cached summaries can rule a container out
    if (!mayHoldPid(summary(c), pk)) continue;
    if (holderPath(object, c, path)) return true;
  }
  path.pop();
  return false;
}

/**
 * Same classes position by position, up to the shorter path: a missing location is similar to
 * any, and a path is similar to every path it starts.
 */
export function similarLocations(a: Entity[] | null, b: Entity[] | null): boolean {
  const n = Math.min(a?.length ?? 0, b?.length ?? 0);
  for (let i = 0; i < n; i++) if (a![i].cls.name !== b![i].cls.name) return false;
  return true;
}

/** The classes of a location's containers, outermost first (`['kitchen-state', 'counter-top']`). */
export function locationClasses(path: readonly Entity[] | null): string[] | null {
  return path ? path.map((e) => e.cls.name) : null;
}

/** `similarLocations` on locations given by their containers' classes (a serialised goal's location). */
export function similarClassPaths(a: readonly string[] | null, b: readonly string[] | null): boolean {
  const n = Math.min(a?.length ?? 0, b?.length ?? 0);
  for (let i = 0; i < n; i++) if (a![i] !== b![i]) return false;
  return true;
}
