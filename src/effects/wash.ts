// wash: flag the washable items of a container as washed (spec: primitives-b §2.22). The rule's
// condition has found the container on the counter-top.
import { ownContent } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  wash: (env, target: Entity) => {
    target.contents.forEach((item) => {
      // items that cannot be washed (e.g. black beans) are skipped silently
      if (item.isA('washable')) ownContent(env.step, target, item).s.washed = true;
    });
    return { result: target };
  },
};
