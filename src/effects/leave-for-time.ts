// leave-for-time: leave a container's contents to cool for a time (spec: primitives-b §2.1). The
// rule's condition has found the container on the counter-top.
import { changeTemperature } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect, EffectResult } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  leave_for_time: (env, bowl: Entity, quantity: Entity, unit: Entity): EffectResult => {
    // a time amount: each item cools by T/45 per unit of the raw quantity (hours count as
    // minutes here), never below 18 °C
    changeTemperature(env.step, bowl, env.step.make('amount', { quantity, unit }));
    return { result: bowl };
  },
};
