// The live sessions a worker thread holds, by id and version. The main thread keeps every
// session as a snapshot and sends it with each task; a worker that still holds that version
// (the usual case: a session's tasks go to the worker that ran its last one) continues from
// it, with its listing memo; any other worker replays the snapshot. A stale or missing copy
// costs one replay, never a wrong answer.
import { restoreSession, type Session } from '../../session/index.ts';
import type { SessionOptions } from '../../session/session.ts';
import type { SessionRef } from './protocol.ts';

/** Sessions one worker keeps (each holds a network's execution and its listing memo). */
const CAPACITY = 32;

interface Held {
  version: number;
  session: Session;
}

export class SessionCache {
  private readonly held = new Map<string, Held>();

  constructor(
    /** The server's world (rules, ontology, corpus): never taken from a snapshot. */
    readonly world: SessionOptions,
  ) {}

  /** The session at the ref's version: held, forked from its origin, or replayed from its snapshot (`extra` adds ontology files, e.g. an environment task's kitchen). */
  get(ref: SessionRef, maxMillis: number, extra: { ontology?: string[] } = {}): Session {
    const mine = this.held.get(ref.id);
    let session: Session;
    if (mine && mine.version === ref.version) session = mine.session;
    else {
      const origin = ref.origin && this.held.get(ref.origin.id);
      session =
        origin && origin.version === ref.origin!.version && ref.version === 0
          ? origin.session.fork()
          : restoreSession(ref.snapshot, { ...this.world, ontology: [...(this.world.ontology ?? []), ...(extra.ontology ?? [])], kitchen: ref.snapshot.options.kitchen, semantics: ref.snapshot.options.semantics, maxMillis });
    }
    session.runMillis = maxMillis;
    this.keep(ref.id, ref.version, session);
    return session;
  }

  /** Holds the session at a version, most recently used last; the least recently used goes beyond capacity. */
  keep(id: string, version: number, session: Session): void {
    this.held.delete(id);
    this.held.set(id, { version, session });
    if (this.held.size > CAPACITY) this.held.delete(this.held.keys().next().value!);
  }

  drop(id: string): void {
    this.held.delete(id);
  }
}
