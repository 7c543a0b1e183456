// fry: fry the contents of a heatable container on the kitchen's stove, always 30 minutes
// (spec: primitives-a §2.14).
import { ownContents } from '../kitchen/amounts.ts';
import { type Entity, setSlot, type Value } from '../kitchen/entity.ts';
import type { Effect, EffectResult } from '../rules/action.ts';
import { copyAmount, heatTemperature } from './boil.ts';
import { because, firstOf, kindOf, notFound, wrongKind } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  fry: (env, thing: Value, stove: Entity | null, mode: Value): EffectResult => {
    const { step } = env;
    const pan = step.findByPid(thing);
    if (!pan || !stove || !pan.isA('heatable-container')) {
      const why = firstOf(
        [!pan, () => notFound(step, 'container to fry in', thing)],
        [!stove, () => because('F_NOT_IN_KITCHEN', 'the kitchen has no stove')],
        [true, () => wrongKind(`cannot fry in ${kindOf(pan)}`, 'only a heatable container can go on the stove')],
      );
      return { failed: true, result: step.because(why).failed(), outputs: { 'stove-to-fry-on': step.failed() } };
    }
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
