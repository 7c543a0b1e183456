// Whole listings carried over from one call to the next. After lines are appended, a variable
// bound both times holds the same value (see memo.ts), so an assignment of the last listing
// whose variables all kept their values and are still offered is admissible again with the same
// dry run: it is listed again as it was, with the fresh names and recency of now. Only
// assignments with a variable bound since are enumerated and dry-run. Constants come from what
// the kitchen holds, so a change there (a new kind of thing, one used up) lists everything anew.
import type { KClass } from '../kitchen/ontology.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';
import { type AdmissibleEntry, type Arg, entryWith } from './entry.ts';
import { entryLine, freshName } from './entry-line.ts';
import type { Pools } from './pools.ts';

/** One listed entry with the assignment it was made of. */
export interface ListedAssignment {
  action: ActionDef;
  mode: ModeDef;
  args: Arg[];
  entry: AdmissibleEntry;
}

/** A whole listing, kept for the next call on the same session. */
export interface Listing {
  lines: readonly string[];
  bound: ReadonlySet<string>;
  present: readonly KClass[];
  /** The variable names the network used (fresh names differ from them). */
  taken: ReadonlySet<string>;
  /** In rank order. */
  assignments: ListedAssignment[];
}

export interface CarryOver {
  /** The previous listing's assignments that still hold, made entries of now. */
  kept: ListedAssignment[];
  /** Was the variable bound since the previous listing? (a new assignment has one) */
  isNew: (name: string) => boolean;
}

/** What carries over from `previous` to a listing of `lines`, or null when nothing may. */
export function carryOver(previous: Listing | null, lines: readonly string[], bound: ReadonlySet<string>, pools: Pools): CarryOver | null {
  if (!previous || lines.length < previous.lines.length || previous.lines.some((l, i) => l !== lines[i])) return null;
  if (previous.present.length !== pools.present.length || previous.present.some((c, i) => c !== pools.present[i])) return null;
  const isNew = (name: string) => !(previous.bound.has(name) && bound.has(name));
  // the variables offered now, with their ages of now (kitchen states drop out once used and old)
  const ageOf = new Map<string, number>();
  for (const v of [...pools.variables, ...pools.kitchenStates]) ageOf.set(v.name, v.age);
  // per mode: do its fresh outputs keep their names? (then its lines read as before)
  const sameNames = new Map<ModeDef, boolean>();
  const keepsNames = (action: ActionDef, mode: ModeDef) => {
    let same = sameNames.get(mode);
    if (same === undefined) {
      same = action.slots.every((s, i) => mode.bound[i] || freshName(previous.taken as Set<string>, s.name) === freshName(pools.taken, s.name));
      sameNames.set(mode, same);
    }
    return same;
  };
  const kept: ListedAssignment[] = [];
  next: for (const listed of previous.assignments) {
    // kept while every variable is still offered and unchanged; its age is the one of now
    let recency = Infinity;
    for (const a of listed.args) {
      if (a.kind !== 'var') continue;
      const age = ageOf.get(a.v.name);
      if (age === undefined || isNew(a.v.name)) continue next;
      if (age < recency) recency = age;
    }
    // the arguments stay as listed: a carried-over assignment is read for its variables' names
    // only, and a new array for each of a late listing's hundreds of thousands is garbage
    const { args, entry } = listed;
    let line = entry.line;
    if (!keepsNames(listed.action, listed.mode)) {
      const numbers = new Map(entry.parameters.map((p) => [p.position, p.example as number]));
      line = entryLine(pools.taken, listed.action, args, numbers).line;
    }
    const now = entryWith(entry, line, Number.isFinite(recency) ? recency : -1);
    kept.push({ action: listed.action, mode: listed.mode, args, entry: now });
  }
  return { kept, isNew };
}
