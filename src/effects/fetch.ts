// fetch: bring unused objects of a class to the counter-top (spec: primitives-a §2.10).
import type { Entity } from '../kitchen/entity.ts';
import { compare, formatNum, numEquals, type Num } from '../numbers/num.ts';
import type { Effect } from '../rules/action.ts';
import { notRetrieved, tooFew } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  fetch: (env, concept, quantity) => {
    const { step } = env;
    const cls = (concept as Entity).cls.name;
    const q = (quantity as Entity).s.value as Num;
    const failed = () => ({ failed: true, result: step.failed() });
    // one object is returned as such; any other quantity gives a list
    if (numEquals(q, 1)) {
      // fetch never marks the object used, so a later default retrieval of this class finds it
      // on the counter-top again (and drops it from the kitchen: see Step.retrieve)
      const thing = step.retrieve(cls);
      return thing ? { result: thing } : (step.because(notRetrieved(step)), failed());
    }
    const fetched: Entity[] = [];
    // `i <= q`: a fractional quantity fetches only its whole part, 0 gives an empty list;
    // objects already fetched by this call are excluded from the search
    for (let i = 1; compare(i, q) <= 0; i++) {
      const thing = step.retrieve(cls, fetched);
      // those already moved stay on the counter-top
      if (!thing) return (step.because(tooFew(step, cls, fetched.length, formatNum(q))), failed());
      fetched.push(thing);
    }
    // collected by prepending: newest first, which is also their order on the counter-top
    return { result: step.make('list-of-kitchen-entities', { items: [...fetched].reverse() }) };
  },
};
