// Lines that wait for a variable (their input is produced by no line yet) run in the call that
// brings it. A proposed line that runs cleanly itself may so release a waiting line that fails or
// stops there: executing it binds a failed object all the same. `check` says so (advisory: the
// line itself runs), from a run of the network with the line appended, made only when the line
// names a variable that a line waiting now reads.
import type { SourcePlace } from '../language/ast.ts';
import { readNetwork, splitText } from '../session/network.ts';
import { runDiagnostics } from '../session/diagnostics.ts';
import type { SessionCore } from '../session/session.ts';

/** A waiting line the text would let run, and why it would then fail or stop. */
export interface Released {
  /** The failure code of the waiting line's failed object, or E_SIMULATION for a stop. */
  code: string;
  message: string;
  hint: string;
  /** The variable the text binds and the waiting line reads. */
  variable: string;
  /** The waiting line. */
  place: SourcePlace;
}

/** The waiting lines the text's lines would let run and that would then fail or stop. */
export function releasedFailures(session: SessionCore, text: string): Released[] {
  const current = session.state();
  if (current.run.status !== 'unexecutable') return [];
  const own = session.networkLines();
  const lines = splitText(text).lines;
  const read = readNetwork([...own, ...lines]);
  if (!read.recipe) return [];
  const ran = new Set(current.timeline.map((t) => t.line));
  const isNew = (line: number) => line > own.length;
  const waiting = read.recipe.predicates.filter((p) => !isNew(p.place.line) && !ran.has(p.place.line));
  const named = new Set(read.recipe.predicates.filter((p) => isNew(p.place.line)).flatMap((p) => p.args.flatMap((a) => (a.kind === 'var' ? [a.name] : []))));
  const waitingOn = (p: (typeof waiting)[number]) => p.args.find((a) => a.kind === 'var' && named.has(a.name) && !(a.name.toLowerCase() in current.bindings));
  if (!waiting.some(waitingOn)) return [];
  const after = session.runAppended(lines);
  if (!after) return [];
  const found: Released[] = [];
  for (const p of waiting) {
    const by = waitingOn(p);
    if (!by || by.kind !== 'var') continue;
    const d = runDiagnostics(after.run).find((x) => x.line === p.place.line && (x.code === 'E_SIMULATION' || x.failure));
    if (!d) continue;
    const variable = by.name.toLowerCase();
    const what = d.code === 'E_SIMULATION' ? 'stops the simulation' : 'fails';
    found.push({
      code: d.failure?.code ?? d.code,
      message: `line ${p.place.line} (${p.name}) waits for ${variable}, which this line binds: it would then run, and ${what}: ${d.failure?.message ?? d.message}`,
      hint: d.hint ?? `fix line ${p.place.line} first (undo takes it back) or bind ${variable} otherwise`,
      variable,
      place: p.place,
    });
  }
  return found;
}
