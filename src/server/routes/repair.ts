// POST /repair: the fewest edits that make a network execute with no failed object (docs/PLANNING.md).
// Checks and dispatch only; the search runs in a worker thread (work/repair.ts). The answer is
// docs/schema/repair-result.schema.json, as `repair --json` prints each recipe.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { runWork } from '../dispatch.ts';
import { checkLines } from '../guards.ts';
import { BODY_ERRORS, errorResponses, published, WORK_ERRORS } from '../schemas.ts';

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
            seed: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'orders candidates of equal cost (default 0)' },
            budgetSeconds: { type: 'number', exclusiveMinimum: 0, maximum: 600, description: 'bound of the search (default 10; never beyond the server\'s --request-ms)' },
          },
        },
        response: { 200: published(ctx.schemas, 'repair-result'), ...errorResponses(...BODY_ERRORS, ...WORK_ERRORS) },
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
