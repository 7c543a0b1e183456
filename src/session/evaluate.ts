// Scores a session's network so far against a recipe's gold, as `evaluate --format json` does.
import { jsonRow } from '../cli/json-row.ts';
import { InputError } from '../errors.ts';
import { didYouMeanChoice } from '../did-you-mean.ts';
import { DEFAULT_METRICS, evaluateRecipe, METRIC_NAMES, type MetricName, nearGoldId } from '../evaluator/evaluate.ts';
import { GOLD_ENVIRONMENTS, GoldStandards } from '../evaluator/gold-standards.ts';
import type { Simulator } from '../simulator.ts';
import { kindOfValue } from '../language/check-recipe.ts';
import { DERIVED } from '../tasks/derive.ts';
import { cut, quote } from '../tasks/quote.ts';
import { readNetwork } from './network.ts';
import type { SessionOptions } from './session.ts';

/** One evaluation row as JSON, exactly as `irl-kitchen evaluate --format json` writes it. */
export type EvaluationRowJson = ReturnType<typeof jsonRow>;

const golds = new WeakMap<Simulator, Map<string, GoldStandards>>();

function goldFor(sim: Simulator, benchmark: string | undefined): GoldStandards {
  let bySim = golds.get(sim);
  if (!bySim) golds.set(sim, (bySim = new Map()));
  const key = benchmark ?? '';
  let gold = bySim.get(key);
  if (!gold) bySim.set(key, (gold = new GoldStandards(sim, benchmark)));
  return gold;
}

/** A recipe id that names none of the benchmark's gold recipes (the server answers it 404 `unknown-recipe`). */
export class UnknownRecipeError extends InputError {
  constructor(message: string) {
    super(message);
    this.name = 'UnknownRecipeError';
  }
}

export function evaluateSession(sim: Simulator, network: readonly string[], recipeId: string, metrics: readonly MetricName[] | undefined, options: SessionOptions): EvaluationRowJson {
  if (typeof recipeId !== 'string' || !recipeId.trim())
    throw new InputError(`recipeId: evaluate takes a recipe id, e.g. almond-crescent-cookies, got ${typeof recipeId === 'string' ? 'an empty one' : kindOfValue(recipeId)}`);
  const id = recipeId.trim().toLowerCase();
  if (!GOLD_ENVIRONMENTS.some((e) => e.recipeId === id)) throw new UnknownRecipeError(`recipeId: ${unknownRecipe(recipeId, id)}`);
  if (metrics !== undefined && metrics !== null && !Array.isArray(metrics)) throw new InputError(`metrics: evaluate takes an array of metric names, got ${kindOfValue(metrics)}`);
  const wanted = metrics ?? [...DEFAULT_METRICS];
  const unknown = Array.from(wanted).filter((m) => !METRIC_NAMES.includes(m));
  if (!wanted.length) throw new InputError(`metrics: evaluate names no metric; leave it out for the default ones (metrics: ${METRIC_NAMES.join(', ')})`);
  const near = typeof unknown[0] === 'string' ? didYouMeanChoice(unknown[0], METRIC_NAMES) : '';
  if (unknown.length) throw new InputError(`metrics: unknown metric ${unknown.map((m) => (typeof m === 'string' ? quote(m) : kindOfValue(m))).join(', ')}${near} (metrics: ${METRIC_NAMES.join(', ')})`);
  const read = readNetwork([...network]);
  if (!read.recipe) throw new InputError(`the session's network cannot be read: ${read.problems.map((p) => p.message).join('; ')}`);
  const recipe = { ...read.recipe, id };
  const gold = goldFor(sim, options.benchmark);
  const row = evaluateRecipe(sim, gold, recipe, recipe.place.file, wanted, { semantics: options.semantics });
  return jsonRow(row);
}

/** What to say of an id with no gold network: the closest gold ids, or of a derived task id, its recipe's. */
function unknownRecipe(asked: string, id: string): string {
  const gold = GOLD_ENVIRONMENTS.map((e) => e.recipeId);
  const base = id.includes(DERIVED) ? id.slice(0, id.indexOf(DERIVED)) : null;
  if (base !== null && gold.includes(base)) return `${cut(asked)} has the form of a derived task of ${base} (<recipe>${DERIVED}<variation>), and derived tasks have no gold network (score against ${base}, or step the task's environment)`;
  return `unknown recipe ${cut(asked)}${nearGoldId(id) || ` (not one of the benchmark's ${gold.length} gold recipes)`}`;
}
