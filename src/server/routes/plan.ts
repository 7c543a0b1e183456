// POST /plan: a network that reaches a task's goal, by search (docs/PLANNING.md, "Plan").
// Checks and dispatch only; the search runs in a worker thread (work/plan.ts). The request's
// time limit is stretched to cover the plan's budget (its safety stop), whatever --request-ms says.
// The answer is docs/schema/plan-result.schema.json, as `plan --json` prints it.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { runWork } from '../dispatch.ts';
import { BODY_ERRORS, errorResponses, published, WORK_ERRORS } from '../schemas.ts';

/** Default and largest budget of one plan, in seconds. */
export const PLAN_ROUTE_SECONDS = { default: 60, max: 600 };
/** The worker gets 0.9 of the time left (pool.ts): the deadline leaves the search its whole budget and the answer a margin. */
const DEADLINE_FACTOR = 1 / 0.9;
const ANSWER_MARGIN_MS = 2000;

interface PlanBody {
  task: string;
  goal?: 'visible' | 'text';
  seed?: number;
  budgetSeconds?: number;
  maxNodes?: number;
  timing?: boolean;
}

export function planRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.post<{ Body: PlanBody }>(
    '/plan',
    {
      schema: {
        summary: "search for a network that reaches a task's goal: the network (or the best partial one), its goal progress and dish score, and the search",
        body: {
          type: 'object',
          required: ['task'],
          additionalProperties: false,
          properties: {
            task: { type: 'string', minLength: 1, maxLength: 200, description: 'a task id (GET /tasks)' },
            goal: { type: 'string', enum: ['visible', 'text'], description: 'visible (default): the goal conditions guide the search; text: the recipe text only' },
            seed: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'orders candidates of equal promise (default 0)' },
            budgetSeconds: { type: 'number', exclusiveMinimum: 0, maximum: PLAN_ROUTE_SECONDS.max, description: 'sets the node budget and stops the search at the latest after this wall time (default 60)' },
            maxNodes: { type: 'integer', minimum: 1, maximum: 100000, description: 'nodes expanded at most (default: from budgetSeconds)' },
            timing: { type: 'boolean', description: 'false: leave the wall time out (byte-identical answers for the same body)' },
          },
        },
        response: { 200: published(ctx.schemas, 'plan-result'), ...errorResponses(...BODY_ERRORS, ...WORK_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const { task, goal, seed, budgetSeconds, maxNodes, timing } = request.body;
      const seconds = budgetSeconds ?? PLAN_ROUTE_SECONDS.default;
      const deadline = Date.now() + Math.max(ctx.limits.requestMillis, Math.ceil(seconds * 1000 * DEADLINE_FACTOR) + ANSWER_MARGIN_MS);
      return runWork(ctx, reply, 'POST /plan', { op: 'plan', task, goal, seed, budgetSeconds: seconds, maxNodes, timing }, 'heavy', deadline);
    },
  );
}
