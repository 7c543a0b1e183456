// bake: heat the contents of a container in an oven (spec: primitives-a §2.1). The thing is
// never moved into the oven; baking is unattended, so the rule advances the clock by 30 s only.
import { SimulationError } from '../errors.ts';
import { hasFailed, ownContents } from '../kitchen/amounts.ts';
import { Entity, setSlot, type Value } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import type { Effect, EffectResult, SlotRef } from '../rules/action.ts';
import { failedInput, notFound } from '../diagnostics/why.ts';

/** Every direct content gets the (shared) temperature object and `baked`; nil stands for a missing thing. */
function bakeContents(step: Step, pan: Entity | null, temperature: Entity) {
  if (!pan) throw new SimulationError('no-applicable-method(contents)', 'the thing to bake is not in the kitchen');
  for (const item of ownContents(step, pan)) {
    setSlot(item, 'temperature', temperature);
    setSlot(item, 'baked', true);
  }
}

export const effects: Record<string, Effect> = {
  /**
   * Modes 1 and 3: the oven (the kitchen's own by default, else the given one found anywhere) is
   * set to a new amount made of the very temperature constants, shared with every baked item.
   */
  bake_in_oven: (env, thing: Value, oven: SlotRef, quantity: Entity, unit: Entity): EffectResult => {
    const { step } = env;
    const pan = step.findByPid(thing);
    // mode 1 fails when the thing is missing; mode 3 only when it is a failed object (a missing
    // real thing is a Lisp error there), and a failed oven is a Lisp error too
    if (oven.given ? hasFailed(thing) : !pan)
      return { failed: true, result: step.because(oven.given ? failedInput('thing to bake', thing) : notFound(step, 'thing to bake', thing)).failed() };
    const target = oven.given ? step.findByPid(oven.value) : (oven.value as Entity | null);
    const temperature = step.make('amount', { quantity, unit });
    setSlot(target, 'temperature', temperature);
    bakeContents(step, pan, temperature);
    return { result: pan };
  },

  /** Mode 2: bake at the given oven's current temperature, which is also bound as the outputs. */
  bake_at_oven_temperature: (env, thing: Value, oven: Value): EffectResult => {
    const { step } = env;
    // the oven's temperature is read before the success test: no oven or a cold one stops the run
    const found = step.findByPid(oven);
    if (!found) throw new SimulationError('no-applicable-method(temperature)', 'the oven to bake in is not in the kitchen');
    const temperature = found.s.temperature;
    if (!(temperature instanceof Entity)) throw new SimulationError('no-applicable-method(quantity)', 'the oven to bake in has no temperature (not preheated)');
    const outputs = { 'target-temperature-quantity': temperature.s.quantity, 'target-temperature-unit': temperature.s.unit };
    if (hasFailed(thing)) return { failed: true, result: step.because(failedInput('thing to bake', thing)).failed(), outputs };
    const pan = step.findByPid(thing);
    bakeContents(step, pan, temperature);
    return { result: pan, outputs };
  },
};
