// mix (and beat, and whip-like actions of other rule files): turn a container's contents into one
// homogeneous mixture flagged with a property, with a tool (spec: primitives-b §2.6, primitives-a
// §2.2). The rule's conditions have found the container and the tool.
import { mixContainer } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  /** The container becomes one mixture with `flag` set; the tool is marked used. */
  mix_with_tool: (env, container: Entity, tool: Entity, flag: string) => {
    mixContainer(env.step, container, 'homogeneous-mixture', flag);
    tool.s.used = true;
    return { result: container };
  },
};
