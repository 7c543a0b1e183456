// leave-for-time: leave a container's contents to cool for a time (spec: primitives-b §2.1).
import { changeTemperature } from '../kitchen/amounts.ts';
import type { Entity, Value } from '../kitchen/entity.ts';
import type { Effect, EffectResult } from '../rules/action.ts';
import { notFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  leave_for_time: (env, container: Value, quantity: Entity, unit: Entity): EffectResult => {
    const { step } = env;
    const bowl = step.findByPid(container, step.counterTop());
    if (!bowl) return { failed: true, result: step.because(notFound(step, 'container', container, true)).failed() };
    // a time amount: each item cools by T/45 per unit of the raw quantity (hours count as
    // minutes here), never below 18 °C
    changeTemperature(step, bowl, step.make('amount', { quantity, unit }));
    return { result: bowl };
  },
};
