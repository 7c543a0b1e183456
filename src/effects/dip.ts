// dip: give each portion (a container's contents or a list's items) a share of the first item
// of a dip container (spec: primitives-a §2.8). The rule's conditions have found the portions and
// the dip container on the counter-top.
import { ownContents } from '../kitchen/amounts.ts';
import { Entity, setSlot } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import type { Effect } from '../rules/action.ts';
import { gramsOfFirst, share } from './sprinkle.ts';
import { inputItems } from './list-items.ts';

/** Each portion gets a copy of the dip's first item with an equal share of its grams; the whole dip container is used up. */
function dipPortions(step: Step, portions: Entity[], dip: Entity) {
  const { item, grams } = gramsOfFirst(step, dip);
  const per = step.amount(share(grams, portions.length), 'g'); // one amount shared by all portions
  for (const portion of portions) {
    const copy = step.copyOf(item);
    copy.s.amount = per;
    setSlot(portion, 'dipped-in', copy);
  }
  dip.s.contents = [];
}

export const effects: Record<string, Effect> = {
  dip_items: (env, list: Entity, dip: Entity) => {
    dipPortions(env.step, inputItems(env, list), dip); // the input's items, reversed
    return { result: list };
  },
  dip_contents: (env, container: Entity, dip: Entity) => {
    dipPortions(env.step, ownContents(env.step, container), dip);
    return { result: container };
  },
};
