// drain: liquids go to a bowl, solids stay in the container (spec: primitives-a §2.9). The
// rule's conditions have found the container, the colander and the bowl.
import { copyEntity, Entity, amountValue } from '../kitchen/entity.ts';
import { mul } from '../numbers/num.ts';
import type { Effect } from '../rules/action.ts';

const isLiquid = (e: Entity) => e.isA('liquid') || (e.isA('liquefiable') && e.s['is-liquid'] === true);

export const effects: Record<string, Effect> = {
  drain: (env, pot: Entity, colander: Entity, bowl: Entity) => {
    const { step } = env;
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
