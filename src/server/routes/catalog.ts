// GET /health, GET /actions, GET /actions/{name} and GET /action-model: what the server is, which
// actions it knows, and what each takes, needs and does.
import type { FastifyInstance } from 'fastify';
import { actionModel, actionNamed } from '../../action-model/model.ts';
import type { ServerContext } from '../context.ts';
import { ApiError, MAX_PARAM_LENGTH } from '../errors.ts';
import { errorResponses, type JsonSchema, published, STORE_ERRORS } from '../schemas.ts';
import { EXECUTION_MODES } from '../work/protocol.ts';

const slotSchema: JsonSchema = {
  type: 'object',
  required: ['name', 'direction', 'type'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', description: 'slot name, e.g. container-with-ingredients' },
    direction: { type: 'string', enum: ['in', 'out'] },
    type: { type: 'string', description: 'the ontology class a value must have (t: anything)' },
  },
};

const actionSchema: JsonSchema = {
  type: 'object',
  required: ['name', 'description', 'slots', 'modes'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    description: { type: 'string' },
    slots: { type: 'array', items: slotSchema, description: 'in argument order' },
    modes: {
      type: 'array',
      description: 'in the order they are tried: a mode fires when exactly its bound slots are bound',
      items: {
        type: 'object',
        required: ['id', 'bound', 'computed'],
        additionalProperties: false,
        properties: { id: { type: 'string' }, bound: { type: 'array', items: { type: 'string' } }, computed: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
};

export const healthResponse: JsonSchema = {
  type: 'object',
  required: ['status', 'version', 'sessions', 'executionModes'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['ok'] },
    version: { type: 'string' },
    sessions: { type: 'integer', minimum: 0, description: 'open sessions' },
    executionModes: { type: 'array', items: { type: 'string' } },
    benchmark: { type: 'boolean', description: 'whether the benchmark corpus is available (needed by the evaluate routes)' },
    workers: {
      type: 'object',
      required: ['threads', 'busy', 'queued'],
      additionalProperties: false,
      description: 'the worker threads that run every request\'s work',
      properties: { threads: { type: 'integer', minimum: 1 }, busy: { type: 'integer', minimum: 0 }, queued: { type: 'integer', minimum: 0, description: 'requests waiting for a thread' } },
    },
  },
};

export const actionsResponse: JsonSchema = {
  type: 'object',
  required: ['actions'],
  additionalProperties: false,
  properties: { actions: { type: 'array', items: actionSchema, description: 'sorted by name' } },
};

export function catalogRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.get('/health', { schema: { summary: 'liveness and what the server offers', response: { 200: healthResponse, ...errorResponses(...STORE_ERRORS) } } }, async () => ({
    status: 'ok' as const,
    version: ctx.version,
    sessions: await ctx.sessions.count('GET /health'),
    executionModes: [...EXECUTION_MODES],
    benchmark: ctx.benchmark !== null,
    workers: ctx.pool.load(),
  }));

  // the whole model as `irl-kitchen actions --json` prints it, made once: the inventory never changes;
  // the inventory's summary is its names, slots and modes
  const model = actionModel(ctx.inventory);
  const actions = model.actions.map(({ name, description, slots, modes }) => ({ name, description, slots, modes: modes.map(({ id, bound, computed }) => ({ id, bound, computed })) }));
  app.get('/actions', { schema: { summary: 'the action inventory: names, slots with types, modes', response: { 200: actionsResponse, ...errorResponses() } } }, async () => ({ actions }));

  const modelSchema = ctx.schemas.get('action-model');
  app.get('/action-model', { schema: { summary: 'every action as data: slots, modes, defaults, conditions with failure codes, effect, timing, physical procedure; the condition vocabulary', response: { 200: published(ctx.schemas, 'action-model'), ...errorResponses() } } }, async () => model);
  app.get<{ Params: { name: string } }>(
    '/actions/:name',
    {
      schema: {
        summary: 'one action of the model (GET /action-model), by name as networks or rule files write it',
        params: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string', minLength: 1, maxLength: MAX_PARAM_LENGTH } } },
        response: { 200: modelSchema ? { $ref: `${modelSchema.$id as string}#/$defs/action` } : { description: 'see docs/schema/action-model.schema.json' }, ...errorResponses(404) },
      },
    },
    async (request) => {
      const found = actionNamed(model, request.params.name);
      if ('unknown' in found) throw new ApiError(404, 'unknown-action', `GET /actions/{name}: ${found.unknown} (GET /actions lists them all)`);
      return found.action;
    },
  );
}
