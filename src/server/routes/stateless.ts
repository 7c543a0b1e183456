// POST /execute and POST /evaluate: a whole network in one request, no session kept.
import type { FastifyInstance } from 'fastify';
import type { MetricName } from '../../evaluator/evaluate.ts';
import type { ServerContext } from '../context.ts';
import { laneFor, runWork } from '../dispatch.ts';
import { ApiError } from '../errors.ts';
import { checkLines } from '../guards.ts';
import { EXECUTION_MODES, type ExecutionMode } from '../work/protocol.ts';
import { FEEDBACK_CODES } from '../../quantitative/feedback.ts';
import { BODY_ERRORS, errorResponses, type JsonSchema, kitchenSchema, metricsSchema, published, statusSchema, WORK_ERRORS } from '../schemas.ts';

export function executeResponse(ctx: ServerContext): JsonSchema {
  return {
    type: 'object',
    required: ['status', 'executionTime', 'bindings', 'timeline', 'diagnostics'],
    additionalProperties: false,
    properties: {
      status: statusSchema,
      executionTime: { type: ['number', 'null'], description: 'simulated seconds: the latest available-at over all bindings; null unless executed' },
      bindings: published(ctx.schemas, 'bindings'),
      timeline: { type: 'array', items: timelineEntry(ctx) },
      diagnostics: { type: 'array', items: published(ctx.schemas, 'diagnostic') },
      physicsFeedback: {
        type: 'array',
        description: 'with physicsFeedback: what the measured physics changed in the kitchen (docs/PHYSICS.md, "Feedback")',
        items: {
          type: 'object',
          required: ['code', 'place', 'message'],
          additionalProperties: false,
          properties: {
            code: { type: 'string', enum: [...FEEDBACK_CODES] },
            place: { type: 'string', description: 'file:line of the step' },
            message: { type: 'string' },
            grams: { type: 'number' },
          },
        },
      },
    },
  };
}

/** A timeline entry as a session step gives it. */
export function timelineEntry(ctx: ServerContext): JsonSchema {
  const step = ctx.schemas.get('session-step');
  return step ? { $ref: `${step.$id as string}#/$defs/timelineEntry` } : { type: 'object' };
}

export function evaluationRows(ctx: ServerContext): JsonSchema {
  return { type: 'array', items: published(ctx.schemas, 'evaluation-row', 'a row as `evaluate --format json` prints it') };
}

export function statelessRoutes(app: FastifyInstance, ctx: ServerContext) {
  const modes: readonly string[] = EXECUTION_MODES;
  const isMode = (m: string): m is ExecutionMode => modes.includes(m);
  app.post<{ Body: { network: string; mode?: string; physicsFeedback?: boolean; kitchen?: string } }>(
    '/execute',
    {
      schema: {
        summary: 'execute a whole network in a fresh kitchen',
        body: {
          type: 'object',
          required: ['network'],
          additionalProperties: false,
          properties: {
            network: { type: 'string', description: 'network text: one action per line, an optional #recipe-id line' },
            mode: { type: 'string', description: `execution mode, one of: ${modes.join(', ')} (default qualitative)` },
            physicsFeedback: { type: 'boolean', description: 'quantitative mode only: measured transfers, mixing and doneness change the kitchen, and the answer lists the changes as physicsFeedback (default false)' },
            kitchen: kitchenSchema,
          },
        },
        response: { 200: executeResponse(ctx), ...errorResponses(...BODY_ERRORS, ...WORK_ERRORS) },
      },
    },
    async (request, reply) => {
      const route = 'POST /execute';
      const mode = request.body.mode ?? 'qualitative';
      if (!isMode(mode)) throw new ApiError(400, 'unknown-mode', `${route}: unknown execution mode ${JSON.stringify(mode)}; the modes available are ${modes.join(', ')}`);
      const physicsFeedback = request.body.physicsFeedback === true;
      if (physicsFeedback && mode !== 'quantitative') throw new ApiError(400, 'invalid-request', `${route}: physicsFeedback: only with mode "quantitative"`);
      const lines = checkLines(request.body.network, ctx.limits.linesPerRequest, route);
      const { kitchen } = request.body;
      return runWork(ctx, reply, route, { op: 'execute', network: request.body.network, mode, ...(physicsFeedback ? { physicsFeedback } : {}), ...(kitchen ? { kitchen } : {}) }, mode === 'qualitative' ? laneFor(lines) : 'heavy');
    },
  );

  app.post<{ Body: { solution: string; metrics?: MetricName[]; kitchen?: string } }>(
    '/evaluate',
    {
      schema: {
        summary: 'score a solution (one or more recipes) against the benchmark gold: rows as `evaluate --format json`',
        body: {
          type: 'object',
          required: ['solution'],
          additionalProperties: false,
          properties: { solution: { type: 'string', description: 'solution text: #recipe-id lines, each followed by its network' }, metrics: metricsSchema, kitchen: kitchenSchema },
        },
        response: { 200: evaluationRows(ctx), ...errorResponses(...BODY_ERRORS, ...WORK_ERRORS) },
      },
    },
    async (request, reply) => {
      const route = 'POST /evaluate';
      if (!ctx.benchmark) throw new ApiError(503, 'no-benchmark', `${route}: this server has no benchmark corpus (start it with --benchmark DIR) so it cannot score`);
      checkLines(request.body.solution, ctx.limits.linesPerRequest, route);
      const metrics = request.body.metrics?.length ? [...new Set(request.body.metrics)] : undefined;
      const { kitchen } = request.body;
      return runWork(ctx, reply, route, { op: 'evaluate', solution: request.body.solution, metrics, ...(kitchen ? { kitchen } : {}) }, 'heavy');
    },
  );
}
