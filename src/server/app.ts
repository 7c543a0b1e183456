// The HTTP API of irl-kitchen (docs/HTTP.md): a fastify instance with a JSON Schema for every
// route, the OpenAPI document at GET /openapi.json, JSON errors, and the server's limits.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { benchmarkDir } from '../benchmark-dir.ts';
import { PROJECT_ROOT } from '../kitchen/world.ts';
import type { Semantics } from '../rules/action.ts';
import { Simulator } from '../simulator.ts';
import type { ServerContext } from './context.ts';
import { installErrorHandlers } from './errors.ts';
import { resolveLimits, type ServerLimits } from './limits.ts';
import { DEFAULT_MODES, type ExecutionModes } from './modes.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { statelessRoutes } from './routes/stateless.ts';
import { formatSchemaErrors } from './schema-errors.ts';
import { publishedSchemas, schemaName } from './schemas.ts';
import { SessionStore } from './session-store.ts';
import { openServerSession } from './open-session.ts';

export interface ServerOptions {
  /** Extra rule folders (command line only: no route accepts rule text or paths). */
  rules?: string[];
  /** Extra ontology files. */
  ontology?: string[];
  /** The benchmark corpus (default: $IRL_KITCHEN_BENCHMARK or ../shared/benchmark). */
  benchmark?: string;
  semantics?: Semantics;
  limits?: Partial<ServerLimits>;
  /** Execution modes of POST /execute (default: qualitative). */
  modes?: ExecutionModes;
  /** Log requests (pino, to standard output). */
  logger?: boolean;
  /** Time source of session expiry, in milliseconds (default Date.now; tests move it forward). */
  clock?: () => number;
}

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const limits = resolveLimits(options.limits);
  const rules = options.rules ?? [];
  const ontology = options.ontology ?? [];
  const semantics = options.semantics ?? 'reference';
  const benchmark = benchmarkDir(options.benchmark);
  const simulator = new Simulator({ rulesDirs: rules, ontologyFiles: ontology, semantics, maxMillis: limits.requestMillis });
  const schemas = publishedSchemas();
  const sessions = new SessionStore<ReturnType<ServerContext['openSession']>>(limits, options.clock);
  const ctx: ServerContext = {
    version: (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version,
    simulator,
    limits,
    sessions,
    modes: { ...DEFAULT_MODES, ...options.modes },
    schemas,
    benchmark,
    openSession: (o = {}) => openServerSession({ rules, ontology, benchmark: benchmark ?? undefined, semantics, maxMillis: limits.requestMillis, ...o }),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: limits.bodyBytes,
    schemaErrorFormatter: formatSchemaErrors,
    // no coercion: a number where a string is expected is a 400, not the text "42"
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    // a slow client cannot hold a connection for long
    requestTimeout: 60_000,
  });
  // responses are plain JSON.stringify: the response schemas document, they never filter
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandlers(app, limits.bodyBytes);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'irl-kitchen', version: ctx.version, description: 'Execute, consult and score MUHAI cooking-action networks in a simulated kitchen (docs/HTTP.md).' },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => componentName(json.$id) ?? `def-${i}` },
  });
  for (const s of schemas.values()) app.addSchema(withoutDialect(s));
  const routes = new Map<string, FastifySchema>();
  routeSchemas.set(app, routes);
  app.addHook('onRoute', (r) => {
    if (r.schema) for (const m of [r.method].flat()) routes.set(`${m} ${r.url}`, r.schema);
  });

  catalogRoutes(app, ctx);
  statelessRoutes(app, ctx);
  sessionRoutes(app, ctx);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.addHook('onClose', async () => sessions.close());
  return app;
}

const routeSchemas = new WeakMap<FastifyInstance, Map<string, FastifySchema>>();

/** The schemas of a server's routes by `METHOD /path/:param` (to check responses against them). */
export function routeSchemasOf(app: FastifyInstance): Map<string, FastifySchema> {
  return routeSchemas.get(app) ?? new Map();
}

/** The OpenAPI component name of a published schema. */
function componentName(id: unknown): string | undefined {
  return typeof id === 'string' ? schemaName(id).replace(/[^A-Za-z0-9._-]/g, '-') : undefined;
}

/** Fastify's validator reads draft-07; the published files may name a later dialect. */
function withoutDialect(s: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = s;
  return rest;
}
