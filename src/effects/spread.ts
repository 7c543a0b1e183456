// spread: spread a container's content over the items of another container, or into it when it
// is empty (spec: primitives-b §2.16).
import { SimulationError } from '../errors.ts';
import { ownContent } from '../kitchen/amounts.ts';
import { amountUnit, amountValue, Entity, setSlot, type Value } from '../kitchen/entity.ts';
import { toF32 } from '../numbers/num.ts';
import type { Effect } from '../rules/action.ts';
import { share } from './sprinkle.ts';

export const effects: Record<string, Effect> = {
  /** The rule's conditions have found the object, the container with the spread and the tool; `given`: the spread container as bound. */
  spread_onto: (env, target: Entity, spread: Entity, input: Entity, utensil: Entity) => {
    const { step } = env;
    // the spread is read from the input binding, not from this step's kitchen state
    const given = input.contents;
    if (target.contents.length) {
      const s = given[0];
      if (!(s instanceof Entity) || !(s.s.amount instanceof Entity)) throw new SimulationError('no-applicable-method(amount)', 'there is nothing to spread');
      // shared over the items that can be spread upon, given to every item, as a single-float
      const count = target.contents.filter((c) => c.isA('can-be-spread-upon')).length;
      const per = toF32(share(amountValue(s.s.amount), count));
      const unitClass = amountUnit(s.s.amount).cls.name;
      for (const c of target.contents) {
        const item = ownContent(step, target, c);
        const copy = step.copyOf(s);
        copy.s.amount = step.make('amount', { quantity: step.make('quantity', { value: per }), unit: step.make(unitClass) });
        setSlot(copy, 'spread', true);
        setSlot(item, 'spread-with', copy);
      }
    } else {
      // an empty target takes the input binding's contents themselves (objects of an earlier state)
      target.s.contents = [...(given as Value[] as Entity[])];
    }
    spread.s.contents = [];
    utensil.s.used = true;
    return { result: target };
  },
};
