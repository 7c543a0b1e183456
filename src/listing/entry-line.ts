// The line of an admissible entry, ready to send: the action, its bound variables, constants and
// numbers, and fresh names for its outputs; with its recency (the age of its newest input).
import type { ActionDef } from '../rules/action.ts';
import type { Arg } from './entry.ts';

export function entryLine(taken: Set<string>, action: ActionDef, args: Arg[], numbers: ReadonlyMap<number, number>): { line: string; recency: number } {
  let line = `(${action.name}`;
  let recency = Infinity;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    line += ` ${a.kind === 'fresh' ? freshName(taken, action.slots[i].name) : a.kind === 'var' ? a.v.name : a.kind === 'concept' ? a.cls.name : String(numbers.get(i))}`;
    if (a.kind === 'var' && a.v.age < recency) recency = a.v.age;
  }
  return { line: `${line})`, recency: Number.isFinite(recency) ? recency : -1 };
}

/** Per set of names a network uses: the fresh name found for each slot name. */
const freshBySlot = new WeakMap<Set<string>, Map<string, string>>();

/** `?slot-name-N`, N the smallest number that no variable of the network uses (slot names differ within an action). */
export function freshName(taken: Set<string>, slot: string): string {
  let names = freshBySlot.get(taken);
  if (!names) freshBySlot.set(taken, (names = new Map()));
  let name = names.get(slot);
  if (name === undefined) {
    let n = 1;
    while (taken.has(`?${slot}-${n}`)) n++;
    names.set(slot, (name = `?${slot}-${n}`));
  }
  return name;
}
