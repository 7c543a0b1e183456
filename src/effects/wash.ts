// wash: flag the washable items of a container as washed (spec: primitives-b §2.22).
import type { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { failedResult } from './cut.ts';
import { notFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  wash: (env, container: Entity) => {
    const { step } = env;
    const target = step.findByPid(container, step.counterTop());
    if (!target) return failedResult(step.because(notFound(step, 'container to wash', container, true)), []);
    target.contents.forEach((item) => {
      // items that cannot be washed (e.g. black beans) are skipped silently
      if (item.isA('washable')) step.tx.own([target, item]).s.washed = true;
    });
    return { result: target };
  },
};
