// Why the dish approximation score came out as it did: every predicted node compared with the
// gold dish and its score, and for the best one the container tests, each gold base ingredient
// with the predicted ingredient it took and their similarity, and the weights. Each figure comes
// from the scoring functions themselves (through their trace hooks); `total` is recomputed from
// the parts exactly as `nodeScore` combines them.
import { describe } from '../describe.ts';
import { Entity } from '../kitchen/entity.ts';
import { add, compare, max, mul, type Num, toDouble, toF32 } from '../numbers/num.ts';
import {
  containerScore,
  contentsRatio,
  type DishContext,
  dishItems,
  type IngredientMatch,
  nodeScore,
  scoredNodes,
  scoreRatio,
  type Score,
  type Unfolded,
  unfoldGold,
  unfoldItems,
  W_CONTAINER,
  W_CONTENTS,
  W_HIERARCHY,
  W_PROPERTIES,
} from './dish-score.ts';
import type { ExecNode } from './nodes.ts';

const f32 = (x: Num) => toF32(x).v;
const fraction = (s: Score | null) => (s ? `${formatPoints(s.points)}/${s.max}` : '—');
const formatPoints = (p: Num) => String(Math.round(toDouble(p) * 1000) / 1000);

export interface IngredientRow {
  gold: string;
  goldMixtures: string[];
  match: string | null;
  matchMixtures: string[];
  similarity: number;
  properties: string;
  hierarchy: string;
}

export interface DishBreakdown {
  line: number;
  action: string;
  variable: string;
  object: string;
  container: { points: number; max: number; ratio: number; tests: { name: string; ok: boolean }[] };
  contents: { ratio: number; ingredients: IngredientRow[]; leftOver: string[]; points: number; max: number };
  weights: { contents: number; container: number; properties: number; hierarchy: number };
  /** contents weight × contents + container weight × container, as a single-float. */
  total: number;
}

export interface DishExplanation {
  score: number;
  gold: { line: number; variable: string; object: string; ingredients: string[] };
  /** Every predicted node compared with the gold dish, latest first, with its score. */
  nodes: { line: number; action: string; variable: string; score: number }[];
  best: DishBreakdown | null;
}

const ingredientText = (u: Unfolded) => describe(u.ingredient, 0);

export function explainDishScore(predicted: ExecNode[], gold: ExecNode, ctx: DishContext): DishExplanation {
  const scored = scoredNodes(predicted);
  let best: Num = 0;
  let bestNode: ExecNode | null = null;
  const nodes = scored.map((node, i) => {
    const score = nodeScore(node, gold, ctx);
    // dishScore keeps the first of equal scores
    if (i === 0 || compare(score, best) > 0) bestNode = node;
    best = i === 0 ? score : max(best, score);
    return { line: node.line, action: node.action, variable: node.outName.toLowerCase(), score: f32(score) };
  });
  const Q = gold.output as Entity;
  let goldIngredients: string[] = [];
  try {
    goldIngredients = unfoldGold(Q, ctx).map(ingredientText);
  } catch {
    // the gold dish cannot be unfolded: scoring says so in its own message
  }
  return {
    score: f32(best),
    gold: { line: gold.line, variable: gold.outName.toLowerCase(), object: describe(Q, 1), ingredients: goldIngredients },
    nodes,
    best: bestNode ? breakdown(bestNode, gold, ctx) : null,
  };
}

function breakdown(sol: ExecNode, gold: ExecNode, ctx: DishContext): DishBreakdown | null {
  const P = sol.output;
  if (!(P instanceof Entity)) return null;
  const items = dishItems(P, ctx);
  const head = { line: sol.line, action: sol.action, variable: sol.outName.toLowerCase(), object: describe(P, 1) };
  const weights = { contents: W_CONTENTS.v, container: W_CONTAINER.v, properties: W_PROPERTIES.v, hierarchy: W_HIERARCHY.v };
  if (!items) return null; // scored 0: a failed object or not a dish
  const Q = gold.output as Entity;
  const tests: { name: string; ok: boolean }[] = [];
  const container = containerScore(P, sol.kitchen, Q, gold.kitchen, (name, ok) => tests.push({ name, ok }));
  const matches: IngredientMatch[] = [];
  let leftOver: Unfolded[] = [];
  const contents = contentsRatio(unfoldItems(items, ctx), unfoldGold(Q, ctx), { match: (m) => matches.push(m), leftOver: (u) => (leftOver = u) });
  const total = add(mul(W_CONTENTS, contents), mul(W_CONTAINER, scoreRatio(container)));
  let points: Num = 0;
  for (const m of matches) points = add(points, m.score);
  return {
    ...head,
    container: { points: toDouble(container.points), max: container.max, ratio: toDouble(scoreRatio(container)), tests },
    contents: {
      ratio: toDouble(contents),
      points: toDouble(points),
      max: matches.length + leftOver.length,
      ingredients: matches.map((m) => ({
        gold: ingredientText(m.gold),
        goldMixtures: m.gold.hierarchy.map((h) => h.cls.name),
        match: m.match ? ingredientText(m.match) : null,
        matchMixtures: m.match ? m.match.hierarchy.map((h) => h.cls.name) : [],
        similarity: f32(m.score),
        properties: fraction(m.properties),
        hierarchy: fraction(m.hierarchy),
      })),
      leftOver: leftOver.map(ingredientText),
    },
    weights,
    total: f32(total),
  };
}
