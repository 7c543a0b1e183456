// The environment routes (docs/ENVIRONMENT.md): an environment is a session whose snapshot also
// holds the episode's state, so it is stored, limited and evicted like any session, and every
// session route works on it too. Tasks are named by id: a task as an object is for the library.
import type { FastifyInstance } from 'fastify';
import { MAX_STEPS } from '../../env/limits.ts';
import type { ServerContext } from '../context.ts';
import { laneFor, runFirstCall, runSessionCall } from '../dispatch.ts';
import { ApiError, notAnEnvironment } from '../errors.ts';
import { checkGrowth, growthOf } from '../guards.ts';
import { DIGITS, noBodyIsEmpty, OPTIONAL_BODY } from '../openapi.ts';
import { BODY_ERRORS, errorResponses, type JsonSchema, SESSION_ERRORS, sessionIdParams, WORK_ERRORS } from '../schemas.ts';
import type { EnvCall } from '../work/protocol.ts';

type IdParams = { Params: { id: string } };
type Options = Extract<EnvCall, { op: 'reset' }>['options'];

/** The answers are checked by the library's own tests; the routes describe their shape loosely. */
const answer: JsonSchema = { type: 'object', additionalProperties: true };

const optionProperties: Record<string, JsonSchema> = {
  task: { type: 'string', minLength: 1, maxLength: 200, description: 'a task id (GET /tasks)' },
  goal: { type: 'string', enum: ['visible', 'text'] },
  seed: { type: 'integer', minimum: 0, maximum: 2 ** 31 - 1 },
  maxSteps: { type: 'integer', minimum: 1, maximum: MAX_STEPS, description: 'a network holds at most 2000 lines, its get-kitchen included' },
  maxSeconds: { type: ['number', 'null'], minimum: 0 },
  shaping: { type: 'boolean' },
  commands: { type: 'integer', minimum: 0, maximum: 100, description: 'ranked admissible lines in info.admissible_commands (0: none)' },
};

export function envRoutes(app: FastifyInstance, ctx: ServerContext) {
  // an environment's snapshot holds its episode; a plain session is not one (its routes serve both)
  const envOf = async (id: string, route: string) => {
    const entry = await ctx.sessions.get(id, route);
    if (!(entry.snapshot as { env?: unknown }).env) throw notAnEnvironment(id, route);
    return entry;
  };

  app.post<{ Body: Options | undefined }>(
    '/envs',
    {
      schema: {
        summary: 'a new environment on a task, reset: {env, observation, info}',
        body: { type: 'object', additionalProperties: false, properties: optionProperties },
        response: { 200: answer, ...errorResponses(...BODY_ERRORS, ...WORK_ERRORS, 404, 409) },
        [OPTIONAL_BODY]: true,
      },
      preValidation: noBodyIsEmpty,
    },
    async (request, reply) => {
      const route = 'POST /envs';
      await ctx.sessions.admit(route);
      const entry = await ctx.sessions.add({ format: 'irl-kitchen-session', version: 1, options: {}, lines: [], calls: [], recipeId: null }, undefined, route);
      return runFirstCall(ctx, reply, route, entry, { kind: 'env', call: { op: 'reset', options: request.body ?? {} } }, 'heavy');
    },
  );

  app.post<IdParams & { Body: Options | undefined }>(
    '/envs/:id/reset',
    {
      schema: {
        summary: 'start the episode again (optionally on another task): {observation, info}',
        params: sessionIdParams,
        body: { type: 'object', additionalProperties: false, properties: { task: optionProperties.task, goal: optionProperties.goal, seed: optionProperties.seed } },
        response: { 200: answer, ...errorResponses(...BODY_ERRORS, ...SESSION_ERRORS, ...WORK_ERRORS, 409) },
        [OPTIONAL_BODY]: true,
      },
      preValidation: noBodyIsEmpty,
    },
    async (request, reply) => {
      const route = 'POST /envs/{id}/reset';
      const entry = await envOf(request.params.id, route);
      return runSessionCall(ctx, reply, route, entry, { kind: 'env', call: { op: 'reset', options: request.body ?? {} } }, 'heavy');
    },
  );

  app.post<IdParams & { Body: { line?: string; lines?: string[] } }>(
    '/envs/:id/step',
    {
      schema: {
        summary: 'execute a line (or lines in order): {observation, reward, terminated, truncated, info}, or {steps: [...]}',
        params: sessionIdParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { line: { type: 'string', maxLength: 10_000 }, lines: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'string', maxLength: 10_000 } } },
        },
        response: { 200: answer, ...errorResponses(...BODY_ERRORS, ...SESSION_ERRORS, ...WORK_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      const route = 'POST /envs/{id}/step';
      const { line, lines } = request.body;
      if ((line === undefined) === (lines === undefined)) throw new ApiError(400, 'invalid-request', `${route}: give either line or lines`);
      // a step's text may hold several network lines: they count as the session's lines do
      const growth = growthOf(lines ?? [line!], ctx.limits, route);
      const entry = await envOf(request.params.id, route);
      const heavy = ((entry.snapshot as { env?: { commands?: number } }).env?.commands ?? 0) > 0;
      const lane = heavy ? 'heavy' : laneFor(entry.snapshot.lines.length + growth.lines);
      return runSessionCall(ctx, reply, route, entry, { kind: 'env', call: { op: 'step', lines: lines ?? line! } }, lane, (e) => checkGrowth(e.snapshot, growth, ctx.limits, route));
    },
  );

  app.get<IdParams & { Querystring: { limit?: string } }>(
    '/envs/:id/admissible',
    {
      schema: {
        summary: 'the admissible lines ranked by relevance to the task, best first',
        params: sessionIdParams,
        querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'string', pattern: DIGITS, description: `how many lines: 0 to ${ctx.limits.maxListed} (default 20; 0: none, as the library's admissible(0))` } } },
        response: { 200: { type: 'array', items: { type: 'string' } }, ...errorResponses(...SESSION_ERRORS, ...WORK_ERRORS) },
      },
    },
    async (request, reply) => {
      const route = 'GET /envs/{id}/admissible';
      const limit = request.query.limit === undefined ? 20 : Number(request.query.limit);
      if (limit > ctx.limits.maxListed) throw new ApiError(400, 'invalid-request', `${route}: limit must be from 0 to ${ctx.limits.maxListed}, not ${limit}`);
      const entry = await envOf(request.params.id, route);
      if (limit === 0) return [];
      return runSessionCall(ctx, reply, route, entry, { kind: 'env', call: { op: 'admissible', limit } }, 'heavy');
    },
  );

  app.get<IdParams>(
    '/envs/:id',
    { schema: { summary: 'the observation and info of now', params: sessionIdParams, response: { 200: answer, ...errorResponses(...SESSION_ERRORS, ...WORK_ERRORS) } } },
    async (request, reply) => {
      const route = 'GET /envs/{id}';
      const entry = await envOf(request.params.id, route);
      return runSessionCall(ctx, reply, route, entry, { kind: 'env', call: { op: 'now' } }, laneFor(entry.snapshot.lines.length));
    },
  );

  app.delete<IdParams>(
    '/envs/:id',
    {
      schema: {
        summary: 'close an environment',
        params: sessionIdParams,
        response: { 200: { type: 'object', required: ['deleted'], additionalProperties: false, properties: { deleted: { type: 'boolean', enum: [true] } } }, ...errorResponses(...BODY_ERRORS, ...SESSION_ERRORS) },
      },
    },
    async (request) => {
      await envOf(request.params.id, 'DELETE /envs/{id}');
      await ctx.sessions.delete(request.params.id, 'DELETE /envs/{id}');
      return { deleted: true as const };
    },
  );
}
