// Diagnostics of a session step as values (docs/schema/diagnostic.schema.json): the run's own,
// and those of lines the session refuses before running them.
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseProblemDiagnostics } from '../diagnostics/explain.ts';
import type { ParseProblem } from '../language/ast.ts';
import type { RecipeRun } from '../simulator.ts';
import { SESSION_FILE } from './network.ts';

export type SessionDiagnostic = Diagnostic;

export function problemDiagnostics(problems: ParseProblem[]): Diagnostic[] {
  return parseProblemDiagnostics(problems);
}

/** A request that is not a network text. */
export function badRequest(message: string): Diagnostic {
  return diagnostic('E_BAD_INPUT', { file: SESSION_FILE, line: 1, column: 1 }, message);
}

/** The diagnostics of a run: its own when it has them, else one per message. */
export function runDiagnostics(run: RecipeRun): Diagnostic[] {
  if (Array.isArray(run.diagnostics)) return run.diagnostics;
  return run.messages.map((m) => diagnostic(run.status === 'unexecutable' ? 'E_WAITING' : 'E_SIMULATION', { file: SESSION_FILE, line: 1, column: 1 }, m));
}
