// A real server on 127.0.0.1 (an ephemeral port) for tests that go through HTTP: each response
// is checked against the schema of its route and status, as support.ts does through inject.
import type { ServerOptions } from '../../src/server/app.ts';
import { routeSchemasOf } from '../../src/server/app.ts';
import { startServer } from '../../src/server/listen.ts';
import { schemaChecker } from './support.ts';

export interface LiveReply<T = any> {
  status: number;
  body: T;
  /** Schema violations of the body against its route's response schema for this status. */
  violations: string[];
}

export async function liveServer(options: ServerOptions = {}) {
  const server = await startServer({ ...options, host: '127.0.0.1', port: 0 });
  const check = schemaChecker();
  const routes = routeSchemasOf(server.app);
  const routeOf = (method: string, path: string) =>
    [...routes.keys()].find((key) => {
      const [m, template] = key.split(' ');
      return m === method && new RegExp(`^${template.replace(/:[^/]+/g, '[^/]+')}$`).test(path);
    });
  async function call<T = any>(method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown): Promise<LiveReply<T>> {
    const headers: Record<string, string> = method === 'POST' ? { 'content-type': 'application/json' } : {};
    const r = await fetch(`${server.url}${path}`, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    const body = JSON.parse(await r.text()) as T;
    const route = routeOf(method, path.split('?')[0]);
    const schema = route ? (routes.get(route)?.response as Record<number, object> | undefined)?.[r.status] : undefined;
    const violations = schema ? check(schema, body) : [`no response schema for ${method} ${path} status ${r.status}`];
    return { status: r.status, body, violations };
  }
  return { url: server.url, app: server.app, call, close: () => server.close() };
}
