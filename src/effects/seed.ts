// seed: seed the items of a container, the seeds going to a bowl (spec: primitives-b §2.11).
import { type Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { detachedCopy } from './mash.ts';

export const effects: Record<string, Effect> = {
  seed: (env, input: Entity, knife: Entity, bowl: Entity) => {
    const { step } = env;
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
