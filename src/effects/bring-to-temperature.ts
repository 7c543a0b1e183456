// bring-to-temperature: let a container's contents reach a temperature, room temperature by
// default (spec: primitives-a §2.4). Nothing moves; the cook does not wait for it.
import { changeTemperature } from '../kitchen/amounts.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import type { Effect, EffectResult, SlotRef } from '../rules/action.ts';
import { notFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  bring_to_temperature: (env, container: Value, quantity: SlotRef, unit: Value): EffectResult => {
    const { step } = env;
    // by default the kitchen's own temperature object (18 °C), not a copy; its quantity and
    // unit objects are bound as outputs, on failure too
    const temperature = quantity.given
      ? step.make('amount', { quantity: quantity.value, unit })
      : (step.ks.s.temperature as Entity);
    const outputs = quantity.given ? {} : { [quantity.slot]: temperature.s.quantity, 'temperature-unit': temperature.s.unit };
    const bowl = step.findByPid(container, step.counterTop());
    if (!bowl) return { failed: true, result: step.because(notFound(step, 'container', container, true)).failed(), outputs };
    changeTemperature(step, bowl, temperature);
    return { result: bowl, outputs };
  },
};
