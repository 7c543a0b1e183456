// cover: put a lid (or plastic wrap) on a container (spec: primitives-a §2.5).
import type { Entity } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';

/** The default cover follows the container's class, not the network's wording. */
export function lidClassFor(object: Entity): string {
  if (object.isA('medium-bowl')) return 'medium-bowl-lid';
  if (object.isA('large-bowl')) return 'large-bowl-lid';
  if (object.isA('jar')) return 'jar-lid';
  return 'plastic-wrap'; // small bowls, pots, failed objects, … (the kitchen has only one)
}

export const effects: Record<string, Effect> = {
  // retrieved before the success test: even a failed object pulls its cover onto the counter-top
  cover_default_lid: (env, object) => ({ result: env.step.retrieve(lidClassFor(object as Entity)) }),

  /** The rule's conditions have found the container and the cover. */
  cover_object: (env, container: Entity, lid: Entity) => {
    const { step } = env;
    container.s['covered-with'] = lid;
    lid.s['is-covering'] = true;
    lid.s.used = true;
    // the cover leaves the counter-top (one lying elsewhere stays where it is)
    const counterTop = step.counterTop();
    counterTop.s.contents = counterTop.contents.filter((e) => e !== lid);
    return { result: container };
  },
};
