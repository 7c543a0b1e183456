// An evaluation row as `evaluate --format json|jsonl` prints it: exact fractions, full precision.
import type { EvaluationRow } from '../evaluator/evaluate.ts';
import { goalConditionsJson } from '../evaluator/goal-conditions.ts';
import { numberJson } from '../json/values.ts';

export function jsonRow(r: EvaluationRow) {
  return {
    file: r.file,
    recipeId: r.recipeId,
    status: r.status,
    ...(r.reason ? { reason: r.reason } : {}),
    goalConditionSuccess: goalConditionsJson(r.goalConditionSuccess),
    // the counts behind the fraction, which is reduced (15 of 25 goals reads "3/5")
    goalConditionsReached: r.goalConditionSuccess?.reached ?? null,
    goalConditionsTotal: r.goalConditionSuccess?.total ?? null,
    dishApproximationScore: r.dishApproximationScore,
    // exact: a ratio (`6011960/7`) or an integer beyond 2^53 as text, as the CSV prints it
    executionTime: r.executionTime === null ? null : numberJson(r.executionTime),
    ...(r.smatch !== undefined ? { smatch: r.smatch } : {}),
    messages: r.messages,
    diagnostics: r.diagnostics ?? [],
    ...(r.physics ? { physics: r.physics } : {}),
    warnings: r.warnings,
  };
}
