// Dry runs shared between constants: many effects only store a constant (a pattern goes onto the
// destination as it is) or only ask which kind it is. A constant is handed to a dry run behind a
// watch that records every question asked of it; another constant that answers those questions
// alike takes the same path through the run, so the run's result holds for it as well.
import type { Entity } from '../kitchen/entity.ts';
import type { KClass } from '../kitchen/ontology.ts';

/** What a dry run learnt of one constant: its name was read (only that class gives the same run), or only these kind questions were asked. */
export type ConceptUse = { exact: string } | { asked: string[]; answers: boolean[] };

/** A constant behind a watch, and what the run asked of it so far. */
export interface WatchedConcept {
  proxy: Entity;
  use: () => ConceptUse;
}

/**
 * Watches `concept` (of class `cls`): `isA` questions are recorded with their answers; any other
 * read (its class, a slot, its id) ties the run to this very class.
 */
export function watchConcept(concept: Entity, cls: KClass): WatchedConcept {
  const asked: string[] = [];
  const answers: boolean[] = [];
  let exact = false;
  const isA = (name: string) => {
    const answer = concept.isA(name);
    asked.push(name);
    answers.push(answer);
    return answer;
  };
  const handler: ProxyHandler<Entity> = {
    get(target, property) {
      if (property === 'isA') return isA;
      exact = true;
      return Reflect.get(target, property, target);
    },
  };
  // anything else done with it (a slot set, keys listed) ties the run to this class as well
  for (const trap of ['set', 'has', 'ownKeys', 'getOwnPropertyDescriptor', 'defineProperty', 'deleteProperty'] as const) {
    (handler as Record<string, unknown>)[trap] = (...args: unknown[]) => {
      exact = true;
      return (Reflect[trap] as (...a: unknown[]) => unknown)(...args);
    };
  }
  const proxy = new Proxy(concept, handler);
  return { proxy, use: () => (exact ? { exact: cls.name } : { asked, answers }) };
}

/** Does class `cls` give the run that recorded `use` the same answers? */
export function answersAlike(use: ConceptUse, cls: KClass): boolean {
  if ('exact' in use) return use.exact === cls.name;
  for (let i = 0; i < use.asked.length; i++) if (cls.ancestors.has(use.asked[i]) !== use.answers[i]) return false;
  return true;
}

