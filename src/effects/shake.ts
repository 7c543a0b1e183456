// shake: mix the contents of a covered container (spec: primitives-b §2.13). The rule's
// conditions have found the container, with a cover on, on the counter-top.
import { mixContainer } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  shake: (env, jar: Entity) => {
    // flagged `shaken`, not `mixed`; the cover stays on
    mixContainer(env.step, jar, 'homogeneous-mixture', 'shaken');
    return { result: jar };
  },
};
