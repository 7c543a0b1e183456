// seed: seed the items of a container, the seeds going to a bowl (spec: primitives-b §2.11).
import { hasFailed } from '../kitchen/amounts.ts';
import { type Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { failedResult } from './cut.ts';
import { detachedCopy } from './mash.ts';
import { failedInput, firstOf, notRetrieved, refNotFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  seed: (env, input: Entity, tool: SlotRef, bowl: Entity | null) => {
    const { step } = env;
    // a given knife must lie on the counter-top
    const knife = tool.given ? step.findByPid(tool.value, step.counterTop()) : (tool.value as Entity | null);
    if (!knife || !bowl || hasFailed(input)) {
      const why = firstOf(
        [hasFailed(input), () => failedInput('container to seed', input)],
        [!knife, () => refNotFound(step, 'seeding tool', tool, true)],
        [true, () => notRetrieved(step)],
      );
      return failedResult(step.because(why), [tool, 'seed-of-ingredient']);
    }
    // quirk (as peel): the seeded container is a copy of the input binding; item order is kept
    const seeded = detachedCopy(step, input);
    for (const item of seeded.contents) {
      setSlot(item, 'seeded', true);
      bowl.s.contents = [step.make('seed', { 'seed-of': item }), ...bowl.contents];
    }
    knife.s.used = true;
    bowl.s.used = true;
    return { result: seeded };
  },
};
