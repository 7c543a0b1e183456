// The comparison with the gold network: the evaluation row's figures (from `evaluateRecipe` and
// `smatch`, exactly as `evaluate --format json` gives them) and the explanations behind them.
import { join } from 'node:path';
import { goldDir } from '../benchmark-dir.ts';
import { MAX_PREDICATES } from '../engine/program.ts';
import { type DishExplanation, explainDishScore } from '../evaluator/explain-dish.ts';
import { explainGoalConditions, type GoalsExplanation } from '../evaluator/explain-goals.ts';
import { explainSmatch, type SmatchExplanation } from '../evaluator/explain-smatch.ts';
import { type EvaluationRow, evaluateRecipe, METRIC_NAMES } from '../evaluator/evaluate.ts';
import { type GoldStandards, goldOutputNode } from '../evaluator/gold-standards.ts';
import { nodeSequence } from '../evaluator/nodes.ts';
import { Factory } from '../kitchen/entity.ts';
import type { Recipe } from '../language/ast.ts';
import { readSolutionFile } from '../language/parse-solution.ts';
import { formatNum, numToJson, ratio, toDouble } from '../numbers/num.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';

export interface ScoreView {
  recipeId: string;
  goldFile: string;
  /** The figures of the evaluation row. */
  status: EvaluationRow['status'];
  reason: string | null;
  /** Gold goal conditions met of the total; `fraction` reduced (`1`, `23/34`), `value` its double. */
  goalConditionSuccess: GoalFigure | null;
  dishApproximationScore: number | null;
  executionTime: number | null;
  smatch: { precision: number; recall: number; f: number } | null;
  messages: string[];
  warnings: string[];
  goals: GoalsExplanation | null;
  dish: DishExplanation | null;
  smatchDetail: SmatchExplanation | null;
}

export interface GoalFigure {
  met: number;
  total: number;
  fraction: string;
  value: number;
}

/** The one form every page shows goal-condition success in: met/total, then the fraction as a decimal (`23/34 · 0.68`, `34/34 · 1.00`). */
export const goalText = (g: GoalFigure) => `${g.met}/${g.total} · ${g.value.toFixed(2)}`;

/** Why a page has no comparison with a gold network, in words; `unreadable`: the network had lines the reader refused. */
export function unscoredReason(recipeId: string | null, gold: GoldStandards | null, unreadable: boolean): string {
  if (recipeId === null) return 'The network has no recipe id (a #id line above its lines), so there is no gold network to compare it with.';
  if (gold === null) return 'Not compared with a gold network: the benchmark corpus was not found (give --benchmark DIR or set IRL_KITCHEN_BENCHMARK).';
  // evaluate scores such a recipe as an error, reason unreadable
  if (unreadable && gold.environment(recipeId)) return 'Not compared with its gold network: some lines of the network could not be read (see the diagnostics).';
  return 'No gold network has this recipe id, so nothing to compare with.';
}

/** Null when the recipe id has no gold environment. */
export function scoreView(sim: Simulator, gold: GoldStandards, recipe: Recipe, file: string, run: RecipeRun): ScoreView | null {
  const environment = recipe.id ? gold.environment(recipe.id) : undefined;
  if (!environment) return null;
  const row = evaluateRecipe(sim, gold, recipe, file, METRIC_NAMES, { semantics: sim.semantics });
  const goldPath = join(goldDir(gold.dir), `${environment.file}.solution`);
  const goldPredicates = readSolutionFile(goldPath).recipes[0]?.predicates ?? null;
  // a network over the engine's bound is refused (E_NETWORK_TOO_LARGE); its Smatch pairs would not fit in memory
  const smatchDetail = goldPredicates && recipe.predicates.length <= MAX_PREDICATES ? explainSmatch(recipe.predicates, goldPredicates) : null;
  const g = row.goalConditionSuccess;
  const fraction = g ? ratio(BigInt(g.reached), BigInt(g.total)) : null;
  const view: ScoreView = {
    recipeId: environment.recipeId,
    goldFile: goldPath,
    status: row.status,
    reason: row.reason ?? null,
    goalConditionSuccess: g && fraction !== null ? { met: g.reached, total: g.total, fraction: formatNum(fraction), value: toDouble(fraction) } : null,
    dishApproximationScore: row.dishApproximationScore,
    executionTime: row.executionTime === null ? null : numToJson(row.executionTime),
    smatch: smatchDetail && { precision: smatchDetail.precision, recall: smatchDetail.recall, f: smatchDetail.f },
    messages: row.messages,
    warnings: row.warnings,
    goals: null,
    dish: null,
    smatchDetail,
  };
  if (row.status !== 'ok' || run.status !== 'ok') return view;
  const goldStd = gold.get(environment.recipeId);
  if (goldStd.problem) return view;
  const predicted = nodeSequence(run);
  view.goals = explainGoalConditions(goldStd.nodes, predicted, { semantics: sim.semantics });
  const goldNode = goldOutputNode(goldStd, sim.semantics);
  if (goldNode) view.dish = explainDishScore(predicted, goldNode, { units: sim.world.units, factory: new Factory(sim.world.ontology), semantics: sim.semantics });
  return view;
}
