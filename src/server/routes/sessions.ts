// The session routes: a network built a few lines at a time, with every earlier binding kept;
// the action space (session-space.ts) and sessions kept and restored (session-keeping.ts).
import type { FastifyInstance } from 'fastify';
import type { MetricName } from '../../evaluator/evaluate.ts';
import type { ServerContext } from '../context.ts';
import { laneFor, runFirstCall, runSessionCall } from '../dispatch.ts';
import { ApiError } from '../errors.ts';
import { checkGrowth, checkLines } from '../guards.ts';
import { ANSWER_TYPE, NO_FIELDS, noBodyIsEmpty, OPTIONAL_BODY } from '../openapi.ts';
import { BODY_ERRORS, errorResponses, type JsonSchema, kitchenSchema, metricsSchema, published, SESSION_ERRORS, sessionIdParams, WORK_ERRORS } from '../schemas.ts';
import type { SessionView } from '../store/sessions.ts';
import { sessionKeepingRoutes } from './session-keeping.ts';
import { sessionSpaceRoutes } from './session-space.ts';

type IdParams = { Params: { id: string } };

export function sessionRoutes(app: FastifyInstance, ctx: ServerContext) {
  const s = (name: string) => published(ctx.schemas, name);
  const opened: JsonSchema = {
    type: 'object',
    required: ['session', 'bindings'],
    additionalProperties: false,
    properties: { session: { type: 'string', description: 'the id to use in /sessions/{id}/…' }, bindings: s('bindings') },
  };
  const sessionOf = (id: string, route: string) => ctx.sessions.get(id, route);
  const linesOf = (e: SessionView) => e.snapshot.lines.length;

  app.post<{ Body: { kitchen?: string; semantics?: 'reference' | 'corrected' } | undefined }>(
    '/sessions',
    {
      schema: {
        summary: 'open a session: an empty network in a fresh kitchen',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            kitchen: kitchenSchema,
            semantics: { type: 'string', enum: ['reference', 'corrected'], description: "reference: the reference simulator, defects included; corrected: docs/DEVIATIONS.md (default: the server's --semantics)" },
          },
        },
        response: { 200: opened, ...errorResponses(...BODY_ERRORS, ...WORK_ERRORS) },
        [OPTIONAL_BODY]: true,
      },
      preValidation: noBodyIsEmpty,
    },
    async (request, reply) => {
      const route = 'POST /sessions';
      await ctx.sessions.admit(route);
      const { kitchen, semantics = ctx.semantics } = request.body ?? {};
      // the semantics is written down: restored on a server of the other semantics, the session runs as it ran here
      const entry = await ctx.sessions.add({ format: 'irl-kitchen-session', version: 1, options: { ...(kitchen ? { kitchen } : {}), semantics }, lines: [], calls: [], recipeId: null }, undefined, route);
      // the session's first call checks its kitchen; a session that cannot start is not kept
      return runFirstCall(ctx, reply, route, entry, { kind: 'opened' }, 'light');
    },
  );

  app.post<IdParams & { Body: { network: string } }>(
    '/sessions/:id/execute',
    {
      schema: {
        summary: 'add lines to the session network and execute what can run',
        params: sessionIdParams,
        body: { type: 'object', required: ['network'], additionalProperties: false, properties: { network: { type: 'string', description: 'one or more lines, any order' } } },
        response: { 200: s('session-step'), ...errorResponses(...BODY_ERRORS, ...SESSION_ERRORS, ...WORK_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      const route = 'POST /sessions/{id}/execute';
      const entry = await sessionOf(request.params.id, route);
      const growth = { lines: checkLines(request.body.network, ctx.limits.linesPerRequest, route), bytes: Buffer.byteLength(request.body.network) };
      // the limits are checked when the call's turn comes: calls sent at once must not add up beyond them
      return runSessionCall(ctx, reply, route, entry, { kind: 'execute', text: request.body.network }, laneFor(linesOf(entry) + growth.lines), (e) => checkGrowth(e.snapshot, growth, ctx.limits, route));
    },
  );

  sessionSpaceRoutes(app, ctx);
  sessionKeepingRoutes(app, ctx, opened);

  app.post<IdParams & { Body: { line: string; k?: number } }>(
    '/sessions/:id/nearest',
    {
      schema: {
        summary: 'the k admissible lines closest to a free-form or malformed line',
        params: sessionIdParams,
        body: {
          type: 'object',
          required: ['line'],
          additionalProperties: false,
          properties: { line: { type: 'string', maxLength: 10_000 }, k: { type: 'integer', minimum: 1, maximum: ctx.limits.maxListed, default: 5 } },
        },
        response: { 200: { type: 'array', items: s('admissible-entry') }, ...errorResponses(...BODY_ERRORS, ...SESSION_ERRORS, ...WORK_ERRORS) },
      },
    },
    async (request, reply) => {
      const route = 'POST /sessions/{id}/nearest';
      const entry = await sessionOf(request.params.id, route);
      return runSessionCall(ctx, reply, route, entry, { kind: 'nearest', line: request.body.line, k: request.body.k ?? 5 }, 'heavy');
    },
  );

  app.post<IdParams & { Body: { line: string } }>(
    '/sessions/:id/check',
    {
      schema: {
        summary: 'why a proposed line would or would not run now: every declared condition that does not hold (the session does not change)',
        params: sessionIdParams,
        body: { type: 'object', required: ['line'], additionalProperties: false, properties: { line: { type: 'string', maxLength: 10_000, description: 'one network line' } } },
        response: { 200: s('check-result'), ...errorResponses(...BODY_ERRORS, ...SESSION_ERRORS, ...WORK_ERRORS) },
      },
    },
    async (request, reply) => {
      const route = 'POST /sessions/{id}/check';
      const entry = await sessionOf(request.params.id, route);
      return runSessionCall(ctx, reply, route, entry, { kind: 'check', line: request.body.line }, laneFor(linesOf(entry)));
    },
  );

  app.get<IdParams>(
    '/sessions/:id/bindings',
    { schema: { summary: 'every binding of the network so far', params: sessionIdParams, response: { 200: s('bindings'), ...errorResponses(...SESSION_ERRORS, ...WORK_ERRORS) } } },
    async (request, reply) => {
      const route = 'GET /sessions/{id}/bindings';
      const entry = await sessionOf(request.params.id, route);
      return runSessionCall(ctx, reply, route, entry, { kind: 'bindings' }, laneFor(linesOf(entry)));
    },
  );

  app.get<IdParams>(
    '/sessions/:id/kitchen',
    { schema: { summary: 'the current kitchen state', params: sessionIdParams, response: { 200: s('entity'), ...errorResponses(...SESSION_ERRORS, ...WORK_ERRORS) } } },
    async (request, reply) => {
      const route = 'GET /sessions/{id}/kitchen';
      const entry = await sessionOf(request.params.id, route);
      return runSessionCall(ctx, reply, route, entry, { kind: 'kitchen' }, laneFor(linesOf(entry)));
    },
  );

  app.get<IdParams>(
    '/sessions/:id/network',
    {
      schema: {
        summary: 'the network text so far',
        params: sessionIdParams,
        response: { 200: { type: 'object', required: ['network'], additionalProperties: false, properties: { network: { type: 'string' } } }, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => ({ network: (await sessionOf(request.params.id, 'GET /sessions/{id}/network')).snapshot.lines.join('\n') }),
  );

  app.get<IdParams>(
    '/sessions/:id/view',
    {
      schema: {
        summary: 'the web view of the network so far (HTML; reloads itself, so it follows the lines as they are executed: every 3 s, or twice its render time when that is longer)',
        params: sessionIdParams,
        response: { 200: { type: 'string', description: 'a self-contained HTML page' }, ...errorResponses(...SESSION_ERRORS, ...WORK_ERRORS) },
        [ANSWER_TYPE]: 'text/html',
      },
    },
    async (request, reply) => {
      const route = 'GET /sessions/{id}/view';
      const entry = await sessionOf(request.params.id, route);
      return runSessionCall(ctx, reply, route, entry, { kind: 'view', name: `session ${entry.id}` }, 'heavy');
    },
  );

  app.post<IdParams>(
    '/sessions/:id/undo',
    {
      schema: {
        summary: 'take back the last execute call',
        params: sessionIdParams,
        ...NO_FIELDS,
        response: {
          200: { type: 'object', required: ['undone', 'bindings'], additionalProperties: false, properties: { undone: { type: 'boolean', description: 'false when there was nothing to undo' }, bindings: s('bindings') } },
          ...errorResponses(...BODY_ERRORS, ...SESSION_ERRORS, ...WORK_ERRORS, 409),
        },
      },
      preValidation: noBodyIsEmpty,
    },
    async (request, reply) => {
      const route = 'POST /sessions/{id}/undo';
      const entry = await sessionOf(request.params.id, route);
      return runSessionCall(ctx, reply, route, entry, { kind: 'undo' }, laneFor(linesOf(entry)));
    },
  );

  app.post<IdParams>(
    '/sessions/:id/fork',
    { schema: { summary: 'an independent copy of the session, as a new session', params: sessionIdParams, ...NO_FIELDS, response: { 200: opened, ...errorResponses(...BODY_ERRORS, ...SESSION_ERRORS, ...WORK_ERRORS) } }, preValidation: noBodyIsEmpty },
    async (request, reply) => {
      const route = 'POST /sessions/{id}/fork';
      const from = await sessionOf(request.params.id, route);
      // the session copied is never the one closed to make room for its copy
      await ctx.sessions.admit(route, from);
      // the copy shares the snapshot; the worker holding the original forks it without replaying
      const entry = await ctx.sessions.add(from.snapshot, from, route);
      return runFirstCall(ctx, reply, route, entry, { kind: 'opened' }, laneFor(linesOf(entry)));
    },
  );

  app.post<IdParams & { Body: { recipeId: string; metrics?: MetricName[] } }>(
    '/sessions/:id/evaluate',
    {
      schema: {
        summary: 'score the network so far against the gold of a benchmark recipe',
        params: sessionIdParams,
        body: {
          type: 'object',
          required: ['recipeId'],
          additionalProperties: false,
          properties: { recipeId: { type: 'string', minLength: 1, maxLength: 200 }, metrics: metricsSchema },
        },
        response: { 200: published(ctx.schemas, 'evaluation-row'), ...errorResponses(...BODY_ERRORS, ...SESSION_ERRORS, ...WORK_ERRORS) },
      },
    },
    async (request, reply) => {
      const route = 'POST /sessions/{id}/evaluate';
      const entry = await sessionOf(request.params.id, route);
      if (!ctx.benchmark) throw new ApiError(503, 'no-benchmark', `${route}: this server has no benchmark corpus (start it with --benchmark DIR) so it cannot score`);
      return runSessionCall(ctx, reply, route, entry, { kind: 'evaluate', recipeId: request.body.recipeId, metrics: request.body.metrics }, 'heavy');
    },
  );

  app.delete<IdParams>(
    '/sessions/:id',
    {
      schema: {
        summary: 'close a session',
        params: sessionIdParams,
        response: { 200: { type: 'object', required: ['deleted'], additionalProperties: false, properties: { deleted: { type: 'boolean', enum: [true] } } }, ...errorResponses(...BODY_ERRORS, ...SESSION_ERRORS) },
      },
    },
    async (request) => {
      await ctx.sessions.delete(request.params.id, 'DELETE /sessions/{id}');
      return { deleted: true as const };
    },
  );
}
