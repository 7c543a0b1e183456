// sift: pass a container's contents through a sift into a target bowl (spec: primitives-b §2.15).
import { ownContent } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  /** The rule's conditions have found the target, the source and the sift (retrieved by default, or given). */
  sift_into: (env, target: SlotRef, from: Entity, tool: SlotRef) => {
    const { step } = env;
    const bowl = target.value as Entity;
    const sift = tool.value as Entity;
    // a default target is bound as it was in the input state
    const targetOut = target.given ? {} : { [target.slot]: step.inInput(bowl) ?? bowl };
    // with both target and sift given the contents are added after the target's own; otherwise
    // they replace whatever the target held
    bowl.s.contents = target.given && tool.given ? [...bowl.contents, ...from.contents] : [...from.contents];
    from.s.contents = [];
    bowl.s.used = true;
    sift.s.used = true;
    for (const item of bowl.contents) if (item.isA('siftable')) ownContent(step, bowl, item).s.sifted = true;
    return { result: bowl, outputs: targetOut };
  },
};
