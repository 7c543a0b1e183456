// Arbitraries for quantities and amounts: exact numbers as networks write them (`3`, `1/2`), and
// amounts of a stocked ingredient in a unit that converts for it.
//
//   fc.sample(amountArbitrary(kitchenFacts(sim), { exact: true }), 1)
//     // [{ ingredient: { cls: 'white-sugar', … }, quantity: 3/2, unit: 'teaspoon', text: '3/2 teaspoon' }]
import fc from 'fast-check';
import { formatNum, type Num, ratio, toDouble } from '../numbers/num.ts';
import { checkedKeys, failer, requireFacts, shown, whole } from './argument-checks.ts';
import { INGREDIENT_KEYS, type IngredientConstraints, ingredientArbitrary } from './ingredients.ts';
import type { KitchenFacts, StockIngredient } from './kitchen-facts.ts';

/** The range and kind of generated numbers. */
export interface QuantityConstraints {
  /** Smallest value (default 1; may be a fraction such as 0.25). */
  min?: number;
  /** Largest value (default 500). */
  max?: number;
  /** Also generate ratios with denominators up to this (default 4; 1 for integers only). */
  maxDenominator?: number;
}

/** An exact positive quantity (an integer or a ratio) within the bounds. */
export function quantityArbitrary(constraints: QuantityConstraints = {}): fc.Arbitrary<Num> {
  return quantitiesWithin(checkedQuantityConstraints('quantityArbitrary', constraints));
}

function quantitiesWithin({ min, max, maxDen }: { min: number; max: number; maxDen: number }): fc.Arbitrary<Num> {
  return fc
    .tuple(fc.integer({ min: 1, max: maxDen }), fc.integer({ min: 0, max: 1_000_000 }))
    .map(([d, r]) => {
      const lo = BigInt(Math.ceil(min * d));
      const hi = BigInt(Math.floor(max * d));
      const n = hi > lo ? lo + (BigInt(r) % (hi - lo + 1n)) : lo;
      return ratio(n, BigInt(d));
    })
    // bounds may be fractions (plain JS numbers), so compare as doubles
    .filter((q) => toDouble(q) >= min && toDouble(q) <= max);
}

/** The bounds of quantityArbitrary; an InputError when they leave no quantity to generate. */
function checkedQuantityConstraints(fn: string, constraints: QuantityConstraints): { min: number; max: number; maxDen: number } {
  const fail = failer(fn);
  checkedKeys(fn, constraints, ['min', 'max', 'maxDenominator'], '{ min: 1, max: 500 }');
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  if (constraints.min !== undefined && !finite(constraints.min)) fail(`min must be a finite number, got ${shown(constraints.min)}`);
  const min = constraints.min ?? 1;
  if (constraints.max !== undefined && !(finite(constraints.max) && constraints.max >= min)) fail(`max must be a finite number of at least min (${min}), got ${shown(constraints.max)}`);
  const max = constraints.max ?? Math.max(min, 500);
  if (constraints.maxDenominator !== undefined && !whole(constraints.maxDenominator, 1)) fail(`maxDenominator must be a whole number of at least 1, got ${shown(constraints.maxDenominator)}`);
  const maxDen = constraints.maxDenominator ?? 4;
  // a fraction n/d in [min, max] for some d up to maxDen, or the generator would never yield one
  let d = 1;
  while (d <= maxDen && d <= 1000 && Math.ceil(min * d) > Math.floor(max * d)) d++;
  if (d > maxDen || d > 1000) fail(`no quantity with a denominator up to ${maxDen} lies between ${min} and ${max}`);
  return { min, max, maxDen };
}

/** A generated amount: an ingredient of the kitchen, a quantity and a unit. */
export interface Amount {
  ingredient: StockIngredient;
  quantity: Num;
  unit: string;
  /** `QUANTITY UNIT` as a network writes it. */
  text: string;
}

/** Which ingredient and which quantities an amount may have. */
export interface AmountConstraints extends IngredientConstraints, QuantityConstraints {
  /** Fixed ingredient (default: any that satisfies the ingredient constraints). */
  ingredient?: StockIngredient;
}

/** Largest amount per unit a recipe would ask for, used when no `max` is given (other units: 10). */
export const RECIPE_SIZED_MAX: Readonly<Record<string, number>> = { g: 500, ml: 500, l: 1, piece: 6, teaspoon: 10, tablespoon: 10 };

/**
 * An amount of a stocked ingredient, in its stock unit or another unit that converts for it;
 * recipe-sized (RECIPE_SIZED_MAX) unless `max` is given.
 */
export function amountArbitrary(facts: KitchenFacts, constraints: AmountConstraints = {}): fc.Arbitrary<Amount> {
  requireFacts('amountArbitrary', facts);
  const fn = 'amountArbitrary';
  checkedKeys(fn, constraints, [...INGREDIENT_KEYS, 'min', 'max', 'maxDenominator', 'ingredient'], '{ exact: true, max: 10 }');
  const { exact, stockUnits, classes } = constraints;
  if (constraints.ingredient !== undefined) requireStockIngredient(fn, constraints.ingredient);
  const bounds = (unit: string) => {
    // a min above the recipe-sized bound raises it, as quantityArbitrary's default does
    const max = constraints.max ?? Math.max(RECIPE_SIZED_MAX[unit] ?? 10, constraints.min ?? 0);
    return checkedQuantityConstraints(fn, { min: constraints.min ?? Math.min(1, max / 4), max, maxDenominator: constraints.maxDenominator });
  };
  // the bounds as given, checked now rather than when the first amount is drawn
  if (constraints.max !== undefined && !(typeof constraints.max === 'number' && constraints.max > 0)) failer(fn)(`max must be a number above 0 (an amount is positive), got ${shown(constraints.max)}`);
  checkedQuantityConstraints(fn, { ...(constraints.min !== undefined && { min: constraints.min }), ...(constraints.max !== undefined && { max: constraints.max }), maxDenominator: constraints.maxDenominator });
  const ingredient = constraints.ingredient ? fc.constant(constraints.ingredient) : ingredientArbitrary(facts, { exact, stockUnits, classes });
  return ingredient.chain((ing) => {
    const units = ing.units.filter((u) => !constraints.exact || (u.exact && u.conserving)).map((u) => u.unit);
    if (!units.length) units.push(ing.unit);
    const quantity = (unit: string) => quantitiesWithin(bounds(unit));
    return fc.constantFrom(...units).chain((unit) => quantity(unit).map((q) => [unit, q] as const)).map(([unit, quantity]) => ({
      ingredient: ing,
      quantity,
      unit,
      text: `${formatNum(quantity)} ${unit}`,
    }));
  });
}

/** An ingredient as kitchenFacts(sim).ingredients lists it (not its class name). */
function requireStockIngredient(fn: string, ing: unknown): asserts ing is StockIngredient {
  const i = ing as Partial<StockIngredient> | null;
  if (typeof i?.cls === 'string' && typeof i.unit === 'string' && Array.isArray(i.units)) return;
  failer(fn)(`ingredient: expected a stocked ingredient of the facts, such as facts.ingredients.find((i) => i.cls === 'butter'), got ${shown(ing)}`);
}
