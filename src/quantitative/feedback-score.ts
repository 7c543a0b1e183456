// The goal-condition success and dish score of a quantitative run with feedback, against the
// gold, computed as `evaluate` computes the qualitative ones: set beside them, they show what the
// physics changed. The execution time is the symbolic clock's, which feedback does not change.
import { dishScore, type DishContext } from '../evaluator/dish-score.ts';
import { goalConditions, goalConditionsJson } from '../evaluator/goal-conditions.ts';
import { type GoldStandard, type GoldStandards, goldOutputNode } from '../evaluator/gold-standards.ts';
import { type ExecNode, nodeSequence } from '../evaluator/nodes.ts';
import { Factory } from '../kitchen/entity.ts';
import { toF32 } from '../numbers/num.ts';
import { InputError, requireChoice } from '../errors.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import { type Semantics, SEMANTICS } from '../rules/action.ts';
import type { Simulator } from '../simulator.ts';
import { requireSimulator } from '../tasks/arguments.ts';
import { requireQuantitativeRun } from './report.ts';
import type { QuantitativeRun } from './run.ts';

/** The arguments, or an InputError naming the function and the argument (a wrong one would fail below with a bare TypeError). */
function checkArguments(sim: unknown, gold: unknown, run: unknown, semantics: unknown, where: string): void {
  requireSimulator(sim, where);
  if (!(isRecord(gold) && typeof gold.get === 'function' && typeof gold.environment === 'function'))
    throw new InputError(`${where}: gold must be the gold standards (new GoldStandards(sim, benchmark)), got ${kindOfValue(gold)}`);
  requireQuantitativeRun(run, where);
  requireChoice(`${where}: semantics`, semantics, SEMANTICS);
}

export function feedbackSummary(sim: Simulator, gold: GoldStandards, run: QuantitativeRun, semantics: Semantics) {
  checkArguments(sim, gold, run, semantics, 'feedbackSummary');
  const std = scoredAgainst(gold, run);
  const nodes = std ? nodeSequence(run) : [];
  return {
    goalConditionSuccessWithFeedback: goalConditionsJson(std && goalConditions(std.nodes, nodes, { semantics })),
    dishApproximationScoreWithFeedback: std && dishAgainst(sim, std, nodes, semantics),
    feedbackDiagnostics: (run.feedback?.diagnostics ?? []).map((d) => d.message),
  };
}

/** The dish approximation score of the run's (feedback) values, null when it cannot be scored. */
export function feedbackDishScore(sim: Simulator, gold: GoldStandards, run: QuantitativeRun, semantics: Semantics): number | null {
  checkArguments(sim, gold, run, semantics, 'feedbackDishScore');
  const std = scoredAgainst(gold, run);
  return std && dishAgainst(sim, std, nodeSequence(run), semantics);
}

/** The executed gold the run is scored against; null when it cannot be scored. */
function scoredAgainst(gold: GoldStandards, run: QuantitativeRun): GoldStandard | null {
  const env = run.recipeId ? gold.environment(run.recipeId) : undefined;
  if (!env || run.status !== 'ok') return null;
  const std = gold.get(env.recipeId);
  return std.problem ? null : std;
}

function dishAgainst(sim: Simulator, std: GoldStandard, nodes: ExecNode[], semantics: Semantics): number | null {
  const goldNode = goldOutputNode(std, semantics);
  if (!goldNode) return null;
  const ctx: DishContext = { units: sim.world.units, factory: new Factory(sim.world.ontology), semantics };
  return toF32(dishScore(nodes, goldNode, ctx)).v;
}
