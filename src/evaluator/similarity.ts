// Structural equality of kitchen values as the evaluator judges it (`similar-entities`,
// spec: evaluation §4.1). Goal conditions and the dish score both rest on it, so it must be
// exact: numbers compare as exact values, lists as sets of equal length, strings without case,
// entities by class and every slot of the first argument's class outside the ignore set.
import { functionFrom } from '../code-generation.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import { compare, F32, type Num, Ratio } from '../numbers/num.ts';

/** Slots that never take part in a comparison: identities differ between any two runs. */
export const IDENTITY_SLOTS: ReadonlySet<string> = new Set(['id', 'persistent-id']);

/** The identity slots plus `amount`: how the dish score decides that two ingredients merge. */
export const IGNORE_AMOUNTS: ReadonlySet<string> = new Set(['id', 'persistent-id', 'amount']);

const isNum = (v: Value): v is Num => typeof v === 'number' || v instanceof Ratio || v instanceof F32;

/** NIL is also the empty list in the reference, so an empty list and nil are the same value. */
const nilIfEmpty = (v: Value | undefined): Value => (v === undefined || (Array.isArray(v) && v.length === 0) ? null : v);

/** A slot's value; `id` and `persistent-id` live outside the slot record. */
export function slotValue(e: Entity, slot: string): Value {
  if (slot === 'id') return e.id;
  if (slot === 'persistent-id') return e.pid;
  return nilIfEmpty(e.s[slot]);
}

export function hasSlot(e: Entity, slot: string): boolean {
  // a class's defaults hold one entry per slot
  return e.cls.defaults.has(slot);
}

/**
 * `make` remembered per class and ignore set. Keyed by the class's slot list, which the ontology
 * replaces rather than changes.
 */
function perClassAndIgnore<T>(make: (e: Entity, ignore: ReadonlySet<string>) => T): (e: Entity, ignore: ReadonlySet<string>) => T {
  const memo = new WeakMap<readonly string[], WeakMap<ReadonlySet<string>, T>>();
  return (e, ignore) => {
    let byIgnore = memo.get(e.cls.slots);
    if (!byIgnore) memo.set(e.cls.slots, (byIgnore = new WeakMap()));
    let value = byIgnore.get(ignore);
    if (value === undefined) byIgnore.set(ignore, (value = make(e, ignore)));
    return value;
  };
}

/** The slots of the entity's class outside `ignore`, in order. */
export const comparedSlots = perClassAndIgnore((e, ignore): readonly string[] => e.cls.slots.filter((slot) => !ignore.has(slot)));

/** Decides two distinct entities; the slot comparisons it makes go back through `similarWith`. */
type EntityTest = (a: Entity, b: Entity, ignore: ReadonlySet<string>) => boolean;

/**
 * True when `a` and `b` are the same kitchen value apart from the slots in `ignore` (which is
 * passed down to nested entities). Not symmetric: `a`'s class drives slot iteration and list
 * membership is tested for `a`'s elements only, as in the reference.
 */
export function similar(a: Value | undefined, b: Value | undefined, ignore: ReadonlySet<string> = IDENTITY_SLOTS): boolean {
  return similarWith(a, b, ignore, sameSlots);
}

/**
 * `similar` with a fixed ignore set that remembers its verdict for every pair of entities it
 * compares, at any depth. Only for objects whose compared slots (those outside `ignore`) do not
 * change while it is in use.
 */
export function rememberingSimilar(ignore: ReadonlySet<string>): (a: Value, b: Value) => boolean {
  const sameSlotsOnce = rememberedPairs((a: Entity, b: Entity) => slotsTest(a, ignore)(a, b, ignore, remembered));
  // the class test first, as compareSlots does, without filling the memo
  const remembered: EntityTest = (a, b) => sameClass(a, b) && sameSlotsOnce(a, b);
  return (a, b) => similarWith(a, b, ignore, remembered);
}

/** `f` remembering its result per pair of objects; for objects that do not change meanwhile. */
export function rememberedPairs<A extends object, B extends object, R>(f: (a: A, b: B) => R): (a: A, b: B) => R {
  const memo = new Map<A, Map<B, R>>();
  return (a, b) => {
    let row = memo.get(a);
    if (!row) memo.set(a, (row = new Map()));
    let r = row.get(b);
    if (r === undefined && !row.has(b)) row.set(b, (r = f(a, b)));
    return r as R;
  };
}

function similarWith(a: Value | undefined, b: Value | undefined, ignore: ReadonlySet<string>, entities: EntityTest): boolean {
  a = nilIfEmpty(a);
  b = nilIfEmpty(b);
  // entities are shared between kitchen states until changed: the same object is always similar
  if (a === b) return true;
  if (a === null || a === true || b === null || b === true) return false;
  if (isNum(a) || isNum(b)) return isNum(a) && isNum(b) && compare(a, b) === 0;
  // like Lisp's string-equal, strings of different lengths are never equal
  if (typeof a === 'string' || typeof b === 'string')
    return typeof a === 'string' && typeof b === 'string' && a.length === b.length && a.toLowerCase() === b.toLowerCase();
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    // every element of a similar to some element of b (plain loops: this runs millions of times)
    for (const x of a) {
      let found = false;
      for (const y of b)
        if (similarWith(x, y, ignore, entities)) {
          found = true;
          break;
        }
      if (!found) return false;
    }
    return true;
  }
  return entities(a, b, ignore);
}

const sameSlots: EntityTest = (a, b, ignore) => compareSlots(a, b, ignore, sameSlots);

/** Same class name, and every slot of `a`'s class outside `ignore` similar. */
function compareSlots(a: Entity, b: Entity, ignore: ReadonlySet<string>, entities: EntityTest): boolean {
  return sameClass(a, b) && slotsTest(a, ignore)(a, b, ignore, entities);
}

const sameClass = (a: Entity, b: Entity) => a.cls === b.cls || a.cls.name === b.cls.name;

type SlotsTest = (a: Entity, b: Entity, ignore: ReadonlySet<string>, entities: EntityTest) => boolean;

/**
 * The slot comparisons of `compareSlots` for one class and ignore set, as one generated function:
 * reading a named slot from records of a single class is several times faster than reading
 * slot names from a list over records of every class.
 */
const slotsTest = perClassAndIgnore((a, ignore): SlotsTest => {
  const slots = comparedSlots(a, ignore);
  const read = (x: string, slot: string) => (slot === 'id' ? `${x}.id` : slot === 'persistent-id' ? `${x}.pid` : `${x}.s[${JSON.stringify(slot)}]`);
  const checks = slots.map((slot) => `if (!similarWith(${read('a', slot)}, ${read('b', slot)}, ignore, entities)) return false;`);
  const make = functionFrom<(test: typeof similarWith) => SlotsTest>(['similarWith'], `return function (a, b, ignore, entities) { ${checks.join(' ')} return true; };`);
  if (make) return make(similarWith);
  // where code generation is refused: the same comparisons, read by name (similarWith takes an empty list as nil either way)
  return (x, y, ignoring, entities) => slots.every((slot) => similarWith(slotValue(x, slot), slotValue(y, slot), ignoring, entities));
});
