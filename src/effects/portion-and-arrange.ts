// portion-and-arrange: divide the dough of a container into portions (spec: primitives-b §2.8).
import { SimulationError } from '../errors.ts';
import { grams } from '../kitchen/amounts.ts';
import { amountValue, copyEntity, Entity, type Value } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import { compare, div, sub, type Num } from '../numbers/num.ts';
import type { Effect } from '../rules/action.ts';

/** The dough: the first content of the container (an empty one stops the reference). */
function doughOf(bowl: Entity): Entity {
  const dough = bowl.contents[0];
  if (!dough || !(dough.s.amount instanceof Entity)) throw new SimulationError('no-applicable-method(amount)', 'the dough container is empty');
  return dough;
}

/** A copy of the dough (same ids, like the reference's deep copy) with its own component list. */
function copyDough(step: Step, dough: Entity, amount: Entity): Entity {
  const copy = copyEntity(dough); // set below rather than passed as changes: no record per portion
  copy.s.amount = amount;
  if (Array.isArray(copy.s.components)) copy.s.components = [...copy.s.components];
  return step.tx.adopt(copy);
}

/**
 * Cuts portions of `quantity` `unit` off the dough and prepends each to the destination; returns
 * them newest first. Full portions share one amount object; the last one gets what is left,
 * always labelled `g` (even for a dough in another unit).
 */
function cutPortions(step: Step, bowl: Entity, quantity: Entity, unit: Entity, destination: Entity, pattern: Value): Entity[] {
  const dough = doughOf(bowl);
  let size = step.make('amount', { quantity, unit });
  // a size in another unit than g: the grams of that much of this very dough
  if (unit.cls.name !== 'g') size = step.amount(grams(step.units, copyDough(step, dough, size)), 'g');
  const each = amountValue(size);
  let left: Num = amountValue(dough.s.amount as Entity);
  // the reference would loop forever here
  if (compare(left, 0) > 0 && compare(each, 0) <= 0) throw new SimulationError('non-positive-portion-size', 'portions of no size');
  const cut: Entity[] = [];
  while (compare(left, 0) > 0) {
    if (compare(left, each) > 0) {
      cut.push(copyDough(step, dough, size));
      left = sub(left, each);
    } else {
      cut.push(copyDough(step, dough, step.amount(left, 'g')));
      left = 0;
    }
  }
  // each portion goes in front of the destination's contents (one copy of the list, not one per portion)
  const portions = cut.reverse();
  destination.s.contents = [...portions, ...destination.contents];
  bowl.s.contents = []; // anything besides the dough goes too
  destination.s.arrangement = pattern;
  return portions;
}

/** The rule's conditions have found the dough container (and a destination) and checked the dough. */
export const effects: Record<string, Effect> = {
  /** Modes 1, 2: portions on the counter-top, returned as a new list. */
  portion_on_counter_top: (env, bowl: Entity, quantity: Entity, unit: Entity, pattern: Value) => {
    const { step } = env;
    const counterTop = step.counterTop();
    const portions = cutPortions(step, bowl, quantity, unit, counterTop, pattern);
    return {
      result: step.make('list-of-kitchen-entities', { items: portions }),
      // the reference binds the counter-top of the input kitchen state, not the new one
      outputs: { destination: step.inInput(counterTop) ?? counterTop },
    };
  },

  /** Modes 3, 4: portions into a given destination, which is the result. */
  portion_into: (env, bowl: Entity, quantity: Entity, unit: Entity, pattern: Value, target: Entity) => {
    cutPortions(env.step, bowl, quantity, unit, target, pattern);
    return { result: target };
  },

  /** Mode 5: one equal portion per tin; the portion size is also returned. */
  portion_into_muffin_tins: (env, bowl: Entity, tins: Entity, pattern: Value) => {
    const { step } = env;
    const count = tins.s['number-of-tins'];
    if (!(count instanceof Entity)) throw new SimulationError('no-applicable-method(number-of-tins)', `a ${tins.cls.name} has no number of tins`);
    const n = count.s.value as Num;
    const dough = doughOf(bowl);
    const doughAmount = dough.s.amount as Entity;
    const doughUnit = doughAmount.s.unit as Entity;
    const unitCopy = step.tx.adopt(copyEntity(doughUnit));
    // total / n, exact for exact amounts; one amount object shared by all portions
    const size = step.make('amount', { quantity: step.make('quantity', { value: div(amountValue(doughAmount), n) }), unit: unitCopy });
    // each portion goes in front of the tins' contents (one copy of the list, not one per portion)
    const portions: Entity[] = [];
    for (let i = 0; compare(i, n) < 0; i++) portions.push(copyDough(step, dough, size));
    if (portions.length) tins.s.contents = [...portions.reverse(), ...tins.contents];
    bowl.s.contents = [];
    tins.s.arrangement = pattern;
    return { result: tins, outputs: { quantity: size.s.quantity as Entity, unit: unitCopy } };
  },
};
