// shape: give portions a shape (spec: primitives-b §2.14). The rule's conditions have found the
// list's items, or the container, on the counter-top.
import { ownContents } from '../kitchen/amounts.ts';
import { type Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { setOnListItems } from './list-items.ts';

export const effects: Record<string, Effect> = {
  /** The items of a list (changed in place, see setOnListItems). */
  shape_items: (env, list: Entity, shape: Entity) => {
    setOnListItems(env, list, 'current-shape', shape);
    return { result: list };
  },
  /** Every item of a container gets the very shape object, with no test that it can take a shape. */
  shape_contents: (env, container: Entity, shape: Entity) => {
    for (const item of ownContents(env.step, container)) setSlot(item, 'current-shape', shape);
    return { result: container };
  },
};
