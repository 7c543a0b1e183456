// What the generators need to know about a simulator's world, read once: the ingredients its
// kitchen stocks and the units each can be measured in, the tools lying unused in it, and which
// classes can be written as constants for a slot type.
//
//   const facts = kitchenFacts(new Simulator());
//   facts.ingredients.find((i) => i.cls === 'butter')  // { stock: 500, unit: 'g', units: [{ unit: 'g', exact: true }, …] }
import { gramsFor } from '../kitchen/amounts.ts';
import { Entity, Factory } from '../kitchen/entity.ts';
import type { Units } from '../kitchen/units.ts';
import { InputError } from '../errors.ts';
import { isF32, type Num } from '../numbers/num.ts';
import type { Simulator } from '../simulator.ts';

/** A unit an ingredient can be requested in. */
export interface UnitFact {
  unit: string;
  /** No single-float enters its conversion to grams (nor the stock's). */
  exact: boolean;
  /**
   * Weighing it from the stock keeps the books: false for a stock in neither grams nor pieces
   * asked for in another unit, which the reference's weigh-ingredient leaves with a wrong amount.
   */
  conserving: boolean;
}

/** An ingredient of the kitchen's stock: the first one `fetch-and-proportion` finds of its class. */
export interface StockIngredient {
  cls: string;
  /** The place that holds its stock container (fridge, pantry …). */
  location: string;
  /** Stock amount, in `unit`. */
  stock: Num;
  unit: string;
  /** Units it can be requested in (its own stock unit first); none are listed when no gram conversion exists. */
  units: UnitFact[];
  /** True when its stock is exact and converts to grams without a single-float. */
  exactGrams: boolean;
}

/** What the generators know of a simulator's kitchen: its stocked ingredients, unused objects by class, and which classes fit which slot types. Made by `kitchenFacts(simulator)`. */
export interface KitchenFacts {
  simulator: Simulator;
  ingredients: StockIngredient[];
  /** Unused objects anywhere in the kitchen, by class, with how many there are. */
  tools: Map<string, number>;
  /** Classes that may be written as a constant for a slot of this type (subclasses with `is-concept`). */
  constantClasses(type: string): string[];
  /** True when a variable bound to an instance of `type` may fill a slot of type `slot`. */
  fits(type: string, slot: string): boolean;
}

const cache = new WeakMap<Simulator, KitchenFacts>();

/** The facts of a simulator's world and initial kitchen (cached per simulator). */
export function kitchenFacts(simulator: Simulator): KitchenFacts {
  if (typeof simulator !== 'object' || simulator === null || !simulator.world || typeof simulator.world.buildKitchen !== 'function')
    throw new InputError(`kitchenFacts: the argument must be a Simulator (new Simulator({ rulesDirs: ['my-rules'] })), got ${typeof simulator === 'object' && simulator !== null ? 'another object' : String(simulator)}`);
  const known = cache.get(simulator);
  if (known) return known;
  const { ontology, units } = simulator.world;
  const kitchen = simulator.world.buildKitchen(simulator.kitchenName, new Factory(ontology));
  const ingredients: StockIngredient[] = [];
  const seen = new Set<string>();
  const tools = new Map<string, number>();
  const walk = (e: Entity, location: string) => {
    for (const c of e.contents) {
      if (!(c instanceof Entity)) continue;
      const place = e === kitchen ? c.cls.name : location;
      if (c.isA('ingredient') && c.s.amount instanceof Entity && !seen.has(c.cls.name)) {
        seen.add(c.cls.name);
        const amount = c.s.amount;
        const unit = (amount.s.unit as Entity).cls.name;
        const stock = (amount.s.quantity as Entity).s.value as Num;
        ingredients.push({ cls: c.cls.name, location: place, stock, unit, ...unitsFor(units, c.cls.name, unit, stock) });
      }
      if ('used' in c.s && c.s.used === null) tools.set(c.cls.name, (tools.get(c.cls.name) ?? 0) + 1);
      if (Array.isArray(c.s.contents)) walk(c, place);
    }
  };
  walk(kitchen, '');
  const constants = new Map<string, string[]>();
  const facts: KitchenFacts = {
    simulator,
    ingredients,
    tools,
    constantClasses(type: string) {
      let list = constants.get(type);
      if (!list) {
        list = [...ontology.classes.values()]
          .filter((c) => !c.broken && c.slots.includes('is-concept') && (type === 'entity' || c.ancestors.has(type)))
          .map((c) => c.name)
          .sort();
        constants.set(type, list);
      }
      return list;
    },
    fits(type: string, slot: string) {
      return slot === 'entity' || (ontology.has(type) && ontology.get(type).ancestors.has(slot));
    },
  };
  cache.set(simulator, facts);
  return facts;
}

/** Grams in one `unit` of `cls`, as a conversion gives them (kitchen/amounts.ts); null when none exists. */
function gramsPerOne(units: Units, cls: string, unit: string): Num | null {
  return units.unitsOf(cls).includes(unit) ? gramsFor(units, cls, 1, unit) : null;
}

function unitsFor(units: Units, cls: string, stockUnit: string, stock: Num): { units: UnitFact[]; exactGrams: boolean } {
  const stockFactor = gramsPerOne(units, cls, stockUnit);
  // a stock written as a decimal (0.5 l) is a single-float: nothing weighed from it is exact
  const exactGrams = !isF32(stock) && stockFactor !== null && !isF32(stockFactor);
  const out: UnitFact[] = [{ unit: stockUnit, exact: exactGrams, conserving: true }];
  if (stockFactor === null) return { units: out, exactGrams: false };
  // the units the kitchen converts from, those re-expressed by `before-lookup` (a kg of one's own) included
  for (const u of [...units.unitsOf(cls)].sort()) {
    if (u === stockUnit) continue;
    out.push({ unit: u, exact: exactGrams && !isF32(gramsFor(units, cls, 1, u)), conserving: stockUnit === 'g' || stockUnit === 'piece' });
  }
  return { units: out, exactGrams };
}
