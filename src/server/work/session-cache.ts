// The live sessions a worker thread holds, by id and version. The main thread keeps every
// session as a snapshot and sends it with each task; a worker that still holds that version
// (the usual case: a session's tasks go to the worker that ran its last one) continues from
// it, with its listing memo; any other worker replays the snapshot. A stale or missing copy
// costs one replay, never a wrong answer.
import { getHeapStatistics } from 'node:v8';
import { restoreSession, type Session } from '../../session/index.ts';
import type { SessionOptions } from '../../session/session.ts';
import type { SessionRef } from './protocol.ts';

/** Sessions one worker keeps (each holds a network's execution and its listing memo). */
const CAPACITY = 32;
/**
 * Held sessions are let go, the least recently used first, once the thread's heap passes this
 * share of its limit: a few long sessions' listing memos would otherwise fill the thread until
 * a request stops it with 507 memory-limit. A session let go is replayed when it comes back.
 */
const HEAP_SHARE = 0.5;
/** Sessions kept however full the heap: the one in hand and the last few (an agent's next call). */
const ALWAYS_KEPT = 2;

/** The thread's heap in use and its limit, in bytes. */
export type HeapProbe = () => { used: number; limit: number };
const threadHeap: HeapProbe = () => {
  const h = getHeapStatistics();
  return { used: h.used_heap_size, limit: h.heap_size_limit };
};

interface Held {
  version: number;
  session: Session;
}

export class SessionCache {
  private readonly held = new Map<string, Held>();

  constructor(
    /** The server's world (rules, ontology, corpus): never taken from a snapshot. */
    readonly world: SessionOptions,
    private readonly heap: HeapProbe = threadHeap,
  ) {}

  /** The session at the ref's version: held, forked from its origin, or replayed from its snapshot (`extra` adds ontology files, e.g. an environment task's kitchen). */
  get(ref: SessionRef, maxMillis: number, extra: { ontology?: string[] } = {}): Session {
    const mine = this.held.get(ref.id);
    let session: Session;
    if (mine && mine.version === ref.version) session = mine.session;
    else {
      const origin = ref.origin && this.held.get(ref.origin.id);
      // a session that names no semantics runs in the server's (`serve --semantics`)
      session =
        origin && origin.version === ref.origin!.version && ref.version === 0
          ? origin.session.fork()
          : restoreSession(ref.snapshot, { ...this.world, ontology: [...(this.world.ontology ?? []), ...(extra.ontology ?? [])], kitchen: ref.snapshot.options.kitchen, semantics: ref.snapshot.options.semantics ?? this.world.semantics, maxMillis });
    }
    session.runMillis = maxMillis;
    this.keep(ref.id, ref.version, session);
    return session;
  }

  /** Holds the session at a version, most recently used last; the least recently used go beyond capacity, or when the heap is full. */
  keep(id: string, version: number, session: Session): void {
    this.held.delete(id);
    this.held.set(id, { version, session });
    if (this.held.size > CAPACITY) this.held.delete(this.held.keys().next().value!);
    const { used, limit } = this.heap();
    // what is let go is freed only at the next collection, so the heap cannot be watched shrink:
    // all but the last few go at once
    if (used > limit * HEAP_SHARE) for (const old of [...this.held.keys()].slice(0, -ALWAYS_KEPT)) this.held.delete(old);
  }

  /** Sessions held now (for tests and metrics). */
  get size(): number {
    return this.held.size;
  }

  drop(id: string): void {
    this.held.delete(id);
  }
}
