// What executing one line did, as `session.check` predicts it: did the line run, did it run
// cleanly (no failed object, no stop), and the failure code of its diagnostic when not.
import type { openSession } from '../../src/session/index.ts';

export interface Outcome {
  ran: boolean;
  clean: boolean;
  code: string | null;
}

/** The outcome of line `lineNo` in a session step: its timeline entry and its diagnostic. */
export function outcomeOf(step: ReturnType<ReturnType<typeof openSession>['execute']>, lineNo: number): Outcome {
  const entry = step.newTimeline.find((t) => t.line === lineNo);
  const diag = (step.diagnostics as { code: string; line: number; failure?: { code: string } }[]).find((d) => d.line === lineNo && (d.code === 'E_SIMULATION' || d.failure));
  if (diag?.code === 'E_SIMULATION') return { ran: true, clean: false, code: 'E_SIMULATION' };
  if (!entry) return { ran: false, clean: false, code: null };
  if (entry.failed) return { ran: true, clean: false, code: diag?.failure?.code ?? null };
  return { ran: true, clean: true, code: null };
}

/**
 * Replays a network text through a session: before each line, `check` and the execution of the
 * line in a fork. Lines where they disagree, lines check refuses for advised conditions alone
 * while the reference runs them cleanly (`advised`), and how many network lines were compared.
 */
export function checkAgainstExecution(session: ReturnType<typeof openSession>, text: string, label = ''): { compared: number; disagree: string[]; advised: string[] } {
  const disagree: string[] = [];
  const advised: string[] = [];
  let compared = 0;
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const line = raw.trim();
    // comment and #id lines keep their numbers in the session too (an empty text adds nothing)
    if (!line.startsWith('(')) {
      if (raw !== '') session.execute(raw);
      continue;
    }
    // the number the line gets: after the lines the session holds (a refused line is not kept)
    const lineNo = session.network().split('\n').filter((l) => l !== '').length + 1;
    const checked = session.check(line);
    const out = outcomeOf(session.fork().execute(line), lineNo);
    compared++;
    const said = `${label}:${lineNo} ${line}: check ${JSON.stringify(checked)}, execution ${JSON.stringify(out)}`;
    if (!checked.admissible && out.clean && checked.failed.length && checked.failed.every((f) => f.advisory)) advised.push(`${label}:${lineNo} ${line}`);
    else if (checked.admissible !== out.clean) disagree.push(said);
    else if (out.ran && !out.clean && checked.failed[0]?.code !== out.code) disagree.push(said);
    session.execute(line);
  }
  return { compared, disagree, advised };
}
