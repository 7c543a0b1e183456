// grind: flag the grindable items of a container as ground (spec: primitives-a §2.17). The rule's
// conditions have found the container and the tool.
import { ownContent } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  grind: (env, target: Entity, processor: Entity) => {
    target.contents.forEach((item) => {
      // other items are left alone, no error
      if (item.isA('grindable')) ownContent(env.step, target, item).s.ground = true;
    });
    processor.s.used = true;
    return { result: target };
  },
};
