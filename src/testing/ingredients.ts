// Arbitraries for ingredients of a kitchen's stock: classes that exist there, optionally only those
// whose amounts convert to grams exactly (no single-float), for checks of exact arithmetic.
//
//   fc.sample(ingredientArbitrary(kitchenFacts(sim), { exact: true }), 1)  // [{ cls: 'butter', … }]
import fc from 'fast-check';
import { didYouMeanOneOf } from '../did-you-mean.ts';
import { checkedKeys, failer, meantNames, requireFacts, shown } from './argument-checks.ts';
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

/** Why `classes` names a class the kitchen does not stock (a misspelt one gets its did-you-mean); null when it names none. */
function unstockedClasses(facts: KitchenFacts, classes: unknown): string | null {
  if (classes === undefined) return null;
  const stocked = [...new Set(facts.ingredients.map((i) => i.cls))];
  if (!Array.isArray(classes)) return `classes must be a list of stocked ingredient classes such as ['butter'], got ${shown(classes)}`;
  const unknown = classes.filter((c) => !stocked.includes(c));
  if (!unknown.length) return null;
  const near = unknown.flatMap((c) => meantNames(String(c), stocked));
  return `no stocked ingredient satisfies ${shown({ classes })}: ${unknown.map(shown).join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not a stocked class${didYouMeanOneOf(near)} (stocked: ${stocked.join(', ')})`;
}

/** One stocked ingredient (shrinks towards the first in kitchen order). */
export function ingredientArbitrary(facts: KitchenFacts, constraints: IngredientConstraints = {}): fc.Arbitrary<StockIngredient> {
  requireFacts('ingredientArbitrary', facts);
  checkedKeys('ingredientArbitrary', constraints, INGREDIENT_KEYS, "{ exact: true, stockUnits: ['g'] }");
  const unstocked = unstockedClasses(facts, constraints.classes);
  if (unstocked) failer('ingredientArbitrary')(unstocked);
  const list = stockIngredients(facts, constraints);
  if (!list.length) failer('ingredientArbitrary')(`no stocked ingredient satisfies ${shown(constraints)}`);
  return fc.constantFrom(...list);
}
