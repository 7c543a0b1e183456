// The options of an environment (createEnv, reset, restoreEnv) and the episode state a snapshot
// holds, checked before any work: a wrong value would otherwise be ignored (a misspelt maxStep,
// a NaN maxSeconds), draw a task silently (a number for a task) or end the episode at once (a
// negative maxSeconds). Messages say `NAME must be …, not VALUE`, as the environment's own do.
import { InputError } from '../errors.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import { checkSessionOptions, optionsOf } from '../session/arguments.ts';
import { isWhole as whole } from '../tasks/arguments.ts';
import { quote } from '../tasks/quote.ts';
import { MAX_STEPS } from './limits.ts';

/** What createEnv takes (EnvOptions), and what reset and restoreEnv take of it. */
export const ENV_OPTIONS = ['task', 'goal', 'seed', 'maxSteps', 'maxSeconds', 'shaping', 'commands', 'benchmark', 'split', 'derive', 'world'] as const;
const RESET_OPTIONS = ['seed', 'task', 'goal'] as const;
/** What a task source's `world` takes (TaskSource.world). */
const WORLD_OPTIONS = ['rules', 'ontology', 'semantics'] as const;
const SOURCE_OPTIONS = ['benchmark', 'split', 'derive', 'world'] as const;

/** A value as messages show it: a string quoted, a number as is, anything else by its kind. */
export const shown = (v: unknown) => (typeof v === 'string' ? quote(v) : typeof v === 'number' ? String(v) : kindOfValue(v));

function fail(name: string, what: string, value: unknown): never {
  throw new InputError(`${name} must be ${what}, not ${shown(value)}`);
}

/** The options an episode starts from, each checked where given (null and undefined: none). */
function checkEpisode(o: Record<string, unknown>): void {
  if (o.task !== undefined && typeof o.task !== 'string' && !isRecord(o.task)) fail('task', 'a task id or a task', o.task);
  if (o.goal !== undefined && o.goal !== 'visible' && o.goal !== 'text') fail('goal', 'visible or text', o.goal);
  if (o.seed !== undefined && !whole(o.seed, 0)) fail('seed', 'a whole number from 0', o.seed);
}

/** Where tasks come from (TaskSource). */
function checkSource(o: Record<string, unknown>, method: string): void {
  if (o.benchmark !== undefined && typeof o.benchmark !== 'string') fail('benchmark', "the benchmark folder's path", o.benchmark);
  if (o.split !== undefined && o.split !== 'train' && o.split !== 'test') fail('split', 'train or test', o.split);
  // the seeds listTasks takes (any integer: its low 32 bits draw, docs/TASKS.md), so that an environment offers the tasks it lists
  if (o.derive !== undefined && !(isRecord(o.derive) && Number.isSafeInteger(o.derive.seed) && whole(o.derive.count, 0)))
    fail('derive', '{seed, count}: an integer seed and a whole count from 0, as listTasks takes them', o.derive);
  if (o.world !== undefined && !isRecord(o.world)) fail('world', 'an object of rules, ontology and semantics', o.world);
  // a misspelt key (`semantic`) would run the reference semantics without a word
  if (o.world !== undefined) checkSessionOptions(optionsOf(o.world, method, WORLD_OPTIONS, 'world'), method, 'world');
}

/** The episode's bounds and what each step returns. */
function checkLimits(o: Record<string, unknown>): void {
  if (o.maxSeconds !== undefined && o.maxSeconds !== null && !(typeof o.maxSeconds === 'number' && o.maxSeconds >= 0))
    fail('maxSeconds', 'a number of simulated seconds from 0, or null for no bound', o.maxSeconds);
  if (o.shaping !== undefined && typeof o.shaping !== 'boolean') fail('shaping', 'true or false', o.shaping);
  if (o.commands !== undefined && !whole(o.commands, 0)) fail('commands', 'a whole number from 0', o.commands);
}

/** createEnv's options as given (maxSteps is checked by reset, which reads it from a snapshot too). */
export function checkEnvOptions<T extends object>(options: unknown): T {
  const o = optionsOf<Record<string, unknown>>(options, 'createEnv', ENV_OPTIONS);
  checkEpisode(o);
  checkSource(o, 'createEnv');
  checkLimits(o);
  return o as T;
}

/** reset's options as given. */
export function checkResetOptions<T extends object>(options: unknown): T {
  const o = optionsOf<Record<string, unknown>>(options, 'reset', RESET_OPTIONS);
  checkEpisode(o);
  return o as T;
}

/** restoreEnv's task source as given. */
export function checkSourceOptions<T extends object>(source: unknown): T {
  const o = optionsOf<Record<string, unknown>>(source, 'restoreEnv', SOURCE_OPTIONS, 'source');
  checkSource(o, 'restoreEnv');
  return o as T;
}

/** What is wrong with an environment snapshot's episode state (its `env`), or null when nothing is. */
export function envStateProblem(env: Record<string, unknown>): string | null {
  try {
    checkEpisode(env);
    checkLimits(env);
  } catch (err) {
    return `environment snapshot: env.${(err as Error).message}`;
  }
  // a step limit no environment takes would end the restored episode at its next step, or never
  if (!(whole(env.maxSteps, 1) && env.maxSteps <= MAX_STEPS)) return `environment snapshot: env.maxSteps must be an integer from 1 to ${MAX_STEPS}, not ${shown(env.maxSteps)}`;
  // sessionCalls is absent from snapshots made before it was kept
  for (const key of ['steps', 'sessionCalls'] as const)
    if ((key === 'steps' || env[key] !== undefined) && !whole(env[key], 0)) return `environment snapshot: env.${key} must be a whole number from 0, not ${shown(env[key])}`;
  for (const key of ['fraction', 'dish'] as const) if (typeof env[key] !== 'number' || !Number.isFinite(env[key])) return `environment snapshot: env.${key} must be a number, not ${shown(env[key])}`;
  if (typeof env.done !== 'boolean') return `environment snapshot: env.done must be true or false, not ${shown(env.done)}`;
  if (env.drawn !== undefined && typeof env.drawn !== 'boolean') return `environment snapshot: env.drawn must be true or false, not ${shown(env.drawn)}`;
  return null;
}
