// Errors of the HTTP API: always JSON `{error: {code, message, line?, column?}}`, never a stack.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InputError } from '../errors.ts';
import { validationHint } from './validation-hints.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly place?: { line: number; column: number },
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An environment route named a plain session (POST /envs opens an environment). */
export function notAnEnvironment(id: string, route: string): ApiError {
  return new ApiError(404, 'not-an-environment', `${route}: ${JSON.stringify(id)} is a session, not an environment (POST /envs opens one; the session routes serve both)`);
}

export interface ErrorBody {
  error: { code: string; message: string; line?: number; column?: number };
}

export function errorBody(code: string, message: string, place?: { line: number; column: number }): ErrorBody {
  return { error: { code, message, ...(place ? { line: place.line, column: place.column } : {}) } };
}

/** The header every answer carries: a browser must take an error that repeats a request's words as the JSON it is, never as a page. */
export const NOSNIFF = ['x-content-type-options', 'nosniff'] as const;

/**
 * Seconds a client should wait before sending a refused request again, as the Retry-After of the
 * refusals that change nothing and pass (a retrying client reads it, docs/HTTP.md); a refusal
 * not listed here would be refused again as it is.
 */
const RETRY_AFTER_SECONDS: Record<string, number> = {
  'session-conflict': 0,
  'session-busy': 1,
  'server-busy': 1,
  'too-many-sessions': 2,
  'memory-limit': 2,
  'store-unavailable': 2,
};

/** Marks a refusal that passes with its Retry-After (507 memory-limit is the work's own size: it would fail again). */
export function markRetry(reply: FastifyReply, status: number, code: string | undefined): void {
  const seconds = code === undefined || status === 507 ? undefined : RETRY_AFTER_SECONDS[code];
  if (seconds !== undefined) void reply.header('retry-after', String(seconds));
}

/** Fastify's own error codes, as ours. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body-too-large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported-media-type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed-json'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed-json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid-content-length'],
};

export function installErrorHandlers(app: FastifyInstance, bodyBytes: number) {
  app.setErrorHandler((error: Error, request, reply) => {
    const err = error as FastifyError;
    const route = routeOf(request);
    if (error instanceof ApiError) {
      markRetry(reply, error.status, error.code);
      return reply.status(error.status).send(errorBody(error.code, error.message, error.place));
    }
    if (error instanceof InputError)
      return reply.status(400).send(errorBody('invalid-input', `${route}: ${error.message}`, error.place ? { line: error.place.line, column: error.place.column } : undefined));
    if (err.validation) {
      const words = (err.validationContext === 'body' ? bodyNotAnObject(request.body) : null) ?? hintFor(request, err);
      return reply.status(400).send(errorBody('invalid-request', `${route}: ${words ?? err.message}`));
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.status(known[0]).send(errorBody(known[1], `${route}: ${fastifyWords(known[1], err, request, bodyBytes)}`));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return reply.status(err.statusCode).send(errorBody('bad-request', `${route}: ${err.message}`));
    request.log.error(err);
    return reply.status(500).send(errorBody('internal-error', `${route}: the server could not complete this request (${err.name}: ${err.message})`));
  });
}

/** The validator's words made more helpful for a body or query (validation-hints.ts), or null. */
function hintFor(request: FastifyRequest, err: FastifyError): string | null {
  const part = err.validationContext;
  if (!err.validation || (part !== 'body' && part !== 'querystring')) return null;
  const schema = request.routeOptions.schema?.[part] as Record<string, unknown> | undefined;
  const byId = (id: string) => request.server.getSchema(id) as Record<string, unknown> | undefined;
  return validationHint(part, schema, part === 'body' ? request.body : request.query, err.validation, err.message, byId);
}

/** Why a body that is no JSON object is refused, where the schema's words would not say what came; null to use those. */
function bodyNotAnObject(body: unknown): string | null {
  // an empty body reads as none: "body must be object" would not say that nothing came
  if (body === undefined) return 'the request has no body; this route takes a JSON object';
  // null is not the `{}` of no body: a client that sends it meant something
  if (body === null) return 'body must be object, not JSON null';
  return null;
}

/** Fastify's refusal in our words (its own name only the status: "Unsupported Media Type"). */
function fastifyWords(code: string, err: FastifyError, request: FastifyRequest, bodyBytes: number): string {
  if (code === 'body-too-large') return `the request body is larger than the limit of ${bodyBytes} bytes`;
  if (code === 'unsupported-media-type')
    return `a body of type ${JSON.stringify(String(request.headers['content-type'] ?? '').slice(0, 80))} is not accepted; send application/json, or no body`;
  if (code === 'invalid-content-length') return 'the body is not as long as its Content-Length header says';
  return err.message;
}

/** `POST /sessions/{id}/execute`: the route as the documentation names it. */
export const routeOf = (request: FastifyRequest) => `${request.method} ${(request.routeOptions?.url ?? request.url.split('?')[0]).replace(/:([A-Za-z]+)/g, '{$1}')}`;

/** Longest path parameter (a session id, a task id, an action name): longer ones are a 414. */
export const MAX_PARAM_LENGTH = 200;

/**
 * What fastify's router refuses before any route or hook (a path parameter over
 * MAX_PARAM_LENGTH, a malformed percent-encoding), in the documented error form.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const route = `${request.method} ${request.url.split('?')[0].slice(0, 80)}`;
  // answered before the hooks that mark every answer: these repeat the request's own URL
  void reply.header(NOSNIFF[0], NOSNIFF[1]);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(414).send(errorBody('uri-too-long', `${route}…: a path parameter is longer than ${MAX_PARAM_LENGTH} characters`));
  else if (error.code === 'FST_ERR_BAD_URL') void reply.code(400).send(errorBody('bad-url', `${route}: not a valid URL (a malformed %-escape?)`));
  else void reply.code(400).send(errorBody('bad-request', `${route}: ${error.message}`));
}

/** Errors Node's HTTP parser meets before a request reaches a route (headers too large, a malformed request), in the documented error form. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // llhttp says what it refused (`reason`: "Duplicate Content-Length", "Invalid method" …)
  const reason = (error as { reason?: unknown }).reason;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers-too-large', 'the request line (with its URL and query string) and headers are larger than the server accepts (16 KiB)']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request-timeout', 'the request did not arrive in time']
        : [400, 'bad-request', `the request is not valid HTTP${typeof reason === 'string' && reason ? ` (${reason.slice(0, 80)})` : ''}`];
  const body = JSON.stringify(errorBody(code, message));
  const words: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };
  socket.end(`HTTP/1.1 ${status} ${words[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${NOSNIFF[0]}: ${NOSNIFF[1]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
