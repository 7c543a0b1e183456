// CLOS class precedence lists: a class and its superclasses sorted so that every class comes
// before its direct superclasses, which keep the order its `is-a` gives them; among the classes
// free to come next, the one with a direct subclass rightmost in the list so far (AMOP,
// compute-class-precedence-list). Linear in the classes and their `is-a` links, plus the square
// of the number of classes for choosing among those free to come next: at most maxAncestors².
//
//   precedenceList(medium-bowl) → [medium-bowl, bowl, transferable-container, …, entity]

import { quote } from './yaml-values.ts';

/** No order satisfies every local order: `cycle` holds the constraints that contradict each other, in words. */
export class PrecedenceConflict extends Error {
  constructor(readonly cycle: string[]) {
    super(cycle.join(', '));
    this.name = 'PrecedenceConflict';
  }
}

interface Named {
  readonly name: string;
  /** A number of its own, small (a position in the ontology): scratch arrays are indexed by it. */
  readonly index: number;
  /** Its direct superclasses, in the order its `is-a` gives them. */
  readonly supers: readonly Named[];
}

// scratch arrays by class index, reused: a class's place in the list being sorted is valid while
// its stamp is the current one (nothing is allocated per class or per link)
let placeOf = new Int32Array(0);
let stampOf = new Int32Array(0);
let stamp = 0;

/** The precedence list of `c`, most specific first; throws PrecedenceConflict. */
export function precedenceList<K extends Named>(c: K): K[] {
  const all = collect(c) as K[];
  const n = all.length;
  // "a before b" constraints: each class before its first direct superclass, each before the next
  let edges = 0;
  for (const k of all) edges += k.supers.length;
  const from = new Int32Array(edges);
  const to = new Int32Array(edges);
  const waiting = new Int32Array(n);
  const first = new Int32Array(n + 1); // constraints by their first class, as offsets into `after`
  let e = 0;
  for (let i = 0; i < n; i++) {
    let prev = i;
    for (const s of all[i].supers) {
      const next = placeOf[s.index];
      from[e] = prev;
      to[e++] = next;
      first[prev + 1]++;
      waiting[next]++;
      prev = next;
    }
  }
  for (let i = 0; i < n; i++) first[i + 1] += first[i];
  const after = new Int32Array(edges);
  const fill = first.slice(0, n);
  for (let i = 0; i < edges; i++) after[fill[from[i]]++] = to[i];
  // the position in the result of the rightmost direct subclass of each class placed so far
  const lastSub = new Int32Array(n).fill(-1);
  const free = [0];
  const result: K[] = [];
  while (free.length) {
    let best = 0;
    for (let i = 1; i < free.length; i++) {
      const a = free[i];
      const b = free[best];
      if (lastSub[a] > lastSub[b] || (lastSub[a] === lastSub[b] && a < b)) best = i;
    }
    const k = free[best];
    free[best] = free[free.length - 1];
    free.pop();
    for (const s of all[k].supers) lastSub[placeOf[s.index]] = result.length;
    result.push(all[k]);
    for (let i = first[k]; i < first[k + 1]; i++) if (--waiting[after[i]] === 0) free.push(after[i]);
  }
  if (result.length < n) throw new PrecedenceConflict(conflict(all, waiting));
  return result;
}

/** The class and its superclasses, depth first, each numbered by its place (ties between free classes go to the earliest). */
function collect(c: Named): Named[] {
  const all: Named[] = [];
  const visit = (k: Named): boolean => {
    if (k.index >= stampOf.length) {
      // arrays too small for an index: grown, then the walk starts again
      const size = Math.max(2 * stampOf.length, k.index + 1, 64);
      placeOf = new Int32Array(size);
      stampOf = new Int32Array(size);
      return false;
    }
    if (stampOf[k.index] === stamp) return true;
    stampOf[k.index] = stamp;
    placeOf[k.index] = all.length;
    all.push(k);
    for (const s of k.supers) if (!visit(s)) return false;
    return true;
  };
  do {
    all.length = 0;
    stamp++;
  } while (!visit(c));
  return all;
}

/** A cycle of constraints among the classes left unplaced (`waiting` above 0), in words ("x1" lists "a1" before "b1"). */
function conflict(all: Named[], waiting: Int32Array): string[] {
  // each constraint on an unplaced class from another unplaced one: [before, after, the class whose is-a says so]
  const edges: [number, number, number][] = [];
  all.forEach((k, by) => {
    let prev = by;
    for (const s of k.supers) {
      const next = placeOf[s.index];
      if (waiting[prev] > 0 && waiting[next] > 0) edges.push([prev, next, by]);
      prev = next;
    }
  });
  const seen = new Map<number, number>();
  const path: [number, number, number][] = [];
  let at = edges[0][1];
  while (!seen.has(at)) {
    seen.set(at, path.length);
    const edge = edges.find(([, t]) => t === at)!;
    path.push(edge);
    at = edge[0];
  }
  const name = (i: number) => quote(all[i].name);
  return path
    .slice(seen.get(at))
    .reverse()
    .map(([f, t, b]) => (f === b ? `${name(b)} comes before its superclass ${name(t)}` : `${name(b)} lists ${name(f)} before ${name(t)}`));
}
