// Test support for the HTTP API: a server with its route schemas, and requests whose responses
// are checked against the schema of their route and status.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { buildServer, routeSchemasOf, type ServerOptions } from '../../src/server/app.ts';
import { publishedSchemas } from '../../src/server/schemas.ts';
import { GOLD_DIR } from '../support/simulate.ts';

export { BENCHMARK, GOLD_DIR } from '../support/simulate.ts';

/** The text of a corpus gold network. */
export const gold = (name: string) => readFileSync(join(GOLD_DIR!, `${name}.solution`), 'utf8');

/** The network lines of a text (no `#id`, blank or comment lines). */
export const networkLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && !l.startsWith(';'));

/** Validators of the published schemas and route schemas (one Ajv for all). */
export function schemaChecker() {
  const published = [...publishedSchemas().values()];
  const modern = published.some((s) => String(s.$schema ?? '').includes('2020-12'));
  const ajv = modern ? new Ajv2020({ strict: false, allErrors: true }) : new Ajv({ strict: false, allErrors: true });
  for (const s of published) {
    const { $schema: _dialect, ...rest } = s;
    ajv.addSchema(modern ? s : rest);
  }
  const cache = new Map<object, ValidateFunction>();
  return (schema: object, data: unknown): string[] => {
    const v = cache.get(schema) ?? ajv.compile(schema);
    cache.set(schema, v);
    return v(data) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  };
}

export interface Reply<T = any> {
  status: number;
  body: T;
  /** Schema violations of the body against its route's response schema for this status. */
  violations: string[];
}

/** The route key (`POST /sessions/:id/execute`) a request goes to. */
function routeOf(routes: Map<string, unknown>, method: string, path: string): string | undefined {
  for (const key of routes.keys()) {
    const [m, template] = key.split(' ');
    if (m === method && new RegExp(`^${template.replace(/:[^/]+/g, '[^/]+')}$`).test(path)) return key;
  }
  return undefined;
}

/** A server answering through `inject`, each response checked against its route schema. */
export async function testServer(options: ServerOptions = {}) {
  const app: FastifyInstance = await buildServer(options);
  const check = schemaChecker();
  const routes = routeSchemasOf(app);
  async function call<T = any>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers?: Record<string, string>): Promise<Reply<T>> {
    // every POST names its type, with or without a body (access.ts)
    const type: Record<string, string> = method === 'POST' ? { 'content-type': 'application/json' } : {};
    const r = await app.inject({ method, url, payload: payload as string | object | undefined, headers: { ...type, ...headers } });
    const body = JSON.parse(r.body) as T;
    const route = routeOf(routes, method, url.split('?')[0]);
    const schema = route ? (routes.get(route)?.response as Record<number, object> | undefined)?.[r.statusCode] : undefined;
    const violations = schema ? check(schema, body) : r.statusCode === 404 && !route ? [] : [`no response schema for ${method} ${url} status ${r.statusCode}`];
    return { status: r.statusCode, body, violations };
  }
  return { app, call, close: () => app.close() };
}
