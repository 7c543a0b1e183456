// sprinkle: share the first item of a topping container over the contents of a container or the
// items of a list (spec: primitives-b §2.17). Also two small helpers of the topping-like actions:
// the grams of a container's first item, and an amount shared over portions.
import { SimulationError } from '../errors.ts';
import { grams, ownContents } from '../kitchen/amounts.ts';
import { Entity, setSlot } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import { div, type Num } from '../numbers/num.ts';
import type { Effect } from '../rules/action.ts';
import { failedResult } from './cut.ts';
import { inputItems } from './list-items.ts';
import { notFound } from '../diagnostics/why.ts';

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
      if (result) targets = ownContents(step, result);
    } else if (obj.isA('list-of-kitchen-entities')) {
      result = step.findKitchenEntities(obj, counterTop);
      if (result) targets = inputItems(env, result);
    } else return null; // neither: the reference binds nothing
    const topping = step.findByPid(toppingContainer, counterTop);
    if (!result || !topping)
      return failedResult(step.because(!result ? notFound(step, 'object to sprinkle over', obj, true) : notFound(step, 'topping container', toppingContainer, true)), []);
    const { item, grams } = gramsOfFirst(step, topping);
    // one amount object shared by every target (exact division unless a float is involved)
    const per = step.amount(share(grams, targets.length), 'g');
    for (const target of targets) {
      const copy = step.copyOf(item);
      copy.s.amount = per;
      setSlot(target, 'sprinkled-with', copy);
    }
    // anything else in the topping container is thrown away with it
    topping.s.contents = [];
    return { result };
  },
};
