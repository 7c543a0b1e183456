// The calls of one session (or environment) in the order they arrived. Each request takes its
// place when it comes, before its body is read, and its handler starts once the calls before it
// are answered: a DELETE, which has no body to read, would otherwise overtake the execute calls
// sent just before it and leave them a 404. The stores' `serial` still orders the work itself
// (and, with Redis, across replicas); this only keeps the order of arrival in this server.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, routeOf } from './errors.ts';
import type { Sessions } from './store/sessions.ts';

/** Calls of one session that may wait behind the one running (429 session-busy beyond). */
export const MAX_WAITING_PER_SESSION = 16;

interface Queue {
  tail: Promise<void>;
  /** Calls arrived and not yet answered. */
  waiting: number;
}

/** Routes of one session or environment, by the id in their path. */
const SESSION_ROUTE = /^\/(sessions|envs)\/:id(\/|$)/;

/** `sessions` is told of each call as it arrives, so that its session is not closed as idle meanwhile. */
export function keepCallOrder(app: FastifyInstance, sessions: Pick<Sessions, 'hold'>): void {
  const queues = new Map<string, Queue>();
  const turns = new WeakMap<FastifyRequest, Promise<void>>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.routeOptions?.url;
    const id = (request.params as { id?: string } | undefined)?.id;
    if (!url || !SESSION_ROUTE.test(url) || typeof id !== 'string') return;
    // environments and sessions share ids: one queue per id
    let queue = queues.get(id);
    if (!queue) queues.set(id, (queue = { tail: Promise.resolve(), waiting: 0 }));
    if (queue.waiting > MAX_WAITING_PER_SESSION)
      throw new ApiError(429, 'session-busy', `${routeOf(request)}: ${queue.waiting} calls of this session are running or waiting; send the next when one is answered`);
    queue.waiting++;
    const unhold = sessions.hold?.(id);
    let answered!: () => void;
    const done = new Promise<void>((resolve) => (answered = resolve));
    turns.set(request, queue.tail);
    queue.tail = queue.tail.then(() => done);
    const mine = queue;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      unhold?.();
      answered();
      if (--mine.waiting === 0 && queues.get(id) === mine) queues.delete(id);
    };
    // answered, failed before its handler, or its client gone: the next call's turn
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  });

  app.addHook('preHandler', async (request: FastifyRequest) => {
    await turns.get(request);
  });
}
