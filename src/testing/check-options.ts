// The options of checkActionProperties, checked before any case is made: a misspelt property or
// option name would otherwise be checked by nobody and the report say ok, and a bad count, seed
// or replay path would end in fast-check's own exception instead of a report.
import { aboveLimit, KIT_LIMITS, shown, unknownNames, whole } from './argument-checks.ts';
import type { ActionCheckOptions } from './check-action.ts';

const wholeAtLeast = (min: number) => (v: unknown) => whole(v, min);

const NUMBERS: [keyof ActionCheckOptions, (v: unknown) => boolean, string][] = [
  ['numRuns', wholeAtLeast(1), 'a whole number of at least 1'],
  ['seed', (v) => typeof v === 'number' && Number.isSafeInteger(v), 'a whole number'],
  ['maxPrefixSteps', wholeAtLeast(1), 'a whole number of at least 1'],
  ['maxEvaluations', wholeAtLeast(1), 'a whole number of at least 1'],
  ['timeLimitMs', (v) => typeof v === 'number' && v > 0, 'a number above 0'],
];

const BOOLEANS: (keyof ActionCheckOptions)[] = ['conserves', 'usesTools', 'randomKitchens', 'aliasing'];

/** Every option checkActionProperties takes. */
export const ACTION_CHECK_OPTIONS: readonly (keyof ActionCheckOptions)[] = [...NUMBERS.map(([k]) => k), ...BOOLEANS, 'path', 'properties'];


/** What is wrong with the options, in words; null when nothing is. `known`: the properties there are. */
export function optionsProblem(options: ActionCheckOptions, known: readonly string[]): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return `the options must be an object such as { numRuns: 50, seed: 1 }, got ${shown(options)}`;
  const unknownKeys = Object.keys(options).filter((k) => !(ACTION_CHECK_OPTIONS as readonly string[]).includes(k));
  if (unknownKeys.length) return unknownNames('option', unknownKeys, ACTION_CHECK_OPTIONS);
  for (const [key, ok, what] of NUMBERS) {
    const v = options[key];
    if (v !== undefined && !ok(v)) return `option ${key} must be ${what}, got ${shown(v)}`;
  }
  const over = aboveLimit('option maxPrefixSteps', options.maxPrefixSteps, KIT_LIMITS.steps, "the kit's bound on a network's calls, KIT_LIMITS.steps");
  if (over) return over;
  for (const key of BOOLEANS) {
    const v = options[key];
    if (v !== undefined && typeof v !== 'boolean') return `option ${key} must be true or false, got ${shown(v)}`;
  }
  // fast-check's replay paths: numbers joined by colons, as a report gives them
  if (options.path !== undefined && (typeof options.path !== 'string' || !/^\d+(:\d+)*$/.test(options.path)))
    return `option path must be a replay path from a report, such as '30:1:1', got ${shown(options.path)}`;
  // a path replays the cases of its own seed: with another (a random one) it replays nothing
  if (options.path !== undefined && options.seed === undefined) return `option path replays the cases of a seed: give the report's seed with it ({ seed, path })`;
  if (options.properties !== undefined) {
    if (!Array.isArray(options.properties) || !options.properties.length) return `option properties must be a non-empty list of ${known.join(', ')}`;
    const unknown = options.properties.filter((p) => !known.includes(p));
    if (unknown.length) return unknownNames('property', unknown.map(String), known, 'properties');
  }
  return null;
}
