// Open sessions by id, with the server's limits: at most `maxSessions`, each closed after
// `sessionIdleSeconds` unused, and none opened while the heap is above `heapLimitMiB`.
import { randomUUID } from 'node:crypto';
import { ApiError } from './errors.ts';
import type { ServerLimits } from './limits.ts';

interface Entry<S> {
  session: S;
  lastUsed: number;
}

export class SessionStore<S> {
  private readonly entries = new Map<string, Entry<S>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly limits: ServerLimits,
    private readonly now: () => number = Date.now,
    private readonly heapUsed: () => number = () => process.memoryUsage().heapUsed,
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

  /** Refuses a new session over the count or memory limit (checked before building it). */
  admit(route: string): void {
    this.expire();
    if (this.entries.size >= this.limits.maxSessions)
      throw new ApiError(429, 'too-many-sessions', `${route}: ${this.entries.size} sessions are open, the limit of this server (DELETE unused ones or wait ${this.limits.sessionIdleSeconds} s for idle ones to expire)`);
    const heapMiB = this.heapUsed() / (1024 * 1024);
    if (heapMiB > this.limits.heapLimitMiB)
      throw new ApiError(429, 'memory-limit', `${route}: the server uses ${Math.round(heapMiB)} MiB of heap, above its limit of ${this.limits.heapLimitMiB} MiB; no new session now (close sessions or retry later)`);
  }

  add(session: S): string {
    const id = randomUUID();
    this.entries.set(id, { session, lastUsed: this.now() });
    return id;
  }

  /** The session, marked as used; 404 when unknown or expired. */
  get(id: string, route: string): S {
    const e = this.entries.get(id);
    if (!e || this.idle(e)) {
      if (e) this.entries.delete(id);
      throw new ApiError(404, 'unknown-session', `${route}: no session ${JSON.stringify(id)} (never opened, deleted, or closed after ${this.limits.sessionIdleSeconds} s unused)`);
    }
    e.lastUsed = this.now();
    return e.session;
  }

  delete(id: string, route: string): void {
    this.get(id, route);
    this.entries.delete(id);
  }

  /** Closes every session unused for longer than the idle limit; returns how many. */
  expire(): number {
    let n = 0;
    for (const [id, e] of this.entries)
      if (this.idle(e)) {
        this.entries.delete(id);
        n++;
      }
    return n;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private idle(e: Entry<S>): boolean {
    return this.now() - e.lastUsed > this.limits.sessionIdleSeconds * 1000;
  }
}
