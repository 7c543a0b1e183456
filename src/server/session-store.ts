// Open sessions, kept in the main thread as snapshots (their lines and calls: what a worker
// needs to continue or replay them), with the server's limits: at most `maxSessions` (the least
// recently used idle one is closed to make room), each closed after `sessionIdleSeconds`
// unused, and the snapshots together within a memory budget. A session's calls run one after
// another, in the order they came.
import { randomUUID } from 'node:crypto';
import type { SessionSnapshot } from '../session/session.ts';
import { MAX_WAITING_PER_SESSION } from './call-order.ts';
import { ApiError } from './errors.ts';
import { networkLinesOf, type ServerLimits } from './limits.ts';
import type { Sessions, SessionSummary, SessionView } from './store/sessions.ts';


export interface SessionEntry extends SessionView {
  lastUsed: number;
  /** Calls running or waiting. */
  busy: number;
  tail: Promise<unknown>;
  bytes: number;
}

export class SessionStore implements Sessions {
  /** In order of use: the least recently used first. */
  private readonly entries = new Map<string, SessionEntry>();
  private readonly sweeper: NodeJS.Timeout;
  private bytes = 0;
  /** Calls arrived per session id and not yet answered (call-order.ts): those sessions are not closed to make room. */
  private readonly arrived = new Map<string, number>();

  constructor(
    private readonly limits: ServerLimits,
    /** Bytes all snapshots may take together: idle sessions are closed, least recently used first, beyond. */
    private readonly snapshotBudget: number,
    private readonly now: () => number = Date.now,
  ) {
    // sweep a few times per idle period (at most every 30 s); never keeps the process alive
    const every = Math.max(50, Math.min(30_000, (limits.sessionIdleSeconds * 1000) / 4));
    this.sweeper = setInterval(() => this.expire(), every);
    this.sweeper.unref();
  }

  /** Open sessions (after closing the idle ones). */
  get size(): number {
    this.expire();
    return this.entries.size;
  }

  count(): number {
    return this.size;
  }

  /** The map holds sessions in order of use: the most recent are at its end. */
  list(limit: number): { sessions: SessionSummary[]; total: number } {
    this.expire();
    const all = [...this.entries.values()];
    const sessions: SessionSummary[] = [];
    for (let i = all.length - 1; i >= 0 && sessions.length < limit; i--) sessions.push({ id: all[i].id, lines: networkLinesOf(all[i].snapshot.lines), lastUsed: all[i].lastUsed });
    return { sessions, total: all.length };
  }

  /**
   * Makes room for one more session: at the limit, the least recently used idle session is
   * closed (never `keep`, the session a fork copies); only when no other is idle is the new one
   * refused.
   */
  admit(route: string, keep?: SessionView): void {
    this.expire();
    if (this.entries.size < this.limits.maxSessions) return;
    if (!this.evictIdle(keep))
      throw new ApiError(429, 'too-many-sessions', `${route}: ${this.entries.size} sessions are open, the limit of this server (--max-sessions), and none that may be closed to make room is idle; retry later`);
  }

  add(snapshot: SessionSnapshot, from?: SessionEntry): SessionEntry {
    const entry: SessionEntry = { id: randomUUID(), snapshot, version: 0, home: from?.home ?? null, lastUsed: this.now(), busy: 0, tail: Promise.resolve(), bytes: 0 };
    if (from) entry.origin = { id: from.id, version: from.version };
    this.entries.set(entry.id, entry);
    this.resize(entry, sizeOf(snapshot));
    return entry;
  }

  /** The session, marked as used; 404 when unknown or expired. */
  get(id: string, route: string): SessionEntry {
    const e = this.entries.get(id);
    if (!e || this.idle(e)) {
      if (e) this.remove(e);
      throw this.unknown(id, route);
    }
    e.lastUsed = this.now();
    this.entries.delete(id);
    this.entries.set(id, e);
    return e;
  }

  /**
   * Runs a call of the session after those before it; refused when too many are waiting, and a
   * 404 when a DELETE before it closed the session.
   */
  serial<T>(e: SessionEntry, route: string, call: () => Promise<T>): Promise<T> {
    if (e.busy > MAX_WAITING_PER_SESSION)
      throw new ApiError(429, 'session-busy', `${route}: ${e.busy} calls of this session are running or waiting; send the next when one is answered`);
    e.busy++;
    const run = e.tail.then(() => {
      if (this.entries.get(e.id) !== e) throw this.unknown(e.id, route);
      return call();
    });
    e.tail = run.then(
      () => undefined,
      () => undefined,
    ).finally(() => {
      e.busy--;
      e.lastUsed = this.now();
    });
    return run;
  }

  /**
   * Keeps a call's new snapshot; idle sessions are closed if the snapshots exceed their budget.
   * A session deleted while the call ran keeps nothing (as with Redis): counting its snapshot
   * would leave bytes no session holds in the budget, for good.
   */
  update(e: SessionEntry, snapshot: SessionSnapshot, home: number, route: string): void {
    if (this.entries.get(e.id) !== e) throw this.unknown(e.id, route);
    e.snapshot = snapshot;
    e.version++;
    e.home = home;
    this.resize(e, sizeOf(snapshot));
  }

  served(e: SessionEntry, home: number): void {
    e.home = home;
  }

  /** After the calls of the session sent before it (one call at a time per session). */
  delete(id: string, route: string): Promise<void> {
    const e = this.get(id, route);
    return this.serial(e, route, async () => this.remove(e));
  }

  hold(id: string): () => void {
    this.arrived.set(id, (this.arrived.get(id) ?? 0) + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = (this.arrived.get(id) ?? 1) - 1;
      if (left > 0) this.arrived.set(id, left);
      else this.arrived.delete(id);
    };
  }

  /** Closes every session unused for longer than the idle limit; returns how many. */
  expire(): number {
    let n = 0;
    for (const e of this.entries.values())
      if (this.idle(e)) {
        this.remove(e);
        n++;
      }
    return n;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.bytes = 0;
  }

  private resize(e: SessionEntry, bytes: number): void {
    this.bytes += bytes - e.bytes;
    e.bytes = bytes;
    while (this.bytes > this.snapshotBudget && this.evictIdle(e)) {
      // evicted one more
    }
  }

  /** Closes the least recently used session with no call arrived, running or waiting (never `keep`). */
  private evictIdle(keep?: SessionView): boolean {
    for (const e of this.entries.values())
      if (this.unused(e) && e !== keep) {
        this.remove(e);
        return true;
      }
    return false;
  }

  /** Closes a session that could not start. */
  discard(e: SessionEntry): void {
    this.remove(e);
  }

  private remove(e: SessionEntry): void {
    if (this.entries.get(e.id) !== e) return;
    this.entries.delete(e.id);
    this.bytes -= e.bytes;
  }

  private unknown(id: string, route: string): ApiError {
    return new ApiError(404, 'unknown-session', `${route}: no session ${JSON.stringify(id)} (never opened, deleted, closed after ${this.limits.sessionIdleSeconds} s unused, closed to make room for newer ones, or gone with a restart of the server: without --store sessions live in its memory only)`);
  }

  /** Unused for longer than the idle limit: a call arriving now finds it closed (a hold is no use). */
  private idle(e: SessionEntry): boolean {
    return e.busy === 0 && this.now() - e.lastUsed > this.limits.sessionIdleSeconds * 1000;
  }

  /** No call of the session has arrived (its body may still be coming), runs or waits. */
  private unused(e: SessionEntry): boolean {
    return e.busy === 0 && !this.arrived.has(e.id);
  }
}

/** What a snapshot takes in memory, roughly: its text twice (UTF-16) and a little per line. */
function sizeOf(s: SessionSnapshot): number {
  let n = 256;
  for (const l of s.lines) n += 2 * l.length + 48;
  return n + 8 * s.calls.length;
}
