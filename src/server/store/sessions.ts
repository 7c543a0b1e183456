// What the routes and dispatch.ts ask of a session store. Two stores answer it: the main
// thread's memory (session-store.ts, the default) and Redis (redis-sessions.ts, `serve --store`),
// where every replica of the server sees the same sessions. Methods of the memory store answer
// at once; those of the Redis store return promises, so callers await both. Both list their
// sessions, most recently used first.
import type { SessionSnapshot } from '../../session/session.ts';

type Maybe<T> = T | Promise<T>;

/** A session as a request sees it: what the worker needs to continue or replay it. */
export interface SessionView {
  readonly id: string;
  snapshot: SessionSnapshot;
  /** Changes of the network so far: a worker's copy of the session is current when it has this version. */
  version: number;
  /** The session it was forked from (a worker holding that one forks it instead of replaying). */
  origin?: { id: string; version: number };
  /** The worker thread of this server that ran its last call. */
  home: number | null;
}

/** A session as GET /sessions lists it. */
export interface SessionSummary {
  id: string;
  /** Lines of its network as the session limits count them (no blank or `;` comment lines). */
  lines: number;
  /** Its last use, in milliseconds since 1970. */
  lastUsed: number;
}

export interface Sessions {
  /** Open sessions (expired ones not counted); `route` is named when they cannot be counted. */
  count(route: string): Maybe<number>;
  /** At most `limit` open sessions, most recently used first, and how many are open in all. */
  list(limit: number, route: string): Maybe<{ sessions: SessionSummary[]; total: number }>;
  /** Makes room for one more session (the least recently used idle one but `keep` is closed at the limit); 429 when none is. */
  admit(route: string, keep?: SessionView): Maybe<void>;
  /** A new session with this snapshot (forked from `from`). */
  add(snapshot: SessionSnapshot, from: SessionView | undefined, route: string): Maybe<SessionView>;
  /** The session, marked as used; 404 when unknown or expired. */
  get(id: string, route: string): Maybe<SessionView>;
  /**
   * A call of session `id` has arrived (its body may still be coming): until the function returned
   * is called the session is not closed to make room for another. Only the memory store has it;
   * Redis decides which session to close across replicas (redis-scripts.ts).
   */
  hold?(id: string): () => void;
  /** Runs a call of the session after its earlier calls (on any replica); `e` is current when `call` starts. */
  serial<T>(e: SessionView, route: string, call: () => Promise<T>): Promise<T>;
  /** Keeps a call's new snapshot (inside `serial`). */
  update(e: SessionView, snapshot: SessionSnapshot, home: number, route: string): Maybe<void>;
  /** A call that changed nothing ran on this worker thread (it holds the session now). */
  served(e: SessionView, home: number): void;
  delete(id: string, route: string): Maybe<void>;
  /** Closes a session that could not start. */
  discard(e: SessionView): Maybe<void>;
  /** Stops using the store (the memory store closes its sessions; Redis keeps them for other replicas). */
  close(): Maybe<void>;
}
