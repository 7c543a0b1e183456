// Sessions kept beyond the server: the open sessions listed, a session's snapshot, and a new
// session restored from a snapshot (e.g. after a restart), under the same limits as a session
// built line by line.
import type { FastifyInstance } from 'fastify';
import type { SessionSnapshot } from '../../session/session.ts';
import type { ServerContext } from '../context.ts';
import { laneFor, runFirstCall } from '../dispatch.ts';
import { ApiError } from '../errors.ts';
import { networkLinesOf } from '../limits.ts';
import { DIGITS } from '../openapi.ts';
import { BODY_ERRORS, errorResponses, type JsonSchema, published, SESSION_ERRORS, sessionIdParams, STORE_ERRORS, WORK_ERRORS } from '../schemas.ts';

/** Sessions GET /sessions lists when no limit is asked for. */
export const LIST_LIMIT = 100;

export function sessionKeepingRoutes(app: FastifyInstance, ctx: ServerContext, opened: JsonSchema) {
  const s = (name: string) => published(ctx.schemas, name);

  app.get<{ Querystring: { limit?: string } }>(
    '/sessions',
    {
      schema: {
        summary: 'the open sessions, most recently used first, with the network lines of each as --max-session-lines counts them',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'string', pattern: DIGITS, description: `at most this many sessions: an integer from 1 to ${ctx.limits.maxListed} (default ${LIST_LIMIT})` } },
        },
        response: { 200: s('session-list'), ...errorResponses(...STORE_ERRORS) },
      },
    },
    async (request) => {
      const route = 'GET /sessions';
      const limit = request.query.limit === undefined ? LIST_LIMIT : Number(request.query.limit);
      if (limit < 1 || limit > ctx.limits.maxListed) throw new ApiError(400, 'invalid-request', `${route}: limit must be from 1 to ${ctx.limits.maxListed}, not ${limit}`);
      return ctx.sessions.list(limit, route);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/sessions/:id/snapshot',
    { schema: { summary: 'the session as plain data (its options, lines and calls): POST /sessions/restore makes a session of it again', params: sessionIdParams, response: { 200: s('session-snapshot'), ...errorResponses(...SESSION_ERRORS) } } },
    async (request) => {
      const route = 'GET /sessions/{id}/snapshot';
      const entry = await ctx.sessions.get(request.params.id, route);
      // after the calls before it, as any call of the session
      return ctx.sessions.serial(entry, route, async () => sessionPart(entry.snapshot));
    },
  );

  app.post<{ Body: { snapshot: SessionSnapshot } }>(
    '/sessions/restore',
    {
      schema: {
        summary: 'a new session from a snapshot (GET /sessions/{id}/snapshot): its lines run again, in the kitchen and semantics it names',
        body: { type: 'object', required: ['snapshot'], additionalProperties: false, properties: { snapshot: s('session-snapshot') } },
        response: { 200: opened, ...errorResponses(...BODY_ERRORS, ...WORK_ERRORS) },
      },
    },
    async (request, reply) => {
      const route = 'POST /sessions/restore';
      // a snapshot that names no semantics (an older one) runs in this server's, and says so from now on
      const part = sessionPart(request.body.snapshot);
      const snapshot = { ...part, options: { ...part.options, semantics: part.options.semantics ?? ctx.semantics } };
      const total = snapshot.calls.reduce((a, b) => a + b, 0);
      if (total !== snapshot.lines.length) throw new ApiError(400, 'invalid-request', `${route}: snapshot.calls add up to ${total} line${total === 1 ? '' : 's'}, snapshot.lines holds ${snapshot.lines.length}`);
      const lines = networkLinesOf(snapshot.lines);
      if (lines > ctx.limits.linesPerSession) throw new ApiError(413, 'session-too-long', `${route}: the snapshot holds ${lines} network lines, more than the limit of ${ctx.limits.linesPerSession} per session`);
      const bytes = snapshot.lines.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
      if (bytes > ctx.limits.sessionBytes) throw new ApiError(413, 'session-too-large', `${route}: the snapshot's network is ${bytes} bytes, more than the limit of ${ctx.limits.sessionBytes} per session (--max-session-bytes)`);
      await ctx.sessions.admit(route);
      const entry = await ctx.sessions.add(snapshot, undefined, route);
      // the lines run again in a worker; a snapshot that cannot be run again is not kept
      return runFirstCall(ctx, reply, route, entry, { kind: 'opened' }, laneFor(lines));
    },
  );
}

/** The session's own part of a snapshot: an environment's state and options no request may set stay out. */
function sessionPart(s: SessionSnapshot): SessionSnapshot {
  const { kitchen, semantics } = s.options ?? {};
  const options = { ...(kitchen !== undefined ? { kitchen } : {}), ...(semantics !== undefined ? { semantics } : {}) };
  return { format: 'irl-kitchen-session', version: 1, options, lines: [...s.lines], calls: [...s.calls], recipeId: s.recipeId ?? null };
}
