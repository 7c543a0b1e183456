// What an episode learns of a step's lines only by running them, and then takes back (the session's
// undo, which keeps the state before: nothing runs again): a line after which the simulation stops
// for good, or one that never runs for a variable another line of the same step bound (stranding.ts
// and wrong-type-inputs.ts say the rest before anything runs). A step that runs nothing of the
// kind costs nothing more.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SessionCore, SessionStep } from '../session/session.ts';
import { isStopDiagnostic, stoppedForGood } from '../session/stopped.ts';
import { wrongTypeInputsRun } from './wrong-type-inputs.ts';

/** The session before a step: how many lines its network held, and its status. */
export interface BeforeStep {
  lines: number;
  status: SessionStep['status'];
}

/** Why the step just run (`step`) must be taken back; none when it may stay. */
export function runRefusals(session: SessionCore, before: BeforeStep, step: SessionStep): Diagnostic[] {
  if (!step.accepted) return [];
  const { run } = session.state();
  // a stop is final (the search stops at it whatever comes later), unless the network stopped
  // before the step already; a search that ran out of time is not: a later run may get further
  if (stoppedForGood(run) && before.status !== 'error') {
    const stops = step.diagnostics.filter(isStopDiagnostic);
    return stops.length ? stops : step.diagnostics;
  }
  return wrongTypeInputsRun(session, before.lines);
}
