// The most a listed quantity may ask for where a mode declares `stock_covers(Ingredient,
// Quantity, Unit)`: what the kitchen stocks of the ingredient in that unit on the line's input
// kitchen state (src/conditions/stock.ts), worked out once per state, ingredient and unit.
import { Entity, Factory } from '../kitchen/entity.ts';
import type { Ontology } from '../kitchen/ontology.ts';
import { Step } from '../kitchen/step.ts';
import { stockIn } from '../conditions/stock.ts';
import { compare, floor, mul, type Num, ratio, sub, toDouble } from '../numbers/num.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';
import type { AdmissibleContext, Arg } from './entry.ts';
import type { Range } from './parameters.ts';

interface StockSlots {
  ingredient: number;
  quantity: number;
  unit: number;
  ksIn: number;
}

const slotsByMode = new WeakMap<ModeDef, StockSlots | null>();

/** The slots of the mode's stock condition, null when it declares none. */
function stockSlots(action: ActionDef, mode: ModeDef): StockSlots | null {
  let known = slotsByMode.get(mode);
  if (known !== undefined) return known;
  const guards = [mode.plan.mode, ...mode.plan.variants.map((v) => v.plan)].flatMap((s) => s.guards);
  const c = guards.find((g) => g.condition.name === 'stock_covers')?.condition;
  const at = (name: string) => action.slots.findIndex((s) => s.name === name);
  const ksIn = action.slots.findIndex((s) => s.dir === 'in' && s.type.isKitchenState);
  known = c && ksIn >= 0 ? { ingredient: at(c.slots[0]), quantity: at(c.slots[1]), unit: at(c.slots[2]), ksIn } : null;
  slotsByMode.set(mode, known);
  return known;
}

/**
 * Per kitchen state (a value no step changes) and the initial kitchen the stock is compared with:
 * stocks by ingredient and unit, kept from one listing to the next.
 */
const stocksByState = new WeakMap<Entity, { initialKitchen: Entity | null; stocks: Map<string, Num | null> }>();
const scratchByOntology = new WeakMap<Ontology, Factory>();

/** The quantity at `index` and the most it may ask for; null when the mode declares no stock condition or the stock is unknown. */
export function stockLimit(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[]): { index: number; stock: Num } | null {
  const slots = stockSlots(action, mode);
  if (!slots) return null;
  const ks = args[slots.ksIn];
  const ingredient = args[slots.ingredient];
  const unitArg = args[slots.unit];
  const unit = unitArg?.kind === 'concept' ? unitArg.cls.name : unitArg?.kind === 'var' ? unitArg.v.value.cls.name : null;
  if (ks?.kind !== 'var' || ingredient?.kind !== 'concept' || unit === null || args[slots.quantity]?.kind !== 'number') return null;
  const state = ks.v.value;
  const initialKitchen = ctx.state.run.initialKitchen;
  let known = stocksByState.get(state);
  if (!known || known.initialKitchen !== initialKitchen) stocksByState.set(state, (known = { initialKitchen, stocks: new Map() }));
  const key = `${ingredient.cls.name} ${unit}`;
  let stock = known.stocks.get(key);
  if (stock === undefined) {
    const ontology = ctx.sim.world.ontology;
    let scratch = scratchByOntology.get(ontology);
    if (!scratch) scratchByOntology.set(ontology, (scratch = new Factory(ontology)));
    const step = new Step(state, scratch.restart(ctx.state.factory), ctx.sim.world.units);
    known.stocks.set(key, (stock = stockIn(step, initialKitchen, ingredient.cls.name, unit)));
  }
  return stock === null ? null : { index: slots.quantity, stock };
}

/**
 * The range within the stock: examples go up to the largest multiple of 1/8 (1/1024 below one)
 * not above it, a number a line writes exactly; null when that is not above zero.
 */
export function withinStock(range: Range, stock: Num): { range: Range; max: Num | number } | null {
  let top: Num = 0;
  for (const steps of [8, 1024]) {
    top = ratio(BigInt(toDouble(floor(mul(stock, steps)))), BigInt(steps));
    if (compare(top, 0) > 0) break;
  }
  if (compare(top, 0) <= 0) return null;
  if (compare(sub(stock, top), 0) < 0) return null;
  const t = toDouble(top);
  if (t >= range.max) return { range, max: range.max };
  return { range: { min: Math.min(range.min, t), max: t }, max: stock };
}
