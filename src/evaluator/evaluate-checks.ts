// The arguments of evaluateRecipe, checked before any work: a misspelt metric or semantics would
// otherwise be ignored (a column of NIL, the reference's figures where the corrected ones were
// asked for), and a wrong value would fail deep inside with a TypeError.
import { didYouMeanChoice } from '../did-you-mean.ts';
import { InputError, requireChoice } from '../errors.ts';
import { kindOfValue, requireRecipe } from '../language/check-recipe.ts';
import { SEMANTICS } from '../rules/action.ts';
import { optionsOf } from '../tasks/arguments.ts';
import { SMATCH_MODES } from './smatch/index.ts';
import { DEFAULT_METRICS, type EvaluateOptions, METRIC_NAMES, type MetricName } from './evaluate.ts';

const WHERE = 'evaluateRecipe';

/** What EvaluateOptions takes: a misspelt `semantic` would score with the reference's figures silently. */
const EVALUATE_OPTIONS: readonly (keyof EvaluateOptions)[] = ['semantics', 'mergeOrder', 'smatch'];

/** The metrics asked for (the default ones when none are given), or an InputError for none or an unknown one (one named twice counts once). */
export function checkedMetrics(metrics: readonly MetricName[] | undefined): readonly MetricName[] {
  if (metrics === undefined) return DEFAULT_METRICS;
  if (!Array.isArray(metrics)) throw new InputError(`${WHERE}: metrics must be an array of metric names (${METRIC_NAMES.join(', ')}), got ${kindOfValue(metrics)}`);
  const named = `(metrics: ${METRIC_NAMES.join(', ')})`;
  // a row of nulls would read as a prediction that scored nothing (--metrics refuses none too)
  if (!metrics.length) throw new InputError(`${WHERE}: metrics names no metric ${named}; leave it out for the default ones`);
  const unknown = metrics.filter((m) => !METRIC_NAMES.includes(m));
  if (unknown.length) {
    const near = typeof unknown[0] === 'string' ? didYouMeanChoice(unknown[0], METRIC_NAMES) : '';
    throw new InputError(`${WHERE}: unknown metric ${unknown.map((m) => JSON.stringify(m)).join(', ')}${near} ${named}`);
  }
  // the metrics are a set, as --metrics, the CSV's columns and POST /evaluate take them: a name
  // repeated asks for the same figure again, which the row holds once
  return metrics;
}

/** The options, or an InputError naming the first wrong one (an unknown key, with the closest known one). */
export function checkedOptions(options: EvaluateOptions | null | undefined): EvaluateOptions {
  const checked = optionsOf(options, WHERE, EVALUATE_OPTIONS);
  const { semantics, mergeOrder, smatch } = checked;
  if (semantics !== undefined) requireChoice(`${WHERE}: semantics`, semantics, SEMANTICS);
  if (mergeOrder !== undefined) requireChoice(`${WHERE}: mergeOrder`, mergeOrder, ['keep', 'reverse']);
  if (smatch !== undefined) requireChoice(`${WHERE}: smatch`, smatch, SMATCH_MODES);
  return checked;
}

/** The simulator, gold standards, recipe and file name are what they should be: else an InputError saying which is not. */
export function checkArguments(sim: unknown, gold: unknown, recipe: unknown, file: unknown): void {
  const has = (v: unknown, method: string) => typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>)[method] === 'function';
  if (!has(sim, 'run')) throw new InputError(`${WHERE}: expected a Simulator first, got ${kindOfValue(sim)}`);
  if (!has(gold, 'environment') || !has(gold, 'get')) throw new InputError(`${WHERE}: expected GoldStandards second (new GoldStandards(simulator, benchmark)), got ${kindOfValue(gold)}`);
  requireRecipe(recipe, WHERE);
  // the row's file column: without it a JSON row would lose its `file` and a CSV row print `undefined`
  if (typeof file !== 'string') throw new InputError(`${WHERE}: expected the file name the recipe was read from (text) fourth, got ${kindOfValue(file)}`);
}
