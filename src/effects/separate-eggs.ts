// separate-eggs: a yolk and a white for every item of the eggs container (spec: primitives-b §2.12).
import { SimulationError } from '../errors.ts';
import { amountUnit, amountValue, copyEntity, Entity } from '../kitchen/entity.ts';
import { F32, mul } from '../numbers/num.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import type { Step } from '../kitchen/step.ts';

// the reference's single-float literals: a yolk is 36 % of an egg, a white 64 %
const YOLK = new F32(0.36);
const WHITE = new F32(0.64);

/** `share` of an item's amount, in a copy of its unit. */
function part(step: Step, item: Entity, cls: string, share: F32): Entity {
  const amount = item.s.amount;
  if (!(amount instanceof Entity)) throw new SimulationError('no-applicable-method(amount)', `${item.cls.name} has no amount`);
  const unit = amountUnit(amount);
  return step.make(cls, {
    amount: step.make('amount', {
      quantity: step.make('quantity', { value: mul(share, amountValue(amount)) }),
      unit: step.tx.adopt(copyEntity(unit)),
    }),
  });
}

export const effects: Record<string, Effect> = {
  // the yolks' bowl: another unused medium bowl than the whites' one (excluded by identity)
  separate_eggs_other_bowl: (env, whites: Entity | null) => ({ result: env.step.retrieve('medium-bowl', whites ? [whites] : []) }),

  /** The rule's conditions have found the eggs container, both bowls and the separator. */
  separate_eggs: (env, source: Entity, yolks: SlotRef, whites: SlotRef, separator: SlotRef) => {
    const { step } = env;
    const yolkBowl = yolks.value as Entity;
    const whiteBowl = whites.value as Entity;
    const tool = separator.value as Entity;
    for (const item of source.contents) {
      yolkBowl.s.contents = [...yolkBowl.contents, part(step, item, 'egg-yolk', YOLK)];
      whiteBowl.s.contents = [...whiteBowl.contents, part(step, item, 'egg-white', WHITE)];
    }
    source.s.contents = source.contents.filter((e) => !e.isA('whole-egg'));
    yolkBowl.s.used = true;
    whiteBowl.s.used = true;
    tool.s.used = true;
    return {
      result: yolkBowl,
      outputs: {
        'container-with-egg-whites': whiteBowl,
        // quirk: the default bowls are bound as they were in the input kitchen (empty, unused)
        ...(yolks.given ? {} : { 'target-container-for-yolks': step.inInput(yolkBowl) ?? yolkBowl }),
        ...(whites.given ? {} : { 'target-container-for-whites': step.inInput(whiteBowl) ?? whiteBowl }),
        ...(separator.given ? {} : { 'egg-separator': tool }),
      },
    };
  },
};
