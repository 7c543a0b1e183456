// Runs a network (data or `.solution` text) on a simulator, optionally in a generated kitchen or
// with another search budget, exactly as `Simulator.run` does. Never throws for bad input: parse
// problems come back as messages with status `error` (arguments that are not a simulator, a
// network and options are an InputError).
//
//   const run = runNetwork(sim, '(get-kitchen ?k)\n(fetch ?w ?k2 ?k whisk 1)', { kitchen: setup });
//   run.status  // 'ok'
import type { Factory, Entity } from '../kitchen/entity.ts';
import { formatProblem, parseSolutionText } from '../language/parse-solution.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';
import type { KitchenSetup } from './kitchen-states.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import { requireSimulator } from '../tasks/arguments.ts';
import { checkedKeys, failer, shown, whole } from './argument-checks.ts';
import { type Network, networkText } from './network.ts';

/** How `runNetwork` runs a generated network: the initial kitchen and search bounds. */
export interface RunNetworkOptions {
  /** The initial kitchen (default: the simulator's own). */
  kitchen?: KitchenSetup;
  /** Bound on action evaluations (default: the simulator's). */
  maxEvaluations?: number;
  /** File name used in messages (default `network.solution`). */
  file?: string;
}

/** A run, with the problems of the text that were not read (lines skipped). */
export interface NetworkRun extends RecipeRun {
  parseProblems: string[];
}

/** The simulator, seen with another initial kitchen and/or search budget; it shares everything else. */
function simulatorWith(simulator: Simulator, options: RunNetworkOptions): Simulator {
  if (!options.kitchen && options.maxEvaluations === undefined) return simulator;
  const view = Object.create(simulator) as Simulator;
  if (options.kitchen) {
    const setup = options.kitchen;
    Object.defineProperty(view, 'initialKitchen', { value: (factory: Factory): Entity => setup.build(factory) });
  }
  if (options.maxEvaluations !== undefined) Object.defineProperty(view, 'maxEvaluations', { value: options.maxEvaluations });
  return view;
}

/** Throws an InputError for arguments that are not a simulator, a network and its options (bad text is no such thing: it comes back as messages). */
function checkedRunArguments(simulator: unknown, network: unknown, options: RunNetworkOptions): void {
  const fn = 'runNetwork';
  const fail = failer(fn);
  requireSimulator(simulator, fn);
  if (typeof network !== 'string' && !(isRecord(network) && Array.isArray(network.lines)))
    fail(`the network must be .solution text or a Network ({ lines: [...] }), got ${kindOfValue(network)}`);
  checkedKeys(fn, options, ['kitchen', 'maxEvaluations', 'file'], "{ file: 'x.solution' }", 'option');
  if (options.kitchen !== undefined && typeof (options.kitchen as Partial<KitchenSetup> | null)?.build !== 'function') fail(`kitchen must be a kitchen setup (kitchenSetupArbitrary gives them), got ${shown(options.kitchen)}`);
  if (options.maxEvaluations !== undefined && !whole(options.maxEvaluations, 1)) fail(`maxEvaluations must be a whole number of at least 1, got ${shown(options.maxEvaluations)}`);
  if (options.file !== undefined && (typeof options.file !== 'string' || options.file === '')) fail(`file must be a file name, got ${shown(options.file)}`);
}

/** Parses and runs the first recipe of the text (or the network). */
export function runNetwork(simulator: Simulator, network: Network | string, options: RunNetworkOptions = {}): NetworkRun {
  checkedRunArguments(simulator, network, options);
  const file = options.file ?? 'network.solution';
  const text = typeof network === 'string' ? network : networkText(network);
  const parsed = parseSolutionText(text, file);
  const parseProblems = parsed.problems.map(formatProblem);
  const recipe = parsed.recipes[0];
  if (!recipe) {
    return {
      file,
      recipeId: null,
      status: 'error',
      executionTime: null,
      timeline: [],
      messages: parseProblems.length ? parseProblems : [`${file}:1:1: no network in the text`],
      program: null,
      execution: null,
      initialKitchen: null,
      parseProblems,
    };
  }
  return { ...simulatorWith(simulator, options).run(recipe, file), parseProblems };
}
