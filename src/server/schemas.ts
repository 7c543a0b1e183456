// JSON Schemas of the routes. Kitchen entities, bindings, steps, admissible entries, evaluation
// rows and diagnostics are the published schemas of docs/schema/ (added to the server by their
// `$id`); the rest is defined here. Response schemas document and test the API: responses are
// serialized with JSON.stringify, so a schema never drops or coerces a field.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../kitchen/world.ts';

export const SCHEMA_DIR = join(PROJECT_ROOT, 'docs/schema');

export type JsonSchema = Record<string, unknown>;

/** The published schemas by name (`entity` for entity.schema.json), each with its `$id`. */
export function publishedSchemas(dir = SCHEMA_DIR): Map<string, JsonSchema> {
  const out = new Map<string, JsonSchema>();
  if (!existsSync(dir)) return out;
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
    const schema = JSON.parse(readFileSync(join(dir, f), 'utf8')) as JsonSchema;
    out.set(schemaName(f), { ...schema, $id: schema.$id ?? f });
  }
  return out;
}

/** `entity` for `entity.schema.json`, `https://…/entity.schema.json` or `entity.json`. */
export function schemaName(id: string): string {
  return id.replace(/^.*\//, '').replace(/(\.schema)?\.json$/, '');
}

/** A reference to a published schema; any value while that schema is not published. */
export function published(schemas: Map<string, JsonSchema>, name: string, description?: string): JsonSchema {
  const s = schemas.get(name);
  return s ? { $ref: `${s.$id as string}#` } : { description: description ?? `see docs/schema/${name}.json` };
}

export const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', description: 'a stable kebab-case code, e.g. unknown-session' },
        message: { type: 'string', description: 'what went wrong, naming the route and the place' },
        line: { type: 'integer', minimum: 1 },
        column: { type: 'integer', minimum: 1 },
      },
    },
  },
};

/**
 * Refusals any route may give before its own code runs: a malformed URL, query or request
 * (400), the token (401), access (403), Node's parser (408, 431); and a fault of the server (500).
 */
const BEFORE_ROUTE = [400, 401, 403, 408, 431, 500];

/** A route reading a body (a POST; a DELETE's body is read too, and refused): over the body limit (413), not JSON (415). */
export const BODY_ERRORS = [413, 415] as const;

/**
 * Work done in a worker thread: its answer over --response-limit (413), over the time limit
 * (422), the main thread over its memory share (429), no thread free in time, the server stopping
 * or (with --store) the store not answering (503), the worker over its memory (507).
 */
export const WORK_ERRORS = [413, 422, 429, 503, 507] as const;

/** A route naming a session: none such (404), too many of its calls waiting (429), the store (--store) not answering (503). */
export const SESSION_ERRORS = [404, 429, 503] as const;

/** A route reading the session store (a count, a list): with --store, Redis not answering (503). */
export const STORE_ERRORS = [503] as const;

/** The error responses a route may give, besides its 200: those of every route, and `statuses` (the groups above, and its own). */
export function errorResponses(...statuses: number[]): Record<number, JsonSchema> {
  const out: Record<number, JsonSchema> = {};
  for (const s of [...new Set([...BEFORE_ROUTE, ...statuses])].sort()) out[s] = { description: ERROR_WORDS[s] ?? 'error', ...errorSchema };
  return out;
}

const ERROR_WORDS: Record<number, string> = {
  400: 'malformed JSON (a key named twice included), a body that is not UTF-8, a schema violation or an unusable value',
  401: 'the server has a token (serve --token) and the request did not present it',
  403: 'not the local user: a Host the server does not answer to, a foreign Origin, or a cross-site request',
  404: 'no such session (unknown, expired, or closed to make room), task, action or gold recipe (POST /sessions/{id}/evaluate); for an environment route, a session that is no environment',
  408: 'the request did not arrive in time (answered before the route)',
  409: 'with --store: another call changed the session while this one ran; nothing of this call was kept, send it again',
  413: 'over a size limit (body, lines per request, lines or bytes per session, the answer)',
  415: 'a POST without "Content-Type: application/json", a body of another type, or a compressed body',
  422: 'over the time limit of one request (--request-ms); for admissible lines, name one action',
  431: 'the request line (its URL with the query string) and headers are over 16 KiB (answered before the route)',
  429: 'over the session limit with every session busy, too many calls of one session waiting, or the main thread over its memory share; retry later',
  500: 'a fault of the server (please report it)',
  503: 'no benchmark corpus (evaluate routes), no worker thread free before the time limit, or the server stopping',
  507: 'the work needed more memory than a worker thread may use (--heap-limit); nothing changed',
};

export const statusSchema: JsonSchema = { type: 'string', enum: ['ok', 'unexecutable', 'error'] };

export const sessionIdParams: JsonSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, description: 'the id POST /sessions returned' } },
};

export const metricsSchema: JsonSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 4,
  items: { type: 'string', enum: ['smatch-score', 'goal-condition-success', 'dish-approximation-score', 'execution-time'] },
  description: 'metrics to compute, at least one (left out: goal-condition-success, dish-approximation-score, execution-time)',
};

/** A request's initial kitchen by name: one of the server's ontology, or a derived task's (docs/TASKS.md). */
export const kitchenSchema: JsonSchema = {
  type: 'string',
  pattern: '^[a-z0-9][a-z0-9+-]*$',
  maxLength: 100,
  description: "initial kitchen by name (default full-kitchen): a kitchen of the server's ontology, or a derived task's by its name (full-kitchen+2-baking-tray); an unknown name is a 400 invalid-input with the closest names",
};
