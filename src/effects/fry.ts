// fry: fry the contents of a heatable container on the kitchen's stove, always 30 minutes
// (spec: primitives-a §2.14). The rule's conditions have found the pan and the stove.
import { ownContents } from '../kitchen/amounts.ts';
import { type Entity, setSlot, type Value } from '../kitchen/entity.ts';
import type { Effect, EffectResult } from '../rules/action.ts';
import { copyAmount, heatTemperature } from './boil.ts';

export const effects: Record<string, Effect> = {
  fry: (env, pan: Entity, stove: Entity, mode: Value): EffectResult => {
    const { step } = env;
    stove.s.temperature = heatTemperature(step, mode);
    // only fryable items are heated; each gets its own copy of the stove temperature
    for (const item of ownContents(step, pan))
      if (item.isA('fryable')) {
        setSlot(item, 'temperature', copyAmount(step, stove.s.temperature));
        setSlot(item, 'fried', true);
      }
    return { result: pan };
  },
};
