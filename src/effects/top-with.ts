// top-with: put a share of a topping on each portion of a container or list
// (spec: primitives-b §2.18).
import { decidedBy, SimulationError } from '../errors.ts';
import { grams, ownContents } from '../kitchen/amounts.ts';
import { amountUnit, amountValue, copyEntity, Entity, setSlot, type Value } from '../kitchen/entity.ts';
import { add, compare, max, type Num, sub } from '../numbers/num.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { gramsOfFirst, share } from './sprinkle.ts';
import { inputItems } from './list-items.ts';
import { kindOf, notFound, wrongKind } from '../diagnostics/why.ts';
import type { FailureReason } from '../diagnostics/failure.ts';

/** The type test on the input: every content (or item) must be able to have something on top. */
function canBeTopped(thing: Entity): boolean {
  const all = (xs: Value) => ((xs as Value[] | null) ?? []).every((x) => x instanceof Entity && x.isA('can-have-on-top'));
  return (thing.isA('transferable-container') && all(thing.s.contents)) || (thing.isA('list-of-kitchen-entities') && all(thing.s.items));
}

/** Why `canBeTopped` refused: the first content or item that cannot have something on top. */
function cannotTop(thing: Entity): FailureReason {
  const list = thing.isA('list-of-kitchen-entities') ? thing.s.items : thing.s.contents;
  const bad = ((list as Value[] | null) ?? []).find((x) => !(x instanceof Entity && x.isA('can-have-on-top')));
  const what = bad !== undefined ? `${kindOf(bad)} in ${kindOf(thing)}` : kindOf(thing);
  return wrongKind(`cannot top ${what}`, 'top portions, or a container or list of them');
}

export const effects: Record<string, Effect> = {
  top_with: (env, thing, toppingContainer, quantity: SlotRef, unit: SlotRef) => {
    const { step } = env;
    const obj = thing as Entity;
    const given = quantity.given;
    if (!canBeTopped(obj)) {
      // the kitchen clock stays where it was; without a given amount, both amount outputs fail too
      step.because(cannotTop(obj));
      const outputs = given ? {} : { [quantity.slot]: step.failed(), [unit.slot]: step.failed() };
      return { failed: true, result: step.failed(), outputs, decidedBy: { inputs: [thing], anyState: true } };
    }
    const times = { 'top-with-clock': add(max(env.kt, env.avail('thing-to-be-topped')), 50) };
    const counterTop = step.counterTop();
    // a failed object passes the test (its item list is empty); which reading is tried first
    // decides what happens to it: a list without a time, a container with a failed result
    const asList = given ? !obj.isA('transferable-container') : obj.isA('list-of-kitchen-entities');
    const found = asList ? step.findKitchenEntities(obj, counterTop) : step.findByPid(obj, counterTop);
    const topping = step.findByPid(toppingContainer, counterTop);
    if (!found || !topping) {
      if (!given) return null;
      step.because(!found ? notFound(step, 'thing to top', obj, true) : notFound(step, 'topping container', toppingContainer, true));
      return { failed: true, result: step.failed(), times, decidedBy: { inputs: [thing, toppingContainer] } };
    }
    const portions = asList ? inputItems(env, found) : ownContents(step, found);
    const put = (portion: Entity, item: Entity, amount: Entity) => {
      const copy = step.copyOf(item);
      copy.s.amount = amount;
      setSlot(portion, 'has-on-top', copy);
    };
    if (!given) {
      // an equal share of the topping's grams for every portion, one amount object for all
      const { item, grams: g } = gramsOfFirst(step, topping);
      const per = step.amount(share(g, portions.length), 'g');
      for (const p of portions) put(p, item, per);
      topping.s.contents = [];
      return { result: found, outputs: { [quantity.slot]: per.s.quantity, [unit.slot]: per.s.unit }, times };
    }
    // a fixed portion P (in grams) per portion until the topping runs out; the last one gets the
    // rest, later portions nothing, and what is left after the last portion is lost
    const item = topping.contents[0];
    if (!(item instanceof Entity) || !(item.s.amount instanceof Entity)) throw new SimulationError('no-applicable-method(amount)', 'the topping container is empty', { inputs: [toppingContainer] });
    let P = step.make('amount', { quantity: quantity.value, unit: unit.value });
    if (amountUnit(P).cls.name !== 'g') P = step.amount(decidedBy({ inputs: [toppingContainer, unit.value] }, () => grams(step.units, copyEntity(item, { amount: P }))), 'g');
    // the topping's own value, in its own unit (not converted)
    let left: Num = amountValue(item.s.amount);
    for (const p of portions) {
      if (compare(left, 0) <= 0) break;
      if (compare(left, amountValue(P)) > 0) {
        put(p, item, P);
        left = sub(left, amountValue(P));
      } else {
        put(p, item, step.amount(left, 'g'));
        left = 0;
      }
    }
    topping.s.contents = [];
    return { result: found, times };
  },
};
