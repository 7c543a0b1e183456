// POST /repair: the fewest edits that make a network execute with no failed object (docs/PLANNING.md).
// Checks and dispatch only; the search runs in a worker thread (work/repair.ts).
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { runWork } from '../dispatch.ts';
import { checkLines } from '../guards.ts';
import { errorResponses, type JsonSchema, statusSchema } from '../schemas.ts';

const repairStatus: JsonSchema = {
  type: 'object',
  required: ['status', 'failedLines', 'executionTime', 'problems'],
  properties: {
    status: statusSchema,
    failedLines: { type: 'array', items: { type: 'integer' } },
    executionTime: { type: ['number', 'string', 'null'] },
    problems: { type: 'array', items: { type: 'string' } },
  },
};

const repairResponse: JsonSchema = {
  type: 'object',
  required: ['recipeId', 'repaired', 'network', 'edits', 'before', 'after', 'nodes', 'stopped'],
  properties: {
    recipeId: { type: ['string', 'null'] },
    repaired: { type: 'boolean', description: 'the repaired network executes with no failed object' },
    network: { type: 'string', description: 'the repaired network, its #recipe-id line kept (the input when no repair was found)' },
    edits: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'line', 'before', 'after', 'reason'],
        properties: {
          kind: { type: 'string', enum: ['insert', 'relink', 'constant', 'drop'] },
          line: { type: 'integer', description: 'the input line the edit concerns (an insert: the line it goes before)' },
          before: { type: ['string', 'null'] },
          after: { type: ['string', 'null'] },
          reason: { type: 'string' },
        },
      },
    },
    before: repairStatus,
    after: repairStatus,
    nodes: { type: 'integer', description: 'candidate networks executed' },
    stopped: { type: ['string', 'null'], enum: ['node-budget', 'budget-seconds', null] },
  },
};

export function repairRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.post<{ Body: { network: string; seed?: number; budgetSeconds?: number } }>(
    '/repair',
    {
      schema: {
        summary: 'repair a network that cannot be executed or binds failed objects: the edits, the status before and after, the repaired network',
        body: {
          type: 'object',
          required: ['network'],
          additionalProperties: false,
          properties: {
            network: { type: 'string', description: 'network text: one action per line, an optional #recipe-id line (the first recipe is repaired)' },
            seed: { type: 'integer', minimum: 0, description: 'orders candidates of equal cost (default 0)' },
            budgetSeconds: { type: 'number', exclusiveMinimum: 0, maximum: 600, description: 'bound of the search (default 10; never beyond the server\'s --request-ms)' },
          },
        },
        response: { 200: repairResponse, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const route = 'POST /repair';
      checkLines(request.body.network, ctx.limits.linesPerRequest, route);
      const { network, seed, budgetSeconds } = request.body;
      return runWork(ctx, reply, route, { op: 'repair', network, seed, budgetSeconds }, 'heavy');
    },
  );
}
