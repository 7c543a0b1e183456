// The arguments of the tasks', planner's and repair's library functions, checked before any
// work: a wrong value (null options, a number for a path, a task or simulator that is not one)
// would otherwise fail deep inside with a TypeError, or be ignored. Each check names the argument.
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';
import { quote } from './quote.ts';
import type { Task } from './task.ts';

/**
 * The options object (`{}` for undefined or null), or an InputError saying what was given instead:
 * not an object, or (with `known`) an option the function does not take, since a misspelt option
 * would leave its default in place silently (`budgetSecond: 5` planning for 60 s).
 */
export function optionsOf<T extends object>(options: T | null | undefined, where: string, known?: readonly string[]): T {
  if (options === undefined || options === null) return {} as T;
  if (!isRecord(options)) throw new InputError(`${where}: options must be an object, got ${kindOfValue(options)}`);
  for (const [key, value] of Object.entries(options))
    if (known && value !== undefined && !known.includes(key))
      throw new InputError(`${where}: no option ${quote(key)}${didYouMean(key, known)} (its options: ${known.join(', ')})`);
  return options;
}

/** A text option (a path, a name): left out, or a string. */
export function optionalString(value: unknown, label: string): void {
  if (value !== undefined && typeof value !== 'string') throw new InputError(`${label}: expected a string, got ${kindOfValue(value)}`);
}

/** A text argument that must be there (a task id, a folder). */
export function requireString(value: unknown, label: string): asserts value is string {
  if (typeof value !== 'string') throw new InputError(`${label}: expected a string, got ${kindOfValue(value)}`);
}

/** A safe integer of at least `min` (a count, a seed). */
export const isWhole = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= min;

/**
 * A whole-number option (a seed) of at least `least`; an integer past 2^53 - 1 is told the bound,
 * as `--seed` tells it, since "at least 0" would not say what is wrong with it.
 */
export function requireWhole(value: unknown, label: string, least = 0): void {
  if (isWhole(value, least)) return;
  const past = typeof value === 'number' && Number.isInteger(value) && value > 0;
  throw new InputError(`${label} must be an integer ${past ? `from ${least} to ${Number.MAX_SAFE_INTEGER} (2^53 - 1)` : `of at least ${least}`}, not ${quote(value)}`);
}

/** A task as getTask, listTasks or taskFromJson give it: an id, a kitchen and a goal with its conditions. */
export function requireTask(task: unknown, where: string): asserts task is Task {
  const ok =
    isRecord(task) &&
    typeof task.id === 'string' &&
    isRecord(task.kitchen) &&
    typeof task.kitchen.name === 'string' &&
    isRecord(task.goal) &&
    Array.isArray(task.goal.conditions);
  if (!ok) throw new InputError(`${where}: expected a task (getTask(id), or taskFromJson(json) for its JSON form), got ${kindOfValue(task)}`);
}

/** A Simulator by its shape, not instanceof: the CommonJS bundles each hold a Simulator class of their own. */
export const looksLikeSimulator = (sim: unknown): sim is Simulator => isRecord(sim) && typeof sim.run === 'function' && isRecord(sim.world) && isRecord(sim.inventory);

/** A Simulator (its world and `run`), as `new Simulator(options?)` makes it. */
export function requireSimulator(sim: unknown, where: string): asserts sim is Simulator {
  if (looksLikeSimulator(sim)) return;
  throw new InputError(`${where}: expected a Simulator (new Simulator(options?)), got ${kindOfValue(sim)}`);
}

/** A run as `Simulator.run` or a session's `lastRun()` gives it. */
export function requireRun(run: unknown, where: string): asserts run is RecipeRun {
  if (isRecord(run) && typeof run.status === 'string') return;
  throw new InputError(`${where}: expected a run (Simulator.run(recipe, file), or a session's lastRun()), got ${kindOfValue(run)}`);
}

/** The options of planAsync and repairAsync: `signal` an AbortSignal, `onProgress` a function, when given. */
export function checkAsyncOptions(options: { signal?: unknown; onProgress?: unknown }, where: string): void {
  const { signal, onProgress } = options;
  if (signal !== undefined && !(isRecord(signal) && typeof signal.aborted === 'boolean')) throw new InputError(`${where}: signal must be an AbortSignal, got ${kindOfValue(signal)}`);
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new InputError(`${where}: onProgress must be a function, got ${kindOfValue(onProgress)}`);
}
