// An evaluation row as `evaluate --format json|jsonl` prints it: exact fractions, full precision.
import type { EvaluationRow } from '../evaluator/evaluate.ts';
import { goalConditionsJson } from '../evaluator/goal-conditions.ts';
import { numToJson } from '../numbers/num.ts';

export function jsonRow(r: EvaluationRow) {
  return {
    file: r.file,
    recipeId: r.recipeId,
    status: r.status,
    ...(r.reason ? { reason: r.reason } : {}),
    goalConditionSuccess: goalConditionsJson(r.goalConditionSuccess),
    dishApproximationScore: r.dishApproximationScore,
    executionTime: r.executionTime === null ? null : numToJson(r.executionTime),
    ...(r.smatch !== undefined ? { smatch: r.smatch } : {}),
    messages: r.messages,
    diagnostics: r.diagnostics ?? [],
    ...(r.physics ? { physics: r.physics } : {}),
    warnings: r.warnings,
  };
}
