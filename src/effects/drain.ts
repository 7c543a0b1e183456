// drain: liquids go to a bowl, solids stay in the container (spec: primitives-a §2.9).
import { copyEntity, Entity, amountValue } from '../kitchen/entity.ts';
import { mul } from '../numbers/num.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { failedResult } from './cut.ts';
import { firstOf, notFound, notRetrieved, refNotFound } from '../diagnostics/why.ts';

const isLiquid = (e: Entity) => e.isA('liquid') || (e.isA('liquefiable') && e.s['is-liquid'] === true);

export const effects: Record<string, Effect> = {
  drain: (env, container: Entity, tool: SlotRef, bowl: Entity | null) => {
    const { step } = env;
    const counterTop = step.counterTop();
    const colander = tool.given ? step.findByPid(tool.value, counterTop) : (tool.value as Entity | null);
    const pot = step.findByPid(container, counterTop);
    if (!colander || !bowl || !pot) {
      const why = firstOf(
        [!pot, () => notFound(step, 'container to drain', container, true)],
        [!colander, () => refNotFound(step, 'colander', tool, true)],
        [true, () => notRetrieved(step)],
      );
      return failedResult(step.because(why), [tool, 'liquid-rests']);
    }
    // both lists are built by prepending: each comes out in reverse encounter order
    const liquids: Entity[] = [];
    const solids: Entity[] = [];
    for (const item of pot.contents) {
      if (isLiquid(item)) liquids.unshift(item);
      else if (item.isA('heterogeneous-mixture')) {
        const components = (item.s.components as Entity[] | null) ?? [];
        // quirk: a mixture with no liquid component is dropped altogether
        if (!components.some(isLiquid)) continue;
        const total = item.s.amount as Entity;
        for (const c of components) {
          // a component's fraction becomes an absolute amount in the mixture's unit
          const amount = step.make('amount', {
            quantity: step.make('quantity', { value: mul(amountValue(c.s.amount as Entity), amountValue(total)) }),
            unit: total.s.unit,
          });
          const part = step.tx.adopt(copyEntity(c, { amount }));
          (isLiquid(part) ? liquids : solids).unshift(part);
        }
      } else solids.unshift(item);
    }
    bowl.s.contents = liquids;
    pot.s.contents = solids;
    colander.s.used = true;
    bowl.s.used = true;
    return { result: pot, outputs: { 'liquid-rests': bowl } };
  },
};
