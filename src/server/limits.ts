// What one server accepts: every limit has a default here and a `serve` flag. A request over a
// limit gets a 4xx naming the limit; the server keeps serving.

export interface ServerLimits {
  /** Largest request body, in bytes (413 body-too-large). */
  bodyBytes: number;
  /** Most network lines in one request (413 too-many-lines). */
  linesPerRequest: number;
  /** Most network lines a session may hold (413 session-too-long). */
  linesPerSession: number;
  /** Longest search of one execution, in milliseconds (the engine gives up with `search-budget`). */
  requestMillis: number;
  /** Most open sessions (429 too-many-sessions). */
  maxSessions: number;
  /** A session unused this long is closed, in seconds. */
  sessionIdleSeconds: number;
  /** Above this V8 heap use, in MiB, new sessions and forks are refused (429 memory-limit). */
  heapLimitMiB: number;
  /** Largest `limit` of an admissible listing and `k` of a nearest query. */
  maxListed: number;
}

export const DEFAULT_LIMITS: Readonly<ServerLimits> = Object.freeze({
  bodyBytes: 1024 * 1024,
  linesPerRequest: 500,
  linesPerSession: 2000,
  requestMillis: 10_000,
  maxSessions: 1000,
  sessionIdleSeconds: 900,
  heapLimitMiB: 1536,
  maxListed: 1000,
});

/** Defaults completed with what was given. */
export function resolveLimits(given: Partial<ServerLimits> = {}): ServerLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [k, v] of Object.entries(given) as [keyof ServerLimits, number | undefined][]) if (v !== undefined) limits[k] = v;
  return limits;
}

/** Lines of a network that carry something (blank lines and `;` comments do not count). */
export function countLines(network: string): number {
  let n = 0;
  for (const line of network.split('\n')) {
    const t = line.trim();
    if (t && !t.startsWith(';')) n++;
  }
  return n;
}
