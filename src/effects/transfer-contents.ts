// transfer-contents: pour everything from one container into another (spec: primitives-b
// §2.19). The rule's conditions have found the source (not empty, on the counter-top) and the
// target (retrieved by default, or given).
import { amountValue, Entity } from '../kitchen/entity.ts';
import { add, type Num } from '../numbers/num.ts';
import type { Effect, SlotRef } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  transfer_contents: (env, target: SlotRef, from: Entity) => {
    const { step } = env;
    const to = target.value as Entity;
    let sum: Num = 0;
    let unit: Entity | null = null;
    const moved = from.contents;
    // each item lands in front of the target's contents, so they come out reversed; built in one
    // list rather than one copy per item
    const contents: Entity[] = new Array(moved.length + to.contents.length);
    for (let i = 0; i < moved.length; i++) {
      const item = moved[i];
      const amount = item.s.amount;
      if (amount instanceof Entity) {
        sum = add(sum, amountValue(amount));
        unit = amount.s.unit as Entity;
      }
      contents[moved.length - 1 - i] = item;
    }
    for (let i = 0; i < to.contents.length; i++) contents[moved.length + i] = to.contents[i];
    if (moved.length) to.s.contents = contents;
    from.s.contents = [];
    to.s.used = true;
    const outputs: Record<string, Entity> = {
      'container-with-rest': from,
      quantity: step.make('quantity', { value: sum }),
      unit: unit ?? step.make('piece'),
    };
    if (!target.given) outputs['target-container'] = step.inInput(to) ?? to;
    return { result: to, outputs };
  },
};
