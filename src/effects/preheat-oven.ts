// preheat-oven: set an oven to a temperature (spec: primitives-b §2.9). The rule's conditions have
// found the given oven, or checked that the kitchen has one.
import type { Entity } from '../kitchen/entity.ts';
import type { Effect, EffectResult, SlotRef } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  preheat_oven: (env, oven: SlotRef, quantity: Entity, unit: Entity): EffectResult => {
    const { step } = env;
    // the kitchen's oven in this step's state (the oven output stays the input state's)
    const target = oven.given ? (oven.value as Entity) : step.place('oven')!;
    target.s.temperature = step.make('amount', { quantity, unit });
    return { result: target };
  },
};
