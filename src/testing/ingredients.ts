// Arbitraries for ingredients of a kitchen's stock: classes that exist there, optionally only those
// whose amounts convert to grams exactly (no single-float), for checks of exact arithmetic.
//
//   fc.sample(ingredientArbitrary(kitchenFacts(sim), { exact: true }), 1)  // [{ cls: 'butter', … }]
import fc from 'fast-check';
import { checkedKeys, failer, requireFacts, shown } from './argument-checks.ts';
import type { KitchenFacts, StockIngredient } from './kitchen-facts.ts';

/** The keys of IngredientConstraints. */
export const INGREDIENT_KEYS = ['exact', 'stockUnits', 'classes'] as const;

/** Which stocked ingredients a generator may pick. */
export interface IngredientConstraints {
  /** Only ingredients whose stock converts to grams exactly; amounts then only in units that keep the books exact (default false). */
  exact?: boolean;
  /** Only ingredients stocked in one of these units (e.g. `['g']`); default any. */
  stockUnits?: string[];
  /** Only these classes (default: every stocked ingredient). */
  classes?: string[];
}

/** The stocked ingredients that satisfy the constraints. */
export function stockIngredients(facts: KitchenFacts, constraints: IngredientConstraints = {}): StockIngredient[] {
  requireFacts('stockIngredients', facts);
  checkedKeys('stockIngredients', constraints, INGREDIENT_KEYS, "{ exact: true, stockUnits: ['g'] }");
  return facts.ingredients.filter(
    (i) =>
      (!constraints.exact || i.exactGrams) &&
      (!constraints.stockUnits || constraints.stockUnits.includes(i.unit)) &&
      (!constraints.classes || constraints.classes.includes(i.cls)),
  );
}

/** One stocked ingredient (shrinks towards the first in kitchen order). */
export function ingredientArbitrary(facts: KitchenFacts, constraints: IngredientConstraints = {}): fc.Arbitrary<StockIngredient> {
  requireFacts('ingredientArbitrary', facts);
  checkedKeys('ingredientArbitrary', constraints, INGREDIENT_KEYS, "{ exact: true, stockUnits: ['g'] }");
  const list = stockIngredients(facts, constraints);
  if (!list.length) failer('ingredientArbitrary')(`no stocked ingredient satisfies ${shown(constraints)}`);
  return fc.constantFrom(...list);
}
