// fetch: bring unused objects of a class to the counter-top (spec: primitives-a §2.10). The rule's
// condition `fetched` has brought them there; one object is returned as such, any other quantity
// as a list.
import type { Entity } from '../kitchen/entity.ts';
import { numEquals, type Num } from '../numbers/num.ts';
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  /** `fetched`: what the condition brought (one object, or the objects in the order found). */
  fetch: (env, fetched: Entity | Entity[], quantity: Entity) => {
    // fetch never marks the object used, so a later default retrieval of this class finds it
    // on the counter-top again (and drops it from the kitchen: see Step.retrieve)
    if (numEquals(quantity.s.value as Num, 1)) return { result: fetched as Entity };
    // collected by prepending: newest first, which is also their order on the counter-top
    return { result: env.step.make('list-of-kitchen-entities', { items: [...(fetched as Entity[])].reverse() }) };
  },
};
