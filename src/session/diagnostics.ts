// Diagnostics of a session step as values (docs/schema/diagnostic.schema.json): the run's own,
// those of lines the session refuses before running them, and which of the run's a step reports.
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseProblemDiagnostics } from '../diagnostics/explain.ts';
import type { ParseProblem } from '../language/ast.ts';
import { WHAT_A_LINE_IS } from '../language/syntax-hints.ts';
import type { RecipeRun } from '../simulator.ts';
import { SESSION_FILE } from './network.ts';

export type SessionDiagnostic = Diagnostic;

/** What a step sent as words (`beat the butter`) or a broken call needs: the form of a line, and where lines that run are listed. */
const LINE_HINT =
  "each line is one action call, like (beat ?beaten ?ks-out ?ks-in ?bowl ?whisk), not words; a session's nearest(text) (POST /sessions/{id}/nearest) and admissible listing give lines that run";

/** The lines a session could not read, as diagnostics; a syntax error says what a line looks like, and where lines that run are listed. */
export function problemDiagnostics(problems: ParseProblem[]): Diagnostic[] {
  return parseProblemDiagnostics(problems).map((d) => (d.code === 'E_SYNTAX' && (d.hint === undefined || d.hint === WHAT_A_LINE_IS) ? { ...d, hint: LINE_HINT } : d));
}

/** The diagnostics of a run: its own when it has them, else one per message. */
export function runDiagnostics(run: RecipeRun): Diagnostic[] {
  if (Array.isArray(run.diagnostics)) return run.diagnostics;
  return run.messages.map((m) => diagnostic(run.status === 'unexecutable' ? 'E_WAITING' : 'E_SIMULATION', { file: SESSION_FILE, line: 1, column: 1 }, m));
}

/** Each run's diagnostics as JSON texts: written once per run, read by the step after it too. */
const diagnosticTexts = new WeakMap<RecipeRun, string[]>();

function textsOf(run: RecipeRun): string[] {
  let texts = diagnosticTexts.get(run);
  if (!texts) diagnosticTexts.set(run, (texts = runDiagnostics(run).map((d) => JSON.stringify(d))));
  return texts;
}

/**
 * The diagnostics of `after` that `before` did not hold (new, or changed: another message, line
 * or root cause), and while the network is not ok the errors at the root of it (why the call's
 * lines may not have run), root causes first: a step answers for what it brought, as its
 * bindings do, so a long loop's answers do not grow with the network (diagnostics() has them all).
 */
export function newDiagnostics(before: RecipeRun, after: RecipeRun): Diagnostic[] {
  if (before === after) return [];
  const left = new Map<string, number>();
  for (const key of textsOf(before)) left.set(key, (left.get(key) ?? 0) + 1);
  const texts = textsOf(after);
  const stuck = after.status !== 'ok';
  return runDiagnostics(after).filter((d, i) => {
    const n = left.get(texts[i]) ?? 0;
    if (n > 0) left.set(texts[i], n - 1);
    return n === 0 || (stuck && d.rootCause && d.severity === 'error');
  });
}
