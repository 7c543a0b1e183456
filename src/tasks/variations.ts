// The transformations that make derived tasks from a corpus gold network, as values with a short
// id that names them completely (`scale.3-2`, `swap.white-sugar.brown-sugar`,
// `tools.baking-tray.2`), so that a derived task can be made again from its id alone; and the
// network edits themselves. Which variations a recipe admits is enumerate.ts's business.
import { InputError } from '../errors.ts';
import type { Predicate, Recipe, Term } from '../language/ast.ts';
import { formatNum, mul, type Num, parseNumberToken, ratio } from '../numbers/num.ts';

export type Variation =
  /** Every quantity fetch-and-proportion measures, times `factor` (an exact ratio). */
  | { kind: 'scale'; factor: Num }
  /** The ingredient `from` fetched as `to` instead (a sibling class the kitchen stocks). */
  | { kind: 'swap'; from: string; to: string }
  /** `extra` more of the tool class `tool` in the kitchen cabinet. */
  | { kind: 'tools'; tool: string; extra: number };

/** The factors quantities are scaled by. */
export const SCALE_FACTORS: readonly Num[] = [ratio(1n, 2n), ratio(3n, 2n), 2];

/** How many more of a tool a tools variation adds. */
export const EXTRA_TOOLS: readonly number[] = [1, 2];

/** fetch-and-proportion's slots: … ingredient concept, quantity, unit (rules/fetch-and-proportion.pl). */
const FETCH = 'fetch-and-proportion';
const INGREDIENT_ARG = 4;
const QUANTITY_ARG = 5;
const UNIT_ARG = 6;

/** A class name as the network language reads it. */
const CLASS_NAME = /^[a-z0-9][a-z0-9-]*$/;

export function variationId(v: Variation): string {
  switch (v.kind) {
    case 'scale':
      return `scale.${formatNum(v.factor).replace('/', '-')}`;
    case 'swap':
      return `swap.${v.from}.${v.to}`;
    case 'tools':
      return `tools.${v.tool}.${v.extra}`;
  }
}

/** The variation an id names, or null when it names none. */
export function parseVariationId(id: string): Variation | null {
  const parts = id.split('.');
  if (parts[0] === 'scale' && parts.length === 2 && /^[1-9]\d{0,3}(-[1-9]\d{0,3})?$/.test(parts[1])) {
    const factor = parseNumberToken(parts[1].replace('-', '/'));
    return factor === null ? null : { kind: 'scale', factor };
  }
  if (parts[0] === 'swap' && parts.length === 3 && CLASS_NAME.test(parts[1]) && CLASS_NAME.test(parts[2]) && parts[1] !== parts[2])
    return { kind: 'swap', from: parts[1], to: parts[2] };
  if (parts[0] === 'tools' && parts.length === 3 && CLASS_NAME.test(parts[1]) && /^[1-9]$/.test(parts[2])) return { kind: 'tools', tool: parts[1], extra: Number(parts[2]) };
  return null;
}

/** The network with the variation applied (a tools variation changes the kitchen, not the network). */
export function transformNetwork(recipe: Recipe, v: Variation): Recipe {
  if (v.kind === 'tools') return recipe;
  const predicates = recipe.predicates.map((p) => (p.name === FETCH ? transformFetch(p, v) : p));
  return { ...recipe, predicates };
}

function transformFetch(p: Predicate, v: Variation): Predicate {
  const args = [...p.args];
  const quantity = args[QUANTITY_ARG];
  if (v.kind === 'scale' && quantity?.kind === 'number') {
    const value = mul(quantity.value, v.factor);
    const unit = args[UNIT_ARG];
    // a recipe measures pieces (eggs, lemons) in whole numbers
    if (unit?.kind === 'symbol' && unit.name === 'piece' && typeof value !== 'number')
      throw new VariationRefused(`${formatNum(quantity.value)} piece × ${formatNum(v.factor)} is not a whole number of pieces`);
    args[QUANTITY_ARG] = { ...quantity, value, text: formatNum(value) } as Term;
  }
  const ingredient = args[INGREDIENT_ARG];
  if (v.kind === 'swap' && ingredient?.kind === 'symbol' && ingredient.name === v.from) args[INGREDIENT_ARG] = { ...ingredient, name: v.to };
  return { ...p, args };
}

/** A variation the network does not admit (said in words). */
export class VariationRefused extends InputError {}

/** What fetch-and-proportion measures in a network: ingredient, quantity and unit, in order. */
export function fetchedIngredients(recipe: Recipe): { ingredient: string; quantity: Num; unit: string }[] {
  const out: { ingredient: string; quantity: Num; unit: string }[] = [];
  for (const p of recipe.predicates) {
    if (p.name !== FETCH) continue;
    const [i, q, u] = [p.args[INGREDIENT_ARG], p.args[QUANTITY_ARG], p.args[UNIT_ARG]];
    if (i?.kind === 'symbol' && q?.kind === 'number' && u?.kind === 'symbol') out.push({ ingredient: i.name, quantity: q.value, unit: u.name });
  }
  return out;
}

/** The variation in words, one line per change (`butter: 345 g instead of 230 g`). */
export function variationWords(recipe: Recipe, v: Variation): string[] {
  switch (v.kind) {
    case 'scale':
      return [
        `every ingredient quantity scaled by ${formatNum(v.factor)}`,
        ...fetchedIngredients(recipe).map(({ ingredient, quantity, unit }) => `${ingredient}: ${formatNum(mul(quantity, v.factor))} ${unit} instead of ${formatNum(quantity)} ${unit}`),
      ];
    case 'swap':
      return [`${v.to} instead of ${v.from}`];
    case 'tools':
      return [`${v.extra} more ${v.tool} in the kitchen-cabinet`];
  }
}
