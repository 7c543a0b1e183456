// The goal-condition success and dish score of a quantitative run with feedback, against the
// gold, computed as `evaluate` computes the qualitative ones: set beside them, they show what the
// physics changed. The execution time is the symbolic clock's, which feedback does not change.
import { dishScore, type DishContext } from '../evaluator/dish-score.ts';
import { goalConditions, goalConditionsJson } from '../evaluator/goal-conditions.ts';
import { type GoldStandards, goldOutputNode } from '../evaluator/gold-standards.ts';
import { nodeSequence } from '../evaluator/nodes.ts';
import { Factory } from '../kitchen/entity.ts';
import { toF32 } from '../numbers/num.ts';
import type { Semantics } from '../rules/action.ts';
import type { Simulator } from '../simulator.ts';
import type { QuantitativeRun } from './run.ts';

export function feedbackSummary(sim: Simulator, gold: GoldStandards, run: QuantitativeRun, semantics: Semantics) {
  return {
    goalConditionSuccessWithFeedback: goalConditionsJson(feedbackGoals(gold, run, semantics)),
    dishApproximationScoreWithFeedback: feedbackDishScore(sim, gold, run, semantics),
    feedbackDiagnostics: (run.feedback?.diagnostics ?? []).map((d) => d.message),
  };
}

/** Goal-condition success of the run's (feedback) values, null when it cannot be scored. */
export function feedbackGoals(gold: GoldStandards, run: QuantitativeRun, semantics: Semantics) {
  const env = run.recipeId ? gold.environment(run.recipeId) : undefined;
  if (!env || run.status !== 'ok') return null;
  const std = gold.get(env.recipeId);
  return std.problem ? null : goalConditions(std.nodes, nodeSequence(run), { semantics });
}

/** The dish approximation score of the run's (feedback) values, null when it cannot be scored. */
export function feedbackDishScore(sim: Simulator, gold: GoldStandards, run: QuantitativeRun, semantics: Semantics): number | null {
  const env = run.recipeId ? gold.environment(run.recipeId) : undefined;
  if (!env || run.status !== 'ok') return null;
  const std = gold.get(env.recipeId);
  if (std.problem) return null;
  const goldNode = goldOutputNode(std, semantics);
  if (!goldNode) return null;
  const ctx: DishContext = { units: sim.world.units, factory: new Factory(sim.world.ontology), semantics };
  return toF32(dishScore(nodeSequence(run), goldNode, ctx)).v;
}
