// crack: whole eggs into the target, shells into the eggs container (spec: primitives-a §2.7).
import { SimulationError } from '../errors.ts';
import { hasFailed } from '../kitchen/amounts.ts';
import { amountValue, Entity } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import { compare } from '../numbers/num.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { failedResult } from './cut.ts';
import { failedInput, firstOf, notRetrieved } from '../diagnostics/why.ts';

/** A container the reference expects to find; not finding it is a Lisp error, not a failure. */
export function mustFind(step: Step, object: Entity, where?: Entity): Entity {
  const found = step.findByPid(object, where);
  if (!found) throw new SimulationError('no-applicable-method(contents)', `the ${object.cls.name} ${object.pid} is not in the kitchen`);
  return found;
}

export const effects: Record<string, Effect> = {
  crack: (env, eggs: Entity, target: SlotRef) => {
    const { step } = env;
    if (hasFailed(eggs) || !target.value || hasFailed(target.value)) {
      const why = firstOf(
        [hasFailed(eggs), () => failedInput('eggs container', eggs)],
        [!target.value, () => notRetrieved(step)],
        [true, () => failedInput('target container', target.value)],
      );
      return failedResult(step.because(why), [target]);
    }
    const source = mustFind(step, eggs);
    const bowl = target.given ? mustFind(step, target.value as Entity) : (target.value as Entity);
    for (const item of source.contents) {
      const amount = item.s.amount;
      if (!(amount instanceof Entity)) throw new SimulationError('no-applicable-method(amount)', `${item.cls.name} has no amount`);
      // quirk: one egg per whole unit of the amount, whatever the item's class or unit; appended
      // once at the end (the bowl may be the eggs container itself: eggs and shells alternate)
      const eggs: Entity[] = [];
      const shells = bowl === source ? eggs : [];
      for (let i = 1; compare(i, amountValue(amount)) <= 0; i++) {
        eggs.push(step.make('whole-egg', { amount: step.amount(50, 'g') }));
        shells.push(step.make('egg-shell', { cracked: true }));
      }
      bowl.s.contents = [...bowl.contents, ...eggs];
      if (shells !== eggs) source.s.contents = [...source.contents, ...shells];
      source.s.contents = source.contents.filter((e) => !e.isA('egg'));
    }
    // only a bowl taken by default is marked used
    if (!target.given) bowl.s.used = true;
    return {
      result: bowl,
      // quirk: the target output is the bowl as it was in the input kitchen (empty, unused)
      outputs: target.given ? {} : { 'target-container': step.inInput(bowl) ?? bowl },
    };
  },
};
