// uncover: take the cover off a container and put it on the counter-top (spec: primitives-b §2.21).
import { SimulationError } from '../errors.ts';
import { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { because } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  uncover_object: (env, object) => {
    const { step } = env;
    const container = step.findByPid(object);
    // the reference reads the cover before any test, so a missing (or failed) object is an error
    if (!container) throw new SimulationError('no-applicable-method(covered-with)', 'the object to uncover is not in the kitchen');
    if (!(container.s['covered-with'] instanceof Entity)) {
      step.because(because('F_NOT_COVERED', `the ${container.cls.name} has no cover to take off`));
      return { failed: true, result: step.failed(), outputs: { cover: step.failed() } };
    }
    const cover = step.tx.ownSlot(container, 'covered-with');
    container.s['covered-with'] = null;
    cover.s['is-covering'] = null;
    const counterTop = step.counterTop();
    counterTop.s.contents = [cover, ...counterTop.contents];
    return { result: container, outputs: { cover } };
  },
};
