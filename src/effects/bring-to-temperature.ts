// bring-to-temperature: let a container's contents reach a temperature, room temperature by
// default (spec: primitives-a §2.4). Nothing moves; the cook does not wait for it. The rule's
// condition has found the container on the counter-top.
import { changeTemperature } from '../kitchen/amounts.ts';
import type { Entity, Value } from '../kitchen/entity.ts';
import type { Effect, EffectResult, SlotRef } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  bring_to_temperature: (env, bowl: Entity, quantity: SlotRef, unit: Value): EffectResult => {
    const { step } = env;
    // by default the kitchen's own temperature object, not a copy
    const temperature = quantity.given ? step.make('amount', { quantity: quantity.value, unit }) : (step.ks.s.temperature as Entity);
    changeTemperature(step, bowl, temperature);
    return { result: bowl };
  },
};
