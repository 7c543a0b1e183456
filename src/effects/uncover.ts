// uncover: take the cover off a container and put it on the counter-top (spec: primitives-b
// §2.21). The rule's conditions have found the container, with a cover on.
import type { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  uncover_object: (env, container: Entity) => {
    const { step } = env;
    const cover = step.tx.ownSlot(container, 'covered-with');
    container.s['covered-with'] = null;
    cover.s['is-covering'] = null;
    const counterTop = step.counterTop();
    counterTop.s.contents = [cover, ...counterTop.contents];
    return { result: container, outputs: { cover } };
  },
};
