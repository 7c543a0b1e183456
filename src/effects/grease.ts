// grease: brush a container with butter, a default 10 g from the stock or a given bowl's whole
// content (spec: primitives-a §2.16). `takeTenGrams` is shared with flour.
import { ownContent } from '../kitchen/amounts.ts';
import { Entity, setSlot } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import { type Num, sub } from '../numbers/num.ts';
import type { Effect, SlotRef } from '../rules/action.ts';

/**
 * The default 10 g of an ingredient class: a detached copy of its stock bowl (made before any
 * change; same persistent id) whose ingredient holds 10 g, while the real stock loses 10 in
 * whatever unit it is kept. The stock bowl goes to the counter-top and back, which leaves it at
 * the front of its location. Returns the detached bowl and its ingredient.
 */
export function takeTenGrams(step: Step, stock: { container: Entity; location: Entity }): { bowl: Entity; portion: Entity } {
  const { container, location } = stock;
  const bowl = step.copyOf(container);
  const portion = bowl.contents[0];
  portion.s.amount = step.amount(10, 'g');
  const item = ownContent(step, container, container.contents[0]);
  const quantity = step.tx.ownSlot(step.tx.ownSlot(item, 'amount'), 'quantity');
  quantity.s.value = sub(quantity.s.value as Num, 10);
  const counterTop = step.counterTop();
  step.move(container, location, counterTop);
  step.move(container, counterTop, location);
  return { bowl, portion };
}

export const effects: Record<string, Effect> = {
  /** The rule's conditions have found the container (and in mode 2 the bowl with the grease) and checked the butter. */
  grease_container: (env, target: Entity, grease: SlotRef) => {
    const { step } = env;
    if (!grease.given) {
      const { bowl, portion } = takeTenGrams(step, step.checkedIngredient('butter')!);
      portion.s.spread = true;
      setSlot(target, 'brushed-with', portion);
      target.s.used = true;
      return { result: target, outputs: { [grease.slot]: bowl } };
    }
    // the bowl's first content is the grease; the bowl is left empty
    const bowl = grease.value as Entity;
    const first = bowl.contents[0];
    const butter = first instanceof Entity ? ownContent(step, bowl, first) : null;
    bowl.s.contents = [];
    setSlot(butter, 'spread', true);
    setSlot(target, 'brushed-with', butter);
    target.s.used = true;
    return { result: target };
  },
};
