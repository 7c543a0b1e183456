// flour: dust a container with flour, a default 10 g from the all-purpose flour stock or a given
// bowl's whole content (spec: primitives-a §2.13).
import { type Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { takeTenGrams } from './grease.ts';

export const effects: Record<string, Effect> = {
  flour_container: (env, container, flour: SlotRef) => {
    const { step } = env;
    const target = step.findByPid(container); // a failed object is simply not found
    if (!flour.given) {
      const stock = step.findIngredient('all-purpose-flour');
      if (!target || !stock) return { failed: true, result: step.failed(), outputs: { [flour.slot]: step.failed() } };
      const { bowl, portion } = takeTenGrams(step, stock);
      setSlot(target, 'sprinkled-with', portion);
      target.s.used = true;
      return { result: target, outputs: { [flour.slot]: bowl } };
    }
    const bowl = step.findByPid(flour.value);
    const first = bowl?.contents[0] as Entity | undefined;
    if (!target || !bowl || !first) return { failed: true, result: step.failed() };
    // the whole content goes on the container, the bowl is left empty
    bowl.s.contents = [];
    setSlot(target, 'sprinkled-with', first);
    target.s.used = true;
    return { result: target };
  },
};
