// What one server accepts: every limit has a default here and a `serve` flag. A request over a
// limit gets a 4xx (or 503 when the server is busy) naming the limit; the server keeps serving.
import { availableParallelism } from 'node:os';
import { MAX_PREDICATES } from '../network-size.ts';
import { InputError } from '../errors.ts';

/**
 * Most lines a session holds: its network also holds a `(get-kitchen ?kitchen)` (the one the
 * session supplies, or its own), and all of it must fit the engine's MAX_PREDICATES, so a session
 * meets its 413 `session-too-long` before the engine's E_NETWORK_TOO_LARGE (an environment's
 * MAX_STEPS is one less for the same reason).
 */
export const MAX_SESSION_LINES = MAX_PREDICATES - 1;

/** The time a client has to send its request (no flag: docs/SECURITY.md); a 408 beyond it. */
export const REQUEST_ARRIVAL_MS = 60_000;

export interface ServerLimits {
  /** Largest request body, in bytes (413 body-too-large). */
  bodyBytes: number;
  /** Largest answer body, in bytes (413 response-too-large). */
  responseBytes: number;
  /** Most network lines in one request (413 too-many-lines). */
  linesPerRequest: number;
  /** Most network lines a session may hold (413 session-too-long). */
  linesPerSession: number;
  /** Largest network text a session may hold, in bytes (413 session-too-large). */
  sessionBytes: number;
  /** Time one request may take, in milliseconds, waiting for a worker included (422 time-limit, 503 server-busy). */
  requestMillis: number;
  /** Most open sessions: beyond, the least recently used idle one is closed (429 too-many-sessions when all are busy). */
  maxSessions: number;
  /** A session unused this long is closed, in seconds. */
  sessionIdleSeconds: number;
  /** Heap of the whole server, in MiB: shared by the worker threads (each stopped above its share: 507 memory-limit) and the main thread. */
  heapLimitMiB: number;
  /** Largest `limit` of an admissible listing and `k` of a nearest query. */
  maxListed: number;
  /** Worker threads that take any work; one more is kept for light work. */
  workers: number;
  /** Requests that may wait for a worker thread (503 server-busy beyond). */
  maxQueued: number;
}

export const DEFAULT_LIMITS: Readonly<ServerLimits> = Object.freeze({
  bodyBytes: 1024 * 1024,
  responseBytes: 16 * 1024 * 1024,
  linesPerRequest: 500,
  linesPerSession: MAX_SESSION_LINES,
  sessionBytes: 1024 * 1024,
  requestMillis: 10_000,
  maxSessions: 1000,
  sessionIdleSeconds: 900,
  heapLimitMiB: 1536,
  maxListed: 1000,
  workers: Math.max(2, availableParallelism()),
  maxQueued: 256,
});

/** Defaults completed with what was given; a session limit the engine could not hold is refused. */
export function resolveLimits(given: Partial<ServerLimits> = {}): ServerLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [k, v] of Object.entries(given) as [keyof ServerLimits, number | undefined][]) if (v !== undefined) limits[k] = v;
  if (limits.linesPerSession > MAX_SESSION_LINES)
    throw new InputError(`--max-session-lines ${limits.linesPerSession} is more than a session can hold: at most ${MAX_SESSION_LINES} (a network holds at most ${MAX_PREDICATES} predicates, the session's get-kitchen included)`);
  return limits;
}

/** Heap a worker thread needs at least: the loaded world and one ordinary request. */
const MIN_WORKER_MIB = 32;
/** Heap of the main thread: at least its loaded inventory and the server; at most what snapshots and transit need. */
const MAIN_MIB = { min: 64, max: 256 };

/**
 * How the heap limit is shared: a quarter (64 to 256 MiB) for the main thread (the action
 * inventory, sessions' snapshots — half of its share —, requests and answers in transit), the
 * rest in equal shares for the worker threads, each stopped above its own.
 */
export function heapShares(limits: ServerLimits): { mainMiB: number; perWorkerMiB: number; snapshotBytes: number } {
  const threads = limits.workers + 1;
  const { mainMiB, perWorkerMiB } = shares(limits.heapLimitMiB, threads);
  if (perWorkerMiB < MIN_WORKER_MIB)
    throw new InputError(`--heap-limit ${limits.heapLimitMiB} is too small for ${threads} worker threads (--workers ${limits.workers}, and one more for light requests): it needs at least ${leastHeapMiB(threads)} MiB (a quarter of it, ${MAIN_MIB.min} to ${MAIN_MIB.max} MiB, for the main thread, and ${MIN_WORKER_MIB} MiB for each worker thread)`);
  return { mainMiB, perWorkerMiB, snapshotBytes: (mainMiB * 1024 * 1024) / 2 };
}

function shares(heapLimitMiB: number, threads: number): { mainMiB: number; perWorkerMiB: number } {
  const mainMiB = Math.max(MAIN_MIB.min, Math.min(MAIN_MIB.max, Math.floor(heapLimitMiB / 4)));
  return { mainMiB, perWorkerMiB: Math.floor((heapLimitMiB - mainMiB) / threads) };
}

/**
 * The least heap limit that gives every thread its minimum. Not the minimums' sum: above 256 MiB
 * the main thread's quarter grows with the limit (a worker's share grows by less than 1 MiB per
 * MiB added), and the sum itself was refused. At most a few hundred steps: the main thread's
 * share stops growing at 256 MiB.
 */
export function leastHeapMiB(threads: number): number {
  let mib = MAIN_MIB.min + threads * MIN_WORKER_MIB;
  while (shares(mib, threads).perWorkerMiB < MIN_WORKER_MIB) mib++;
  return mib;
}

/** Lines of a network that carry something (blank lines and `;` comments do not count); `\r\n`, `\n` and `\r` all end a line. */
export function countLines(network: string): number {
  let n = 0;
  for (const line of network.split(/\r\n|\n|\r/)) {
    const t = line.trim();
    if (t && !t.startsWith(';')) n++;
  }
  return n;
}

/** A session's lines as the limits count them (what GET /sessions lists). */
export const networkLinesOf = (lines: readonly string[]): number => countLines(lines.join('\n'));
