// A network whose simulation stopped for good: the engine's search stops at the step that stops
// it, whatever comes after, so no line appended later runs (env/run-refusals.ts takes such steps
// back for the same reason). A search that ran out of budget is no such stop: a later run may get further.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { RecipeRun } from '../simulator.ts';
import { runDiagnostics } from './diagnostics.ts';

/** Whether the run's search stopped for good: an error, not a search out of budget. */
export const stoppedForGood = (run: RecipeRun): boolean => run.status === 'error' && run.execution?.error?.reason !== 'search-budget';

/** The diagnostic of the stop itself (the others followed from it or came before). */
export const isStopDiagnostic = (d: Diagnostic): boolean => d.code === 'E_SIMULATION' || d.code === 'E_INTERNAL';

/** Where and why the run stopped for good, null when a line appended now could still run. */
export interface Stop {
  line: number;
  action: string | null;
  message: string;
}

export function stopOf(run: RecipeRun): Stop | null {
  const error = run.execution?.error;
  if (!error || !stoppedForGood(run)) return null;
  const d = runDiagnostics(run).find(isStopDiagnostic);
  const expression = error.expression === undefined ? undefined : run.program?.expressions[error.expression];
  return {
    line: d?.line ?? expression?.predicate.place.line ?? 0,
    action: d?.action ?? expression?.action.name ?? null,
    message: d?.message ?? error.message,
  };
}

/** Why no line runs after the stop, in the words check() gives. */
export function afterStopMessage(stop: Stop): string {
  const where = stop.action ? `line ${stop.line} (${stop.action})` : `line ${stop.line}`;
  return `the simulation stopped at ${where}: ${stop.message}; the search stops there, so no line after it runs`;
}

export const AFTER_STOP_HINT = 'undo() the call that brought the stopping line, or change that line, before adding lines';
