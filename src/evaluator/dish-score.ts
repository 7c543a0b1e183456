// dish-approximation-score (spec: evaluation §6, arithmetic §10): every predicted step whose
// output no scored later step consumed is compared with the gold dish, and the best comparison
// wins. A comparison is 0.98 × contents + 0.02 × container, where contents matches the base
// ingredients of both dishes (unfolded through mixtures, merged, converted to grams) one to one.
// Counts and ratios are exact; the weights are single-floats, so every weighted step is rounded
// to binary32 exactly where the reference rounds (Math.fround via num.ts).
import { SimulationError } from '../errors.ts';
import { amountUnit, amountValue, copyEntity, Entity, type Factory, type Value } from '../kitchen/entity.ts';
import { grams } from '../kitchen/amounts.ts';
import type { Units } from '../kitchen/units.ts';
import { add, compare, div, F32, max, mul, type Num } from '../numbers/num.ts';
import { location, similarLocations } from './locations.ts';
import { type ExecNode, isFailed } from './nodes.ts';
import type { Semantics } from '../rules/action.ts';
import { comparedSlots, hasSlot, IDENTITY_SLOTS, IGNORE_AMOUNTS, rememberedPairs, rememberingSimilar, similar, slotValue } from './similarity.ts';

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
  semantics?: Semantics;
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

export const W_PROPERTIES = new F32(0.6);
export const W_HIERARCHY = new F32(0.4);
export const W_CONTENTS = new F32(0.98);
export const W_CONTAINER = new F32(0.02);

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
  if (!(P instanceof Entity) || isFailed(P)) return 0;
  const items = dishItems(P, ctx);
  if (!items) return 0;
  const Q = gold.output;
  if (!(Q instanceof Entity)) throw new SimulationError('no-applicable-method(unfold)', `the gold dish ${gold.outName} is not an object`);
  const container = scoreRatio(containerScore(P, sol.kitchen, Q, gold.kitchen));
  const SP = unfoldItems(items, ctx);
  const SQ = unfoldGold(Q, ctx);
  const contents = contentsRatio(SP, SQ);
  return add(mul(W_CONTENTS, contents), mul(W_CONTAINER, container));
}

/** The ingredients of a dish: a container or list holding only ingredients (sprinkles included), and at least one. */
export function dishItems(P: Entity, ctx: DishContext): Value[] | null {
  if (!P.isA('container') && !P.isA('list-of-kitchen-entities')) return null;
  const all = allIngredients(P, ctx);
  return all.length > 0 && all.every((x) => x instanceof Entity && x.isA('ingredient')) ? all : null;
}

// ---------------------------------------------------------------------------------------------
// What a dish holds (§6.2 step 2)

const directItems = (x: Entity): Value[] => {
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
// Container score (§6.2 step 4)

const CONTAINER_SKIP = new Set(['id', 'persistent-id', 'contents', 'items']);

const itemCount = (x: Entity): number => directItems(x).length;

/** `trace`, for explanations: told each test (`location`, `class`, a slot name, `item-count`) and its outcome. */
export function containerScore(P: Entity, pKitchen: Entity | null, Q: Entity, qKitchen: Entity | null, trace?: (test: string, ok: boolean) => void): Score {
  let points = 0;
  let maxPoints = 0;
  const test = (ok: boolean, name: string) => {
    maxPoints++;
    if (ok) points++;
    trace?.(name, ok);
  };
  test(similarLocations(pKitchen ? location(P, pKitchen) : null, qKitchen ? location(Q, qKitchen) : null), 'location');
  test(P.cls.name === Q.cls.name, 'class');
  for (const slot of Q.cls.slots) {
    if (CONTAINER_SKIP.has(slot)) continue;
    test(hasSlot(P, slot) && similar(slotValue(P, slot), slotValue(Q, slot)), slot);
  }
  test(itemCount(P) === itemCount(Q), 'item-count');
  return { points, max: maxPoints };
}

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

interface Amount {
  value: Num;
  unit: Entity;
}

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

function amountOf(item: Entity): Amount {
  const a = item.s.amount;
  if (!(a instanceof Entity)) throw new SimulationError('no-applicable-method(amount)', `${item.cls.name} has no amount`);
  return { value: amountValue(a), unit: amountUnit(a) };
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

/**
 * An unfolded base ingredient waiting to be merged. Merging compares its `origin` (the dish's own
 * object, which the copy differs from in amounts only) and sums its `value`; the copy scoring
 * sees is made when first asked for.
 */
class Part {
  private constructor(
    readonly origin: Entity,
    readonly hierarchy: Entity[],
    private copy: Entity | null,
    private readonly amount: Num,
    private readonly make: () => Entity,
  ) {}

  /** A part whose copy exists already. */
  static of(copy: Entity, origin: Entity, hierarchy: Entity[]): Part {
    return new Part(origin, hierarchy, copy, 0, () => copy);
  }

  /** A part whose copy `make` makes, holding `amount`. */
  static later(origin: Entity, hierarchy: Entity[], amount: Num, make: () => Entity): Part {
    return new Part(origin, hierarchy, null, amount, make);
  }

  get ingredient(): Entity {
    return (this.copy ??= this.make());
  }

  /** The amount value; once the copy exists, the copy's (merging changes it there). */
  get value(): Num {
    return this.copy ? amountOf(this.copy).value : this.amount;
  }
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
    if (item.isA('mixture')) unfoldMixture(item, inGrams(item, ctx), [], u, false);
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

/** Where unfolding puts its parts, and what it needs to make them. */
interface Unfolding {
  ctx: DishContext;
  origins: Origins;
  parts: Part[];
}

/**
 * A mixture's components as base ingredients: each component's fraction becomes fraction × the
 * mixture's `amount` (set on the component's copy). What was sprinkled on or dipped into a
 * component is taken as it is (no gram conversion, no hierarchy), as the reference does.
 * `whole`: the mixture is a copy inside an unfolded addition, so its components are copied too.
 */
function unfoldMixture(mixture: Entity, amount: Amount, parents: Entity[], u: Unfolding, whole: boolean) {
  const hierarchy = [...parents, mixture];
  const components = slotValue(mixture, 'components');
  if (!Array.isArray(components)) return;
  const copies = whole ? (mixture.s.components = [...components]) : null;
  components.forEach((original, i) => {
    if (!(original instanceof Entity) || !original.isA('ingredient'))
      throw new SimulationError('no-applicable-method(unfold)', `a component of ${mixture.cls.name} is not an ingredient`);
    const scaled = { value: mul(amountOf(original).value, amount.value), unit: amount.unit };
    const found = foundAdditions(original, u.origins);
    const copy = () => componentCopy(original, scaled, found, u);
    if (original.isA('mixture')) {
      const holder = whole || (u.ctx.semantics !== 'corrected' && found.length) ? copy() : original;
      if (copies) copies[i] = holder;
      unfoldMixture(holder, scaled, hierarchy, u, whole);
    } else if (copies) u.parts.push(Part.of((copies[i] = copy()), original, hierarchy));
    else u.parts.push(Part.later(original, hierarchy, scaled.value, copy));
    for (const [, a] of found) unfoldAddition(a, u);
  });
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
  if (u.ctx.semantics !== 'corrected') for (const [slot, a] of found) copy.s[slot] = a;
  return copy;
}

/** An addition found on a component (already a copy), unfolded whole. */
function unfoldAddition(a: Entity, u: Unfolding) {
  if (a.isA('mixture')) unfoldMixture(a, amountOf(a), [], u, true);
  else u.parts.push(Part.of(a, u.origins.get(a) ?? a, []));
}

/**
 * Numbers unfolded ingredients by the class names of the ingredient and of the mixtures around it,
 * outermost first: two can merge only with the same number, because `similar` first requires the
 * same class name.
 */
export function mergeGroups(list: readonly { ingredient: Entity; hierarchy: Entity[] }[]): number[] {
  interface Node {
    group: number;
    next: Map<string, Node>;
  }
  const root: Node = { group: -1, next: new Map() };
  let groups = 0;
  const step = (node: Node, e: Entity) => {
    let next = node.next.get(e.cls.name);
    if (!next) node.next.set(e.cls.name, (next = { group: -1, next: new Map() }));
    return next;
  };
  return list.map(({ ingredient, hierarchy }) => {
    const node = hierarchy.reduce(step, step(root, ingredient));
    if (node.group < 0) node.group = groups++;
    return node.group;
  });
}

/**
 * Base ingredients equal but for their amounts, inside equal mixtures, become the first of them
 * with the summed amount (units unchecked, as in the reference). The result is in reverse
 * processing order. Changes the amounts of the unfolded objects in place.
 */
export function merge(list: Unfolded[], ctx: Pick<DishContext, 'mergeOrder'> = {}): Unfolded[] {
  const parts = new Map(list.map((u) => [Part.of(u.ingredient, u.ingredient, u.hierarchy), u]));
  const same = (a: Entity, b: Entity) => similar(a, b, IGNORE_AMOUNTS);
  const merges = (x: Part, y: Part) => same(x.origin, y.origin) && sameHierarchy(x.hierarchy, y.hierarchy, same);
  return mergeParts([...parts.keys()], ctx, merges).map((p) => parts.get(p)!);
}

const sameHierarchy = (a: Entity[], b: Entity[], same: (a: Entity, b: Entity) => boolean) =>
  a.length === b.length && a.every((m, i) => same(m, b[i]));

/**
 * Whether two unfolded parts merge, judged on the dish's own objects (a mixture copy through
 * `origins`): they share their unchanged parts, which then compare at once, and they never
 * change, so verdicts are remembered.
 */
function mergeOnOriginals(origins: ReadonlyMap<Entity, Entity>): (x: Part, y: Part) => boolean {
  const same = rememberingSimilar(IGNORE_AMOUNTS);
  const sameMixture = (a: Entity, b: Entity) => same(origins.get(a) ?? a, origins.get(b) ?? b);
  // the parts of one mixture share their hierarchy list
  const hierarchies = rememberedPairs((a: Entity[], b: Entity[]) => sameHierarchy(a, b, sameMixture));
  return (x, y) => same(x.origin, y.origin) && hierarchies(x.hierarchy, y.hierarchy);
}

/** `merge` on parts; only the parts kept are copied. */
function mergeParts(list: Part[], ctx: Pick<DishContext, 'mergeOrder'>, merges: (x: Part, y: Part) => boolean): Part[] {
  const pending = new Pending(list);
  const processed: Part[] = [];
  for (let i = pending.take(); i >= 0; i = pending.take()) {
    const x = list[i];
    processed.push(x);
    const absorbed = pending.sameKey(i).filter((j) => merges(x, list[j]));
    if (!absorbed.length) continue;
    let extra: Num = 0;
    for (const j of absorbed) extra = add(extra, list[j].value);
    const quantity = (x.ingredient.s.amount as Entity).s.quantity as Entity;
    quantity.s.value = add(quantity.s.value as Num, extra);
    pending.remove(absorbed);
    if (ctx.mergeOrder !== 'keep') pending.reverse();
  }
  return processed.reverse();
}

/**
 * The positions of the parts still to merge, in the reference's order: a list that loses its first
 * element and those merged into it at each step, and is reversed after a step that merged any.
 * Kept as the original positions with removals marked and a reading direction, grouped by merge
 * key (only the same key can merge), so a step reads its own group rather than the whole list.
 */
class Pending {
  private readonly removed: boolean[];
  private readonly groups: number[][];
  private readonly groupOf: number[];
  private forward = true;
  private first = 0;
  private last: number;

  constructor(list: readonly Part[]) {
    this.removed = list.map(() => false);
    this.groupOf = mergeGroups(list.map((p) => ({ ingredient: p.origin, hierarchy: p.hierarchy })));
    this.groups = [];
    this.groupOf.forEach((n, i) => (this.groups[n] ??= []).push(i));
    this.last = list.length - 1;
  }

  /** Removes and returns the first position left, or -1 when none is. */
  take(): number {
    while (this.first <= this.last && this.removed[this.first]) this.first++;
    while (this.last >= this.first && this.removed[this.last]) this.last--;
    if (this.first > this.last) return -1;
    const i = this.forward ? this.first : this.last;
    this.removed[i] = true;
    return i;
  }

  /** The positions left with the merge key of position `i`, in order. */
  sameKey(i: number): number[] {
    const n = this.groupOf[i];
    const left = (this.groups[n] = this.groups[n].filter((j) => !this.removed[j]));
    return this.forward ? left : [...left].reverse();
  }

  remove(positions: number[]) {
    for (const i of positions) this.removed[i] = true;
  }

  reverse() {
    this.forward = !this.forward;
  }
}

// ---------------------------------------------------------------------------------------------
// Contents score (§6.2 step 5) and per-ingredient score (§6.4)

/** What `contentsRatio` decided for one gold ingredient (for explanations). */
export interface IngredientMatch {
  gold: Unfolded;
  /** The predicted ingredient it took, or null when none of its class was left. */
  match: Unfolded | null;
  score: Num;
  properties: Score | null;
  hierarchy: Score | null;
}

/**
 * Gold ingredients in order take the best same-class predicted ingredient (the first on ties);
 * gold ingredients without a candidate and predicted ones left over count 0. `trace`, for
 * explanations: told each gold ingredient's match in order, then the predicted ones left over.
 */
export function contentsRatio(SP: Unfolded[], SQ: Unfolded[], trace?: { match(m: IngredientMatch): void; leftOver(u: Unfolded[]): void }): Num {
  // unfolded ingredients of one mixture share their hierarchy list, so the same pairs come back
  const hierarchies = rememberedPairs(hierarchyOverlap);
  const pool = [...SP];
  let points: Num = 0;
  let maxPoints = 0;
  let missing = 0;
  for (const g of SQ) {
    const candidates = pool.filter((s) => s.ingredient.cls.name === g.ingredient.cls.name);
    if (!candidates.length) {
      missing++;
      trace?.match({ gold: g, match: null, score: 0, properties: null, hierarchy: null });
      continue;
    }
    const scores = candidates.map((s) => ingredientScore(propertyOverlap(s.ingredient, g.ingredient), hierarchies(s.hierarchy, g.hierarchy)));
    let k = 0;
    for (let i = 1; i < scores.length; i++) if (compare(scores[i], scores[k]) > 0) k = i;
    if (trace) {
      const s = candidates[k];
      trace.match({ gold: g, match: s, score: scores[k], properties: propertyOverlap(s.ingredient, g.ingredient), hierarchy: hierarchies(s.hierarchy, g.hierarchy) });
    }
    points = add(points, scores[k]);
    maxPoints++;
    pool.splice(pool.indexOf(candidates[k]), 1);
  }
  maxPoints += missing + pool.length;
  trace?.leftOver(pool);
  return maxPoints === 0 ? 1 : div(points, maxPoints);
}

/** 0.6 × property overlap + 0.4 × hierarchy overlap, in single-floats. */
export function compareIngredient(sol: Unfolded, gold: Unfolded): Num {
  return ingredientScore(propertyOverlap(sol.ingredient, gold.ingredient), hierarchyOverlap(sol.hierarchy, gold.hierarchy));
}

function ingredientScore(properties: Score, hierarchy: Score): Num {
  return add(mul(W_PROPERTIES, scoreRatio(properties)), mul(W_HIERARCHY, scoreRatio(hierarchy)));
}

const MIXTURE_SKIP = new Set(['id', 'persistent-id', 'components', 'amount']);

/** Every slot of the gold class but the identities, amounts included (compared exactly). */
export function propertyOverlap(sol: Entity, gold: Entity): Score {
  return slotOverlap(sol, gold, IDENTITY_SLOTS);
}

function slotOverlap(sol: Entity, gold: Entity, skip: ReadonlySet<string>): Score {
  let points = 0;
  let maxPoints = 0;
  for (const slot of comparedSlots(gold, skip)) {
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
