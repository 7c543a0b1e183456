// The constraints of validNetworkArbitrary, checked when the arbitrary is made: an action it does
// not know how to call (an action of your own, a misspelt one) or a misspelt key would otherwise
// be dropped without a word, and the networks be made of fetch-and-proportion alone.
import { closest, didYouMeanOneOf } from '../did-you-mean.ts';
import { aboveLimit, checkedKeys, failer, KIT_LIMITS, requireFacts, shown, whole } from './argument-checks.ts';
import type { KitchenFacts } from './kitchen-facts.ts';

/** The actions the generator knows how to call. */
export const VALID_NETWORK_ACTIONS = [
  'fetch-and-proportion',
  'transfer-contents',
  'mix',
  'beat',
  'mingle',
  'cut',
  'bake',
  'bring-to-temperature',
  'portion-and-arrange',
  'shape',
  'fetch',
  'grease',
] as const;
/** An action the valid-network generator may use. */
export type ValidNetworkAction = (typeof VALID_NETWORK_ACTIONS)[number];

/** Size, actions and exactness of generated valid networks. */
export interface ValidNetworkConstraints {
  /** Calls after get-kitchen: at least (default 1) … */
  minSteps?: number;
  /** … and at most (default 12). */
  maxSteps?: number;
  /** Actions to use (default all of VALID_NETWORK_ACTIONS); fetch-and-proportion is always used. */
  actions?: readonly ValidNetworkAction[];
  /** Only ingredients and units that convert to grams exactly (default false). */
  exact?: boolean;
  /** Recipe id of the `#` line (default none). */
  id?: string;
}

const KEYS = ['minSteps', 'maxSteps', 'actions', 'exact', 'id'];

/** The bounds on the number of calls; throws an InputError naming the constraint that is not one it takes. */
export function checkedNetworkConstraints(facts: KitchenFacts, constraints: ValidNetworkConstraints, known: readonly string[]): { min: number; max: number } {
  const fail = failer('validNetworkArbitrary');
  requireFacts('validNetworkArbitrary', facts);
  checkedKeys('validNetworkArbitrary', constraints, KEYS, '{ minSteps: 2, maxSteps: 6 }');
  const { minSteps, maxSteps, actions, exact, id } = constraints;
  if (minSteps !== undefined && !whole(minSteps, 0)) fail(`minSteps must be a whole number of at least 0, got ${shown(minSteps)}`);
  const min = minSteps ?? 1;
  if (maxSteps !== undefined && !whole(maxSteps, min)) fail(`maxSteps must be a whole number of at least minSteps (${min}), got ${shown(maxSteps)}`);
  for (const [name, v] of [['minSteps', minSteps], ['maxSteps', maxSteps]] as const) {
    const over = aboveLimit(name, v, KIT_LIMITS.steps, "the kit's bound on a network's calls, KIT_LIMITS.steps");
    if (over) fail(over);
  }
  if (actions !== undefined) {
    if (!Array.isArray(actions)) fail(`actions must be a list of ${known.join(', ')}, got ${shown(actions)}`);
    const unknown = actions.filter((a) => !known.includes(a));
    const near = unknown.flatMap((a) => closest(String(a), known));
    if (unknown.length)
      fail(
        `it cannot call ${unknown.map(shown).join(', ')}${didYouMeanOneOf(near)}: its networks are made of ${known.join(', ')}; ` +
          `an action of your own is called after such a network with actionCallArbitrary (docs/TESTING.md)`,
      );
  }
  if (exact !== undefined && typeof exact !== 'boolean') fail(`exact must be true or false, got ${shown(exact)}`);
  if (id !== undefined && id !== null && typeof id !== 'string') fail(`id must be a recipe id (a string), got ${shown(id)}`);
  return { min, max: maxSteps ?? Math.max(min, 12) };
}
