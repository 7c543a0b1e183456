// The arguments of the view's library functions (write.ts), checked when they are called: a
// misspelt option would be ignored and a value of the wrong kind would fail deep inside with a
// TypeError. Each refusal is an InputError naming the function and the argument.
import { InputError } from '../errors.ts';
import type { GoldStandards } from '../evaluator/gold-standards.ts';
import type { Recipe, SolutionFile } from '../language/ast.ts';
import { isRecord, kindOfValue, requireRecipe } from '../language/check-recipe.ts';
import type { Simulator } from '../simulator.ts';
import { optionalString, optionsOf, requireSimulator, requireString } from '../tasks/arguments.ts';
import type { BatchOptions, RefreshSeconds, ViewOptions } from './write.ts';

const VIEW_OPTIONS = ['recipe', 'output', 'benchmark', 'simulator', 'sim', 'batch', 'text', 'stop'];

/** The options, or an InputError naming the function and the option. */
function checkViewOptions<T extends ViewOptions>(given: T | null | undefined, where: string, known: string[]): T {
  const options = optionsOf(given, where, known);
  for (const key of ['recipe', 'output', 'benchmark', 'text'] as const) optionalString(options[key], `${where}: ${key}`);
  if (options.sim !== undefined) requireSimulator(options.sim, `${where}: sim`);
  return options;
}

/** writeViews(file, options): its options. */
export function checkViewsArguments(file: unknown, given: ViewOptions | null | undefined): ViewOptions {
  requireString(file, 'writeViews: file');
  return checkViewOptions(given, 'writeViews', VIEW_OPTIONS);
}

/** writeViewsForRows(rows, output, options): its options (with `warn`). */
export function checkRowsArguments(rows: unknown, output: unknown, given: BatchOptions | null | undefined): BatchOptions {
  if (!(Array.isArray(rows) && rows.every((r) => isRecord(r) && typeof r.file === 'string'))) throw new InputError(`writeViewsForRows: rows must be an array of {file}, got ${kindOfValue(rows)}`);
  requireString(output, 'writeViewsForRows: output');
  const options = checkViewOptions<BatchOptions>(given, 'writeViewsForRows', [...VIEW_OPTIONS.filter((k) => k !== 'output' && k !== 'recipe'), 'warn']);
  if (options.warn !== undefined && typeof options.warn !== 'function') throw new InputError(`writeViewsForRows: warn must be a function, got ${kindOfValue(options.warn)}`);
  return options;
}

/** recipeView(recipe, file, parsed, sim, gold). */
export function checkRecipeViewArguments(recipe: Recipe, file: string, parsed: SolutionFile, sim: Simulator, gold: GoldStandards | null): void {
  requireRecipe(recipe, 'recipeView');
  requireString(file, 'recipeView: file');
  if (!(isRecord(parsed) && Array.isArray(parsed.problems))) throw new InputError(`recipeView: parsed must be the recipe's parsed file (parseSolutionText(text, file)), got ${kindOfValue(parsed)}`);
  requireSimulator(sim, 'recipeView');
  if (gold !== null && !(isRecord(gold) && typeof gold.get === 'function')) throw new InputError(`recipeView: gold must be GoldStandards or null, got ${kindOfValue(gold)}`);
}

/** pageForRecipe / pageWithPolicy (recipe, name, sim, refreshSeconds). */
export function checkPageArguments(recipe: Recipe, name: string, sim: Simulator, refreshSeconds: RefreshSeconds | undefined, where: string): void {
  requireRecipe(recipe, where);
  requireString(name, `${where}: name`);
  requireSimulator(sim, where);
  if (!(refreshSeconds === undefined || typeof refreshSeconds === 'function' || (typeof refreshSeconds === 'number' && refreshSeconds > 0)))
    throw new InputError(`${where}: refreshSeconds must be a number above 0 or a function, got ${kindOfValue(refreshSeconds)}`);
}
