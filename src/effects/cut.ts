// cut: flag every item of a container with the cutting pattern (spec: primitives-a §2.6). The
// rule's conditions have found the object, the knife and the board.
import { ownContents } from '../kitchen/amounts.ts';
import { type Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  cut: (env, object: Entity, pattern: Entity, tool: Entity, surface: Entity) => {
    // the pattern concept itself is shared by every item
    for (const item of ownContents(env.step, object)) setSlot(item, 'is-cut', pattern);
    setSlot(tool, 'used', true);
    surface.s.used = true;
    return { result: object };
  },
};
