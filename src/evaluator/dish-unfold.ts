// A dish's base ingredients (spec: evaluation §6.2 step 2, §6.3): the items it holds with what
// was dipped into and sprinkled on them, unfolded through mixtures into base ingredients with
// gram amounts, then merged (dish-merge.ts). The reference changes its unfolded copy in place and
// scoring sees those changes, so the copies made here reproduce them (see the note below).
import { SimulationError } from '../errors.ts';
import { copyEntity, Entity, type Value } from '../kitchen/entity.ts';
import { grams } from '../kitchen/amounts.ts';
import { mul } from '../numbers/num.ts';
import type { DishContext } from './dish-score.ts';
import { type Amount, amountOf, mergeOnOriginals, mergeParts, Part } from './dish-merge.ts';
import { hasSlot, slotValue } from './similarity.ts';

// ---------------------------------------------------------------------------------------------
// What a dish holds (§6.2 step 2)

export const directItems = (x: Entity): Value[] => {
  const v = x.isA('list-of-kitchen-entities') ? x.s.items : x.s.contents;
  return Array.isArray(v) ? v : [];
};

const ADDITION_SLOTS = [
  ['dippable', 'dipped-in'],
  ['can-be-sprinkled-on', 'sprinkled-with'],
] as const;

const NONE: readonly never[] = [];

/** The slots of an item holding what was dipped into and sprinkled on it, in that order. */
function additionSlots(item: Entity): readonly string[] {
  let slots: string[] | null = null;
  for (const [kind, slot] of ADDITION_SLOTS) if (item.isA(kind) && slotValue(item, slot) instanceof Entity) (slots ??= []).push(slot);
  return slots ?? NONE;
}

/** What was dipped into and sprinkled on an item, in that order. */
function additions(item: Value): Entity[] {
  return item instanceof Entity ? additionSlots(item).map((slot) => slotValue(item, slot) as Entity) : [];
}

/**
 * The items of a dish with their additions in front; a later item's additions come before an
 * earlier one's, because the reference pushes them onto the front of the list one item at a time.
 */
export function allIngredients(dish: Entity, ctx: Pick<DishContext, 'semantics'> = {}): Value[] {
  return withAdditions(directItems(dish), ctx.semantics === 'corrected');
}

function withAdditions(items: Value[], expandVessels: boolean): Value[] {
  const front = [...items].reverse().flatMap(additions);
  const body = expandVessels ? items.flatMap((i) => (isVessel(i) ? withAdditions(food(i as Entity), true) : [i])) : items;
  return [...front, ...body];
}

/**
 * Corrected semantics: a serving vessel among a dish's items (a plate, a paper cup) stands for the
 * food it carries: what lines it and what is on top of it (when those are ingredients), then its
 * contents. The reference looks at none of them, so a plated dish has no ingredients.
 */
function food(vessel: Entity): Value[] {
  const carried: Value[] = [];
  for (const slot of ['lined-with', 'has-on-top']) {
    const v = hasSlot(vessel, slot) ? slotValue(vessel, slot) : null;
    if (v instanceof Entity && v.isA('ingredient')) carried.push(v);
  }
  return [...carried, ...(vessel.isA('container') ? directItems(vessel) : [])];
}

const isVessel = (v: Value): boolean => v instanceof Entity && !v.isA('ingredient') && food(v).length > 0;

// ---------------------------------------------------------------------------------------------
// Unfolding into base ingredients (§6.3)

/**
 * A base ingredient with the mixtures it sits in, outermost first. A mixture unfolding did not
 * need to change is the dish's own object, so its amount and components are not the unfolded ones.
 */
export interface Unfolded {
  ingredient: Entity;
  hierarchy: Entity[];
}

// The reference unfolds a deep copy of the dish and then changes that copy in place: components
// get their scaled amounts, merged ingredients their summed amount. Those changes are visible
// through every other slot that holds the same object (an ingredient's `sprinkled-with` is the
// very object unfolded as an addition), and such slots are compared later, so the in-place
// updates are reproduced here, on copies.
//
// Only what scoring can see is copied. It compares the ingredients merging keeps, with all their
// slots, and the mixtures around them, without their amounts and components. So a mixture stays
// the dish's own object (its amount is passed down instead), unless an addition of it must be
// replaced by the unfolded copy; a base ingredient is copied only when merging keeps it; an
// unfolded addition is copied with all it holds, since all of it is compared through its slot.
// The rest stays shared with the dish. Comparisons cannot tell: they look at structure only, and
// the same object is always similar to itself.

/** The entity each copy made while unfolding was copied from (a copy of a copy: the first one). */
type Origins = Map<Entity, Entity>;

/** A copy with its own slot record; the values in it stay shared. */
function shallowCopy(e: Entity, origins: Origins): Entity {
  const copy = copyEntity(e);
  origins.set(copy, origins.get(e) ?? e);
  return copy;
}

/** A copy whose amount and quantity are its own too, so that merging can change them. */
function copyWithOwnAmount(e: Entity, origins: Origins): Entity {
  const copy = shallowCopy(e, origins);
  const amount = copy.s.amount;
  if (amount instanceof Entity) {
    const quantity = amount.s.quantity;
    copy.s.amount = copyEntity(amount, quantity instanceof Entity ? { quantity: copyEntity(quantity) } : undefined);
  }
  return copy;
}

/** The item's amount in grams, as `convert-to-g` gives it; `converted` when it was in another unit. */
function inGrams(item: Entity, ctx: DishContext): Amount & { converted: boolean } {
  const amount = amountOf(item);
  if (amount.unit.cls.name === 'g') return { value: amount.value, unit: amount.unit, converted: false };
  return { value: grams(ctx.units, item), unit: ctx.factory.make('g'), converted: true };
}

/** `convert-to-g`: a copy of the item, holding its gram total when it was in another unit. */
function copyInGrams(item: Entity, amount: Amount & { converted: boolean }, ctx: DishContext, origins: Origins): Entity {
  if (!amount.converted) return copyWithOwnAmount(item, origins);
  const copy = shallowCopy(item, origins);
  copy.s.amount = ctx.factory.amount(amount.value, amount.unit);
  return copy;
}

/** The base ingredients of a dish, merged. */
export function unfold(dish: Entity, ctx: DishContext): Unfolded[] {
  if (!dish.isA('container') && !dish.isA('list-of-kitchen-entities'))
    throw new SimulationError('no-applicable-method(unfold)', `cannot unfold a ${dish.cls.name}: not a container or a list`);
  return unfoldItems(allIngredients(dish, ctx), ctx);
}

export function unfoldItems(items: Value[], ctx: DishContext): Unfolded[] {
  const u: Unfolding = { ctx, origins: new Map(), parts: [] };
  for (const item of items) {
    if (!(item instanceof Entity)) continue;
    if (item.isA('mixture')) unfoldMixture(item, inGrams(item, ctx), null, u, false);
    else if (item.isA('ingredient')) u.parts.push(itemPart(item, u));
  }
  return mergeParts(u.parts, ctx, mergeOnOriginals(u.origins)).map((p) => ({ ingredient: p.ingredient, hierarchy: p.hierarchy }));
}

function itemPart(item: Entity, u: Unfolding): Part {
  const amount = inGrams(item, u.ctx);
  return Part.later(item, [], amount.value, () => copyInGrams(item, amount, u.ctx, u.origins));
}

const goldCache = new WeakMap<Entity, Map<string, Unfolded[] | Error>>();

/**
 * The reference unfolds a fresh copy of the gold dish for every node compared with it; the result
 * is the same each time and nothing changes it afterwards, so once is enough.
 */
export function unfoldGold(Q: Entity, ctx: DishContext): Unfolded[] {
  const key = `${ctx.semantics ?? 'reference'}/${ctx.mergeOrder ?? 'reverse'}/${copiesAdditions(ctx)}`;
  let byKey = goldCache.get(Q);
  if (!byKey) goldCache.set(Q, (byKey = new Map()));
  if (!byKey.has(key)) {
    try {
      byKey.set(key, unfold(Q, ctx));
    } catch (e) {
      if (!(e instanceof SimulationError)) throw e;
      byKey.set(key, e);
    }
  }
  const r = byKey.get(key)!;
  if (r instanceof Error) throw r;
  return r;
}

/** Where unfolding puts its parts, and what it needs to make them. */
interface Unfolding {
  ctx: DishContext;
  origins: Origins;
  parts: Part[];
}

/** A pending unfolding: each `yield` hands over a nested mixture to unfold before it goes on. */
type Steps = Generator<Steps, void, void>;

/** The mixtures around a mixture, innermost first (a list made for each would cost the depth squared). */
interface Around {
  up: Around | null;
  mixture: Entity;
}

/** The hierarchy of a part: the mixtures around it, outermost first. */
function hierarchyOf(around: Around): Entity[] {
  const list: Entity[] = [];
  for (let a: Around | null = around; a; a = a.up) list.push(a.mixture);
  return list.reverse();
}

/**
 * A mixture's components as base ingredients: each component's fraction becomes fraction × the
 * mixture's `amount` (set on the component's copy). What was sprinkled on or dipped into a
 * component is taken as it is (no gram conversion, no hierarchy), as the reference does.
 * `whole`: the mixture is a copy inside an unfolded addition, so its components are copied too.
 * Mixtures nest as deep as a network is long (2,000 lines mixing the last mixture into a new
 * one), deeper than the call stack goes: the nested ones wait on a stack of their own.
 */
function unfoldMixture(mixture: Entity, amount: Amount, parents: Around | null, u: Unfolding, whole: boolean) {
  const pending: Steps[] = [mixtureSteps(mixture, amount, parents, u, whole)];
  while (pending.length) {
    const next = pending[pending.length - 1].next();
    if (next.done) pending.pop();
    else pending.push(next.value);
  }
}

function* mixtureSteps(mixture: Entity, amount: Amount, parents: Around | null, u: Unfolding, whole: boolean): Steps {
  const around: Around = { up: parents, mixture };
  // one list for all the parts of this mixture (scoring remembers pairs of lists by identity)
  let list: Entity[] | null = null;
  const hierarchy = () => (list ??= hierarchyOf(around));
  const components = slotValue(mixture, 'components');
  if (!Array.isArray(components)) return;
  const copies = whole ? (mixture.s.components = [...components]) : null;
  for (let i = 0; i < components.length; i++) {
    const original = components[i];
    if (!(original instanceof Entity) || !original.isA('ingredient'))
      throw new SimulationError('no-applicable-method(unfold)', `a component of ${mixture.cls.name} is not an ingredient`);
    const scaled = { value: mul(amountOf(original).value, amount.value), unit: amount.unit };
    const found = foundAdditions(original, u.origins);
    const copy = () => componentCopy(original, scaled, found, u);
    if (original.isA('mixture')) {
      const holder = whole || (!copiesAdditions(u.ctx) && found.length) ? copy() : original;
      if (copies) copies[i] = holder;
      yield mixtureSteps(holder, scaled, around, u, whole);
    } else if (copies) u.parts.push(Part.of((copies[i] = copy()), original, hierarchy()));
    else u.parts.push(Part.later(original, hierarchy(), scaled.value, copy));
    for (const [, a] of found) yield* additionSteps(a, u);
  }
}

/** Copies of what was dipped into or sprinkled on a component and gets unfolded, with their slots. */
function foundAdditions(comp: Entity, origins: Origins): readonly [string, Entity][] {
  let found: [string, Entity][] | null = null;
  for (const slot of additionSlots(comp)) {
    const a = comp.s[slot] as Entity;
    if (a.isA('mixture') || a.isA('ingredient')) (found ??= []).push([slot, copyWithOwnAmount(a, origins)]);
  }
  return found ?? NONE;
}

/**
 * A component's copy with its scaled amount. Reference: the unfolded additions in its slots are
 * the very objects unfolded, so later in-place changes (their own components scaled, a merged
 * amount) show there when it is compared; corrected: they are copies beside it.
 */
function componentCopy(original: Entity, amount: Amount, found: readonly [string, Entity][], u: Unfolding): Entity {
  const copy = shallowCopy(original, u.origins);
  copy.s.amount = u.ctx.factory.amount(amount.value, amount.unit);
  if (!copiesAdditions(u.ctx)) for (const [slot, a] of found) copy.s[slot] = a;
  return copy;
}

/** Whether unfolded additions are copies beside their component (corrected) or the very objects in its slots (reference). */
const copiesAdditions = (ctx: DishContext): boolean => ctx.semantics === 'corrected' || ctx.copyAdditions === true;

/** An addition found on a component (already a copy), unfolded whole. */
function* additionSteps(a: Entity, u: Unfolding): Steps {
  if (a.isA('mixture')) yield mixtureSteps(a, amountOf(a), null, u, true);
  else u.parts.push(Part.of(a, u.origins.get(a) ?? a, []));
}
