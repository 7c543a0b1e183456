// sprinkle: share the first item of a topping container over the contents of a container or the
// items of a list (spec: primitives-b §2.17). Also two small helpers of the topping-like actions:
// the grams of a container's first item, and an amount shared over portions.
import { SimulationError } from '../errors.ts';
import { grams, ownContents } from '../kitchen/amounts.ts';
import { Entity, setSlot } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import { div, type Num } from '../numbers/num.ts';
import type { Effect } from '../rules/action.ts';
import { inputItems } from './list-items.ts';

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

/** Each target gets a copy of the topping's first item with an equal share of its grams; anything else in the topping container is thrown away with it. */
function sprinkleOver(step: Step, targets: Entity[], topping: Entity) {
  const { item, grams } = gramsOfFirst(step, topping);
  // one amount object shared by every target (exact division unless a float is involved)
  const per = step.amount(share(grams, targets.length), 'g');
  for (const target of targets) {
    const copy = step.copyOf(item);
    copy.s.amount = per;
    setSlot(target, 'sprinkled-with', copy);
  }
  topping.s.contents = [];
}

export const effects: Record<string, Effect> = {
  /** The rule's conditions have found the container and the topping on the counter-top. */
  sprinkle_contents: (env, container: Entity, topping: Entity) => {
    sprinkleOver(env.step, ownContents(env.step, container), topping);
    return { result: container };
  },
  /** The same for the items of a list (changed in place, see inputItems). */
  sprinkle_items: (env, list: Entity, topping: Entity) => {
    sprinkleOver(env.step, inputItems(env, list), topping);
    return { result: list };
  },
};
