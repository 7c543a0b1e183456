// flatten: flatten the portions of a list (spec: primitives-a §2.12).
import { SimulationError } from '../errors.ts';
import { hasFailed } from '../kitchen/amounts.ts';
import { type Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { setOnListItems } from './list-items.ts';
import { failedInput, firstOf, notFound, notRetrieved } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  flatten: (env, portions, tool: SlotRef) => {
    const { step } = env;
    const list = step.findKitchenEntities(portions as Entity, step.counterTop());
    if (!list || (tool.given ? hasFailed(tool.value) : !tool.value)) {
      step.because(
        firstOf(
          [!list, () => notFound(step, 'list of portions to flatten', portions)],
          [tool.given, () => failedInput('flattening tool', tool.value)],
          [true, () => notRetrieved(step)],
        ),
      );
      // case 1 binds the tool slot to a failed-object, which is no can-flatten: the engine's
      // type check then stops the run, as the reference does
      return { failed: true, result: step.failed(), outputs: tool.given ? {} : { [tool.slot]: step.failed() } };
    }
    const utensil = tool.given ? step.findByPid(tool.value) : (tool.value as Entity);
    if (!utensil) throw new SimulationError('no-applicable-method(setf-used)', 'the flattening tool is not in the kitchen');
    // flags land on the input list's own items (see setOnListItems)
    setOnListItems(env, list, 'flattened', true);
    setSlot(utensil, 'used', true);
    return { result: list };
  },
};
