// The arguments a bound slot may take in a listing: bound variables of the slot's type (every
// name of an object counts), the concepts the ontology and the kitchen offer, a number; with the
// filters that keep units sensible for their slot and amounts weighable.
import type { KClass } from '../kitchen/ontology.ts';
import type { ActionDef, SlotDef } from '../rules/action.ts';
import { type AdmissibleContext, type Arg, conceptArg, NUMBER, varArg } from './entry.ts';
import { conceptClasses, type Pools } from './pools.ts';

/** Per listing's pools and ingredient: the kinds it stands for, and per unit whether an amount of it can be weighed. */
const weighedByPools = new WeakMap<Pools, Map<KClass, { kinds: KClass[]; byUnit: Map<KClass, boolean> }>>();

/** Can an amount of the ingredient in the unit be weighed? The concept may name a kind (oil): any ingredient of that kind the kitchen holds may be the one fetched. */
export function weighableIn(ctx: AdmissibleContext): (ingredient: KClass, unit: KClass) => boolean {
  let weighed = weighedByPools.get(ctx.pools);
  if (!weighed) weighedByPools.set(ctx.pools, (weighed = new Map()));
  const known = weighed;
  return (ingredient, unit) => {
    let of = known.get(ingredient);
    if (!of) known.set(ingredient, (of = { kinds: [ingredient, ...ctx.pools.present.filter((p) => p !== ingredient && p.ancestors.has(ingredient.name))], byUnit: new Map() }));
    let ok = of.byUnit.get(unit);
    if (ok === undefined) of.byUnit.set(unit, (ok = of.kinds.some((k) => convertible(ctx, k.name, unit.name))));
    return ok;
  };
}

/** Does a gram conversion exist for this unit of this ingredient (grams themselves always)? */
function convertible(ctx: AdmissibleContext, cls: string, unit: string, depth = 0): boolean {
  const units = ctx.sim.world.units;
  if (unit === 'g' || units.gramsPerUnit.get(cls)?.has(unit)) return true;
  const before = units.beforeLookup.get(unit);
  return !!before && depth < 4 && convertible(ctx, cls, before.unit, depth + 1);
}

/** The arguments a bound slot may take. */
export function candidates(ctx: AdmissibleContext, action: ActionDef, slot: SlotDef, index: number): Arg[] {
  const { pools, sim } = ctx;
  const type = slot.type;
  if (type.isKitchenState) return pools.kitchenStates.map(varArg);
  // every name of an object counts: gold networks name a bowl by an earlier variable as often as by its latest
  const vars: Arg[] = pools.variables.filter((v) => type.name === 'entity' || v.value.isA(type.name)).map(varArg);
  if (type.name === 'quantity') return [NUMBER, ...vars];
  if (type.name === 'conceptualizable') {
    const wantIngredient = slot.name.includes('ingredient');
    const present = pools.present.filter((c) => c.slots.includes('is-concept') && c.ancestors.has('conceptualizable') && c.ancestors.has('ingredient') === wantIngredient);
    return [...present.map(conceptArg), ...vars];
  }
  if (type.slots.includes('is-concept') && type.ancestors.has('conceptualizable') && !type.ancestors.has('fetchable')) {
    let classes = conceptClasses(sim.world.ontology, type);
    if (type.name === 'unit' || type.ancestors.has('unit')) classes = classes.filter(unitFilter(`${action.name} ${slot.name}`));
    return [...classes.map(conceptArg), ...vars];
  }
  // a second input that takes any entity (e.g. a lining) may also be a kind of tool the kitchen holds
  const firstInput = action.slots.findIndex((s) => s.dir === 'in' && !s.type.isKitchenState);
  if (type.name === 'entity' && index !== firstInput) {
    const tools = pools.present.filter((c) => c.slots.includes('is-concept') && !c.ancestors.has('ingredient') && !c.isContainer);
    return [...vars, ...tools.map(conceptArg)];
  }
  return vars;
}

/** Units that make sense for the slot: times for durations, temperatures for temperatures, amounts
 * otherwise, each by the unit's kind in the ontology (a unit of one's own under temperature-unit counts). */
function unitFilter(slot: string): (c: KClass) => boolean {
  // `slot` is "action slot-name": an oven is preheated to a temperature
  const isTime = (c: KClass) => c.ancestors.has('time-unit');
  const isTemperature = (c: KClass) => c.ancestors.has('temperature-unit');
  if (/time|cooling/.test(slot)) return isTime;
  if (/temperature|preheat/.test(slot)) return isTemperature;
  return (c) => !isTime(c) && !isTemperature(c);
}
