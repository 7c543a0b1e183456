// melt: flag the meltable contents of a container as melted (spec: primitives-b §2.4). The rule's
// conditions have found the container on the counter-top; the tool is never looked up.
import { ownContents } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  melt: (env, bowl: Entity) => {
    for (const item of ownContents(env.step, bowl)) if (item.isA('meltable')) item.s.melted = true;
    return { result: bowl };
  },
};
