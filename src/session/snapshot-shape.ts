// What a session snapshot must be to be restored: checked before any line runs again, both for
// snapshots a client sends and for those a shared store (Redis) hands back, where another
// version's format or a foreign write may lie. Kept apart from the session machinery, which the
// server's main thread need not load to read a stored session.
import type { SessionSnapshot } from './session.ts';

/** Why a value is not a session snapshot of this version, or null when it is one. */
export function snapshotProblem(snapshot: unknown): string | null {
  const s = snapshot as Partial<SessionSnapshot> | null;
  if (!s || typeof s !== 'object' || s.format !== 'irl-kitchen-session' || s.version !== 1 || !Array.isArray(s.lines) || !Array.isArray(s.calls))
    return 'not a session snapshot (expected {format: "irl-kitchen-session", version: 1, lines, calls})';
  // Array.from: a hole in the array is no line either
  if (!Array.from(s.lines).every((l) => typeof l === 'string')) return 'session snapshot: every line is a string';
  // a session keeps one line per entry: a line break would give the lines after it other numbers
  const broken = s.lines.findIndex((l) => /[\r\n]/.test(l));
  if (broken >= 0) return `session snapshot: line ${broken + 1} holds a line break (each entry of lines is one line)`;
  if (s.recipeId !== undefined && s.recipeId !== null && typeof s.recipeId !== 'string') return 'session snapshot: the recipeId is a string or null';
  if (s.options !== undefined && (s.options === null || typeof s.options !== 'object' || Array.isArray(s.options))) return 'session snapshot: the options are an object';
  const run = s.runMillis;
  if (run !== undefined && run !== null && !(typeof run === 'number' && run > 0)) return 'session snapshot: runMillis is a number of milliseconds above 0, or null for no bound';
  // 0: a refused call
  if (!Array.from(s.calls).every((n) => Number.isInteger(n) && n >= 0)) return 'session snapshot: every call is a whole number of lines';
  const total = s.calls.reduce((a, b) => a + b, 0);
  if (total !== s.lines.length) return `session snapshot: calls add up to ${total} lines, the network has ${s.lines.length}`;
  return null;
}
