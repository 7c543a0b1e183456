// transfer-items: move items into a destination (spec: primitives-b §2.20).
import { decidedBy } from '../errors.ts';
import { Entity, setSlot, type Value } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { notFound } from '../diagnostics/why.ts';
import type { FailureReason } from '../diagnostics/failure.ts';

/** A destination that cannot be used (an oven, the counter-top) stops the step whatever the items. */
const markUsed = (target: Entity, destination: Value) => decidedBy({ inputs: [destination], anyState: true }, () => setSlot(target, 'used', true));

export const effects: Record<string, Effect> = {
  transfer_items: (env, items, pattern, destination) => {
    const { step } = env;
    const failed = (why: FailureReason) => ({ failed: true, result: step.because(why).failed() });
    if (!(items instanceof Entity)) return null;
    // the destination stays where it is
    const target = step.findByPid(destination);
    if (items.isA('list-of-kitchen-entities')) {
      const counterTop = step.counterTop();
      const list = step.findKitchenEntities(items, counterTop);
      if (!list || !target) return failed(!list ? notFound(step, 'list of items to transfer', items) : notFound(step, 'destination', destination));
      const moved = (list.s.items as Entity[]) ?? [];
      markUsed(target, destination);
      // the list's own items replace whatever the destination held
      target.s.contents = [...moved];
      target.s.arrangement = pattern;
      // their copies leave the counter-top (all portions of one dough share a persistent id)
      const pids = new Set(moved.map((i) => i.pid));
      counterTop.s.contents = counterTop.contents.filter((e) => !pids.has(e.pid));
      return { result: target };
    }
    if (items.isA('transferable-container')) {
      const source = step.findByPid(items);
      if (!source || !target) return failed(!source ? notFound(step, 'container to empty', items) : notFound(step, 'destination', destination));
      // replaces the destination's contents; then the source is emptied (so a container moved
      // onto itself ends up empty)
      target.s.contents = [...source.contents];
      source.s.contents = [];
      markUsed(target, destination);
      target.s.arrangement = pattern;
      return { result: target };
    }
    // anything else: the reference binds nothing, whatever the state and the other inputs
    return { nothing: true, decidedBy: { inputs: [items], anyState: true } };
  },
};
