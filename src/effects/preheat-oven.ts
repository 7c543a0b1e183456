// preheat-oven: set an oven to a temperature (spec: primitives-b §2.9).
import type { Entity } from '../kitchen/entity.ts';
import type { Effect, EffectResult, SlotRef } from '../rules/action.ts';
import { because, notFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  preheat_oven: (env, oven: SlotRef, quantity: Entity, unit: Entity): EffectResult => {
    const { step } = env;
    const target = oven.given ? step.findByPid(oven.value) : step.place('oven');
    // without a given oven the oven output is the input state's oven, still cold
    const outputs = oven.given ? {} : { [oven.slot]: step.inputPlace('oven') };
    if (!target) {
      step.because(oven.given ? notFound(step, 'oven', oven.value) : because('F_NOT_IN_KITCHEN', 'the kitchen has no oven'));
      return { failed: true, result: step.failed(), outputs };
    }
    target.s.temperature = step.make('amount', { quantity, unit });
    return { result: target, outputs };
  },
};
