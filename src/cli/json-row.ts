// An evaluation row as `evaluate --format json|jsonl` prints it: exact fractions, full precision.
import type { EvaluationRow } from '../evaluator/evaluate.ts';
import { formatNum, numToJson, ratio, toDouble } from '../numbers/num.ts';

export function jsonRow(r: EvaluationRow) {
  const g = r.goalConditionSuccess;
  const fraction = g ? ratio(BigInt(g.reached), BigInt(g.total)) : null;
  return {
    file: r.file,
    recipeId: r.recipeId,
    status: r.status,
    ...(r.reason ? { reason: r.reason } : {}),
    goalConditionSuccess: fraction !== null ? { fraction: formatNum(fraction), value: toDouble(fraction) } : null,
    dishApproximationScore: r.dishApproximationScore,
    executionTime: r.executionTime === null ? null : numToJson(r.executionTime),
    ...(r.smatch !== undefined ? { smatch: r.smatch } : {}),
    messages: r.messages,
    diagnostics: r.diagnostics ?? [],
    ...(r.physics ? { physics: r.physics } : {}),
    warnings: r.warnings,
  };
}
