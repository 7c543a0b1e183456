// GET /health and GET /actions: what the server is and which actions it knows.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { errorResponses, type JsonSchema } from '../schemas.ts';
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
  app.get('/health', { schema: { summary: 'liveness and what the server offers', response: { 200: healthResponse, ...errorResponses() } } }, async () => ({
    status: 'ok' as const,
    version: ctx.version,
    sessions: await ctx.sessions.count(),
    executionModes: [...EXECUTION_MODES],
    benchmark: ctx.benchmark !== null,
    workers: ctx.pool.load(),
  }));

  const inventory = ctx.inventory;
  const actions = inventory.names().map((name) => {
    const a = inventory.get(name)!;
    return {
      name,
      description: a.doc,
      slots: a.slots.map((s) => ({ name: s.name, direction: s.dir, type: s.type.name })),
      modes: a.modes.map((m) => ({
        id: m.id,
        bound: a.slots.filter((_, i) => m.bound[i]).map((s) => s.name),
        computed: a.slots.filter((_, i) => !m.bound[i]).map((s) => s.name),
      })),
    };
  });
  app.get('/actions', { schema: { summary: 'the action inventory: names, slots with types, modes', response: { 200: actionsResponse, ...errorResponses() } } }, async () => ({ actions }));
}
