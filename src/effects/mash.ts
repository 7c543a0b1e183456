// mash: flag the items of a container as mashed (spec: primitives-b §2.3).
import { copyEntity, Entity, setSlot } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import type { Effect } from '../rules/action.ts';

/**
 * The reference's `copy-object` of an input binding value: a copy outside every kitchen state,
 * same ids. Only the container and its direct items are changed afterwards, so only they are
 * copied; deeper objects are never mutated and can be shared.
 */
export function detachedCopy(step: Step, container: Entity): Entity {
  const copy = step.tx.adopt(copyEntity(container));
  if (Array.isArray(container.s.contents))
    copy.s.contents = container.contents.map((item) => step.tx.adopt(copyEntity(item)));
  return copy;
}

export const effects: Record<string, Effect> = {
  mash: (env, input: Entity, tool: Entity) => {
    // quirk: the mashed container is a copy of the input binding; the kitchen's container is untouched
    const mashed = detachedCopy(env.step, input);
    for (const item of mashed.contents) setSlot(item, 'mashed', true);
    setSlot(tool, 'used', true);
    return { result: mashed };
  },
};
