// Where an object sits in a kitchen state, and when two such places count as the same
// (spec: evaluation §4.2). Objects are found again by persistent id, because every step copies
// what it changes and only the persistent id survives the copy.
import { Entity, type Value } from '../kitchen/entity.ts';

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
  return pathTo(object.pid, place);
}

function pathTo(pid: string, place: Entity): Entity[] | null {
  const contents = place.contents.filter((c): c is Entity => c instanceof Entity);
  if (contents.some((c) => c.pid === pid)) return [place];
  for (const c of contents) {
    if (!c.isA('container')) continue;
    const below = pathTo(pid, c);
    if (below) return [place, ...below];
  }
  return null;
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
