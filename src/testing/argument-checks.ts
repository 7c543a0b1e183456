// The testing kit's arguments, checked when a function is called: a misspelt key or bounds the
// wrong way round would otherwise be dropped without a word (or make a generator that never
// yields a value), and a property would pass having checked less than its test says.
import { InputError } from '../errors.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import type { KitchenFacts } from './kitchen-facts.ts';

/** A whole number of at least `min`. */
export { isWhole as whole } from '../tasks/arguments.ts';

/** A value as a message quotes it: JSON where it has one (a cycle or a bigint has not). */
export function shown(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return kindOfValue(v);
  }
}

/** Throws an InputError that starts with the function's name. */
export function failer(fn: string): (what: string) => never {
  return (what) => {
    throw new InputError(`${fn}: ${what}`);
  };
}

/** The constraints (or options) object (undefined: none), with only the keys the function takes. */
export function checkedKeys(fn: string, options: unknown, keys: readonly string[], example: string, noun = 'constraint'): Record<string, unknown> {
  const fail = failer(fn);
  if (options === undefined) return {};
  if (!isRecord(options)) return fail(`the ${noun}s must be an object such as ${example}, got ${shown(options)}`);
  const unknown = Object.keys(options).filter((k) => !keys.includes(k));
  if (unknown.length) fail(`unknown ${noun}${unknown.length > 1 ? 's' : ''} ${unknown.map(shown).join(', ')} (known: ${keys.join(', ')})`);
  return options;
}

/** The facts of a simulator, as kitchenFacts(sim) gives them. */
export function requireFacts(fn: string, facts: unknown): asserts facts is KitchenFacts {
  if (typeof (facts as Partial<KitchenFacts> | null)?.constantClasses === 'function') return;
  failer(fn)(`the first argument must be the facts of a simulator, kitchenFacts(sim), got ${isRecord(facts) ? `a ${facts.constructor?.name ?? 'object'}` : shown(facts)}`);
}
