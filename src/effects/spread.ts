// spread: spread a container's content over the items of another container, or into it when it
// is empty (spec: primitives-b §2.16).
import { SimulationError } from '../errors.ts';
import { amountUnit, amountValue, Entity, setSlot, type Value } from '../kitchen/entity.ts';
import { toF32 } from '../numbers/num.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { share } from './sprinkle.ts';
import { firstOf, notFound, refNotFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  spread_onto: (env, object, spreadContainer, tool: SlotRef) => {
    const { step } = env;
    const target = step.findByPid(object);
    const spread = step.findByPid(spreadContainer);
    const utensil = tool.given ? step.findByPid(tool.value) : (tool.value as Entity | null);
    if (!target || !spread || !utensil) {
      const why = firstOf(
        [!target, () => notFound(step, 'object to spread onto', object)],
        [!spread, () => notFound(step, 'container with the spread', spreadContainer)],
        [true, () => refNotFound(step, 'spreading tool', tool)],
      );
      return { failed: true, result: step.because(why).failed(), outputs: tool.given ? {} : { [tool.slot]: step.failed() } };
    }
    // the spread is read from the input binding, not from this step's kitchen state
    const given = (env.inputs['container-with-spread'] as Entity).contents;
    if (target.contents.length) {
      const s = given[0];
      if (!(s instanceof Entity) || !(s.s.amount instanceof Entity)) throw new SimulationError('no-applicable-method(amount)', 'there is nothing to spread');
      // shared over the items that can be spread upon, given to every item, as a single-float
      const count = target.contents.filter((c) => c.isA('can-be-spread-upon')).length;
      const per = toF32(share(amountValue(s.s.amount), count));
      const unitClass = amountUnit(s.s.amount).cls.name;
      for (const c of target.contents) {
        const item = step.tx.own([target, c]);
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
