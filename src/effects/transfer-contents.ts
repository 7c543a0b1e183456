// transfer-contents: pour everything from one container into another (spec: primitives-b §2.19).
import { hasFailed } from '../kitchen/amounts.ts';
import { amountValue, Entity } from '../kitchen/entity.ts';
import { add, type Num } from '../numbers/num.ts';
import type { Effect } from '../rules/action.ts';
import { because, firstOf, notFound, notRetrieved } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  transfer_contents: (env, target, source) => {
    const { step } = env;
    const givenTarget = env.inputs['target-container'] !== undefined;
    const counterTop = step.counterTop();
    const from = step.findByPid(source, counterTop);
    const to = givenTarget ? (hasFailed(target) ? null : step.findByPid(target)) : (target as Entity | null);
    if (!from || !to || !from.contents.length) {
      step.because(
        firstOf(
          [!from, () => notFound(step, 'container to empty', source, true)],
          [!to, () => (givenTarget ? notFound(step, 'target container', target) : notRetrieved(step))],
          [true, () => because('F_EMPTY', `the container to empty (${from!.cls.name} ${from!.pid}) is empty`, 'check which line should have filled it')],
        ),
      );
      return {
        failed: true,
        result: step.failed(),
        outputs: {
          'container-with-rest': step.failed(),
          quantity: step.failed(),
          unit: step.failed(),
          ...(givenTarget ? {} : { 'target-container': step.failed() }),
        },
      };
    }
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
        ...(givenTarget ? {} : { 'target-container': step.inInput(to) ?? to }),
      },
    };
  },
};
