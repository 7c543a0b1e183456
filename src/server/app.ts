// The HTTP API of irl-kitchen (docs/HTTP.md): a fastify instance with a JSON Schema for every
// route, the OpenAPI document at GET /openapi.json, JSON errors, and the server's limits.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { codeGenerationAllowed } from '../code-generation.ts';
import { InputError, requireChoice } from '../errors.ts';
import { kindOfValue } from '../language/check-recipe.ts';
import { SEMANTICS } from '../rules/action.ts';
import { optionalString, optionsOf } from '../tasks/arguments.ts';
import { benchmarkDir } from '../benchmark-dir.ts';
import { PROJECT_ROOT } from '../kitchen/world.ts';
import type { Semantics } from '../rules/action.ts';
import { Simulator } from '../simulator.ts';
import { Access, type AccessOptions, isTokenText } from './access.ts';
import { keepCallOrder } from './call-order.ts';
import type { ServerContext } from './context.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandlers, MAX_PARAM_LENGTH, NOSNIFF } from './errors.ts';
import { jsonBodyParser } from './json-body.ts';
import { DEFAULT_LIMITS, heapShares, REQUEST_ARRIVAL_MS, resolveLimits, type ServerLimits } from './limits.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { envRoutes } from './routes/envs.ts';
import { planRoutes } from './routes/plan.ts';
import { repairRoutes } from './routes/repair.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { statelessRoutes } from './routes/stateless.ts';
import { taskRoutes } from './routes/tasks.ts';
import { metricsRoute } from './metrics.ts';
import { installNoRoute } from './no-route.ts';
import { refuseUnknownQuery } from './no-query.ts';
import { refuseUnreadBody } from './unread-body.ts';
import { finishDocument } from './openapi.ts';
import { formatSchemaErrors } from './schema-errors.ts';
import { publishedSchemas, schemaName } from './schemas.ts';
import { openSessions } from './store/open.ts';
import { WorkPool } from './work/pool.ts';

export interface ServerOptions extends AccessOptions {
  /** Extra rule folders (command line only: no route accepts rule text or paths). */
  rules?: string[];
  /** Extra ontology files. */
  ontology?: string[];
  /** The benchmark corpus (default: $IRL_KITCHEN_BENCHMARK or ../shared/benchmark). */
  benchmark?: string;
  semantics?: Semantics;
  limits?: Partial<ServerLimits>;
  /** Log requests (pino, to standard output). */
  logger?: boolean;
  /** Time source of session expiry, in milliseconds (default Date.now; tests move it forward). */
  clock?: () => number;
  /** The main thread's heap use in bytes (default: V8's figure; tests replace it). */
  heapUsed?: () => number;
  /** Keep sessions in Redis at this URL (redis://HOST:PORT/DB), shared by every replica; default: this process's memory. */
  store?: string;
}

/** What buildServer takes; `host` and `port` are startServer's, which passes its options on. */
const SERVER_OPTIONS = ['rules', 'ontology', 'benchmark', 'semantics', 'limits', 'logger', 'clock', 'heapUsed', 'store', 'allowedHosts', 'token', 'host', 'port'];

/** The options, or an InputError naming the wrong one: a misspelt option would leave its default in place silently. */
function checkServerOptions(given: ServerOptions | null | undefined): ServerOptions {
  const where = 'buildServer';
  const options = optionsOf(given, where, SERVER_OPTIONS);
  for (const key of ['rules', 'ontology', 'allowedHosts'] as const) {
    const v = options[key];
    if (v !== undefined && !(Array.isArray(v) && v.every((x) => typeof x === 'string'))) throw new InputError(`${where}: ${key} must be an array of strings, got ${kindOfValue(v)}`);
  }
  for (const key of ['benchmark', 'store', 'token'] as const) optionalString(options[key], `${where}: ${key}`);
  if (options.token !== undefined && !isTokenText(options.token))
    throw new InputError(`${where}: token must be one word of visible ASCII characters, not ${options.token === '' ? 'empty (which would let every request in)' : 'one with spaces or other characters no "Authorization: Bearer TOKEN" header can carry'}; leave it out for a server without a token`);
  if (options.semantics !== undefined) requireChoice(`${where}: semantics`, options.semantics, SEMANTICS);
  if (options.logger !== undefined && typeof options.logger !== 'boolean') throw new InputError(`${where}: logger must be true or false, got ${kindOfValue(options.logger)}`);
  for (const key of ['clock', 'heapUsed'] as const)
    if (options[key] !== undefined && typeof options[key] !== 'function') throw new InputError(`${where}: ${key} must be a function, got ${kindOfValue(options[key])}`);
  const limits = optionsOf(options.limits, `${where}: limits`, Object.keys(DEFAULT_LIMITS));
  for (const [key, v] of Object.entries(limits))
    if (v !== undefined && !(typeof v === 'number' && v >= 0)) throw new InputError(`${where}: limits.${key} must be a number from 0, got ${kindOfValue(v)}`);
  return options;
}

export async function buildServer(given: ServerOptions = {}): Promise<FastifyInstance> {
  const options = checkServerOptions(given);
  // fastify compiles every route's request and response schemas into functions
  if (!codeGenerationAllowed())
    throw new InputError('the server compiles its request and response schemas into code, which this process forbids (--disallow-code-generation-from-strings): start it without that flag');
  const limits = resolveLimits(options.limits);
  const rules = options.rules ?? [];
  const ontology = options.ontology ?? [];
  const semantics = options.semantics ?? 'reference';
  const benchmark = benchmarkDir(options.benchmark);
  // loaded here too: a bad rule or ontology file stops the server before it serves, and /actions lists the inventory
  const { inventory } = new Simulator({ rulesDirs: rules, ontologyFiles: ontology, semantics });
  const shares = heapShares(limits);
  // before the threads start: a Redis that cannot be reached stops the server at once
  const sessions = await openSessions(options.store, limits, shares.snapshotBytes, options.clock);
  const pool = new WorkPool({
    workers: limits.workers,
    reserved: 1,
    heapMiBPerWorker: shares.perWorkerMiB,
    maxQueued: limits.maxQueued,
    config: { rules, ontology, benchmark, semantics, responseBytes: limits.responseBytes },
  });
  const access = new Access(options);
  const ctx: ServerContext = {
    version: (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version,
    limits,
    mainHeapMiB: shares.mainMiB,
    heapUsed: options.heapUsed ?? (() => getHeapStatistics().used_heap_size),
    pool,
    sessions,
    schemas: publishedSchemas(),
    inventory,
    benchmark,
    semantics,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: limits.bodyBytes,
    schemaErrorFormatter: formatSchemaErrors,
    // no coercion: a number where a string is expected is a 400, not the text "42"
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    // a slow client cannot hold a connection for long
    requestTimeout: REQUEST_ARRIVAL_MS,
    // Node would answer a request without Host with an empty 400 of its own; access.ts refuses it in words;
    // Node looks for requests past their time every 30 s by default, so a slow client held its
    // connection for up to 90 s: looked for every second, the 408 comes within 61 s
    http: { requireHostHeader: false, connectionsCheckingInterval: 1_000 },
    clientErrorHandler,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
  });
  // responses are plain JSON.stringify: the response schemas document, they never filter
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandlers(app, limits.bodyBytes);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, jsonBodyParser(app));
  // every answer is what its content-type says: a browser must not read JSON that repeats a request's words as a page
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(...NOSNIFF);
  });
  app.addHook('onRequest', async (request) => access.check(request));
  installNoRoute(app);
  keepCallOrder(app, sessions);
  serverAccess.set(app, access);
  serverWork.set(app, pool);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'irl-kitchen', version: ctx.version, description: 'Execute, consult and score MUHAI cooking-action networks in a simulated kitchen (docs/HTTP.md). Every error is JSON, {error: {code, message}}; a method a path does not take (not an operation here) is a 405 method-not-allowed whose Allow header names those it takes.' },
      // a generated client has a place for the token; this server asks for it only when it has one
      components: { securitySchemes: { token: { type: 'http', scheme: 'bearer', description: 'the token of serve --token (or IRL_KITCHEN_TOKEN), as "Authorization: Bearer TOKEN"' } } },
      ...(options.token ? { security: [{ token: [] }] } : {}),
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => componentName(json.$id) ?? `def-${i}` },
    transformObject: (d) => ('openapiObject' in d ? finishDocument(d.openapiObject) : d.swaggerObject),
  });
  for (const s of ctx.schemas.values()) app.addSchema(withoutDialect(s));
  const routes = new Map<string, FastifySchema>();
  routeSchemas.set(app, routes);
  app.addHook('onRoute', (r) => {
    if (r.schema) for (const m of [r.method].flat()) routes.set(`${m} ${r.url}`, r.schema);
  });
  app.addHook('onRoute', refuseUnknownQuery);
  app.addHook('onRoute', refuseUnreadBody);

  metricsRoute(app, ctx, options.store === undefined ? 'memory' : 'redis');
  catalogRoutes(app, ctx);
  statelessRoutes(app, ctx);
  repairRoutes(app, ctx);
  planRoutes(app, ctx);
  sessionRoutes(app, ctx);
  taskRoutes(app, ctx);
  envRoutes(app, ctx);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await pool.ready;
  app.addHook('onClose', async () => {
    await ctx.sessions.close();
    await pool.close();
  });
  return app;
}

const serverAccess = new WeakMap<FastifyInstance, Access>();
const serverWork = new WeakMap<FastifyInstance, WorkPool>();

/** The worker threads of a server built here (listen.ts asks them how much work is in progress, and ends it). */
export function workOf(app: FastifyInstance): WorkPool | undefined {
  return serverWork.get(app);
}

/** Who may call a server built here (listen.ts tells it the address it is bound to). */
export function accessOf(app: FastifyInstance): Access | undefined {
  return serverAccess.get(app);
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
