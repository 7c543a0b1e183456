// Replays a network through a session a few lines per call and, after every call, compares what
// the session answers with what running the whole network gives: a fresh session restored from
// the session's snapshot (one run of every line), and a session that runs the whole network at
// every call (the steps' own answers: status, new bindings, new timeline, diagnostics).
import type { Continued } from '../../src/continuation/continue.ts';
import { openSession, restoreSession, Session } from '../../src/session/index.ts';

/** A session that never continues: every call runs the whole network, as sessions did before. */
export class WholeRunSession extends Session {
  protected override continued(): Continued | null {
    return null;
  }
}

/** Everything a session answers about its network, as one JSON text. */
export function answersOf(s: Session): string {
  return JSON.stringify({ status: s.status(), bindings: s.bindings(), timeline: s.timeline(), kitchen: s.kitchen(), diagnostics: s.diagnostics(), executionTime: s.executionTime(), network: s.network() });
}

/** The calls of a replay: `per` lines each (a number, or a size for each call in turn, cycled). */
export function callsOf(lines: string[], per: number | readonly number[]): string[] {
  const sizes: readonly number[] = typeof per === 'number' ? [per] : per;
  const calls: string[] = [];
  for (let i = 0, k = 0; i < lines.length; k++) {
    const n = Math.max(1, sizes[k % sizes.length]);
    calls.push(lines.slice(i, i + n).join('\n') + '\n');
    i += n;
  }
  return calls;
}

/** Where a replay's answers differ from the whole runs' (empty when none does), and how many calls it made. */
export function replayAgainstWholeRuns(calls: string[], label = ''): { steps: number; disagree: string[] } {
  const session = openSession();
  const oracle = new WholeRunSession({});
  const disagree: string[] = [];
  calls.forEach((text, k) => {
    const step = JSON.stringify(session.execute(text));
    const expected = JSON.stringify(oracle.execute(text));
    const where = `${label} call ${k + 1} ${JSON.stringify(text.slice(0, 80))}`;
    if (step !== expected) disagree.push(`${where}: step ${step.slice(0, 400)} ≠ ${expected.slice(0, 400)}`);
    const whole = restoreSession(session.snapshot());
    if (answersOf(session) !== answersOf(whole)) disagree.push(`${where}: answers differ from a whole run of the network`);
  });
  return { steps: calls.length, disagree };
}

/** A network text as lines, without the final newline's empty line. */
export function linesOf(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
