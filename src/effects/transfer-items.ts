// transfer-items: move items into a destination (spec: primitives-b §2.20). The rule's
// conditions have found the items (a list's, on the counter-top, or a container) and the
// destination, which stays where it is.
import { type Entity, setSlot, type Value } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  transfer_items: (env, list: Entity, pattern: Value, target: Entity) => {
    const counterTop = env.step.counterTop();
    const moved = (list.s.items as Entity[]) ?? [];
    setSlot(target, 'used', true);
    // the list's own items replace whatever the destination held
    target.s.contents = [...moved];
    target.s.arrangement = pattern;
    // their copies leave the counter-top (all portions of one dough share a persistent id)
    const pids = new Set(moved.map((i) => i.pid));
    counterTop.s.contents = counterTop.contents.filter((e) => !pids.has(e.pid));
    return { result: target };
  },
  /** Replaces the destination's contents, then empties the source (so a container moved onto itself ends up empty). */
  transfer_contents_of: (env, source: Entity, pattern: Value, target: Entity) => {
    target.s.contents = [...source.contents];
    source.s.contents = [];
    setSlot(target, 'used', true);
    target.s.arrangement = pattern;
    return { result: target };
  },
};
