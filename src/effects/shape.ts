// shape: give portions a shape (spec: primitives-b §2.14).
import { ownContents } from '../kitchen/amounts.ts';
import { Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { setOnListItems } from './list-items.ts';
import { notFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  shape: (env, portions, shape) => {
    const { step } = env;
    const counterTop = step.counterTop();
    const p = portions as Entity;
    // a failed-object is a list too, and takes this branch
    if (p instanceof Entity && p.isA('list-of-kitchen-entities')) {
      const list = step.findKitchenEntities(p, counterTop);
      if (!list) return { failed: true, result: step.because(notFound(step, 'list of portions to shape', p)).failed() };
      setOnListItems(env, list, 'current-shape', shape as Entity);
      return { result: list };
    }
    if (p instanceof Entity && p.isA('transferable-container')) {
      const container = step.findByPid(p, counterTop);
      if (!container) return { failed: true, result: step.because(notFound(step, 'container to shape', p, true)).failed() };
      // every item gets the very shape object, with no test that it can take a shape
      for (const item of ownContents(step, container)) setSlot(item, 'current-shape', shape as Entity);
      return { result: container };
    }
    return null; // anything else: the reference binds nothing
  },
};
