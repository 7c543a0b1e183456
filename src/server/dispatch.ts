// A request's work sent to a worker thread (work/pool.ts) and its answer sent back as the
// worker serialised it: the main thread only checks limits, keeps sessions' snapshots and routes.
import type { FastifyReply } from 'fastify';
import type { ServerContext } from './context.ts';
import { ApiError, markRetry } from './errors.ts';
import type { SessionView } from './store/sessions.ts';
import type { Lane } from './work/pool.ts';
import type { Answer, SessionCall, Work } from './work/protocol.ts';

/** Networks up to this many lines are light work (they run in milliseconds); longer ones are heavy. */
export const LIGHT_LINES = 100;

export const laneFor = (lines: number): Lane => (lines <= LIGHT_LINES ? 'light' : 'heavy');

/** When a request that arrives now must be answered. */
export const deadlineOf = (ctx: ServerContext) => Date.now() + ctx.limits.requestMillis;

/** Runs stateless work and sends its answer; heavy work is given up once its client has gone. */
export async function runWork(ctx: ServerContext, reply: FastifyReply, route: string, work: Work, lane: Lane, deadline = deadlineOf(ctx)): Promise<FastifyReply> {
  checkHeap(ctx, route);
  const gone = lane === 'heavy' ? whenClientGone(reply) : undefined;
  const done = await ctx.pool.run({ work, lane, deadline, gone: gone?.signal });
  gone?.dispose();
  return send(reply, route, done.answer);
}

/**
 * How long heavy work goes on after its client closed the connection: work about to end still
 * ends; a plan or repair that would run for minutes more frees its thread (which is replaced,
 * loading the world again, so short work is not worth stopping).
 */
export const CLIENT_GONE_GRACE_MS = 1000;

/** A signal that aborts CLIENT_GONE_GRACE_MS after the connection closes with no answer sent. */
function whenClientGone(reply: FastifyReply): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const onClose = () => {
    if (!reply.raw.writableFinished) timer = setTimeout(() => controller.abort(), CLIENT_GONE_GRACE_MS);
  };
  reply.raw.once('close', onClose);
  return {
    signal: controller.signal,
    dispose: () => {
      reply.raw.off('close', onClose);
      clearTimeout(timer);
    },
  };
}

/**
 * Runs a call of a session after its earlier calls, keeps the new snapshot, sends the answer.
 * `admit` checks the session as those calls left it, before any work (a limit on its growth).
 */
export function runSessionCall(ctx: ServerContext, reply: FastifyReply, route: string, entry: SessionView, call: SessionCall, lane: Lane, admit?: (e: SessionView) => void): Promise<FastifyReply> {
  const deadline = deadlineOf(ctx);
  return ctx.sessions.serial(entry, route, async () => {
    admit?.(entry);
    checkHeap(ctx, route);
    const session = { id: entry.id, version: entry.version, snapshot: entry.snapshot, ...(entry.origin ? { origin: entry.origin } : {}) };
    const done = await ctx.pool.run({ work: { op: 'session', session, call }, lane, deadline, home: entry.home });
    const { snapshot } = done.answer;
    // the main thread keeps its own options: a worker gives back lines and calls only (and an
    // environment's state, with the options of its task's kitchen, which the worker worked out)
    const kept = call.kind === 'env' && snapshot ? snapshot : snapshot && { ...entry.snapshot, lines: snapshot.lines, calls: snapshot.calls, recipeId: snapshot.recipeId };
    if (kept) await ctx.sessions.update(entry, kept, done.thread, route);
    else if (done.thread >= 0) ctx.sessions.served(entry, done.thread);
    return send(reply, route, done.answer);
  });
}

/**
 * The first call of a session just added (opened, forked, restored, an environment's reset): a
 * session that cannot start is not kept, whether its call was answered with an error or refused
 * before any work (429 memory-limit, 503 server-busy), which would otherwise leave it open,
 * counted against --max-sessions.
 */
export async function runFirstCall(ctx: ServerContext, reply: FastifyReply, route: string, entry: SessionView, call: SessionCall, lane: Lane): Promise<FastifyReply> {
  try {
    await runSessionCall(ctx, reply, route, entry, call, lane);
  } catch (e) {
    await ctx.sessions.discard(entry);
    throw e;
  }
  if (reply.statusCode !== 200) await ctx.sessions.discard(entry);
  return reply;
}

/** Above the main thread's share of the heap limit, no work that allocates here is taken. */
export function checkHeap(ctx: ServerContext, route: string): void {
  const usedMiB = ctx.heapUsed() / (1024 * 1024);
  if (usedMiB > ctx.mainHeapMiB)
    throw new ApiError(429, 'memory-limit', `${route}: the server's main thread uses ${Math.round(usedMiB)} MiB of heap, above its share of ${ctx.mainHeapMiB} MiB of --heap-limit; retry later`);
}

/** The worker's answer as it is; an error message gets the route in front. */
export function send(reply: FastifyReply, route: string, answer: Answer): FastifyReply {
  reply.status(answer.status);
  if (answer.type === 'html') {
    reply.type('text/html; charset=utf-8');
    if (answer.csp) reply.header('content-security-policy', answer.csp);
  } else reply.type('application/json; charset=utf-8');
  const bytes = Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
  if (answer.status < 400) return reply.send(bytes);
  const refusal = withRoute(bytes, route);
  markRetry(reply, answer.status, refusal.code);
  return reply.send(refusal.body);
}

/** An error body with the route in front of its message (workers do not know the route), and its code. */
function withRoute(body: Buffer, route: string): { body: string | Buffer; code?: string } {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { error?: { code?: string; message?: string } };
    if (parsed.error?.message !== undefined && !parsed.error.message.startsWith(route)) parsed.error.message = `${route}: ${parsed.error.message}`;
    return { body: JSON.stringify(parsed), code: parsed.error?.code };
  } catch {
    return { body };
  }
}
