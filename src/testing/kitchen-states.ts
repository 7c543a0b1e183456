// Arbitraries for initial kitchen states: the simulator's own kitchen with random stock changes
// (an ingredient with more, less or none of it) and random extra objects on the counter-top.
// A setup is data (shown in failure reports) that builds a fresh kitchen state with a factory.
//
//   fc.assert(fc.property(kitchenSetupArbitrary(facts), (setup) => runNetwork(sim, text, { kitchen: setup }).status !== undefined))
import fc from 'fast-check';
import { Entity, type Factory } from '../kitchen/entity.ts';
import { formatNum, type Num } from '../numbers/num.ts';
import { quantityArbitrary } from './amounts.ts';
import { checkedKeys, failer, requireFacts, shown, whole } from './argument-checks.ts';
import type { KitchenFacts } from './kitchen-facts.ts';

/** A change to the stock of one ingredient: a new amount in its stock unit, or none at all. */
export interface StockChange {
  cls: string;
  /** The new stock in the ingredient's stock unit; null removes the ingredient from the kitchen. */
  stock: Num | null;
}

/** An extra object put on the counter-top: an unused tool or container, or a bowl with an ingredient. */
export interface ExtraObject {
  cls: string;
  /** For a bowl of an ingredient: the ingredient's class and amount in its stock unit. */
  holds?: { cls: string; amount: Num; unit: string };
}

/** A generated variation of the initial kitchen: stock changes and extra objects; `build(factory)` makes it. */
export interface KitchenSetup {
  stock: StockChange[];
  extras: ExtraObject[];
  /** A fresh initial kitchen state with these changes, its entities made by `factory`. */
  build(factory: Factory): Entity;
  toString(): string;
}

/** How far a generated kitchen may differ from the standard one. */
export interface KitchenSetupConstraints {
  /** At most this many stock changes (default 3). */
  maxStockChanges?: number;
  /** At most this many extra objects (default 3). */
  maxExtras?: number;
  /** May a stock change remove an ingredient altogether? (default true) */
  removals?: boolean;
}

/** The standard kitchen unchanged. */
export function standardKitchen(facts: KitchenFacts): KitchenSetup {
  requireFacts('standardKitchen', facts);
  return kitchenSetup(facts, [], []);
}

/** A kitchen setup from explicit changes. */
export function kitchenSetup(facts: KitchenFacts, stock: StockChange[], extras: ExtraObject[]): KitchenSetup {
  requireFacts('kitchenSetup', facts);
  if (!Array.isArray(stock)) failer('kitchenSetup')(`stock: expected a list of stock changes ([] for none), got ${shown(stock)}`);
  if (!Array.isArray(extras)) failer('kitchenSetup')(`extras: expected a list of extra objects ([] for none), got ${shown(extras)}`);
  const sim = facts.simulator;
  return {
    stock,
    extras,
    build(factory: Factory) {
      const ks = sim.world.buildKitchen(sim.kitchenName, factory);
      for (const change of stock) applyStockChange(ks, change, factory);
      const counterTop = ks.contents.find((c) => c.cls.name === 'counter-top');
      if (counterTop && extras.length) {
        const made = extras.map((x) => {
          if (!x.holds) return factory.make(x.cls);
          const item = factory.make(x.holds.cls, { amount: factory.amount(x.holds.amount, x.holds.unit) });
          return factory.make(x.cls, { used: true, contents: [item] });
        });
        counterTop.s.contents = [...made, ...counterTop.contents];
      }
      return ks;
    },
    toString() {
      const s = stock.map((c) => `${c.cls}=${c.stock === null ? 'none' : formatNum(c.stock)}`);
      const x = extras.map((e) => (e.holds ? `${e.cls}(${formatNum(e.holds.amount)} ${e.holds.unit} ${e.holds.cls})` : e.cls));
      return `kitchen{stock: [${s.join(', ')}], counter-top extras: [${x.join(', ')}]}`;
    },
  };
}

function applyStockChange(e: Entity, change: StockChange, factory: Factory): boolean {
  const contents = e.s.contents;
  if (!Array.isArray(contents)) return false;
  for (let i = 0; i < contents.length; i++) {
    const c = contents[i];
    if (!(c instanceof Entity)) continue;
    if (c.cls.name === change.cls && c.s.amount instanceof Entity) {
      if (change.stock === null) contents.splice(i, 1);
      else c.s.amount = factory.amount(change.stock, (c.s.amount.s.unit as Entity).cls.name);
      return true;
    }
    if (applyStockChange(c, change, factory)) return true;
  }
  return false;
}

/** A kitchen setup of random stock changes and extra objects (shrinks towards the standard kitchen). */
export function kitchenSetupArbitrary(facts: KitchenFacts, constraints: KitchenSetupConstraints = {}): fc.Arbitrary<KitchenSetup> {
  checkedSetupConstraints(facts, constraints);
  const ingredients = facts.ingredients;
  const change: fc.Arbitrary<StockChange> = fc.record({
    cls: fc.constantFrom(...ingredients.map((i) => i.cls)),
    stock: constraints.removals === false ? quantityArbitrary({ max: 2000 }) : fc.option(quantityArbitrary({ max: 2000 }), { freq: 4 }),
  });
  const toolClasses = [...facts.tools.keys()];
  const bowls = toolClasses.filter((c) => c.endsWith('bowl'));
  const extra: fc.Arbitrary<ExtraObject> = fc.oneof(
    fc.constantFrom(...toolClasses).map((cls) => ({ cls })),
    fc
      .tuple(fc.constantFrom(...(bowls.length ? bowls : toolClasses)), fc.constantFrom(...ingredients), quantityArbitrary({ max: 300 }))
      .map(([cls, ing, amount]) => ({ cls, holds: { cls: ing.cls, amount, unit: ing.unit } })),
  );
  return fc
    .tuple(
      fc.uniqueArray(change, { maxLength: constraints.maxStockChanges ?? 3, selector: (c) => c.cls }),
      fc.array(extra, { maxLength: constraints.maxExtras ?? 3 }),
    )
    .map(([stock, extras]) => kitchenSetup(facts, stock, extras));
}

/** Throws an InputError naming a constraint of kitchenSetupArbitrary that is not one it takes. */
function checkedSetupConstraints(facts: KitchenFacts, constraints: KitchenSetupConstraints): void {
  const fn = 'kitchenSetupArbitrary';
  requireFacts(fn, facts);
  checkedKeys(fn, constraints, ['maxStockChanges', 'maxExtras', 'removals'], '{ maxExtras: 2, removals: false }');
  for (const key of ['maxStockChanges', 'maxExtras'] as const)
    if (constraints[key] !== undefined && !whole(constraints[key], 0)) failer(fn)(`${key} must be a whole number of at least 0, got ${shown(constraints[key])}`);
  if (constraints.removals !== undefined && typeof constraints.removals !== 'boolean') failer(fn)(`removals must be true or false, got ${shown(constraints.removals)}`);
}
