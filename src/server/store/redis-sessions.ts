// Sessions in Redis (`serve --store redis://…`): every replica of the server reads and writes the
// same sessions, so any replica serves any request of any session, and sessions outlive a
// replica. What Redis holds per session is its snapshot (lines and calls), its version and the
// session it was forked from; expiry is a Redis TTL of --session-idle, renewed at every use;
// the session limit and eviction go by a sorted set of last uses (redis-scripts.ts). A session's
// calls are serialised in this replica by a promise chain, across replicas by a lock
// (redis-lock.ts), and a write is kept only if the version it started from is still current.
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { SessionSnapshot } from '../../session/session.ts';
import { snapshotProblem } from '../../session/snapshot-shape.ts';
import { MAX_WAITING_PER_SESSION } from '../call-order.ts';
import { ApiError } from '../errors.ts';
import { networkLinesOf, type ServerLimits } from '../limits.ts';
import { LEASE_MS, lockSession } from './redis-lock.ts';
import * as lua from './redis-scripts.ts';
import type { Sessions, SessionSummary, SessionView } from './sessions.ts';

/** Oldest sessions looked at for an idle one to close when the limit is reached. */
const EVICTION_SCAN = 64;
/** Sessions whose worker thread this replica remembers. */
const HOME_HINTS = 10_000;

export const KEY_PREFIX = 'irl-kitchen:';

type Reply = number | string | null | (string | null)[];

/** The scripts, with their keys named once. */
export class Scripts {
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
  ) {
    for (const [name, script] of Object.entries({ OPEN: lua.OPEN, TOUCH: lua.TOUCH, LOCK: lua.LOCK, RENEW: lua.RENEW, UNLOCK: lua.UNLOCK, WRITE: lua.WRITE, DELETE: lua.DELETE, COUNT: lua.COUNT, LIST: lua.LIST }))
      client.defineCommand(`irl${name}`, { lua: script });
  }

  private call(name: string, keys: string[], args: (string | number)[]): Promise<Reply> {
    const command = (this.client as unknown as Record<string, (...a: (string | number)[]) => Promise<Reply>>)[`irl${name}`];
    return command.call(this.client, keys.length, ...keys, ...args);
  }

  readonly session = (id: string) => `${this.prefix}s:${id}`;
  private readonly lockKey = (id: string) => `${this.prefix}l:${id}`;
  /** The sorted set of every open session by last use. */
  get zset() {
    return `${this.prefix}sessions`;
  }

  open = (id: string, snapshot: string, origin: string, max: number, idleMs: number, lines: number, keep: string, lockToken: string) =>
    this.call('OPEN', [this.zset, this.session(id)], [id, snapshot, origin, max, idleMs, this.prefix, EVICTION_SCAN, lines, keep, LEASE_MS, lockToken]);
  touch = (id: string, idleMs: number) => this.call('TOUCH', [this.session(id), this.zset], [id, idleMs]);
  lock = (id: string, token: string, leaseMs: number, idleMs: number, known: string) =>
    this.call('LOCK', [this.lockKey(id), this.session(id), this.zset], [token, leaseMs, idleMs, id, known]);
  renew = (id: string, token: string, leaseMs: number) => this.call('RENEW', [this.lockKey(id)], [token, leaseMs]);
  unlock = async (id: string, token: string, idleMs: number) => void (await this.call('UNLOCK', [this.lockKey(id), this.session(id), this.zset], [token, idleMs, id]));
  write = (id: string, from: number, snapshot: string, idleMs: number, lines: number) => this.call('WRITE', [this.session(id), this.zset], [from, snapshot, idleMs, id, lines]);
  remove = (id: string) => this.call('DELETE', [this.session(id), this.zset], [id]);
  count = (idleMs: number) => this.call('COUNT', [this.zset], [idleMs]);
  list = (idleMs: number, limit: number) => this.call('LIST', [this.zset], [idleMs, limit, this.prefix]);
}

interface Local {
  busy: number;
  tail: Promise<unknown>;
}

export class RedisSessions implements Sessions {
  private readonly scripts: Scripts;
  private readonly local = new Map<string, Local>();
  private readonly homes = new Map<string, number>();
  /** Sessions this replica opened, by the token of the lock they were opened with (taken by their first call). */
  private readonly opening = new Map<string, string>();
  private readonly idleMs: number;

  constructor(
    private readonly client: Redis,
    private readonly limits: ServerLimits,
    prefix = KEY_PREFIX,
  ) {
    this.scripts = new Scripts(client, prefix);
    this.idleMs = limits.sessionIdleSeconds * 1000;
  }

  async count(route: string): Promise<number> {
    return Number(await this.store(route, this.scripts.count(this.idleMs)));
  }

  /** The sessions of every replica, by the sorted set of last uses. */
  async list(limit: number, route: string): Promise<{ sessions: SessionSummary[]; total: number }> {
    const got = await this.store(route, this.scripts.list(this.idleMs, limit));
    const parts = Array.isArray(got) ? got : [];
    const sessions: SessionSummary[] = [];
    for (let i = 1; i + 2 < parts.length; i += 3) sessions.push({ id: String(parts[i]), lastUsed: Number(parts[i + 1]), lines: Number(parts[i + 2]) });
    return { sessions, total: Number(parts[0] ?? 0) };
  }

  /** Room is made atomically when the session is added. */
  admit(): void {}

  async add(snapshot: SessionSnapshot, from: SessionView | undefined, route: string): Promise<SessionView> {
    const id = randomUUID();
    const origin = from ? { id: from.id, version: from.version } : undefined;
    // opened locked: a concurrent open must not close it to make room before its first call runs
    const token = randomUUID();
    const opened = await this.store(route, this.scripts.open(id, JSON.stringify(snapshot), origin ? JSON.stringify(origin) : '', this.limits.maxSessions, this.idleMs, networkLinesOf(snapshot.lines), from?.id ?? '', token));
    if (opened === 1) this.opening.set(id, token);
    else
      throw new ApiError(429, 'too-many-sessions', `${route}: ${this.limits.maxSessions} sessions are open and the oldest are all busy, the limit of these servers (--max-sessions); retry later`);
    const home = from ? this.homes.get(from.id) : undefined;
    if (home !== undefined) this.hint(id, home);
    return { id, snapshot, version: 0, ...(origin ? { origin } : {}), home: home ?? null };
  }

  async get(id: string, route: string): Promise<SessionView> {
    const got = await this.store(route, this.scripts.touch(id, this.idleMs));
    if (typeof got === 'string') throw this.foreign(id, route, got);
    if (!Array.isArray(got) || got[0] === null) throw this.unknown(id, route);
    return { id, ...decode(route, id, got[0], got[1], got[2]), home: this.homes.get(id) ?? null };
  }

  serial<T>(e: SessionView, route: string, call: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.limits.requestMillis;
    return this.queued(e.id, route, () => this.locked(e, route, deadline, call));
  }

  /** Runs `call` after the calls of the session that came to this replica before it. */
  private queued<T>(id: string, route: string, call: () => Promise<T>): Promise<T> {
    let local = this.local.get(id);
    if (!local) this.local.set(id, (local = { busy: 0, tail: Promise.resolve() }));
    if (local.busy > MAX_WAITING_PER_SESSION)
      throw new ApiError(429, 'session-busy', `${route}: ${local.busy} calls of this session are running or waiting; send the next when one is answered`);
    local.busy++;
    const run = local.tail.then(call);
    const mine = local;
    local.tail = run.then(
      () => undefined,
      () => undefined,
    ).finally(() => {
      if (--mine.busy === 0 && this.local.get(id) === mine) this.local.delete(id);
    });
    return run;
  }

  /** The call under the session's lock, with the session as Redis holds it now. */
  private async locked<T>(e: SessionView, route: string, deadline: number, call: () => Promise<T>): Promise<T> {
    const token = this.opening.get(e.id);
    this.opening.delete(e.id);
    const lock = await this.store(route, lockSession(this.scripts, e.id, e.version, this.idleMs, deadline, token));
    if (lock.kind === 'gone') throw this.unknown(e.id, route);
    if (lock.kind === 'foreign') throw this.foreign(e.id, route);
    if (lock.kind === 'timeout')
      throw new ApiError(503, 'server-busy', `${route}: another call of this session (on another replica) held it until this request's time limit (--request-ms); retry later`);
    try {
      if (lock.snapshot !== undefined) Object.assign(e, decode(route, e.id, lock.snapshot, String(lock.version), lock.origin ?? null));
      e.home = this.homes.get(e.id) ?? null;
      return await call();
    } finally {
      await lock.release().catch(() => {}); // a lock that cannot be released lapses with its lease
    }
  }

  async update(e: SessionView, snapshot: SessionSnapshot, home: number, route: string): Promise<void> {
    const written = await this.store(route, this.scripts.write(e.id, e.version, JSON.stringify(snapshot), this.idleMs, networkLinesOf(snapshot.lines)));
    if (written === -1) throw this.unknown(e.id, route);
    if (written === -2) throw this.foreign(e.id, route);
    if (written !== 1)
      throw new ApiError(409, 'session-conflict', `${route}: another call changed this session while this one ran (its lock had lapsed); nothing of this call was kept: send it again`);
    e.snapshot = snapshot;
    e.version++;
    this.served(e, home);
  }

  served(e: SessionView, home: number): void {
    e.home = home;
    this.hint(e.id, home);
  }

  /**
   * After the calls of the session sent to this replica before it (one call at a time per
   * session); without the lock, so that a key this server did not write can be deleted too.
   */
  delete(id: string, route: string): Promise<void> {
    return this.queued(id, route, async () => {
      if (Number(await this.store(route, this.scripts.remove(id))) !== 1) throw this.unknown(id, route);
      this.homes.delete(id);
      this.opening.delete(id);
    });
  }

  async discard(e: SessionView): Promise<void> {
    await this.scripts.remove(e.id).catch(() => {}); // it expires anyway
    this.homes.delete(e.id);
    this.opening.delete(e.id);
  }

  /** The sessions stay in Redis for the other replicas. */
  async close(): Promise<void> {
    this.client.disconnect();
  }

  private hint(id: string, home: number) {
    this.homes.delete(id);
    this.homes.set(id, home);
    if (this.homes.size > HOME_HINTS) this.homes.delete(this.homes.keys().next().value!);
  }

  /**
   * A key of another type than this server writes: the index every session route reads (no
   * DELETE of a session helps then: the key itself must go, and sessions come back into the
   * index as they are used) or the session's own key.
   */
  private async wrongType(route: string, message: string): Promise<ApiError> {
    const index = this.scripts.zset;
    const type = await this.client.type(index).catch(() => null);
    if (type !== null && type !== 'zset' && type !== 'none')
      return new ApiError(500, 'store-unreadable', `${route}: the session store's key ${index} holds a ${type}, not the sorted set of sessions this server keeps there; remove that key (redis-cli DEL ${index}): the sessions stay, and are listed again as they are used`);
    return new ApiError(500, 'session-unreadable', `${route}: the session store holds something else than a session under this session's key (${message.split('\n')[0].slice(0, 120)}); delete it (DELETE /sessions/{id}) and open another`);
  }

  /** A key under the session's name that this server did not write: never indexed, expired or changed (redis-scripts.ts). */
  private foreign(id: string, route: string, type?: string): ApiError {
    const key = this.scripts.session(id);
    return new ApiError(500, 'session-unreadable', `${route}: the session store's key ${key} holds ${type ? `a ${type}` : 'something'} that irl-kitchen did not write, not a session; it is left as it is and never listed as a session: remove it (redis-cli DEL ${key}, or DELETE /sessions/{id}) or open another session`);
  }

  private unknown(id: string, route: string): ApiError {
    return new ApiError(404, 'unknown-session', `${route}: no session ${JSON.stringify(id)} (never opened, deleted, closed after ${this.limits.sessionIdleSeconds} s unused, closed to make room for newer ones, or lost by Redis: a restart of Redis without persistence forgets every session, docs/SCALING.md)`);
  }

  /** A Redis failure is a 503 naming the store; the request changed nothing it can see. */
  private async store<T>(route: string, p: Promise<T>): Promise<T> {
    try {
      return await p;
    } catch (e) {
      if (e instanceof ApiError) throw e;
      const message = (e as Error).message;
      // an answer, not an outage: retrying would meet the same key again
      if (message.startsWith('WRONGTYPE')) throw await this.wrongType(route, message);
      // ioredis's own words name an option of its own, which no user of the server can set
      const why = /max retries per request/i.test(message) ? 'the connection is lost; the server keeps trying to connect' : message;
      throw new ApiError(503, 'store-unavailable', `${route}: the session store (Redis) did not answer (${why}); retry later`);
    }
  }
}

/**
 * A stored session as this version reads it. Anything else under its key (another version's
 * format, a foreign write) is a 500 `session-unreadable` that names the way out; a forked
 * session's origin is only a hint, dropped when unreadable.
 */
function decode(route: string, id: string, snapshot: string | null, version: string | null, origin: string | null): Pick<SessionView, 'snapshot' | 'version' | 'origin'> {
  const parsed = parseOrUndefined(snapshot);
  const problem = snapshotProblem(parsed) ?? (Number.isSafeInteger(Number(version)) ? null : `its version ${JSON.stringify(version)} is no whole number`);
  if (problem)
    throw new ApiError(500, 'session-unreadable', `${route}: the session store holds nothing this server can read as session ${JSON.stringify(id)} (${problem}); delete it (DELETE /sessions/{id}) and open another`);
  const from = parseOrUndefined(origin) as { id?: unknown; version?: unknown } | undefined;
  const hint = from && typeof from.id === 'string' && Number.isSafeInteger(from.version) ? { origin: { id: from.id, version: from.version as number } } : {};
  return { snapshot: parsed as SessionSnapshot, version: Number(version), ...hint };
}

function parseOrUndefined(text: string | null): unknown {
  try {
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
