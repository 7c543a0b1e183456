// fetch-and-proportion: measure an amount of an ingredient from its stock into a container
// (spec: primitives-a §2.11).
import { takePieces, weighIngredient } from '../kitchen/amounts.ts';
import { amountUnit, Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { firstOf, noIngredient, notFound, notRetrieved } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  fetch_and_proportion: (env, target, concept, quantity, unit) => {
    const { step } = env;
    const givenTarget = env.inputs['target-container'] !== undefined;
    const failed = () => ({
      failed: true,
      result: step.failed(),
      outputs: givenTarget ? {} : { 'target-container': step.failed() },
    });
    const ingredientClass = (concept as Entity).cls.name;
    let bowl: Entity | null;
    if (givenTarget) bowl = target instanceof Entity ? step.findByPid(target) : null;
    else bowl = target as Entity | null; // retrieved by the rule's default, now on the counter-top
    const found = step.findIngredient(ingredientClass);
    if (!found || !bowl) {
      step.because(
        firstOf(
          [!bowl, () => (givenTarget ? notFound(step, 'target container', target) : notRetrieved(step))],
          [true, () => noIngredient(step, ingredientClass)],
        ),
      );
      return failed();
    }
    const { container: stock, location } = found;
    const counterTop = step.counterTop();
    step.move(stock, location, counterTop);
    const requested = step.make('amount', { quantity: quantity as Entity, unit: unit as Entity });
    const first = stock.contents[0];
    const pieces = first instanceof Entity && first.s.amount instanceof Entity && amountUnit(first.s.amount).cls.name === 'piece';
    (pieces ? takePieces : weighIngredient)(step, stock, requested, bowl);
    bowl.s.used = true;
    if (stock.contents.length && location !== counterTop) step.move(stock, counterTop, location);
    return {
      result: bowl,
      outputs: givenTarget ? {} : { 'target-container': step.inInput(bowl) ?? bowl },
    };
  },
};
