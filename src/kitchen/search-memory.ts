// The answers of searches below a big container that no step changes, remembered on it per
// search and class (search.ts): its contents cannot change, and steps keep looking there.
import type { Entity } from './entity.ts';

/**
 * A container's remembered answers are kept as keys and answers in turn in an array of their
 * exact length while they are few (most containers are searched for a class or two before a
 * step copies them: a map costs several times more), in a map once there are many.
 */
const MAX_LISTED = 32;

/** The remembered answer of a search (one of the three of search.ts: 0, 1 or 2) for a class below
 * `c`; undefined when not searched yet. */
export function recall(c: Entity, search: number, index: number): unknown {
  const known = c.searches;
  if (known === undefined) return undefined;
  const key = index * 3 + search;
  if (!Array.isArray(known)) return known.get(key);
  for (let i = 0; i < known.length; i += 2) if (known[i] === key) return known[i + 1];
  return undefined;
}

export function remember<T>(c: Entity, search: number, index: number, answer: T): T {
  const known = c.searches;
  const key = index * 3 + search;
  if (known === undefined) c.searches = [key, answer];
  else if (!Array.isArray(known)) known.set(key, answer);
  else if (known.length < 2 * MAX_LISTED) {
    // not `concat`: it would spread an answer that is a path
    const grown = new Array<unknown>(known.length + 2);
    for (let i = 0; i < known.length; i++) grown[i] = known[i];
    grown[known.length] = key;
    grown[known.length + 1] = answer;
    c.searches = grown;
  } else {
    const map = new Map<number, unknown>();
    for (let i = 0; i < known.length; i += 2) map.set(known[i] as number, known[i + 1]);
    c.searches = map.set(key, answer);
  }
  return answer;
}
