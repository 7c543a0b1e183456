// sprinkle: share the first item of a topping container over the contents of a container or the
// items of a list (spec: primitives-b §2.17). Also the small helpers the topping-like actions
// (dip, top-with, spread, line, grease, flour) share.
import { SimulationError } from '../errors.ts';
import { grams } from '../kitchen/amounts.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import { pathTo, type Step } from '../kitchen/step.ts';
import { div, type Num } from '../numbers/num.ts';
import type { Effect, EffectEnv, EffectResult } from '../rules/action.ts';

/** `copy-object`: a deep copy with the same ids; every entity in it is writable in this step. */
export function deepCopy<T extends Value>(step: Step, v: T): T {
  if (v instanceof Entity) {
    const s: Record<string, Value> = {};
    for (const [k, x] of Object.entries(v.s)) s[k] = deepCopy(step, x);
    return step.tx.adopt(new Entity(v.cls, v.id, v.pid, s)) as T;
  }
  if (Array.isArray(v)) return v.map((x) => deepCopy(step, x)) as T;
  return v;
}

/**
 * The items of a list found by `find-kitchen-entities`: the input list's own item objects, which
 * the reference changes in place, so the change also shows in the producing step's bindings (a
 * later sprinkle on the same items overwrites what an earlier node's output shows). Reproduced
 * deliberately: these objects are changed although this step does not own them. The new kitchen
 * state must not see the change (the reference copied it before), so any item it still shares is
 * first replaced there by the step's own copy.
 */
export function inputItems(env: EffectEnv, list: Entity): Entity[] {
  const { step } = env;
  const items = ((list.s.items as Value[]) ?? []).map((item) => {
    if (!(item instanceof Entity)) return item;
    // the initial kitchen is shared by every run here (the reference copies it per run): an item
    // of it is copied rather than changed
    if (pathTo(env.initialKitchen, (e) => e === item, false)) return step.tx.adopt(new Entity(item.cls, item.id, item.pid, { ...item.s }));
    const path = pathTo(step.ks, (e) => e === item, false);
    if (path) step.tx.own(path);
    return item;
  });
  list.s.items = items;
  return items.filter((x): x is Entity => x instanceof Entity);
}

/** A slot write as the reference's `setf` accessor does it: an object without the slot is an error. */
export function setSlot(e: Entity | null | undefined, slot: string, v: Value) {
  if (!(e instanceof Entity) || !(slot in e.s))
    throw new SimulationError(`no-applicable-method(setf-${slot})`, `${e instanceof Entity ? e.cls.name : 'nil'} has no ${slot} slot`);
  e.s[slot] = v;
}

/** `convert-to-g` of a container's first item (an empty container hands nil to it: an error). */
export function gramsOfFirst(step: Step, container: Entity): { item: Entity; grams: Num } {
  const item = container.contents[0];
  if (!(item instanceof Entity)) throw new SimulationError('no-applicable-method(convert-to-g)', `${container.cls.name} is empty`);
  return { item, grams: grams(step.units, item) };
}

/** `total / n` for n portions; no portion at all is the reference's division by zero. */
export function share(total: Num, n: number): Num {
  if (n === 0) throw new SimulationError('division-by-zero', 'there is nothing to share the amount over');
  return div(total, n);
}

/** Failure: the first output is a failed object. */
export const failedResult = (step: Step): EffectResult => ({ failed: true, result: step.failed() });

export const effects: Record<string, Effect> = {
  sprinkle_over: (env, object, toppingContainer) => {
    const { step } = env;
    const obj = object as Entity;
    const counterTop = step.counterTop();
    let result: Entity | null;
    let targets: Entity[] = [];
    // a failed object is a transferable-container, so it takes the container branch (not found)
    if (obj.isA('transferable-container')) {
      result = step.findByPid(obj, counterTop);
      if (result) targets = result.contents.map((c) => step.tx.own([result!, c]));
    } else if (obj.isA('list-of-kitchen-entities')) {
      result = step.findKitchenEntities(obj, counterTop);
      if (result) targets = inputItems(env, result);
    } else return null; // neither: the reference binds nothing
    const topping = step.findByPid(toppingContainer, counterTop);
    if (!result || !topping) return failedResult(step);
    const { item, grams } = gramsOfFirst(step, topping);
    // one amount object shared by every target (exact division unless a float is involved)
    const per = step.amount(share(grams, targets.length), 'g');
    for (const target of targets) {
      const copy = deepCopy(step, item);
      copy.s.amount = per;
      setSlot(target, 'sprinkled-with', copy);
    }
    // anything else in the topping container is thrown away with it
    topping.s.contents = [];
    return { result };
  },
};
