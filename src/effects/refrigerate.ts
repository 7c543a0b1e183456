// refrigerate: cool a container's contents to the fridge's temperature (spec: primitives-b
// §2.10). The container is not moved into the fridge.
import { changeTemperature, hasFailed } from '../kitchen/amounts.ts';
import type { Entity, Value } from '../kitchen/entity.ts';
import type { Effect, EffectResult, SlotRef } from '../rules/action.ts';
import { notFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  refrigerate: (env, container: Value, fridge: SlotRef): EffectResult => {
    const { step } = env;
    const bowl = step.findByPid(container, step.counterTop());
    if (fridge.given) {
      const given = hasFailed(fridge.value) ? null : step.findByPid(fridge.value);
      // a missing container or fridge binds the container looked up (unchanged), no failed
      // object: a missing container leaves the result nil, which stops the run
      if (!bowl || !given) {
        step.because(!bowl ? notFound(step, 'container to refrigerate', container, true) : notFound(step, 'fridge', fridge.value));
        return { failed: true, result: bowl };
      }
      changeTemperature(step, bowl, given.s.temperature as Entity);
      return { result: bowl };
    }
    // without a given fridge: the input state's fridge, bound as an output
    const inputFridge = step.inputPlace('fridge');
    const outputs = { [fridge.slot]: inputFridge };
    if (!bowl) return { failed: true, result: step.because(notFound(step, 'container to refrigerate', container, true)).failed(), outputs };
    changeTemperature(step, bowl, inputFridge!.s.temperature as Entity);
    return { result: bowl, outputs };
  },
};
