// Per class name, the variables whose bindings show ids of that class: the bindings a call's new
// constants may move (carry.ts). Each call appends the variables it bound; the lists are shared
// with the states before it, which keep their own length of them, so a call costs what it adds.
import type { Program } from '../engine/program.ts';
import type { BindingsJson } from '../json/run.ts';
import { classesShown } from './renumber-json.ts';

/** The first `length` items of `items`: an array later states may have appended to, never changed below that. */
class Prefix {
  constructor(
    private readonly items: number[],
    private readonly length: number,
  ) {}

  /** This prefix with `more` after it (appended in place when no later state has grown the array yet). */
  plus(more: number[]): Prefix {
    const items = this.items.length === this.length ? this.items : this.items.slice(0, this.length);
    for (const x of more) items.push(x);
    return new Prefix(items, items.length);
  }

  *[Symbol.iterator](): Iterator<number> {
    for (let i = 0; i < this.length; i++) yield this.items[i];
  }
}

const EMPTY = new Prefix([], 0);

export type ShownVariables = ReadonlyMap<string, Iterable<number>>;

/** The variables from `from` on whose bindings show ids, added by class (a new map: earlier states keep theirs). */
export function withShown(shown: ShownVariables, program: Program, bindings: BindingsJson, from: number): ShownVariables {
  const added = new Map<string, number[]>();
  for (let i = from; i < program.variables.length; i++) {
    const b = bindings[program.variables[i].name.toLowerCase()];
    if (!b || program.variables[i].constant) continue;
    for (const name of classesShown(b.value, new Set())) {
      const list = added.get(name);
      if (list) list.push(i);
      else added.set(name, [i]);
    }
  }
  if (!added.size) return shown;
  const more = new Map(shown as ReadonlyMap<string, Prefix>);
  for (const [name, list] of added) more.set(name, (more.get(name) ?? EMPTY).plus(list));
  return more;
}
