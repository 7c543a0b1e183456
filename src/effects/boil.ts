// boil: boil the contents of a container on a stove (spec: primitives-a §2.3). Spices and
// liquids become the cooking liquid; every other item is boiled in it.
import { makeMixture, takeContents } from '../kitchen/amounts.ts';
import { copyEntity, Entity, setSlot, type Value } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import type { Effect, EffectResult } from '../rules/action.ts';

/** `convert-to-temperature`: the stove temperature a heat setting stands for, nil for others. */
export function heatTemperature(step: Step, mode: Value): Entity | null {
  const celsius = mode instanceof Entity ? step.units.stoveTemperatures.get(mode.cls.name) : undefined;
  return celsius === undefined ? null : step.amount(celsius, 'degrees-celsius');
}

/** `copy-object` of an amount (nil stays nil): a private copy that keeps the ids. */
export function copyAmount(step: Step, amount: Value): Entity | null {
  if (!(amount instanceof Entity)) return null;
  const copy = (e: Entity) => step.tx.adopt(copyEntity(e));
  const c = copy(amount);
  for (const slot of ['quantity', 'unit']) if (c.s[slot] instanceof Entity) c.s[slot] = copy(c.s[slot] as Entity);
  return c;
}

export const effects: Record<string, Effect> = {
  /** The rule's conditions have found the pot and the stove. */
  boil: (env, pot: Entity, hob: Entity, mode: Value): EffectResult => {
    const { step } = env;
    hob.s.temperature = heatTemperature(step, mode);
    const items = takeContents(step, pot); // refilled below
    const spices = items.filter((i) => i.isA('spice'));
    const liquids = items.filter((i) => i.isA('liquid'));
    // the reference's set difference builds the rest in reversed order
    const main = items.filter((i) => !spices.includes(i) && !liquids.includes(i)).reverse();
    const single = spices.length === 0 && liquids.length === 1;
    // nothing to boil in gives an empty mixture here; the run stops further down
    const liquidPart = single
      ? liquids[0]
      : spices.length + liquids.length
        ? makeMixture(step, [...spices, ...liquids], 'homogeneous-mixture', 'boiled')
        : step.make('homogeneous-mixture', { amount: step.amount(0, 'g'), components: [], boiled: true });
    for (const item of main) {
      setSlot(item, 'boiled', true);
      setSlot(item, 'temperature', copyAmount(step, hob.s.temperature));
      setSlot(item, 'boiled-with', liquidPart);
    }
    if (!single) {
      // no liquid and no spice: the reference marks (first liquids) = nil as boiled and stops
      if (!spices.length && !liquids.length) setSlot(null, 'boiled', true);
      setSlot(liquidPart, 'is-liquid', true);
      setSlot(liquidPart, 'temperature', copyAmount(step, hob.s.temperature));
    } else {
      setSlot(liquidPart, 'boiled', true);
      setSlot(liquidPart, 'temperature', copyAmount(step, hob.s.temperature));
    }
    pot.s.contents = [...main, liquidPart];
    return { result: pot };
  },
};
