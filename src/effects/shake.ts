// shake: mix the contents of a covered container (spec: primitives-b §2.13).
import { mixContainer } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { because, firstOf, kindOf, notFound, wrongKind } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  shake: (env, container) => {
    const { step } = env;
    const jar = step.findByPid(container as Entity, step.counterTop());
    // only a container with a cover on can be shaken
    if (!jar || !jar.isA('coverable-container') || jar.s['covered-with'] === null || jar.s['covered-with'] === undefined) {
      const why = firstOf(
        [!jar, () => notFound(step, 'container to shake', container, true)],
        [!jar || !jar.isA('coverable-container'), () => wrongKind(`cannot shake ${kindOf(jar)}`, 'only a container with a cover on can be shaken')],
        [true, () => because('F_NOT_COVERED', `the ${jar!.cls.name} has no cover on`, 'cover it first')],
      );
      return { failed: true, result: step.because(why).failed() };
    }
    // flagged `shaken`, not `mixed`; the cover stays on
    mixContainer(step, jar, 'homogeneous-mixture', 'shaken');
    return { result: jar };
  },
};
