// crack: whole eggs into the target, shells into the eggs container (spec: primitives-a §2.7).
// The rule's conditions have found both containers.
import { SimulationError } from '../errors.ts';
import { amountValue, Entity } from '../kitchen/entity.ts';
import { compare } from '../numbers/num.ts';
import type { Effect, SlotRef } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  crack: (env, source: Entity, target: SlotRef) => {
    const { step } = env;
    const bowl = target.value as Entity;
    for (const item of source.contents) {
      const amount = item.s.amount;
      // the rule declares this stop (contents_measured); a rule file that does not still stops here
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
