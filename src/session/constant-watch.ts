// Dry runs shared between constants: many effects only store a constant (a pattern goes onto the
// destination as it is), only ask which kind it is, or fail before they read a number. A constant
// (a concept or a number) is handed to a dry run behind a watch that records every question asked
// of it; another constant that answers those questions alike takes the same path through the
// run, so the run's result holds for it as well.
import type { Entity } from '../kitchen/entity.ts';
import type { KClass } from '../kitchen/ontology.ts';

/** What a dry run learnt of one constant: it was read (only the same constant gives the same run), or only these kind questions were asked. */
export type ConstantUse = { exact: string } | { asked: string[]; answers: boolean[] };

/** A constant as a dry run gets it: `token` names it exactly (a class name, `#` and a number), `cls` answers kind questions. */
export interface Constant {
  token: string;
  cls: KClass;
}

/** A constant behind a watch, and what the run asked of it so far. */
export interface WatchedConstant {
  proxy: Entity;
  use: () => ConstantUse;
}

/**
 * Watches `value`, the entity of `constant`: `isA` questions are recorded with their answers; any
 * other read (its class, a slot, its id) ties the run to this very constant.
 */
export function watchConstant(value: Entity, constant: Constant): WatchedConstant {
  const asked: string[] = [];
  const answers: boolean[] = [];
  let exact = false;
  const isA = (name: string) => {
    const answer = value.isA(name);
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
  // anything else done with it (a slot set, keys listed) ties the run to it as well
  for (const trap of ['set', 'has', 'ownKeys', 'getOwnPropertyDescriptor', 'defineProperty', 'deleteProperty'] as const) {
    (handler as Record<string, unknown>)[trap] = (...args: unknown[]) => {
      exact = true;
      return (Reflect[trap] as (...a: unknown[]) => unknown)(...args);
    };
  }
  const proxy = new Proxy(value, handler);
  return { proxy, use: () => (exact ? { exact: constant.token } : { asked, answers }) };
}

/** Does `constant` give the run that recorded `use` the same answers? */
export function answersAlike(use: ConstantUse, constant: Constant): boolean {
  if ('exact' in use) return use.exact === constant.token;
  for (let i = 0; i < use.asked.length; i++) if (constant.cls.ancestors.has(use.asked[i]) !== use.answers[i]) return false;
  return true;
}

/**
 * Does a run that recorded `uses` (per argument) hold for the arguments' `constants` now? Each
 * argument with a use and a constant must answer alike; a null on either side is not compared.
 */
export function allAlike(uses: readonly (ConstantUse | null)[], constants: readonly (Constant | null)[]): boolean {
  for (let i = 0; i < uses.length; i++) {
    const use = uses[i];
    const constant = constants[i];
    if (use && constant && !answersAlike(use, constant)) return false;
  }
  return true;
}

/** Can a run that recorded `uses` hold for other constants? Only if one of them was asked no more than its kind. */
export function shareable(uses: readonly (ConstantUse | null)[], constants: readonly (Constant | null)[]): boolean {
  return uses.some((use, i) => use !== null && constants[i] !== null && !('exact' in use));
}
