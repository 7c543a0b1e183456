// What the engine reads some slots as, whatever the class that holds them: `contents` as a list,
// `kitchen-time` as a number, `amount` as an amount object… A class default or a kitchen entry
// that gives such a slot a value of another kind would only fail once a step reads it, deep in a
// run, as an internal error; the ontology files are checked against this table when they are
// loaded instead (shape here, classes once every file is loaded: load-checks.ts).
//
//   kindProblem('contents', 7, false) → 'expected a list of {new: CLASS} defaults, found number 7'
import { amountTextHint, amountUnit, describe, isMapping, quote } from './yaml-values.ts';

export type SlotKind =
  | { holds: 'number' }
  | { holds: 'list' }
  /**
   * An instance of `of` or one of its subclasses ({new: C}); nothing where `orNothing`, except on
   * the classes `somethingOn` and theirs, whose value steps read without a test.
   */
  | { holds: 'instance'; of: string; orNothing: boolean; somethingOn?: readonly string[]; units?: readonly string[] };

const number: SlotKind = { holds: 'number' };
const list: SlotKind = { holds: 'list' };
const instance = (of: string, orNothing: boolean, somethingOn?: string[], units?: string[]): SlotKind => ({ holds: 'instance', of, orNothing, somethingOn, units });

/** The slots the engine reads as one kind of value (ontology/classes.yaml gives each its default). */
export const SLOT_KINDS: ReadonlyMap<string, SlotKind> = new Map([
  ['contents', list],
  ['items', list],
  ['components', list],
  ['kitchen-time', number],
  ['value', number],
  // the kinds of units (classes of ontology/classes.yaml) an amount of the slot may be in: a
  // mixture's components hold their share in percent
  ['amount', instance('amount', true, undefined, ['mass-unit', 'volume-unit', 'count-unit', 'fraction-unit'])],
  // the kitchen's temperature (bring-to-temperature) and the fridge's and freezer's (refrigerate, freeze)
  ['temperature', instance('amount', true, ['kitchen-state', 'fridge', 'freezer'], ['temperature-unit'])],
  ['quantity', instance('quantity', false)],
  ['unit', instance('unit', false)],
  ['number-of-tins', instance('quantity', true)],
  ['arrangement', instance('arrangement-pattern', true)],
  ['is-cut', instance('cutting-pattern', true)],
]);

export function slotKind(slot: string): SlotKind | undefined {
  return SLOT_KINDS.get(slot);
}

/** The kinds of units (classes under `unit`) an amount held by `slot` may be in; undefined when any. */
export function unitKinds(slot: string): readonly string[] | undefined {
  const kind = SLOT_KINDS.get(slot);
  return kind?.holds === 'instance' ? kind.units : undefined;
}

/** The class among `ancestors` on which `slot` must hold something, when `value` is nothing; else undefined. */
export function needsSomething(slot: string, value: unknown, ancestors: ReadonlySet<string>): string | undefined {
  const kind = SLOT_KINDS.get(slot);
  if (kind?.holds !== 'instance' || (value !== null && value !== false)) return undefined;
  return kind.somethingOn?.find((c) => ancestors.has(c));
}

/**
 * Why `value` cannot be what `slot` holds, judged by its shape alone, or null. `inKitchen`: a
 * kitchen entry, where an amount may also be written as text ("500 g") and false means nothing.
 * `contents` and `items` of kitchen entries are lists of entries, checked as such elsewhere.
 */
export function kindProblem(slot: string, value: unknown, inKitchen: boolean): string | null {
  const kind = SLOT_KINDS.get(slot);
  if (!kind) return null;
  const found = `found ${describe(value)}`;
  if (kind.holds === 'number') return typeof value === 'number' ? null : `expected a number, ${found}`;
  if (kind.holds === 'list') {
    if (value === null || (inKitchen && value === false)) return null;
    const bad = !Array.isArray(value) ? value : value.find((x) => !(isMapping(x) && typeof x.new === 'string'));
    return bad === undefined ? null : `expected a list of {new: CLASS} defaults, ${Array.isArray(value) ? `with ${describe(bad)} in it` : found}`;
  }
  const expected = `expected ${kind.of === 'amount' ? `an amount ({amount: "Q UNIT"}${inKitchen ? ', "Q UNIT"' : ''} or {new: CLASS})` : `{new: CLASS} with CLASS ${quote(kind.of)} or a class under it`}${kind.orNothing ? ' or nothing' : ''}`;
  if (value === null || (inKitchen && value === false)) return kind.orNothing ? null : `${expected}, ${found}`;
  if (isMapping(value) && typeof value.new === 'string') return null;
  if (kind.of === 'amount' && isMapping(value) && typeof value.amount === 'string') return null;
  if (kind.of === 'amount' && inKitchen && typeof value === 'string' && amountUnit(value) !== undefined) return null;
  return `${expected}, ${found}${kind.of === 'amount' && typeof value === 'string' ? amountTextHint(value) : ''}`;
}
