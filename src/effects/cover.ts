// cover: put a lid (or plastic wrap) on a container (spec: primitives-a §2.5).
import { SimulationError } from '../errors.ts';
import { hasFailed } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { failedInput, firstOf, notRetrieved } from '../diagnostics/why.ts';

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

  cover_object: (env, object, cover: SlotRef) => {
    const { step } = env;
    const fail = () => ({ failed: true, result: step.failed(), outputs: cover.given ? {} : { cover: step.failed() } });
    if (hasFailed(object, cover.value) || !cover.value) {
      step.because(
        firstOf(
          [hasFailed(object), () => failedInput('object to cover', object)],
          [hasFailed(cover.value), () => failedInput('cover', cover.value)],
          [true, () => notRetrieved(step)],
        ),
      );
      return fail();
    }
    const container = step.findByPid(object);
    const lid = cover.given ? step.findByPid(cover.value) : (cover.value as Entity);
    if (!container) throw new SimulationError('no-applicable-method(setf-covered-with)', 'the object to cover is not in the kitchen');
    if (!lid) throw new SimulationError('no-applicable-method(setf-is-covering)', 'the cover is not in the kitchen');
    container.s['covered-with'] = lid;
    lid.s['is-covering'] = true;
    lid.s.used = true;
    // the cover leaves the counter-top (one lying elsewhere stays where it is)
    const counterTop = step.counterTop();
    counterTop.s.contents = counterTop.contents.filter((e) => e !== lid);
    return { result: container };
  },
};
