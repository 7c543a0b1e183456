// dish-approximation-score (spec: evaluation §6, arithmetic §10): every predicted step whose
// output no scored later step consumed is compared with the gold dish, and the best comparison
// wins. A comparison is 0.98 × contents + 0.02 × container, where contents matches the base
// ingredients of both dishes (unfolded through mixtures, merged, converted to grams) one to one.
// Counts and ratios are exact; the weights are single-floats, so every weighted step is rounded
// to binary32 exactly where the reference rounds (Math.fround via num.ts).
// Unfolding a dish into base ingredients lives in dish-unfold.ts, merging them in dish-merge.ts.
import { SimulationError } from '../errors.ts';
import { Entity, type Factory, type Value } from '../kitchen/entity.ts';
import type { Units } from '../kitchen/units.ts';
import { add, compare, div, F32, max, mul, type Num } from '../numbers/num.ts';
import { location, similarLocations } from './locations.ts';
import { type ExecNode, isFailed } from './nodes.ts';
import type { Semantics } from '../rules/action.ts';
import { comparedSlots, hasSlot, IDENTITY_SLOTS, rememberedPairs, similar, slotValue } from './similarity.ts';
import { allIngredients, directItems, type Unfolded, unfoldGold, unfoldItems } from './dish-unfold.ts';

export { allIngredients, unfold, unfoldGold, unfoldItems, type Unfolded } from './dish-unfold.ts';
export { merge, mergeGroups } from './dish-merge.ts';

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
  /**
   * Unfold additions as copies, as the corrected semantics does, while keeping the reference's
   * other choices: the reference semantics scores a dish once more so, to warn where its in-place
   * unfolding changed the figure (docs/DEVIATIONS.md, "Unfolding changes the objects it compares").
   */
  copyAdditions?: boolean;
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
