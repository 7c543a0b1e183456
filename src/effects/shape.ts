// shape: give portions a shape (spec: primitives-b §2.14), and the way list actions change the
// items of their input list (primitives-a §1.7, primitives-b §1.5).
import { SimulationError } from '../errors.ts';
import { ownContents } from '../kitchen/amounts.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import type { Effect } from '../rules/action.ts';

/** `(setf (slot e) v)`: an object without that slot makes the reference fail. */
export function setSlot(e: Entity, slot: string, value: Value) {
  if (!(slot in e.s)) throw new SimulationError(`no-applicable-method(setf-${slot})`, `a ${e.cls.name} has no ${slot}`);
  e.s[slot] = value;
}

/** Does `e` hold one of `targets`, at any depth? */
function holds(e: Entity, targets: Set<Entity>): boolean {
  return e.contents.some((c) => targets.has(c) || holds(c, targets));
}

/** Replaces, inside the writable `holder`, every object of `targets` by a private copy. */
function detach(step: Step, holder: Entity, targets: Set<Entity>) {
  holder.contents.forEach((c) => {
    if (targets.has(c)) step.tx.own([holder, c]);
    else if (holds(c, targets)) detach(step, step.tx.own([holder, c]), targets);
  });
}

/**
 * Sets a slot on the items `find-kitchen-entities` returned. In the reference these are the input
 * list's own objects, shared with the input binding and the earlier kitchen states that hold
 * them, so the change shows there (and in every list holding them), while the copies in the new
 * kitchen state keep their old values. We reproduce both: objects the new state still shares with
 * the old one are first replaced there by copies, then the originals are changed in place. This is
 * the one deliberate exception to "mutate only what the step owns"; it changes what the metrics
 * see of earlier steps' outputs (e.g. the portions list of portion-and-arrange).
 */
export function setOnListItems(step: Step, initialKitchen: Entity, list: Entity, slot: string, value: Value) {
  const shared = sharedEntities(initialKitchen);
  const items = ((list.s.items as Value[]) ?? []).map((item) => {
    if (!(item instanceof Entity)) throw new SimulationError(`no-applicable-method(setf-${slot})`, `${String(item)} is no kitchen entity`);
    // the initial kitchen serves every run (the reference's is a copy per run): never change it
    return shared.has(item) ? step.tx.adopt(new Entity(item.cls, item.id, item.pid, { ...item.s })) : item;
  });
  list.s.items = items;
  detach(step, step.ks, new Set(items));
  for (const item of items) setSlot(item, slot, value);
}

const sharedCache = new WeakMap<Entity, Set<Entity>>();

/** Every entity reachable from the initial kitchen through contents and list items. */
function sharedEntities(kitchen: Entity): Set<Entity> {
  let set = sharedCache.get(kitchen);
  if (!set) {
    const found = new Set<Entity>();
    const walk = (e: Entity) => {
      if (found.has(e)) return;
      found.add(e);
      for (const v of [...e.contents, ...(Array.isArray(e.s.items) ? e.s.items : [])]) if (v instanceof Entity) walk(v);
    };
    walk(kitchen);
    sharedCache.set(kitchen, (set = found));
  }
  return set;
}

export const effects: Record<string, Effect> = {
  shape: (env, portions, shape) => {
    const { step } = env;
    const counterTop = step.counterTop();
    const p = portions as Entity;
    // a failed-object is a list too, and takes this branch
    if (p instanceof Entity && p.isA('list-of-kitchen-entities')) {
      const list = step.findKitchenEntities(p, counterTop);
      if (!list) return { failed: true, result: step.failed() };
      setOnListItems(step, env.initialKitchen, list, 'current-shape', shape as Entity);
      return { result: list };
    }
    if (p instanceof Entity && p.isA('transferable-container')) {
      const container = step.findByPid(p, counterTop);
      if (!container) return { failed: true, result: step.failed() };
      // every item gets the very shape object, with no test that it can take a shape
      for (const item of ownContents(step, container)) setSlot(item, 'current-shape', shape as Entity);
      return { result: container };
    }
    return null; // anything else: the reference binds nothing
  },
};
