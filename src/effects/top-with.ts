// top-with: put a share of a topping on each portion of a container or list
// (spec: primitives-b §2.18).
import { SimulationError } from '../errors.ts';
import { grams, ownContents } from '../kitchen/amounts.ts';
import { amountUnit, amountValue, copyEntity, Entity, setSlot, type Value } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import { compare, type Num, sub } from '../numbers/num.ts';
import type { Effect, EffectResult } from '../rules/action.ts';
import { gramsOfFirst, share } from './sprinkle.ts';
import { inputItems } from './list-items.ts';

/** Each portion gets a copy of the topping's first item with this amount. */
function put(step: Step, portion: Entity, item: Entity, amount: Entity) {
  const copy = step.copyOf(item);
  copy.s.amount = amount;
  setSlot(portion, 'has-on-top', copy);
}

/** An equal share of the topping's grams for every portion, one amount object for all; its quantity and unit are bound. */
function shareOver(step: Step, portions: Entity[], topping: Entity): EffectResult {
  const { item, grams: g } = gramsOfFirst(step, topping);
  const per = step.amount(share(g, portions.length), 'g');
  for (const p of portions) put(step, p, item, per);
  topping.s.contents = [];
  return { outputs: { 'topping-quantity': per.s.quantity, 'topping-unit': per.s.unit } };
}

/**
 * A fixed portion P (in grams) per portion until the topping runs out; the last one gets the
 * rest, later portions nothing, and what is left after the last portion is lost.
 */
function fixedPortions(step: Step, portions: Entity[], topping: Entity, quantity: Value, unit: Value) {
  const item = topping.contents[0];
  if (!(item instanceof Entity) || !(item.s.amount instanceof Entity)) throw new SimulationError('no-applicable-method(amount)', 'the topping container is empty');
  let P = step.make('amount', { quantity, unit });
  if (amountUnit(P).cls.name !== 'g') P = step.amount(grams(step.units, copyEntity(item, { amount: P })), 'g');
  // the topping's own value, in its own unit (not converted)
  let left: Num = amountValue(item.s.amount);
  for (const p of portions) {
    if (compare(left, 0) <= 0) break;
    if (compare(left, amountValue(P)) > 0) {
      put(step, p, item, P);
      left = sub(left, amountValue(P));
    } else {
      put(step, p, item, step.amount(left, 'g'));
      left = 0;
    }
  }
  topping.s.contents = [];
}

/** The rule's conditions have found the thing (a list's items, or a container) and the topping on the counter-top. */
export const effects: Record<string, Effect> = {
  top_items_share: (env, list: Entity, topping: Entity) => ({ ...shareOver(env.step, inputItems(env, list), topping), result: list }),
  top_contents_share: (env, container: Entity, topping: Entity) => ({ ...shareOver(env.step, ownContents(env.step, container), topping), result: container }),
  top_items: (env, list: Entity, topping: Entity, quantity: Value, unit: Value) => {
    fixedPortions(env.step, inputItems(env, list), topping, quantity, unit);
    return { result: list };
  },
  top_contents: (env, container: Entity, topping: Entity, quantity: Value, unit: Value) => {
    fixedPortions(env.step, ownContents(env.step, container), topping, quantity, unit);
    return { result: container };
  },
};
