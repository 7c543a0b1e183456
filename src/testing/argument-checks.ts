// The testing kit's arguments, checked when a function is called: a misspelt key or bounds the
// wrong way round would otherwise be dropped without a word (or make a generator that never
// yields a value), and a property would pass having checked less than its test says.
import { closest, didYouMean, withWholeWord } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Units } from '../kitchen/units.ts';
import type { RecipeRun } from '../simulator.ts';
import { requireRun } from '../tasks/arguments.ts';
import type { KitchenMass } from './invariants.ts';
import type { KitchenFacts } from './kitchen-facts.ts';
import type { Network, NetworkLine } from './network.ts';

/** A whole number of at least `min`. */
export { isWhole as whole } from '../tasks/arguments.ts';

/** A value as a message quotes it: JSON where it has one (a cycle or a bigint has not); NaN and ±Infinity as such (JSON writes null). */
export function shown(v: unknown): string {
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return kindOfValue(v);
  }
}

/**
 * Upper bounds on the kit's counts (docs/TESTING.md): a network of a billion steps or lines would
 * be built until memory runs out, not refused. `slots`: a rule file declares at most 32 (docs/RULES.md).
 */
export const KIT_LIMITS = Object.freeze({ steps: 200, lines: 1000, slots: 32 });

/** Why `value` of `name` passes the kit's bound `limit`, in words; null when it does not (or is no number: the other checks say so). */
export function aboveLimit(name: string, value: unknown, limit: number, what: string): string | null {
  return typeof value === 'number' && value > limit ? `${name} must be at most ${limit} (${what}), got ${shown(value)}` : null;
}

/**
 * The known names a misspelt one may have meant: the closest ones, else those it is a whole part
 * of (`swap` for `swap-arguments`), which no edit bound reaches.
 */
export function meantNames(name: string, known: readonly string[]): string[] {
  const near = closest(name, known);
  return near.length ? near : withWholeWord(name, known);
}

/** `unknown action mixx (did you mean mix?) (known: …)`, for the names of a simulator's inventory. */
export const unknownActionIn = (names: readonly string[], name: string) => `unknown action ${name}${didYouMean(name, names)} (known: ${names.join(', ')})`;

/** Throws an InputError that starts with the function's name. */
export function failer(fn: string): (what: string) => never {
  return (what) => {
    throw new InputError(`${fn}: ${what}`);
  };
}

/**
 * `unknown option "numRun" (known: numRuns, seed) (did you mean numRuns?)`: the names a function
 * does not take, those it does, and the closest of them to each misspelt one.
 */
export function unknownNames(noun: string, names: readonly string[], known: readonly string[], plural = `${noun}s`): string {
  const hints = names.flatMap((n) => {
    const near = closest(n, known);
    return near.length ? [names.length > 1 ? `${near.join(' or ')} for ${shown(n)}` : near.join(' or ')] : [];
  });
  return `unknown ${names.length > 1 ? plural : noun} ${names.map(shown).join(', ')} (known: ${known.join(', ')})${hints.length ? ` (did you mean ${hints.join(', ')}?)` : ''}`;
}

/** The constraints (or options) object (undefined: none), with only the keys the function takes. */
export function checkedKeys(fn: string, options: unknown, keys: readonly string[], example: string, noun = 'constraint'): Record<string, unknown> {
  const fail = failer(fn);
  if (options === undefined) return {};
  if (!isRecord(options)) return fail(`the ${noun}s must be an object such as ${example}, got ${shown(options)}`);
  const unknown = Object.keys(options).filter((k) => !keys.includes(k));
  if (unknown.length) fail(unknownNames(noun, unknown, keys));
  return options;
}

/** The facts of a simulator, as kitchenFacts(sim) gives them. */
export function requireFacts(fn: string, facts: unknown): asserts facts is KitchenFacts {
  if (typeof (facts as Partial<KitchenFacts> | null)?.constantClasses === 'function') return;
  failer(fn)(`the first argument must be the facts of a simulator, kitchenFacts(sim), got ${isRecord(facts) ? `a ${facts.constructor?.name ?? 'object'}` : shown(facts)}`);
}

// Values the kit's functions read, checked by their shape (not instanceof: the CommonJS bundles
// hold classes of their own); each refusal names the function and the argument.
const kind = (v: unknown) => (isRecord(v) && v.constructor && v.constructor !== Object ? `a ${v.constructor.name}` : kindOfValue(v));

/** A run as Simulator.run or runNetwork gives it. */
export function requireKitRun(fn: string, run: unknown, name = 'run'): asserts run is RecipeRun {
  requireRun(run, `${fn}: ${name}`);
}

const isLine = (l: unknown): l is NetworkLine => isRecord(l) && typeof l.action === 'string' && Array.isArray(l.args) && l.args.every((a) => isRecord(a) && (typeof a.name === 'string' || typeof a.text === 'string'));

/** A network line as the generators make it: `{action, args}`. */
export function requireLine(fn: string, line: unknown, name = 'line'): asserts line is NetworkLine {
  if (!isLine(line)) failer(fn)(`${name}: expected a network line ({action, args: [variable('?x'), constant('butter')]}), got ${kind(line)}`);
}

/** A network as the generators make it: `{id?, lines}`. */
export function requireNetwork(fn: string, network: unknown, name = 'network'): asserts network is Network {
  const lines = isRecord(network) ? network.lines : undefined;
  if (!Array.isArray(lines)) failer(fn)(`${name}: expected a network ({id?, lines}, as validNetworkArbitrary gives it), got ${kind(network)}`);
  (lines as unknown[]).forEach((l, i) => requireLine(fn, l, `${name}.lines[${i}]`));
}

/** A text argument. */
export function requireText(fn: string, text: unknown, name: string): asserts text is string {
  if (typeof text !== 'string') failer(fn)(`${name}: expected a string, got ${kind(text)}`);
}

/** The units of a world (`sim.world.units`). */
export function requireUnits(fn: string, units: unknown): asserts units is Units {
  if (!(isRecord(units) && typeof units.factor === 'function')) failer(fn)(`units: expected the units of a world (sim.world.units), got ${kind(units)}`);
}

/** A kitchen state (or any kitchen entity), e.g. a step's `kitchenOut` from stepViews(run). */
export function requireEntity(fn: string, value: unknown, name: string): asserts value is Entity {
  if (!(isRecord(value) && typeof value.isA === 'function' && isRecord(value.s))) failer(fn)(`${name}: expected a kitchen entity (a kitchen state such as a step's kitchenOut from stepViews(run)), got ${kind(value)}`);
}

/** A mass as kitchenMass or massOf gives it. */
export function requireMass(fn: string, mass: unknown, name: string): asserts mass is KitchenMass {
  if (!(isRecord(mass) && mass.grams !== undefined && mass.other instanceof Map)) failer(fn)(`${name}: expected a mass (kitchenMass(units, kitchenState) or massOf(units, entities)), got ${kind(mass)}`);
}

/** A part of a value that is not nil, t, a string, a number or a list: it must be a kitchen entity (a class and slots). */
export function requireEntityPart(fn: string, part: unknown): void {
  if (!(isRecord(part) && isRecord(part.cls) && typeof part.cls.name === 'string' && isRecord(part.s)))
    failer(fn)(`value: expected a value of a run (nil, t, a string, a number, a list of values or a kitchen entity such as a step's kitchenOut from stepViews(run)), got ${kind(part)}`);
}

/** A flag: true or false. */
export function requireFlag(fn: string, flag: unknown, name: string): asserts flag is boolean {
  if (typeof flag !== 'boolean') failer(fn)(`${name}: expected true or false, got ${shown(flag)}`);
}
