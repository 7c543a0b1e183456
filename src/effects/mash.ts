// mash: flag the items of a container as mashed (spec: primitives-b §2.3).
import { hasFailed } from '../kitchen/amounts.ts';
import { copyEntity, Entity, setSlot } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { failedResult } from './cut.ts';
import { failedInput, firstOf, notRetrieved } from '../diagnostics/why.ts';

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
  mash: (env, input: Entity, tool: SlotRef) => {
    const { step } = env;
    if (tool.given ? hasFailed(input, tool.value) : !tool.value || hasFailed(input)) {
      const why = firstOf(
        [hasFailed(input), () => failedInput('container to mash', input)],
        [tool.given, () => failedInput('mashing tool', tool.value)],
        [true, () => notRetrieved(step)],
      );
      return failedResult(step.because(why), [tool]);
    }
    // quirk: the mashed container is a copy of the input binding; the kitchen's container is untouched
    const mashed = detachedCopy(step, input);
    for (const item of mashed.contents) setSlot(item, 'mashed', true);
    // a given tool is looked up anywhere; not finding it is an error when it is marked used
    const fork = tool.given ? step.findByPid(tool.value) : (tool.value as Entity);
    setSlot(fork, 'used', true);
    return { result: mashed };
  },
};
