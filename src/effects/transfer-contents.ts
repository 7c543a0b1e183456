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
    for (const item of from.contents) {
      const amount = item.s.amount;
      if (amount instanceof Entity) {
        sum = add(sum, amountValue(amount));
        unit = amount.s.unit as Entity;
      }
      to.s.contents = [item, ...to.contents];
    }
    from.s.contents = [];
    to.s.used = true;
    return {
      result: to,
      outputs: {
        'container-with-rest': from,
        quantity: step.make('quantity', { value: sum }),
        unit: unit ?? step.make('piece'),
        ...(target.given ? {} : { 'target-container': step.inInput(to) ?? to }),
      },
    };
  },
};
