// dip: give each portion (a container's contents or a list's items) a share of the first item
// of a dip container (spec: primitives-a §2.8).
import { SimulationError } from '../errors.ts';
import { hasFailed } from '../kitchen/amounts.ts';
import { Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { failedResult } from './cut.ts';
import { gramsOfFirst, share } from './sprinkle.ts';
import { inputItems } from './list-items.ts';
import { failedInput } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  dip_into: (env, object, dipContainer) => {
    const { step } = env;
    const obj = object as Entity;
    // a failed object is a list-of-kitchen-entities too, so it takes the list mode
    const listMode = obj.isA('list-of-kitchen-entities');
    if (!listMode && !obj.isA('transferable-container')) return null; // the reference binds nothing
    if (hasFailed(obj, dipContainer))
      return failedResult(step.because(hasFailed(obj) ? failedInput('object to dip', obj) : failedInput('dip container', dipContainer)), []);
    const counterTop = step.counterTop();
    // past the failure test, objects that are not on the counter-top make the reference fail
    const dip = step.findByPid(dipContainer, counterTop);
    if (!dip) throw new SimulationError('no-applicable-method(contents)', 'the dip container is not on the counter-top');
    let result: Entity;
    let portions: Entity[];
    if (listMode) {
      result = step.findKitchenEntities(obj, counterTop)!;
      portions = inputItems(env, result); // the input's items, reversed
    } else {
      const found = step.findByPid(obj, counterTop);
      if (!found) throw new SimulationError('no-applicable-method(contents)', 'the container to dip is not on the counter-top');
      result = found;
      portions = found.contents.map((c) => step.tx.own([found, c]));
    }
    const { item, grams } = gramsOfFirst(step, dip);
    const per = step.amount(share(grams, portions.length), 'g'); // one amount shared by all portions
    for (const portion of portions) {
      const copy = step.copyOf(item);
      copy.s.amount = per;
      setSlot(portion, 'dipped-in', copy);
    }
    // the whole dip container is used up, not only its first item
    dip.s.contents = [];
    return { result };
  },
};
