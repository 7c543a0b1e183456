// dish-approximation-score (spec: evaluation §6, arithmetic §10): every predicted step whose
// output no scored later step consumed is compared with the gold dish, and the best comparison
// wins. A comparison is 0.98 × contents + 0.02 × container, where contents matches the base
// ingredients of both dishes (unfolded through mixtures, merged, converted to grams) one to one.
// Counts and ratios are exact; the weights are single-floats, so every weighted step is rounded
// to binary32 exactly where the reference rounds (Math.fround via num.ts).
import { SimulationError } from '../errors.ts';
import { amountUnit, amountValue, deepCopy, Entity, type Factory, type Value } from '../kitchen/entity.ts';
import { grams } from '../kitchen/amounts.ts';
import type { Units } from '../kitchen/units.ts';
import { add, compare, div, F32, max, mul, type Num } from '../numbers/num.ts';
import { location, similarLocations } from './locations.ts';
import { type ExecNode, isFailed } from './nodes.ts';
import { hasSlot, IGNORE_AMOUNTS, similar, slotValue } from './similarity.ts';

export interface DishContext {
  units: Units;
  /** Makes the gram amounts of converted ingredients. */
  factory: Factory;
  /**
   * 'reference': a dish's ingredients are its direct contents (or list items) plus what was
   * sprinkled on or dipped into them, and unfolding changes the objects other compared slots hold.
   * 'corrected' (docs/DEVIATIONS.md): an item that is not an ingredient but carries food (a plate
   * with lettuce lining and salad on top) stands for that food, and unfolding works on copies.
   */
  semantics?: 'reference' | 'corrected';
  /**
   * Order of the ingredients left after a merge. The reference uses `set-difference`, whose order
   * Common Lisp leaves open; its build reverses them (default 'reverse': the corpus figures agree
   * to the last bit only this way, through the single-float summation order), 'keep' keeps them.
   */
  mergeOrder?: 'keep' | 'reverse';
}

/** Points over a maximum, each test worth one point. */
export interface Score {
  points: Num;
  max: number;
}

/** `points / max`, or 1 when nothing was tested. */
export const scoreRatio = (s: Score): Num => (s.max === 0 ? 1 : div(s.points, s.max));

const W_PROPERTIES = new F32(0.6);
const W_HIERARCHY = new F32(0.4);
const W_CONTENTS = new F32(0.98);
const W_CONTAINER = new F32(0.02);

// ---------------------------------------------------------------------------------------------
// The node walk (§6.1, §6.5)

/**
 * The predicted nodes compared with the gold dish, latest first: walking back from the last node,
 * a node is skipped when a node scored before it used its output variable. Only scored nodes
 * mark their variables, so in A → B → C, C and A are scored and B is not. The reference's early
 * exit on a perfect score never fires (it tests a variable that is always 0), so every eligible
 * node is scored.
 */
export function scoredNodes(predicted: ExecNode[]): ExecNode[] {
  const seen = new Set<number>();
  const out: ExecNode[] = [];
  for (let i = predicted.length - 1; i >= 0; i--) {
    const node = predicted[i];
    if (seen.has(node.outVar)) continue;
    out.push(node);
    for (const v of node.vars) seen.add(v);
  }
  return out;
}

/** The best node score against the gold dish node; integer 0 when no node is scored. */
export function dishScore(predicted: ExecNode[], gold: ExecNode, ctx: DishContext): Num {
  let best: Num = 0;
  scoredNodes(predicted).forEach((node, i) => {
    const score = nodeScore(node, gold, ctx);
    best = i === 0 ? score : max(best, score);
  });
  return best;
}

/** `compare_node_dishes`: 0 for a failed or non-dish output, else the weighted comparison. */
export function nodeScore(sol: ExecNode, gold: ExecNode, ctx: DishContext): Num {
  const P = sol.output;
  if (!(P instanceof Entity) || isFailed(P) || !isDish(P, ctx)) return 0;
  const Q = gold.output;
  if (!(Q instanceof Entity)) throw new SimulationError('no-applicable-method(unfold)', `the gold dish ${gold.outName} is not an object`);
  const container = scoreRatio(containerScore(P, sol.kitchen, Q, gold.kitchen));
  const SP = unfold(P, ctx);
  const SQ = unfoldGold(Q, ctx);
  const contents = contentsRatio(SP, SQ);
  return add(mul(W_CONTENTS, contents), mul(W_CONTAINER, container));
}

/** A container or list holding only ingredients (sprinkles included), and at least one. */
function isDish(P: Entity, ctx: DishContext): boolean {
  if (!P.isA('container') && !P.isA('list-of-kitchen-entities')) return false;
  const all = allIngredients(P, ctx);
  return all.length > 0 && all.every((x) => x instanceof Entity && x.isA('ingredient'));
}

// ---------------------------------------------------------------------------------------------
// What a dish holds (§6.2 step 2)

const directItems = (x: Entity): Value[] => {
  const v = x.isA('list-of-kitchen-entities') ? x.s.items : x.s.contents;
  return Array.isArray(v) ? v : [];
};

/** What was dipped into and sprinkled on an item, in that order. */
function additions(item: Value): Entity[] {
  if (!(item instanceof Entity)) return [];
  const out: Entity[] = [];
  const dip = item.isA('dippable') ? slotValue(item, 'dipped-in') : null;
  const sprinkle = item.isA('can-be-sprinkled-on') ? slotValue(item, 'sprinkled-with') : null;
  if (dip instanceof Entity) out.push(dip);
  if (sprinkle instanceof Entity) out.push(sprinkle);
  return out;
}

/**
 * The items of a dish with their additions in front; a later item's additions come before an
 * earlier one's, because the reference pushes them onto the front of the list one item at a time.
 */
export function allIngredients(dish: Entity, ctx: Pick<DishContext, 'semantics'> = {}): Value[] {
  return withAdditions(directItems(dish), ctx.semantics === 'corrected');
}

function withAdditions(items: Value[], expandVessels: boolean): Value[] {
  let front: Value[] = [];
  for (const item of items) front = [...additions(item), ...front];
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
// Container score (§6.2 step 4)

const CONTAINER_SKIP = new Set(['id', 'persistent-id', 'contents', 'items']);

const itemCount = (x: Entity): number => directItems(x).length;

export function containerScore(P: Entity, pKitchen: Entity | null, Q: Entity, qKitchen: Entity | null): Score {
  let points = 0;
  let maxPoints = 0;
  const test = (ok: boolean) => {
    maxPoints++;
    if (ok) points++;
  };
  test(similarLocations(pKitchen ? location(P, pKitchen) : null, qKitchen ? location(Q, qKitchen) : null));
  test(P.cls.name === Q.cls.name);
  for (const slot of Q.cls.slots) {
    if (CONTAINER_SKIP.has(slot)) continue;
    test(hasSlot(P, slot) && similar(slotValue(P, slot), slotValue(Q, slot)));
  }
  test(itemCount(P) === itemCount(Q));
  return { points, max: maxPoints };
}

// ---------------------------------------------------------------------------------------------
// Unfolding into base ingredients (§6.3)

/** A base ingredient with the mixtures it sits in, outermost first. */
export interface Unfolded {
  ingredient: Entity;
  hierarchy: Entity[];
}

// The reference unfolds a deep copy of the dish and then changes that copy in place: components
// get their scaled amounts, merged ingredients their summed amount. Those changes are visible
// through every other slot that holds the same object (an ingredient's `sprinkled-with` is the
// very object unfolded as an addition), and such slots are compared later, so the copy and the
// in-place updates are reproduced here. Like the reference's copy, ours shares nothing.

function amountOf(item: Entity): { value: Num; unit: Entity } {
  const a = item.s.amount;
  if (!(a instanceof Entity)) throw new SimulationError('no-applicable-method(amount)', `${item.cls.name} has no amount`);
  return { value: amountValue(a), unit: amountUnit(a) };
}

/** `convert-to-g`: a copy of the item, holding its gram total when it was in another unit. */
export function convertToGrams(item: Entity, ctx: DishContext): Entity {
  const copy = deepCopy(item);
  if (amountOf(item).unit.cls.name !== 'g') copy.s.amount = ctx.factory.amount(grams(ctx.units, item), ctx.factory.make('g'));
  return copy;
}

/** The base ingredients of a dish, merged. */
export function unfold(dish: Entity, ctx: DishContext): Unfolded[] {
  if (!dish.isA('container') && !dish.isA('list-of-kitchen-entities'))
    throw new SimulationError('no-applicable-method(unfold)', `cannot unfold a ${dish.cls.name}: not a container or a list`);
  const out: Unfolded[] = [];
  for (const item of allIngredients(deepCopy(dish), ctx)) {
    if (!(item instanceof Entity)) continue;
    if (item.isA('mixture')) out.push(...unfoldMixture(convertToGrams(item, ctx), [], ctx));
    else if (item.isA('ingredient')) out.push({ ingredient: convertToGrams(item, ctx), hierarchy: [] });
  }
  return merge(out, ctx);
}

const goldCache = new WeakMap<Entity, Map<string, Unfolded[] | Error>>();

/**
 * The reference unfolds a fresh copy of the gold dish for every node compared with it; the result
 * is the same each time and nothing changes it afterwards, so once is enough.
 */
function unfoldGold(Q: Entity, ctx: DishContext): Unfolded[] {
  const key = `${ctx.semantics ?? 'reference'}/${ctx.mergeOrder ?? 'reverse'}`;
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

/**
 * A mixture's components as base ingredients: each component's fraction becomes fraction × the
 * mixture's amount (set on the component itself). What was sprinkled on or dipped into a
 * component is taken as it is (no gram conversion, no hierarchy), as the reference does.
 */
function unfoldMixture(mixture: Entity, parents: Entity[], ctx: DishContext): Unfolded[] {
  const hierarchy = [...parents, mixture];
  const { value, unit } = amountOf(mixture);
  const components = slotValue(mixture, 'components');
  const out: Unfolded[] = [];
  for (const comp of Array.isArray(components) ? components : []) {
    if (!(comp instanceof Entity) || !comp.isA('ingredient'))
      throw new SimulationError('no-applicable-method(unfold)', `a component of ${mixture.cls.name} is not an ingredient`);
    comp.s.amount = ctx.factory.amount(mul(amountOf(comp).value, value), deepCopy(unit));
    if (comp.isA('mixture')) out.push(...unfoldMixture(comp, hierarchy, ctx));
    else out.push({ ingredient: comp, hierarchy });
    for (const found of additions(comp)) {
      // reference: the very object in the component's slot, so later in-place changes (its own
      // components scaled, a merged amount) show in that slot when it is compared; corrected: a copy
      const a = ctx.semantics === 'corrected' ? deepCopy(found) : found;
      if (a.isA('mixture')) out.push(...unfoldMixture(a, [], ctx));
      else if (a.isA('ingredient')) out.push({ ingredient: a, hierarchy: [] });
    }
  }
  return out;
}

const sameHierarchy = (x: Unfolded, y: Unfolded) =>
  x.hierarchy.length === y.hierarchy.length && x.hierarchy.every((m, i) => similar(m, y.hierarchy[i], IGNORE_AMOUNTS));

/**
 * Base ingredients equal but for their amounts, inside equal mixtures, become the first of them
 * with the summed amount (units unchecked, as in the reference). The result is in reverse
 * processing order. Changes the amounts of the unfolded copies in place.
 */
export function merge(list: Unfolded[], ctx: Pick<DishContext, 'mergeOrder'> = {}): Unfolded[] {
  const merged: Unfolded[] = [];
  let rest = [...list];
  while (rest.length) {
    const [x, ...others] = rest;
    const same = others.filter((y) => similar(x.ingredient, y.ingredient, IGNORE_AMOUNTS) && sameHierarchy(x, y));
    merged.unshift(x);
    if (!same.length) {
      rest = others;
      continue;
    }
    let extra: Num = 0;
    for (const y of same) extra = add(extra, amountOf(y.ingredient).value);
    const quantity = (x.ingredient.s.amount as Entity).s.quantity as Entity;
    quantity.s.value = add(quantity.s.value as Num, extra);
    const survivors = others.filter((y) => !same.includes(y));
    rest = ctx.mergeOrder === 'keep' ? survivors : survivors.reverse();
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------
// Contents score (§6.2 step 5) and per-ingredient score (§6.4)

/**
 * Gold ingredients in order take the best same-class predicted ingredient (the first on ties);
 * gold ingredients without a candidate and predicted ones left over count 0.
 */
export function contentsRatio(SP: Unfolded[], SQ: Unfolded[]): Num {
  const pool = [...SP];
  let points: Num = 0;
  let maxPoints = 0;
  let missing = 0;
  for (const g of SQ) {
    const candidates = pool.filter((s) => s.ingredient.cls.name === g.ingredient.cls.name);
    if (!candidates.length) {
      missing++;
      continue;
    }
    const scores = candidates.map((s) => compareIngredient(s, g));
    let k = 0;
    for (let i = 1; i < scores.length; i++) if (compare(scores[i], scores[k]) > 0) k = i;
    points = add(points, scores[k]);
    maxPoints++;
    pool.splice(pool.indexOf(candidates[k]), 1);
  }
  maxPoints += missing + pool.length;
  return maxPoints === 0 ? 1 : div(points, maxPoints);
}

/** 0.6 × property overlap + 0.4 × hierarchy overlap, in single-floats. */
export function compareIngredient(sol: Unfolded, gold: Unfolded): Num {
  const r1 = scoreRatio(propertyOverlap(sol.ingredient, gold.ingredient));
  const r2 = scoreRatio(hierarchyOverlap(sol.hierarchy, gold.hierarchy));
  return add(mul(W_PROPERTIES, r1), mul(W_HIERARCHY, r2));
}

const IDENTITY = new Set(['id', 'persistent-id']);
const MIXTURE_SKIP = new Set(['id', 'persistent-id', 'components', 'amount']);

/** Every slot of the gold class but the identities, amounts included (compared exactly). */
export function propertyOverlap(sol: Entity, gold: Entity): Score {
  return slotOverlap(sol, gold, IDENTITY);
}

function slotOverlap(sol: Entity, gold: Entity, skip: ReadonlySet<string>): Score {
  let points = 0;
  let maxPoints = 0;
  for (const slot of gold.cls.slots) {
    if (skip.has(slot)) continue;
    maxPoints++;
    if (hasSlot(sol, slot) && similar(slotValue(sol, slot), slotValue(gold, slot))) points++;
  }
  return { points, max: maxPoints };
}

/** Mixtures compared pairwise from the outermost; each missing level adds an empty point. */
export function hierarchyOverlap(sol: Entity[], gold: Entity[]): Score {
  const n = Math.min(sol.length, gold.length);
  let points: Num = 0;
  for (let i = 0; i < n; i++) points = add(points, scoreRatio(compareMixture(sol[i], gold[i])));
  return { points, max: n + Math.abs(gold.length - sol.length) };
}

/** Slots other than identities, components and amount, plus one point for the same class. */
export function compareMixture(sol: Entity, gold: Entity): Score {
  const s = slotOverlap(sol, gold, MIXTURE_SKIP);
  return { points: add(s.points, sol.cls.name === gold.cls.name ? 1 : 0), max: s.max + 1 };
}
