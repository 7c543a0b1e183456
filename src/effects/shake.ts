// shake: mix the contents of a covered container (spec: primitives-b §2.13).
import { mixContainer } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  shake: (env, container) => {
    const { step } = env;
    const jar = step.findByPid(container as Entity, step.counterTop());
    // only a container with a cover on can be shaken
    if (!jar || !jar.isA('coverable-container') || jar.s['covered-with'] === null || jar.s['covered-with'] === undefined)
      return { failed: true, result: step.failed() };
    // flagged `shaken`, not `mixed`; the cover stays on
    mixContainer(step, jar, 'homogeneous-mixture', 'shaken');
    return { result: jar };
  },
};
