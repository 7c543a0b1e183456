// A POST or DELETE takes its fields from the JSON body: a query string there (`POST
// /execute?mode=quantitative`) would be dropped without a word, so it is refused, naming it.
import type { preValidationHookHandler, RouteOptions } from 'fastify';
import { ApiError, routeOf } from './errors.ts';

/** Refuses a query string on a route whose schema takes none. */
const refuseQuery: preValidationHookHandler = async (request) => {
  const names = Object.keys(request.query as object);
  if (names.length === 0) return;
  const route = routeOf(request);
  const where = request.method === 'POST' ? ': its fields go in the JSON body' : '';
  throw new ApiError(400, 'invalid-request', `${route} takes no query parameters, not ${names.map((n) => JSON.stringify(n.slice(0, 40))).join(', ')}${where}`);
};

/** onRoute: gives every POST and DELETE route without a query schema the hook that refuses one. */
export function refuseQueryWithoutSchema(route: RouteOptions): void {
  const methods = [route.method].flat();
  if (route.schema?.querystring || !methods.some((m) => m === 'POST' || m === 'DELETE')) return;
  route.preValidation = [refuseQuery, ...[route.preValidation ?? []].flat()];
}
