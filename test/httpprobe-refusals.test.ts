// Refusals of the HTTP API a client must be able to tell apart and act on: a missing token from a
// wrong one, a misspelt query parameter (with the one meant), a body of JSON null; and the
// operationIds a generated client names its methods from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSchemasOf } from '../src/server/app.ts';
import { operationIdOf } from '../src/server/openapi.ts';
import { testServer } from './server/support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;

/** A path of a route template, its parameters filled in. */
const pathOf = (template: string) => template.replace(/:[A-Za-z]+/g, 'some-id');

describe('the token: a missing one and a wrong one are told apart', () => {
  const TOKEN = 'probe-token-0123456789abcdef';
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ token: TOKEN, limits: { workers: 1 } });
  });
  afterAll(() => s?.close());

  it('no header, a wrong token, another scheme: 401 each, saying which; the token itself: 200', async () => {
    const none = await s.call('GET', '/health');
    const wrong = await s.call('GET', '/health', undefined, { authorization: 'Bearer not-the-token' });
    const basic = await s.call('GET', '/health', undefined, { authorization: 'Basic dXNlcjpwYXNz' });
    for (const r of [none, wrong, basic]) {
      expect(r.status).toBe(401);
      expect(r.violations).toEqual([]);
      expect(r.body.error.code).toBe('unauthorized');
      expect(r.body.error.message).toMatch(/^GET \/health: .*send the header "Authorization: Bearer TOKEN"/);
    }
    expect(none.body.error.message).toContain('no bearer token sent');
    expect(wrong.body.error.message).toContain("the token is not the server's");
    expect(basic.body.error.message).toContain('the Authorization header is not "Bearer TOKEN"');
    expect(new Set([none, wrong, basic].map((r) => r.body.error.message)).size).toBe(3);
    expect((await s.call('GET', '/health', undefined, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });
});

describe('query parameters a route does not take, and bodies of JSON null', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1 } });
  });
  afterAll(() => s?.close());

  it('a misspelt parameter is refused, naming it, its route, the one meant and those taken', async () => {
    const r = await s.call('GET', '/sessions?limt=3');
    expect(r.status).toBe(400);
    expect(r.violations).toEqual([]);
    expect(r.body.error).toEqual({ code: 'invalid-request', message: 'GET /sessions: no query parameter "limt" (did you mean limit?); this route takes limit' });
    const tasks = await s.call('GET', '/tasks?splt=train&goal=text');
    expect(tasks.body.error.message).toBe('GET /tasks: no query parameter "splt" (did you mean split?); this route takes split, goal, count, seed');
    // spelt right, the same request is answered
    expect((await s.call('GET', '/sessions?limit=3')).status).toBe(200);
  });

  it('a route that takes no query parameters refuses one instead of answering as if none came', async () => {
    const r = await s.call('GET', '/health?verbose=1');
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ code: 'invalid-request', message: 'GET /health takes no query parameters, not "verbose"' });
  });

  it('every GET route refuses a parameter it does not take, with a JSON message naming the route', async () => {
    const gets = [...routeSchemasOf(s.app).keys()].filter((k) => k.startsWith('GET '));
    expect(gets.length).toBeGreaterThan(10);
    for (const key of gets) {
      const template = key.slice(4);
      const r = await s.app.inject({ method: 'GET', url: `${pathOf(template)}?zzz-unknown=1` });
      expect(r.statusCode, key).toBe(400);
      const { error } = r.json();
      expect(error.code, key).toBe('invalid-request');
      expect(error.message.startsWith(`GET ${template.replace(/:([A-Za-z]+)/g, '{$1}')}`), error.message).toBe(true);
      expect(error.message, key).toContain('"zzz-unknown"');
    }
  });

  it('a body of JSON null is refused on every POST that takes an object, and opens no session', async () => {
    const posts = [...routeSchemasOf(s.app).entries()].filter(([k, schema]) => k.startsWith('POST ') && schema.body);
    expect(posts.length).toBeGreaterThan(10);
    for (const [key] of posts) {
      const template = key.slice(5);
      const r = await s.app.inject({ method: 'POST', url: pathOf(template), headers: { 'content-type': 'application/json' }, payload: 'null' });
      expect(r.statusCode, key).toBe(400);
      expect(r.json().error, key).toEqual({ code: 'invalid-request', message: `POST ${template.replace(/:([A-Za-z]+)/g, '{$1}')}: body must be object, not JSON null` });
    }
    expect((await s.call('GET', '/sessions')).body.total).toBe(0);
    // no body at all is still the `{}` of the routes whose body may be left out
    expect((await s.app.inject({ method: 'POST', url: '/sessions', headers: { 'content-type': 'application/json' } })).statusCode).toBe(200);
  });
});

describe('operationIds of the OpenAPI document', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1 } });
  });
  afterAll(() => s?.close());

  it('every operation has one, readable, unique, derived from its method and path', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = r.json() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        expect(op.operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
        expect(op.operationId).toMatch(/^(get|post|delete)[A-Z][A-Za-z0-9]*$/);
        ids.push(op.operationId!);
      }
    expect(ids.length).toBe([...routeSchemasOf(s.app).keys()].filter((k) => !k.startsWith('HEAD ') && k !== 'GET /openapi.json').length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/sessions/{id}/admissible/count'].get.operationId).toBe('getSessionsByIdAdmissibleCount');
    // a path and the same path with a parameter after it differ
    expect(doc.paths['/tasks'].get.operationId).toBe('getTasks');
    expect(doc.paths['/tasks/{id}'].get.operationId).toBe('getTasksById');
  });

  it('the names are the same from one server to the next', async () => {
    const other = await testServer({ limits: { workers: 1 } });
    try {
      const ids = async (app: Server['app']) =>
        Object.values((await app.inject({ method: 'GET', url: '/openapi.json' })).json().paths as Record<string, Record<string, { operationId: string }>>).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
      expect(await ids(other.app)).toEqual(await ids(s.app));
    } finally {
      await other.close();
    }
  });
});
