// One prediction → one result row: execute the predicted network, then compute the requested
// simulation metrics against the executed gold (spec: evaluation §1, §3.4). A prediction that
// cannot be executed completely gets no simulation metrics at all, as in the reference; an error
// the reference would stop on becomes this row's error instead of ending the whole run.
import type { Diagnostic } from '../diagnostics/index.ts';
import { diagnostic } from '../diagnostics/diagnostic.ts';
import { SimulationError } from '../errors.ts';
import { Entity, Factory } from '../kitchen/entity.ts';
import type { Recipe } from '../language/ast.ts';
import { formatPlace } from '../language/parse-solution.ts';
import type { Num } from '../numbers/num.ts';
import { F32, formatNum, toF32 } from '../numbers/num.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';
import { allIngredients, type DishContext, dishScore } from './dish-score.ts';
import { type GoalConditions, goalConditions, goalNodes, unreachableGoals } from './goal-conditions.ts';
import type { Semantics } from '../rules/action.ts';
import { GOLD_ENVIRONMENTS, type GoldStandard, type GoldStandards, goldOutputNode, nearGoldId } from './gold-standards.ts';
import { type ExecNode, isFailed, nodeSequence } from './nodes.ts';
import { smatch, type SmatchResult } from './smatch/index.ts';
import { recipeShapeProblem } from '../language/check-recipe.ts';
import { MAX_PREDICATES } from '../engine/program.ts';
import { checkArguments, checkedMetrics, checkedOptions } from './evaluate-checks.ts';

/** Re-exported: it lives beside the gold environments (GoldStandards.get suggests with it too). */
export { nearGoldId };

/** A metric of the benchmark's evaluator, as its `-metrics` flag names it. */
export type MetricName = 'smatch-score' | 'goal-condition-success' | 'dish-approximation-score' | 'execution-time';

/** The CSV's fixed column order. */
export const METRIC_NAMES: readonly MetricName[] = ['smatch-score', 'goal-condition-success', 'dish-approximation-score', 'execution-time'];

/** What the reference's command line computes when no metric is named. */
export const DEFAULT_METRICS: readonly MetricName[] = ['goal-condition-success', 'dish-approximation-score', 'execution-time'];

export interface EvaluateOptions {
  /**
   * 'reference' reproduces the reference's figures, defects included, and warns on a row a known
   * defect touches; 'corrected' fixes the evaluator-side defects (docs/DEVIATIONS.md). Default: the
   * simulator's semantics, which fixes (or keeps) the execution-side ones.
   */
  semantics?: Semantics;
  /** See DishContext.mergeOrder. */
  mergeOrder?: 'keep' | 'reverse';
  /** The search of `smatch-score` (see SmatchOptions.mode); default 'best'. */
  smatch?: 'best' | 'reference';
}

/** One recipe's scores, as one row of the evaluator's CSV: `null` metrics print as `NIL`. */
export interface EvaluationRow {
  file: string;
  /** The recipe id of the prediction (lower case), or null when it has none. */
  recipeId: string | null;
  /** ok: executed and scored; unexecutable: no complete execution (metrics NIL); error: see messages. */
  status: 'ok' | 'unexecutable' | 'error';
  /** For status error: the reason in the reference figures' notation, e.g. `no-conversion-entry(carrot)`. */
  reason?: string;
  goalConditionSuccess: GoalConditions | null;
  /** A single-float value (or integer 0), null when not computed. */
  dishApproximationScore: number | null;
  executionTime: Num | null;
  /** Smatch of the prediction against the gold network, when asked for (computed on the texts). */
  smatch?: SmatchResult | null;
  messages: string[];
  /** The run's problems as values, root causes first (docs/DIAGNOSTICS.md). */
  diagnostics?: Diagnostic[];
  /** How many of the first `messages` say what `diagnostics` say (the rest are the evaluator's own). */
  diagnosedMessages?: number;
  /** `evaluate --mode quantitative`: totals of the physical replay of the prediction. */
  physics?: { backend: string; steps: number; measuredGrams: number; spilledGrams: number; simulatedSeconds: number; wallMs: number; goalConditionSuccessWithFeedback?: { fraction: string; value: number } | null; dishApproximationScoreWithFeedback?: number | null; feedbackDiagnostics?: string[] };
  warnings: string[];
}

/**
 * Scores one predicted recipe like the benchmark's evaluator: executes it, finds its gold standard
 * by recipe id and computes the asked metrics (`smatch-score` on the texts, whatever the run gives).
 * Never throws for a bad prediction: the row's `status` and `messages` say what went wrong. An
 * unknown metric or option, or a wrong argument, is an InputError.
 */
export function evaluateRecipe(
  sim: Simulator,
  gold: GoldStandards,
  recipe: Recipe,
  file: string,
  metrics: readonly MetricName[] = DEFAULT_METRICS,
  options: EvaluateOptions | null = {},
): EvaluationRow {
  checkArguments(sim, gold, recipe, file);
  metrics = checkedMetrics(metrics);
  options = checkedOptions(options);
  // a corrected simulator scored with the reference's evaluator gave half-corrected figures
  const semantics: Semantics = options.semantics ?? sim.semantics ?? 'reference';
  const row: EvaluationRow = {
    file,
    recipeId: recipe.id,
    status: 'error',
    goalConditionSuccess: null,
    dishApproximationScore: null,
    executionTime: null,
    messages: [],
    warnings: [],
  };
  const where = formatPlace(recipe.place);
  const environment = recipe.id ? gold.environment(recipe.id) : undefined;
  if (!environment) {
    row.reason = 'unsupported-recipe';
    const why = noGoldRecipe(recipe);
    row.messages.push(`${where}: ${why.message}`);
    row.diagnostics = [why];
    row.diagnosedMessages = 1;
    return row;
  }
  // Smatch compares the texts: it needs no execution, so every row that reads gets it; a network
  // over the engine's bound is refused (E_NETWORK_TOO_LARGE), and its pairs would not fit in memory
  if (metrics.includes('smatch-score') && !recipeShapeProblem(recipe, file) && recipe.predicates.length <= MAX_PREDICATES) {
    const goldNetwork = gold.get(environment.recipeId).recipe?.predicates;
    row.smatch = goldNetwork ? smatch(recipe.predicates, goldNetwork, { mode: options.smatch }) : null;
  }

  const run = gold.sameRun(sim, recipe, file) ?? sim.run(recipe, file);
  row.messages.push(...run.messages);
  if (run.diagnostics?.length) {
    row.diagnostics = run.diagnostics;
    row.diagnosedMessages = run.messages.length;
  }
  if (run.status === 'error') {
    row.reason = run.execution?.error?.reason ?? 'invalid-network';
    return row;
  }
  if (run.status === 'unexecutable') {
    row.status = 'unexecutable';
    // Smatch alone was asked for and given: a note on the NIL of metrics nobody asked for is noise
    if (!metrics.some((m) => m !== 'smatch-score')) return row;
    const never = neverRan(run);
    if (semantics === 'reference')
      row.warnings.push(`known reference defect (no partial credit): ${never}, so every simulation metric of this row is NIL`);
    else row.messages.push(`${never}: no simulation metric is computed for a network that does not execute completely`);
    return row;
  }

  const predicted = nodeSequence(run);
  const needGold = metrics.includes('goal-condition-success') || metrics.includes('dish-approximation-score');
  let goldStd: GoldStandard | null = null;
  if (needGold) {
    goldStd = gold.get(environment.recipeId);
    if (goldStd.problem) {
      row.reason = 'gold-not-executable';
      return unscorable(row, diagnostic('E_GOLD_NOT_EXECUTABLE', recipe.place, `cannot score ${environment.recipeId}: ${goldStd.problem}`, { hint: GOLD_HINT }));
    }
    // the reference divides by the number of goals and stops on 0/0
    if (metrics.includes('goal-condition-success') && !goalNodes(goldStd.nodes, semantics).length) {
      row.reason = 'gold-without-goals';
      const message = `cannot score goal-condition-success for ${environment.recipeId}: its gold network (${goldStd.path}) has no goal, no step besides get-kitchen${semantics === 'corrected' ? ' that does not fail' : ''}`;
      return unscorable(row, diagnostic('E_GOLD_WITHOUT_GOALS', recipe.place, message, { hint: GOLD_HINT }));
    }
  }
  try {
    if (metrics.includes('goal-condition-success') && goldStd) {
      row.goalConditionSuccess = goalConditions(goldStd.nodes, predicted, { semantics });
      if (semantics === 'reference') warnUnreachable(row, goldStd.nodes);
    }
    if (metrics.includes('dish-approximation-score') && goldStd) {
      const goldNode = goldOutputNode(goldStd, semantics);
      if (!goldNode) {
        row.reason = 'gold-dish-missing';
        row.goalConditionSuccess = null;
        return unscorable(row, diagnostic('E_GOLD_DISH_MISSING', recipe.place, `the gold network of ${environment.recipeId} never produced its dish ${environment.dish}`, { hint: GOLD_HINT }));
      }
      const ctx: DishContext = { units: sim.world.units, factory: new Factory(sim.world.ontology), semantics, mergeOrder: options.mergeOrder };
      row.dishApproximationScore = toF32(dishScore(predicted, goldNode, ctx)).v;
      if (semantics === 'reference') {
        warnDish(row, environment.recipeId, environment.dish, goldNode, ctx);
        warnInPlaceUnfolding(row, predicted, goldNode, ctx);
      }
    }
  } catch (e) {
    if (!(e instanceof SimulationError)) throw e;
    row.reason = e.reason;
    row.goalConditionSuccess = null;
    row.dishApproximationScore = null;
    return unscorable(row, diagnostic('E_SCORING_STOPPED', recipe.place, `scoring the dish stopped: ${e.message} [${e.reason}]`));
  }
  if (metrics.includes('execution-time')) row.executionTime = run.executionTime;
  row.status = 'ok';
  return row;
}

/** Where a gold network that cannot be scored against comes from, and what changes it. */
const GOLD_HINT = 'the gold network runs in the same kitchen and with the same --rules, --ontology and --semantics as the prediction: check those first';

/**
 * A row the evaluator cannot score for a reason of its own: its diagnostic joins the run's, and
 * its message goes after those the run's diagnostics say (so stderr prints it once, with its code).
 */
function unscorable(row: EvaluationRow, why: Diagnostic): EvaluationRow {
  const said = row.diagnostics?.length ? (row.diagnosedMessages ?? 0) : 0;
  row.messages.splice(said, 0, `${formatPlace(why)}: ${why.message}`);
  row.diagnostics = [...(said ? row.diagnostics! : []), why];
  row.diagnosedMessages = said + 1;
  return row;
}

/** Why a recipe has no gold recipe to be scored against: E_UNKNOWN_RECIPE (with a near id, when one is) or E_NO_RECIPE_ID. */
function noGoldRecipe(recipe: Recipe): Diagnostic {
  if (!recipe.id)
    return diagnostic('E_NO_RECIPE_ID', recipe.place, 'the network has no #recipe-id line, so there is no gold recipe to score it against', {
      hint: 'put the id of the corpus recipe it predicts on a line of its own above it, e.g. #afghan-biscuits',
    });
  return diagnostic('E_UNKNOWN_RECIPE', recipe.place, `recipe ${recipe.id} is not one of the benchmark's ${GOLD_ENVIRONMENTS.length} gold recipes, so it cannot be scored${nearGoldId(recipe.id)}`);
}

/** `beat (line 3), mix (line 5) never ran`, or that a variable stayed unbound. */
function neverRan(run: RecipeRun): string {
  const done = new Set(run.execution!.steps.map((s) => s.expression));
  const open = run.program!.expressions.filter((_, i) => !done.has(i));
  if (!open.length) return 'every action ran but a variable was never bound';
  return `${open.map((e) => `${e.predicate.name} (line ${e.predicate.place.line})`).join(', ')} never ran`;
}

/** Reference semantics: name the gold steps that produced a failed object (goals nothing reaches). */
function warnUnreachable(row: EvaluationRow, goldNodes: ExecNode[]) {
  const failed = unreachableGoals(goldNodes);
  if (!failed.length) return;
  const total = goldNodes.filter((n) => n.action !== 'get-kitchen').length;
  row.warnings.push(
    `known reference defect (failed gold steps count as goals): in the gold network ${failed.map((n) => `${n.action} (line ${n.line})`).join(', ')} ` +
      `produced a failed object, which no prediction can match, so goal-condition success is at most ${total - failed.length}/${total}`,
  );
}

/**
 * Reference semantics: the dish score once more with additions unfolded as copies; where the
 * figure differs, the reference's in-place unfolding changed a slot it then compared.
 */
function warnInPlaceUnfolding(row: EvaluationRow, predicted: ExecNode[], goldNode: ExecNode, ctx: DishContext) {
  const score = row.dishApproximationScore;
  if (score === null) return;
  let copied: number;
  try {
    copied = toF32(dishScore(predicted, goldNode, { ...ctx, copyAdditions: true })).v;
  } catch (e) {
    if (e instanceof SimulationError) return; // the check must never cost the row its figure
    throw e;
  }
  if (copied !== score)
    row.warnings.push(
      `known reference defect (unfolding changes the objects it compares): unfolding the dishes changed what was sprinkled on or dipped into their ingredients before they were compared; ` +
        `unfolded as copies, as --semantics corrected unfolds them, the dish approximation score would be ${formatNum(new F32(copied))}, not ${formatNum(new F32(score))}`,
    );
}

/** Reference semantics: name what makes the gold dish a poor or wrong reference. */
function warnDish(row: EvaluationRow, recipeId: string, dish: string, goldNode: ExecNode, ctx: DishContext) {
  if (recipeId === 'broccoli-salad')
    row.warnings.push(`known reference defect (wrong gold dish): the broccoli-salad gold dish ${dish} is the raw fetched broccoli, not the finished salad`);
  const Q = goldNode.output;
  if (!(Q instanceof Entity)) return;
  if (isFailed(Q)) {
    row.warnings.push(
      `known reference defect (failed gold dish): the ${recipeId} gold dish ${dish} (${goldNode.action}, line ${goldNode.line}) is a failed object, ` +
        `so every prediction scores at most container points`,
    );
    return;
  }
  const vessels = allIngredients(Q, ctx).filter((x) => !(x instanceof Entity && x.isA('ingredient')));
  if (vessels.length)
    row.warnings.push(
      `known reference defect (plated gold dish): the ${recipeId} gold dish ${dish} is a ${Q.cls.name} of ${vessels.length} ` +
        `${[...new Set(vessels.map((v) => (v instanceof Entity ? v.cls.name : String(v))))].join('/')}; the food on them is never compared, ` +
        `and any predicted output holding such items scores 0`,
    );
}
