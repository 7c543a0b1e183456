// refrigerate: cool a container's contents to the fridge's temperature (spec: primitives-b
// §2.10). The container is not moved into the fridge. The rule's conditions have found the
// container on the counter-top and the given fridge (by default the input state's fridge).
import { changeTemperature } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect, EffectResult } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  refrigerate: (env, bowl: Entity, fridge: Entity): EffectResult => {
    changeTemperature(env.step, bowl, fridge.s.temperature as Entity);
    return { result: bowl };
  },
};
