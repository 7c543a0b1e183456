// The line of an admissible entry, ready to send: the action, its bound variables, constants and
// numbers, and fresh names for its outputs; with its recency (the age of its newest input).
import type { ActionDef } from '../rules/action.ts';
import type { Arg } from './entry.ts';

export function entryLine(taken: Set<string>, action: ActionDef, args: Arg[], numbers: ReadonlyMap<number, number>): { line: string; recency: number } {
  // one join makes one flat string: appending piece by piece leaves a tree of a dozen string
  // pieces, and a late listing keeps hundreds of thousands of lines
  const words: string[] = new Array(args.length + 1);
  words[0] = `(${action.name}`;
  let recency = Infinity;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    words[i + 1] = a.kind === 'fresh' ? freshName(taken, action.slots[i].name) : a.kind === 'var' ? a.v.name : a.kind === 'concept' ? a.cls.name : String(numbers.get(i));
    if (a.kind === 'var' && a.v.age < recency) recency = a.v.age;
  }
  words[args.length] += ')';
  return { line: words.join(' '), recency: Number.isFinite(recency) ? recency : -1 };
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
