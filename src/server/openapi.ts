// What the OpenAPI document says beyond what fastify's route schemas carry: a body that may be
// left out, a 200 answer that is not JSON, a number in the query string. Routes mark the first two
// with keys fastify ignores and @fastify/swagger copies into the operation (`x-…`); the document
// is finished here, its schemas written as OpenAPI 3.0 takes them (the routes validate with JSON
// Schema's).
import type { FastifyRequest } from 'fastify';
import { MAX_PARAM_LENGTH } from './errors.ts';

/** Route schema key: the body may be left out (POST /sessions, POST /envs, POST /envs/{id}/reset). */
export const OPTIONAL_BODY = 'x-optional-body';
/** Route schema key: the media type of the 200 answer when it is not JSON (pages, metrics). */
export const ANSWER_TYPE = 'x-answer-type';

/**
 * Route schema of a POST that takes no fields (undo, fork): a closed, empty body that may be left
 * out. Declared so that the document has a request body, and a client generated from it sends the
 * `Content-Type: application/json` every POST needs (access.ts); a field there is a 400, not ignored.
 */
export const NO_FIELDS = {
  body: { type: 'object', additionalProperties: false, properties: {}, description: 'no fields: leave the body out or send {}, with Content-Type: application/json' },
  [OPTIONAL_BODY]: true,
} as const;

/** preValidation of a route whose body may be left out: no body is `{}` (a body of JSON `null` is sent, and refused as not an object). */
export async function noBodyIsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = {};
}

interface Operation {
  parameters?: { in: string; schema?: Record<string, unknown> }[];
  requestBody?: { required?: boolean };
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
  operationId?: string;
  [key: string]: unknown;
}

/** JSON Schema keywords OpenAPI 3.0 has no place for: kept for readers as `x-…`, which tools skip. */
const BEYOND_OPENAPI_30 = ['propertyNames', 'if', 'then', 'else'];

/**
 * A schema (and all it holds) as OpenAPI 3.0 writes it: a numeric exclusiveMinimum of JSON
 * Schema is a minimum with `exclusiveMinimum: true` there, and a keyword 3.0 lacks is moved to
 * `x-keyword`, so that validators and client generators take the document.
 */
export function asOpenApi30(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(asOpenApi30);
  if (typeof node !== 'object' || node === null) return;
  const o = node as Record<string, unknown>;
  for (const [bound, exclusive] of [['minimum', 'exclusiveMinimum'], ['maximum', 'exclusiveMaximum']])
    if (typeof o[exclusive] === 'number') {
      const [limit, inclusive] = [o[exclusive] as number, o[bound]];
      const stricter = typeof inclusive === 'number' && (bound === 'minimum' ? inclusive > limit : inclusive < limit);
      if (stricter) delete o[exclusive];
      else [o[bound], o[exclusive]] = [limit, true];
    }
  for (const k of BEYOND_OPENAPI_30)
    if (k in o) {
      o[`x-${k}`] = o[k];
      delete o[k];
    }
  // the keys of `properties` are names (a property may be called `if`): only its schemas are converted
  for (const [k, v] of Object.entries(o)) asOpenApi30(k === 'properties' && typeof v === 'object' && v !== null ? Object.values(v) : v);
}

/**
 * The 414 the router gives a path parameter over MAX_PARAM_LENGTH before any route runs (so no
 * route schema lists it), in the error form of the operation's other refusals.
 */
function addUriTooLong(op: Operation): void {
  const refusal = op.responses?.['400'];
  if (!op.responses || !refusal || op.responses['414']) return;
  op.responses['414'] = { ...structuredClone(refusal), description: `a path parameter longer than ${MAX_PARAM_LENGTH} characters (uri-too-long, answered before the route)` };
}

/** The text of a query parameter the routes read as a whole number (a query string has no other type). */
export const DIGITS = '^[0-9]{1,9}$';

/**
 * A number in the query string declared as the integer it is: the routes' schemas check its text
 * (no coercion), but a client generated from the document should take and send a number.
 */
function integerQueries(op: Operation): void {
  for (const p of op.parameters ?? [])
    if (p.in === 'query' && p.schema?.type === 'string' && p.schema.pattern === DIGITS) {
      const { pattern: _digits, ...rest } = p.schema;
      p.schema = { ...rest, type: 'integer', minimum: 0, maximum: 999_999_999 };
    }
}

/**
 * A stable, readable operationId from the method and path (generated clients name their methods
 * from it): `GET /sessions/{id}/admissible/count` is `getSessionsByIdAdmissibleCount`. The same
 * for as long as the route is; unique as this API's paths are spelt (test/httpprobe-refusals.test.ts
 * holds it: `/a-b` and `/aB` would meet).
 */
export function operationIdOf(method: string, path: string): string {
  const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const name = (param ? param[1] : segment).split(/[^A-Za-z0-9]+/).filter(Boolean).map(capital).join('');
      return param ? `By${name}` : name;
    });
  return method.toLowerCase() + words.join('');
}

/** The keys of an OpenAPI path item that are operations. */
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The document with each marked operation made to say what the route does (swagger's transformObject). */
export function finishDocument<T extends object>(given: T): T {
  // a copy: the document shares its schema objects with the routes' validators
  const doc = structuredClone(given);
  const paths = (doc as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const [path, ops] of Object.entries(paths))
    for (const [method, op] of Object.entries(ops)) {
      if (!HTTP_METHODS.has(method)) continue;
      op.operationId ??= operationIdOf(method, path);
      if (op[OPTIONAL_BODY] && op.requestBody) op.requestBody.required = false;
      const type = op[ANSWER_TYPE];
      const ok = op.responses?.['200'];
      if (typeof type === 'string' && ok?.content) ok.content = { [type]: Object.values(ok.content)[0] };
      if (path.includes('{')) addUriTooLong(op);
      integerQueries(op);
      delete op[OPTIONAL_BODY];
      delete op[ANSWER_TYPE];
    }
  asOpenApi30(doc);
  return doc;
}

declare module 'fastify' {
  interface FastifySchema {
    [OPTIONAL_BODY]?: boolean;
    [ANSWER_TYPE]?: string;
  }
}
