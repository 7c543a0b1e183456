// flatten: flatten the portions of a list (spec: primitives-a §2.12). The rule's conditions have
// found the list's items on the counter-top and the tool.
import { type Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { setOnListItems } from './list-items.ts';

export const effects: Record<string, Effect> = {
  flatten: (env, list: Entity, utensil: Entity) => {
    // flags land on the input list's own items (see setOnListItems)
    setOnListItems(env, list, 'flattened', true);
    setSlot(utensil, 'used', true);
    return { result: list };
  },
};
