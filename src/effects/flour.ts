// flour: dust a container with flour, a default 10 g from the all-purpose flour stock or a given
// bowl's whole content (spec: primitives-a §2.13). The rule's conditions have found the container
// and the flour.
import { type Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { takeTenGrams } from './grease.ts';

export const effects: Record<string, Effect> = {
  flour_container: (env, target: Entity, flour: SlotRef) => {
    const { step } = env;
    if (!flour.given) {
      const { bowl, portion } = takeTenGrams(step, step.checkedIngredient('all-purpose-flour')!);
      setSlot(target, 'sprinkled-with', portion);
      target.s.used = true;
      return { result: target, outputs: { [flour.slot]: bowl } };
    }
    // the whole content goes on the container, the bowl is left empty
    const bowl = flour.value as Entity;
    const first = bowl.contents[0];
    bowl.s.contents = [];
    setSlot(target, 'sprinkled-with', first);
    target.s.used = true;
    return { result: target };
  },
};
