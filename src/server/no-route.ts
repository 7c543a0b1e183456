// A request no route takes: a path with no route is a 404 `no-such-route` naming the route meant
// (without a trailing slash, in lower case); a path whose routes take other methods is a 405
// `method-not-allowed` with the `Allow` header HTTP asks for, naming them.
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { ApiError, errorBody } from './errors.ts';

/** The methods a route here may have (HEAD: fastify's own beside every GET). */
const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The methods `path` takes, in METHODS' order (none when no route has the path). */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((m) => app.findRoute({ method: m, url: path }));
}

/** The route meant by a path that has none: the same path without its trailing slash, or in lower case with single slashes. */
function routeHint(app: FastifyInstance, method: string, path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed && trimmed !== path && app.findRoute({ method: method as 'GET', url: trimmed })) return ` (without the trailing slash: ${method} ${trimmed})`;
  // paths are lower case with single slashes; an id is left as it is (only fixed paths are offered)
  const tidy = (trimmed || '/').replace(/\/{2,}/g, '/').toLowerCase();
  const meant = tidy !== path ? app.findRoute({ method: method as 'GET', url: tidy }) : null;
  if (meant && Object.keys(meant.params ?? {}).length === 0) return ` (did you mean ${method} ${tidy}?)`;
  return '';
}

/**
 * The answers to a request no route takes: a 405 as the request arrives (before its body is read,
 * so that a PUT with a body is told of its method, not of its body), else fastify's not-found 404.
 * Install after the access checks: a caller refused there learns nothing of the paths.
 */
export function installNoRoute(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const path = request.url.split('?')[0];
    const allowed = allowedMethods(app, path);
    if (allowed.length === 0 || allowed.includes(request.method)) return;
    const takes = allowed.join(', ');
    void reply.header('allow', takes);
    throw new ApiError(405, 'method-not-allowed', `${request.method} ${path}: this path takes ${takes}, not ${request.method} (see GET /openapi.json)`);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.status(404).send(errorBody('no-such-route', `no route ${request.method} ${path}${routeHint(app, request.method, path)} (see GET /openapi.json)`));
  });
}
