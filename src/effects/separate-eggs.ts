// separate-eggs: a yolk and a white for every item of the eggs container (spec: primitives-b §2.12).
import { SimulationError } from '../errors.ts';
import { amountUnit, amountValue, copyEntity, Entity } from '../kitchen/entity.ts';
import { F32, mul } from '../numbers/num.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import type { Step } from '../kitchen/step.ts';
import { failedResult } from './cut.ts';
import { firstOf, notFound, refNotFound } from '../diagnostics/why.ts';

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

  separate_eggs: (env, eggs: Entity, yolks: SlotRef, whites: SlotRef, separator: SlotRef) => {
    const { step } = env;
    const source = step.findByPid(eggs);
    const find = (ref: SlotRef, where?: Entity) => (ref.given ? step.findByPid(ref.value, where) : (ref.value as Entity | null));
    const yolkBowl = find(yolks);
    const whiteBowl = find(whites);
    // a given separator must lie on the counter-top
    const tool = find(separator, step.counterTop());
    // a failed default separator is bound to a can-separate-eggs slot: the engine's type check
    // then stops the run, as the reference's does
    if (!source || !yolkBowl || !whiteBowl || !tool) {
      const why = firstOf(
        [!source, () => notFound(step, 'eggs container', eggs)],
        [!yolkBowl, () => refNotFound(step, 'container for the yolks', yolks)],
        [!whiteBowl, () => refNotFound(step, 'container for the whites', whites)],
        [true, () => refNotFound(step, 'egg separator', separator, true)],
      );
      return failedResult(step.because(why), ['container-with-egg-whites', yolks, whites, separator]);
    }
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
