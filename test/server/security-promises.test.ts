// What docs/SECURITY.md ("The HTTP server") promises that no other test holds the server to, each
// through a real server on 127.0.0.1 (or fastify's inject) with bounded request loops: every body
// is closed, every answer carries nosniff (also those made before any route), the listing limit,
// idle sessions closed, a session's queue and the server's queue bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Access } from '../../src/server/access.ts';
import { type RunningServer, serverUrl, startServer } from '../../src/server/listen.ts';
import { json, onSocket, raw } from '../security/http-support.ts';
import { BENCHMARK, gold, testServer } from './support.ts';

type Schema = { type?: string | string[]; additionalProperties?: unknown; properties?: Record<string, Schema>; items?: Schema; $ref?: string; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };

/** The object schemas of a request body that take keys they do not name, by path. */
function openObjects(schema: Schema, components: Record<string, Schema>, at: string, seen = new Set<string>()): string[] {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (seen.has(name)) return [];
    return openObjects(components[name] ?? {}, components, `${at}(${name})`, new Set([...seen, name]));
  }
  const open = schema.type === 'object' && schema.additionalProperties !== false ? [at] : [];
  const inner = [
    ...Object.entries(schema.properties ?? {}).map(([k, s]) => openObjects(s, components, `${at}.${k}`, seen)),
    ...(schema.items ? [openObjects(schema.items, components, `${at}[]`, seen)] : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map((s) => openObjects(s, components, at, seen)),
  ];
  return [...open, ...inner.flat()];
}

describe('docs/SECURITY.md: the HTTP server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, limits: { maxListed: 3 } });
  }, 120_000);
  afterAll(() => server?.close());
  const open = async () => JSON.parse((await json(server.url, 'POST', '/sessions', {})).body).session as string;

  it('no request can name a file: every request body, nested objects included, is closed', async () => {
    const doc = JSON.parse((await json(server.url, 'GET', '/openapi.json')).body) as { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, Schema> } };
    let bodies = 0;
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations)) {
        const schema = op.requestBody?.content?.['application/json']?.schema as Schema | undefined;
        if (!schema) continue;
        bodies++;
        expect(openObjects(schema, doc.components.schemas, `${method.toUpperCase()} ${path}`)).toEqual([]);
      }
    expect(bodies).toBeGreaterThan(10);
    // a snapshot is the deepest body: its options take a kitchen by name, never files
    for (const options of [{ ontology: ['/etc/passwd'] }, { rules: ['/tmp'] }, { benchmark: '/etc' }]) {
      const r = await json(server.url, 'POST', '/sessions/restore', { snapshot: { format: 'irl-kitchen-session', version: 1, options, lines: [], calls: [], recipeId: null } });
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body).error.message).toMatch(/^POST \/sessions\/restore: body\/snapshot\/options has no property "(ontology|rules|benchmark)"/);
    }
  });

  it('every answer carries nosniff: also those made before any route or by the HTTP parser', async () => {
    const answers = [
      await raw(server.url, 'GET', '/health'),
      await raw(server.url, 'GET', '/no-such-route'),
      await raw(server.url, 'GET', '/sessions/a%ZZ/bindings'),
      await raw(server.url, 'GET', `/tasks/${'x'.repeat(300)}`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 400, 414]);
    for (const a of answers) expect(a.headers['x-content-type-options']).toBe('nosniff');
    const { port } = new URL(server.url);
    const parsed = [
      await onSocket(server.url, `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      await onSocket(server.url, `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n`),
    ];
    expect(parsed.map((a) => a.status)).toEqual([431, 400]);
    for (const a of parsed) expect(a.head.toLowerCase()).toContain('\r\nx-content-type-options: nosniff');
  });

  it('--max-listed bounds the admissible limit, the nearest k and the GET /sessions limit (400)', async () => {
    const id = await open();
    const refused = [
      await json(server.url, 'GET', `/sessions/${id}/admissible?limit=4`),
      await json(server.url, 'GET', `/sessions/${id}/admissible?form=lines&limit=4`),
      await json(server.url, 'POST', `/sessions/${id}/nearest`, { line: '(fetch ?x ?k ?kitchen bowl 1)', k: 4 }),
      await json(server.url, 'GET', '/sessions?limit=4'),
    ];
    for (const r of refused) {
      expect(r.status, r.body).toBe(400);
      expect(JSON.parse(r.body).error.code).toBe('invalid-request');
    }
    const within = await json(server.url, 'GET', `/sessions/${id}/admissible?limit=3`);
    expect(within.status).toBe(200);
    expect(JSON.parse(within.body)).toHaveLength(3);
  });
});

describe('docs/SECURITY.md: sessions left idle are closed (--session-idle)', () => {
  let now = 1_000_000;
  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer({ limits: { sessionIdleSeconds: 60 }, clock: () => now });
  }, 120_000);
  afterAll(() => s?.close());

  it('a session unused for longer than the idle time is a 404 unknown-session; one used meanwhile stays', async () => {
    const idle = (await s.call('POST', '/sessions')).body.session as string;
    const used = (await s.call('POST', '/sessions')).body.session as string;
    now += 40_000;
    expect((await s.call('GET', `/sessions/${used}/bindings`)).status).toBe(200);
    now += 40_000;
    const gone = await s.call('GET', `/sessions/${idle}/bindings`);
    expect([gone.status, gone.body.error.code]).toEqual([404, 'unknown-session']);
    expect((await s.call('GET', `/sessions/${used}/bindings`)).status).toBe(200);
    expect((await s.call('GET', '/health')).body.sessions).toBe(1);
  });
});

describe('docs/SECURITY.md: queues are bounded', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1, maxQueued: 1 }, benchmark: BENCHMARK ?? undefined });
  }, 120_000);
  afterAll(() => s?.close());

  it('more than 16 calls of one session waiting: 429 session-busy, and the session serves the next call', async () => {
    const id = (await s.call('POST', '/sessions')).body.session as string;
    // a whole listing of a fresh session takes far longer than forty requests take to arrive
    const replies = await Promise.all(Array.from({ length: 40 }, () => s.call('GET', `/sessions/${id}/admissible/count`)));
    const codes = replies.map((r) => (r.status === 200 ? 'ok' : r.body.error.code));
    expect(codes).toContain('session-busy');
    expect(new Set(codes)).toEqual(new Set(['ok', 'session-busy']));
    expect(codes.filter((c) => c === 'ok').length).toBeGreaterThanOrEqual(17);
    expect((await s.call('GET', `/sessions/${id}/admissible/count`)).status).toBe(200);
  }, 120_000);

  it.skipIf(!BENCHMARK)('more requests than --max-queued waiting for the worker thread: 503 server-busy, and the server keeps serving', async () => {
    const solution = gold('almond-crescent-cookies');
    const replies = await Promise.all(Array.from({ length: 6 }, () => s.call('POST', '/evaluate', { solution })));
    const codes = replies.map((r) => (r.status === 200 ? 'ok' : r.body.error.code));
    expect(codes).toContain('server-busy');
    expect(new Set(codes)).toEqual(new Set(['ok', 'server-busy']));
    expect(replies.find((r) => r.status === 503)!.body.error.message).toMatch(/^POST \/evaluate: the server is busy/);
    expect((await s.call('POST', '/evaluate', { solution })).status).toBe(200);
  }, 120_000);
});

describe('docs/HTTP.md: the URL serve prints is one the server answers', () => {
  it('for loopback, a wildcard and another address alike (0.0.0.0 is no Host it answers)', () => {
    for (const address of ['127.0.0.1', '::1', '0.0.0.0', '::', '192.0.2.7']) {
      const access = new Access();
      access.bind(address, 8123);
      const url = new URL(serverUrl(address, 8123));
      expect(url.hostname, address).not.toMatch(/^(0\.0\.0\.0|\[::\])$/);
      expect(() => access.check({ method: 'GET', url: '/health', headers: { host: url.host } } as never), address).not.toThrow();
    }
    // the wildcard itself stays refused: a page cannot reach the server by naming it
    const access = new Access();
    access.bind('0.0.0.0', 8123);
    expect(() => access.check({ method: 'GET', url: '/health', headers: { host: '0.0.0.0:8123' } } as never)).toThrow(/does not answer to the host "0\.0\.0\.0:8123"/);
  });
});
