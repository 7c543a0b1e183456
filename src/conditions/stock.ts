// What the kitchen stocks of an ingredient, and the condition that an amount asked for does not
// exceed it. The reference takes any amount (the stock goes below zero), and books a portion
// asked for in another unit than the stock's as that many grams subtracted from the stock's own
// number; after such a booking the record no longer says what is left, so the stock is unknown
// and nothing is refused (the corrected semantics books it in the stock's unit: weighIngredient).
import { because, stopsWith } from '../diagnostics/why.ts';
import { SimulationError } from '../errors.ts';
import { grams, gramsFor, noStockAmount } from '../kitchen/amounts.ts';
import { amountUnit, amountValue, Entity } from '../kitchen/entity.ts';
import { pidPath } from '../kitchen/search.ts';
import type { Step } from '../kitchen/step.ts';
import { compare, div, formatNum, type Num } from '../numbers/num.ts';
import { type ConditionKind, slotArg } from './vocabulary-types.ts';

/**
 * The amount of the ingredient the kitchen stocks (where a fetch takes it from), in `unit`; null
 * when it cannot be known: no stock, no amount, no gram conversion, or a record the reference's
 * booking made (its unit differs from the stock's in the initial kitchen).
 */
export function stockIn(step: Step, initialKitchen: Entity | null, ingredient: string, unit: string): Num | null {
  const found = step.findIngredient(ingredient);
  const item = found?.container.contents[0];
  if (!(item instanceof Entity) || !(item.s.amount instanceof Entity)) return null;
  const have = amountUnit(item.s.amount).cls.name;
  if (initialKitchen) {
    const first = pidPath(initialKitchen, item, null)?.at(-1);
    if (first && first.s.amount instanceof Entity && amountUnit(first.s.amount).cls.name !== have) return null;
  }
  if (have === unit) return amountValue(item.s.amount);
  try {
    return div(grams(step.units, item), gramsFor(step.units, item.cls.name, 1, unit));
  } catch (e) {
    if (e instanceof SimulationError) return null; // no conversion: the effect stops, not this condition
    throw e;
  }
}

export const STOCK: Record<string, ConditionKind> = {
  stock_has_amount: {
    args: [slotArg('ingredient', 'conceptualizable')],
    depends: 'state',
    codes: ['F_WRONG_KIND'],
    doc: "the first thing in the container a fetch takes the ingredient from has an amount to measure from; when not (the class names no ingredient: a bowl, a tool), a `requires` stops with `no-applicable-method(amount)`",
    stops: () => 'no-applicable-method(amount)',
    build: ([ingredient]) => {
      const i = ingredient as string;
      return (env) => {
        const concept = env.values[i];
        const found = concept instanceof Entity ? env.step.findIngredient(concept.cls.name) : null;
        if (!found) return null; // nothing to fetch: `stocked` says so
        const why = noStockAmount(found.container);
        if (why === null) return null;
        return stopsWith('no-applicable-method(amount)', why, 'fetch an ingredient: a class the kitchen stocks with an amount');
      };
    },
  },
  stock_covers: {
    args: [slotArg('ingredient', 'conceptualizable'), slotArg('quantity', 'quantity'), slotArg('unit', 'unit')],
    depends: 'state',
    codes: ['F_BEYOND_STOCK'],
    doc: 'the kitchen stocks at least the amount of the ingredient asked for (where a fetch takes it from, converted through grams when the units differ); holds when the stock cannot be known',
    build: ([ingredient, quantity, unit]) => {
      const [i, q, u] = [ingredient, quantity, unit] as string[];
      return (env) => {
        const concept = env.values[i];
        const amount = env.values[q];
        const unitValue = env.values[u];
        if (!(concept instanceof Entity) || !(amount instanceof Entity) || !(unitValue instanceof Entity)) return null;
        const asked = amount.s.value as Num;
        const stock = stockIn(env.step, env.initialKitchen ?? null, concept.cls.name, unitValue.cls.name);
        if (stock === null || compare(asked, stock) <= 0) return null;
        const unitName = unitValue.cls.name;
        return because('F_BEYOND_STOCK', `the kitchen stocks ${formatNum(stock)} ${unitName} of ${concept.cls.name}, less than the ${formatNum(asked)} ${unitName} asked for`, 'ask for at most what is left (the admissible listing gives it as the quantity\'s max)');
      };
    },
  },
};
