// mingle: turn a container's contents into one heterogeneous mixture (spec: primitives-b §2.5).
// The rule's conditions have found the container and the tool.
import { mixContainer } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  mingle: (env, bowl: Entity, utensil: Entity) => {
    // no flag: a heterogeneous mixture is not `mixed`
    mixContainer(env.step, bowl, 'heterogeneous-mixture', null);
    utensil.s.used = true;
    return { result: bowl };
  },
};
