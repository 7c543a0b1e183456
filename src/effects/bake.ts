// bake: heat the contents of a container in an oven (spec: primitives-a §2.1). The thing is
// never moved into the oven; baking is unattended, so the rule advances the clock by 30 s only.
// The rule's conditions have found the thing and the oven.
import { SimulationError } from '../errors.ts';
import { ownContents } from '../kitchen/amounts.ts';
import { type Entity, setSlot } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import type { Effect, EffectResult } from '../rules/action.ts';

/** Every direct content gets the (shared) temperature object and `baked`; nil stands for a missing thing. */
function bakeContents(step: Step, pan: Entity | null, temperature: Entity) {
  if (!pan) throw new SimulationError('no-applicable-method(contents)', 'the thing to bake is not in the kitchen');
  for (const item of ownContents(step, pan)) {
    setSlot(item, 'temperature', temperature);
    setSlot(item, 'baked', true);
  }
}

export const effects: Record<string, Effect> = {
  /** Modes 1 and 3: the oven is set to a new amount made of the very temperature constants, shared with every baked item. */
  bake_in_oven: (env, pan: Entity, oven: Entity, quantity: Entity, unit: Entity): EffectResult => {
    const temperature = env.step.make('amount', { quantity, unit });
    setSlot(oven, 'temperature', temperature);
    bakeContents(env.step, pan, temperature);
    return { result: pan };
  },

  /** Mode 2: bake at the given oven's current temperature (also bound as the outputs, by the rule's defaults). */
  bake_at_oven_temperature: (env, pan: Entity, oven: Entity): EffectResult => {
    bakeContents(env.step, pan, oven.s.temperature as Entity);
    return { result: pan };
  },
};
