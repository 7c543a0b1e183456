// Checks of request sizes beyond the body limit.
import type { SessionSnapshot } from '../session/session.ts';
import { ApiError } from './errors.ts';
import { countLines, networkLinesOf, type ServerLimits } from './limits.ts';

/** The text's network lines, refused (413) above the limit per request. */
export function checkLines(text: string, limit: number, route: string): number {
  const n = countLines(text);
  if (n > limit) throw new ApiError(413, 'too-many-lines', `${route}: ${n} network lines, more than the limit of ${limit} per request`);
  return n;
}

/** What a call would add to a session's network: its network lines and its bytes. */
export interface Growth {
  lines: number;
  bytes: number;
}

/** The growth of network text sent in pieces (an environment's lines), refused above the limit per request. */
export function growthOf(pieces: readonly string[], limits: ServerLimits, route: string): Growth {
  let bytes = 0;
  for (const p of pieces) bytes += Buffer.byteLength(p) + 1;
  return { lines: checkLines(pieces.join('\n'), limits.linesPerRequest, route), bytes };
}

/**
 * Refuses (413) a call that would take the session beyond its lines or bytes. Run when the call's
 * turn comes, against the session as its earlier calls left it: calls sent at once, each within
 * the limits alone, cannot add up beyond them.
 */
export function checkGrowth(snapshot: SessionSnapshot, growth: Growth, limits: ServerLimits, route: string): void {
  const lines = networkLinesOf(snapshot.lines) + growth.lines;
  if (lines > limits.linesPerSession)
    throw new ApiError(413, 'session-too-long', `${route}: the session would hold ${lines} lines, more than the limit of ${limits.linesPerSession} per session (open another session)`);
  const bytes = snapshot.lines.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0) + growth.bytes;
  if (bytes > limits.sessionBytes)
    throw new ApiError(413, 'session-too-large', `${route}: the session's network would be ${bytes} bytes, more than the limit of ${limits.sessionBytes} per session (--max-session-bytes; open another session)`);
}
