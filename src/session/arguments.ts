// The arguments of a session's methods and of openSession/restoreSession, checked before any
// work: a wrong value (null options, a number for a name, a NaN or negative bound, a misspelt
// option) would otherwise fail deep inside with a TypeError, or be ignored. Each InputError
// starts with the argument, as the listing's own do (`limit: …`), and names the method.
import { didYouMean } from '../did-you-mean.ts';
import { InputError, requireChoice } from '../errors.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import { SEMANTICS } from '../rules/action.ts';
import type { Simulator } from '../simulator.ts';
import { cut, quote } from '../tasks/quote.ts';

/** Longest free-form text `nearest` scores (as the server's route takes it). */
export const MAX_NEAREST_TEXT = 10_000;

/** A value as a message names it: a number as written, anything else by its kind. */
const described = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? quote(v) : v === undefined ? 'nothing' : kindOfValue(v));

/**
 * The options object (`{}` for undefined or null), or an InputError: not an object, or an option
 * it does not take (a misspelt option must not leave its default in place silently). Options
 * left undefined count as not given.
 */
export function optionsOf<T extends object>(options: unknown, method: string, known: readonly string[], label = 'options'): T {
  if (options === undefined || options === null) return {} as T;
  if (!isRecord(options)) throw new InputError(`${label}: ${method} takes an object, got ${kindOfValue(options)}`);
  for (const [key, value] of Object.entries(options))
    if (value !== undefined && !known.includes(key))
      throw new InputError(`${label}: ${method} takes no option ${quote(key)}${didYouMean(key, known)} (its options: ${known.join(', ')})`);
  return options as T;
}

/** A text option: left out, or a string (`what`: e.g. "a class's name"). */
export function optionalText(value: unknown, label: string, method: string, what = 'a string'): void {
  if (value !== undefined && typeof value !== 'string') throw new InputError(`${label}: ${method} takes ${what}, got ${kindOfValue(value)}`);
}

/** A text argument (a network line, a free-form step): a string, or an InputError naming the argument and what it got. */
export function requiredText(value: unknown, label: string, method: string, what: string): asserts value is string {
  if (typeof value !== 'string') throw new InputError(`${label}: ${method} takes ${what}, got ${described(value)}`);
}

/** A count (a limit, k): left out, or a whole number from `min`, Infinity for none where `unbounded`. */
export function optionalCount(value: unknown, label: string, method: string, min: number, unbounded: boolean): void {
  if (value === undefined) return;
  const ok = typeof value === 'number' && value >= min && (Number.isSafeInteger(value) || (unbounded && value === Infinity));
  if (!ok) throw new InputError(`${label}: ${method} takes a whole number from ${min}${unbounded ? ' (Infinity for no limit)' : ''}, got ${described(value)}`);
}

/** A time bound in milliseconds: left out, or a number from 0, Infinity for none. */
export function optionalMillis(value: unknown, label: string, method: string): void {
  if (value === undefined) return;
  if (!(typeof value === 'number' && value >= 0)) throw new InputError(`${label}: ${method} takes a number of milliseconds from 0 (Infinity for no bound), got ${described(value)}`);
}

/** A yes-or-no option: left out, or a boolean. */
export function optionalFlag(value: unknown, label: string, method: string): void {
  if (value !== undefined && typeof value !== 'boolean') throw new InputError(`${label}: ${method} takes true or false, got ${described(value)}`);
}

/** An action's name the session's rules define (left out: every action), as the listing words an unknown one. */
export function optionalAction(sim: Simulator, value: unknown, method: string): void {
  if (value === undefined) return;
  optionalText(value, 'action', method, "an action's name");
  const name = value as string;
  if (!name) throw new InputError(`action: ${method} takes an action's name, got an empty text`);
  // any case, as a line's action word is read (BEAT is beat): the listing's filter lower-cases it
  if (!sim.inventory.get(name.toLowerCase())) throw new InputError(`action: unknown action ${cut(name)}${didYouMean(name.toLowerCase(), sim.inventory.names())}`);
}

/** The options a session is opened with (SessionOptions). */
export const SESSION_OPTIONS = ['kitchen', 'semantics', 'rules', 'ontology', 'benchmark', 'maxMillis'] as const;

/**
 * Session options as given, or an InputError naming the first wrong one: `method` the function
 * called, `at` where the options are (`options`, `snapshot.options`).
 */
export function checkSessionOptions<T extends object>(options: unknown, method: string, at = 'options'): T {
  const o = optionsOf<Record<string, unknown>>(options, method, SESSION_OPTIONS, at);
  const label = (key: string) => (at === 'options' ? key : `${at}.${key}`);
  optionalText(o.kitchen, label('kitchen'), method, "a kitchen's name");
  // the function named too: the label alone (`base.semantics`) does not say which call was refused
  if (o.semantics !== undefined) requireChoice(`${method}: ${label('semantics')}`, o.semantics, SEMANTICS);
  for (const key of ['rules', 'ontology'] as const) {
    const v = o[key];
    if (v !== undefined && !(Array.isArray(v) && Array.from(v).every((x) => typeof x === 'string')))
      throw new InputError(`${label(key)}: ${method} takes an array of paths, got ${Array.isArray(v) ? 'an array holding a non-string' : kindOfValue(v)}`);
  }
  optionalText(o.benchmark, label('benchmark'), method, "the benchmark folder's path");
  runBound(o.maxMillis, label('maxMillis'), method);
  return ownOptions(o) as T;
}

/**
 * A session's bound on each run of its network: above 0, Infinity for none. A run cannot take
 * 0 ms, and a run past its bound ends in a search-budget error that the network keeps.
 */
export function runBound(value: unknown, label: string, method: string): void {
  if (value === undefined) return;
  if (!(typeof value === 'number' && value > 0)) throw new InputError(`${label}: ${method} takes a number of milliseconds above 0 (Infinity for no bound), got ${described(value)}`);
}

/** Session options read back from JSON, which writes `maxMillis: Infinity` as null: null is no bound again. */
export function optionsFromJson(options: unknown): unknown {
  if (!isRecord(options) || options.maxMillis !== null) return options;
  return { ...options, maxMillis: Infinity };
}

/** A copy of session options whose arrays are the copy's own (a caller's later change reaches neither the session nor its snapshots). */
export function ownOptions<T extends { rules?: string[]; ontology?: string[] }>(options: T): T {
  const copy = { ...options };
  if (copy.rules) copy.rules = [...copy.rules];
  if (copy.ontology) copy.ontology = [...copy.ontology];
  return copy;
}
