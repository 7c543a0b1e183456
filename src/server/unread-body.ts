// A body on a GET, HEAD or DELETE would be dropped without a word (`GET /sessions` with
// `{"limit": 3}` listing the default 20): no such route reads one, so each refuses one, naming
// where its parameters go instead.
import type { preValidationHookHandler, RouteOptions } from 'fastify';
import { ApiError, routeOf } from './errors.ts';

/** Methods whose routes here take no body. */
const BODILESS = new Set(['GET', 'HEAD', 'DELETE']);

/** Whether a request carries a body: a Content-Length above 0, or one sent in chunks. */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  if (headers['transfer-encoding'] !== undefined) return true;
  return length !== undefined && String(length).trim() !== '0';
}

/** The route's hook refusing a body (`queries`: the query parameters it takes instead). */
function refuseBody(queries: readonly string[]): preValidationHookHandler {
  return async (request) => {
    if (!hasBody(request.headers)) return;
    const instead = queries.length > 0 ? `: its parameters go in the query string (${queries.join(', ')})` : '';
    throw new ApiError(400, 'invalid-request', `${routeOf(request)} takes no body, which would not be read${instead}; send none (no Content-Length or a Content-Length of 0)`);
  };
}

/**
 * onRoute: gives every GET, HEAD and DELETE route the hook that refuses a body. It runs before
 * validation, after the body's type is checked: a DELETE's body of another type stays a 415.
 */
export function refuseUnreadBody(route: RouteOptions): void {
  if (![route.method].flat().every((m) => BODILESS.has(m))) return;
  const queries = Object.keys((route.schema?.querystring as { properties?: object } | undefined)?.properties ?? {});
  route.preValidation = [refuseBody(queries), ...[route.preValidation ?? []].flat()];
}
