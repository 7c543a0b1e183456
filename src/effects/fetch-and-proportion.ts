// fetch-and-proportion: measure an amount of an ingredient from its stock into a container
// (spec: primitives-a §2.11). The rule's conditions have found the target container (retrieved by
// default, or given) and checked that the kitchen stocks the ingredient.
import { takePieces, weighIngredient } from '../kitchen/amounts.ts';
import { amountUnit, Entity } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  fetch_and_proportion: (env, target: SlotRef, concept: Entity, quantity: Entity, unit: Entity) => {
    const { step } = env;
    const bowl = target.value as Entity;
    const { container: stock, location } = step.checkedIngredient(concept.cls.name)!;
    const counterTop = step.counterTop();
    step.move(stock, location, counterTop);
    const requested = step.make('amount', { quantity, unit });
    const first = stock.contents[0];
    const pieces = first instanceof Entity && first.s.amount instanceof Entity && amountUnit(first.s.amount).cls.name === 'piece';
    if (pieces) takePieces(step, stock, requested, bowl);
    else weighIngredient(step, stock, requested, bowl, env.semantics === 'corrected');
    bowl.s.used = true;
    if (stock.contents.length && location !== counterTop) step.move(stock, counterTop, location);
    return {
      result: bowl,
      outputs: target.given ? {} : { 'target-container': step.inInput(bowl) ?? bowl },
    };
  },
};
