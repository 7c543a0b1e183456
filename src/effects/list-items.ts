// The items of a list found again by `find-kitchen-entities`, which several reference actions
// (shape, flatten, dip, sprinkle, top-with, line) change in place.
import { SimulationError } from '../errors.ts';
import { ownContent } from '../kitchen/amounts.ts';
import { copyEntity, Entity, setSlot, type Value } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import type { EffectEnv } from '../rules/action.ts';
import { beforeInPlaceChange } from '../kitchen/in-place.ts';
import { mayHoldPid, summary } from '../kitchen/summary.ts';

/** What the list helpers need of a call. */
type ListEnv = Pick<EffectEnv, 'step' | 'initialKitchen'>;

/** Does `e` hold one of `targets` below it, at any depth? Subtrees whose summary rules out every
 * target's persistent id are skipped (the whole kitchen is walked at every such step). */
function holdsBelow(e: Entity, targets: Set<Entity>, pks: number[], step: Step): boolean {
  const contents = e.contents;
  if (!contents.length || !mayHoldOne(e, pks, step)) return false;
  for (let i = 0; i < contents.length; i++) {
    const c = contents[i];
    if (targets.has(c) || holdsBelow(c, targets, pks, step)) return true;
  }
  return false;
}

function mayHoldOne(c: Entity, pks: number[], step: Step): boolean {
  if (step.tx.isOwned(c)) return true;
  const below = summary(c);
  for (let i = 0; i < pks.length; i++) if (mayHoldPid(below, pks[i])) return true;
  return false;
}

/** Replaces, inside the writable `holder`, every object of `targets` by a private copy. */
function detach(step: Step, holder: Entity, targets: Set<Entity>, pks: number[]) {
  const contents = holder.contents;
  for (let i = 0; i < contents.length; i++) {
    const c = contents[i];
    if (targets.has(c)) ownContent(step, holder, c);
    else if (holdsBelow(c, targets, pks, step)) detach(step, ownContent(step, holder, c), targets, pks);
  }
}

/**
 * The items `find-kitchen-entities` returned, ready to be changed, e.g. by setting a slot. In the reference these are the input
 * list's own objects, shared with the input binding and the earlier kitchen states that hold
 * them, so the change shows there (and in every list holding them), while the copies in the new
 * kitchen state keep their old values. We reproduce both: objects the new state still shares with
 * the old one are first replaced there by copies, then the originals are changed in place. This is
 * the one deliberate exception to "mutate only what the step owns"; it changes what the metrics
 * see of earlier steps' outputs (e.g. the portions list of portion-and-arrange).
 */
export function inputItems({ step, initialKitchen }: ListEnv, list: Entity): Entity[] {
  beforeInPlaceChange();
  const shared = sharedEntities(initialKitchen);
  const items = ((list.s.items as Value[]) ?? []).map((item) =>
    // the initial kitchen serves every run (the reference's is a copy per run): never change it
    item instanceof Entity && shared.has(item) ? step.tx.adopt(copyEntity(item)) : item,
  );
  list.s.items = items;
  const entities = items.filter((x): x is Entity => x instanceof Entity);
  detach(step, step.ks, new Set(entities), entities.map((e) => e.pk));
  return entities;
}

/** Sets one slot on every item of such a list (a non-entity item has no slot to set). */
export function setOnListItems(env: ListEnv, list: Entity, slot: string, value: Value) {
  const raw = (list.s.items as Value[]) ?? [];
  const bad = raw.find((x) => !(x instanceof Entity));
  if (bad !== undefined) throw new SimulationError(`no-applicable-method(setf-${slot})`, `${String(bad)} is no kitchen entity`);
  for (const item of inputItems(env, list)) setSlot(item, slot, value);
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

