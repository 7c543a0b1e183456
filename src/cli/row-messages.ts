// What `evaluate` says on standard error about a row it could not score: the run's diagnostics
// grouped as `run` prints them (codes, root causes first, hints, did-you-mean), then what the
// evaluator itself adds (an unknown recipe id, a gold network that cannot be scored).
import { formatDiagnostics } from '../diagnostics/format.ts';
import type { EvaluationRow } from '../evaluator/evaluate.ts';

export function groupedMessages(row: EvaluationRow): string[] {
  const diagnostics = row.diagnostics ?? [];
  if (!diagnostics.length) return row.messages;
  return [...formatDiagnostics(diagnostics).split('\n'), ...row.messages.slice(row.diagnosedMessages ?? 0)];
}
