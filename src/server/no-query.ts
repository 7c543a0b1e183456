// A query parameter a route does not read would be dropped without a word (`GET
// /sessions?limt=3` listing the default 20; `POST /execute?mode=quantitative` running
// qualitatively), so every route refuses one, naming it, its route, and the parameter meant.
import type { preValidationHookHandler, RouteOptions } from 'fastify';
import { didYouMean } from '../did-you-mean.ts';
import { ApiError, routeOf } from './errors.ts';

const shown = (name: string) => JSON.stringify(name.slice(0, 40));

/** A route's hook refusing the query parameters it does not take (`known`: the ones it does). */
function refuseUnknown(known: readonly string[]): preValidationHookHandler {
  return async (request) => {
    const unknown = Object.keys(request.query as object).filter((n) => !known.includes(n));
    if (unknown.length === 0) return;
    const route = routeOf(request);
    if (known.length === 0) {
      const where = request.method === 'POST' ? ': its fields go in the JSON body' : '';
      throw new ApiError(400, 'invalid-request', `${route} takes no query parameters, not ${unknown.map(shown).join(', ')}${where}`);
    }
    const named = unknown.map((n) => `${shown(n)}${didYouMean(n, known)}`).join(', ');
    throw new ApiError(400, 'invalid-request', `${route}: no query parameter ${named}; this route takes ${known.join(', ')}`);
  };
}

/** The names a route's query schema declares (none without one). */
function queryNames(route: RouteOptions): string[] {
  const schema = route.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.properties ?? {});
}

/** onRoute: gives every route the hook that refuses a query parameter it does not take. */
export function refuseUnknownQuery(route: RouteOptions): void {
  route.preValidation = [refuseUnknown(queryNames(route)), ...[route.preValidation ?? []].flat()];
}
