// GET /tasks and GET /tasks/{id}: the tasks of the planning environment (docs/TASKS.md), computed
// in worker threads like every route's work; here only checks and dispatch.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { runWork } from '../dispatch.ts';
import { ApiError } from '../errors.ts';
import { DIGITS } from '../openapi.ts';
import { errorResponses, type JsonSchema, published, WORK_ERRORS } from '../schemas.ts';
import type { TasksCall } from '../work/protocol.ts';

type Goal = TasksCall['goal'];

/** Most derived tasks one GET /tasks lists (each is a network executed once per worker thread). */
const MAX_DERIVED = 1000;

const goalQuery: JsonSchema = { type: 'string', enum: ['visible', 'text'], description: 'visible (default): with the goal; text: without it (recipe understanding)' };

export function taskRoutes(app: FastifyInstance, ctx: ServerContext) {
  const task = ctx.schemas.get('task');
  const summary: JsonSchema = task ? { $ref: `${task.$id as string}#/$defs/summary` } : { type: 'object' };
  const needCorpus = (route: string) => {
    if (!ctx.benchmark) throw new ApiError(503, 'no-benchmark', `${route}: this server has no benchmark corpus (start it with --benchmark DIR), so it has no tasks`);
  };

  app.get<{ Querystring: { split?: 'train' | 'test'; goal?: Goal; seed?: string; count?: string } }>(
    '/tasks',
    {
      schema: {
        summary: 'the corpus tasks (then, with count, derived tasks): id, title, split, source and (goal=visible) the number of goal conditions',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            split: { type: 'string', enum: ['train', 'test'], description: 'only the tasks of this split' },
            goal: goalQuery,
            count: { type: 'string', pattern: DIGITS, description: `also list this many derived tasks (0 to ${MAX_DERIVED}), after the corpus tasks (docs/TASKS.md)` },
            seed: { type: 'string', pattern: DIGITS, description: 'which derived tasks: an integer (default 0); only with count' },
          },
        },
        response: {
          200: { type: 'object', required: ['tasks'], additionalProperties: false, properties: { tasks: { type: 'array', items: summary, description: 'sorted by id' } } },
          ...errorResponses(...WORK_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const route = 'GET /tasks';
      needCorpus(route);
      const { split, goal = 'visible' } = request.query;
      const count = request.query.count === undefined ? 0 : Number(request.query.count);
      if (count > MAX_DERIVED) throw new ApiError(400, 'invalid-request', `${route}: count must be from 0 to ${MAX_DERIVED}, not ${count}`);
      if (request.query.seed !== undefined && request.query.count === undefined) throw new ApiError(400, 'invalid-request', `${route}: seed chooses derived tasks, so it needs count`);
      const derive = count ? { derive: { seed: Number(request.query.seed ?? 0), count } } : {};
      return runWork(ctx, reply, route, { op: 'tasks', call: { kind: 'list', goal, ...(split ? { split } : {}), ...derive } }, count ? 'heavy' : 'light');
    },
  );

  app.get<{ Params: { id: string }; Querystring: { goal?: Goal } }>(
    '/tasks/:id',
    {
      schema: {
        summary: 'one task: with its goal (goal=visible, default) or without it (goal=text); a derived task by its id <recipe>~<variation>',
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', minLength: 1, maxLength: 100, description: 'a task id from GET /tasks, or a derived task id (docs/TASKS.md)' } },
        },
        querystring: { type: 'object', additionalProperties: false, properties: { goal: goalQuery } },
        response: { 200: published(ctx.schemas, 'task'), ...errorResponses(...WORK_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const route = 'GET /tasks/{id}';
      needCorpus(route);
      const { id } = request.params;
      // a derived task is made (its network executed) on first use: heavier than a look-up
      return runWork(ctx, reply, route, { op: 'tasks', call: { kind: 'get', id, goal: request.query.goal ?? 'visible' } }, id.includes('~') ? 'heavy' : 'light');
    },
  );
}
