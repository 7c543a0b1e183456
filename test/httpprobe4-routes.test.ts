// The HTTP API's refusals as a client author meets them: a method a path does not take (405 with
// Allow), the error statuses the document lists per operation (those each can give, no others),
// a misspelt field inside a restored snapshot, the Accept header of the Python client, and one
// error form with a documented code across routes.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/kitchen/world.ts';
import { liveServer } from './server/live.ts';

type Server = Awaited<ReturnType<typeof liveServer>>;
type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/** The codes the error table of docs/HTTP.md lists. */
const DOCUMENTED_CODES = new Set(
  [...readFileSync(join(PROJECT_ROOT, 'docs/HTTP.md'), 'utf8').matchAll(/^\| \d{3} \| (.+?) \|/gm)].flatMap((m) => [...m[1].matchAll(/`([a-z0-9-]+)`/g)].map((c) => c[1])),
);

describe('HTTP API refusals (httpprobe4)', () => {
  let s: Server;
  let doc: Document;
  let sessionId: string;
  // the Host this server answers to (its own address, with its port)
  const local = () => ({ host: new URL(s.url).host });
  const jsonPost = () => ({ ...local(), 'content-type': 'application/json' });
  beforeAll(async () => {
    s = await liveServer({ limits: { workers: 1 } });
    doc = (await s.call('GET', '/openapi.json')).body as Document;
    sessionId = (await s.call('POST', '/sessions', {})).body.session;
  }, 60_000);
  afterAll(() => s?.close());

  it('a method a path does not take is a 405 with Allow naming the methods it takes, in the JSON error form', async () => {
    const cases: [string, string, string][] = [
      ['PUT', '/sessions', 'GET, HEAD, POST'],
      ['OPTIONS', '/health', 'GET, HEAD'],
      ['GET', `/sessions/${sessionId}`, 'DELETE'],
      ['HEAD', '/execute', 'POST'],
      ['PATCH', '/envs/some-id', 'GET, HEAD, DELETE'],
    ];
    for (const [method, path, allow] of cases) {
      const r = await s.app.inject({ method: method as 'GET', url: path, headers: local() });
      expect([r.statusCode, r.headers.allow], `${method} ${path}`).toEqual([405, allow]);
      if (method !== 'HEAD') expect(r.json().error, `${method} ${path}`).toEqual({ code: 'method-not-allowed', message: `${method} ${path}: this path takes ${allow}, not ${method} (see GET /openapi.json)` });
    }
    // the Allow header names exactly the operations of the document (and HEAD beside each GET)
    for (const template of Object.keys(doc.paths)) {
      const r = await s.app.inject({ method: 'PUT', url: template.replace(/\{[^}]+\}/g, 'some-id'), headers: local() });
      // a filled-in path may match more than one template (DELETE /sessions/{id} takes /sessions/restore)
      const path = template.replace(/\{[^}]+\}/g, 'some-id');
      const matching = Object.entries(doc.paths).filter(([t]) => new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
      const methods = [...new Set(matching.flatMap(([, o]) => ['get', 'post', 'delete'].filter((m) => Object.hasOwn(o, m))))].flatMap((m) => (m === 'get' ? ['GET', 'HEAD'] : [m.toUpperCase()]));
      expect(String(r.headers.allow).split(', ').sort(), template).toEqual(methods.sort());
    }
    // the method is refused before the body is read: a malformed one is not what the answer is about
    const bodied = await s.app.inject({ method: 'PUT', url: '/sessions', headers: jsonPost(), payload: '{' });
    expect([bodied.statusCode, bodied.json().error.code]).toEqual([405, 'method-not-allowed']);
    // no route at all stays a 404, with no Allow
    const none = await s.app.inject({ method: 'PUT', url: '/kitchen', headers: local() });
    expect([none.statusCode, none.headers.allow, none.json().error.code]).toEqual([404, undefined, 'no-such-route']);
  });

  it('each operation lists the error statuses it can give, not those of work it never does', () => {
    const statuses = (method: string, path: string) => Object.keys(doc.paths[path][method].responses).map(Number);
    const anywhere = [400, 401, 403, 408, 431, 500];
    for (const path of ['/actions', '/action-model']) expect(statuses('get', path), path).toEqual([200, ...anywhere]);
    // the figures count sessions: with --store, Redis may not answer
    for (const path of ['/health', '/metrics', '/sessions']) expect(statuses('get', path), path).toEqual([200, ...anywhere, 503]);
    expect(statuses('get', '/sessions/{id}/network')).toEqual([200, 400, 401, 403, 404, 408, 414, 429, 431, 500, 503]);
    expect(statuses('post', '/execute')).toEqual([200, 400, 401, 403, 408, 413, 415, 422, 429, 431, 500, 503, 507]);
    expect(statuses('post', '/sessions/{id}/execute')).toEqual([200, 400, 401, 403, 404, 408, 409, 413, 414, 415, 422, 429, 431, 500, 503, 507]);
    // no GET reads a body: none lists 415; a DELETE's body is read, and refused
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (ops.get) expect(statuses('get', path), path).not.toContain(415);
      if (ops.delete) expect(statuses('delete', path), path).toEqual(expect.arrayContaining([413, 415]));
      if (ops.delete) expect(statuses('delete', path), path).not.toContain(422);
    }
  });

  it('a DELETE with a body of another type is refused with a status its operation lists', async () => {
    const r = await s.app.inject({ method: 'DELETE', url: `/sessions/${sessionId}`, headers: { ...local(), 'content-type': 'text/xml' }, payload: '<x/>' });
    expect(r.statusCode).toBe(415);
    expect(Object.keys(doc.paths['/sessions/{id}'].delete.responses)).toContain('415');
  });

  it('an action filter is taken in any case, as a line is read, and an empty metrics list is refused', async () => {
    const upper = await s.call('GET', `/sessions/${sessionId}/admissible?action=FETCH&limit=5`);
    const lower = await s.call('GET', `/sessions/${sessionId}/admissible?action=fetch&limit=5`);
    expect(upper.status).toBe(200);
    expect(upper.body).toEqual(lower.body);
    const misspelt = await s.call('GET', `/sessions/${sessionId}/admissible?action=FETCHH&limit=5`);
    expect([misspelt.status, misspelt.body.error.message]).toEqual([400, expect.stringContaining('(did you mean fetch?)')]);
    const none = await s.call('POST', '/evaluate', { solution: '#x\n(get-kitchen ?k)', metrics: [] });
    expect([none.status, none.body.error.code]).toEqual([400, 'invalid-request']);
  });

  it('a misspelt field inside the snapshot of POST /sessions/restore is named with the one meant', async () => {
    const got = await s.call('GET', `/sessions/${sessionId}/snapshot`);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const snapshot = got.body;
    const { lines, ...rest } = snapshot;
    const r = await s.app.inject({ method: 'POST', url: '/sessions/restore', headers: jsonPost(), payload: { snapshot: { ...rest, linez: lines } } });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.message).toMatch(/^POST \/sessions\/restore: body\/snapshot has no property "linez" \(did you mean lines\?\) \(this object takes format, version, options, lines, calls, recipeId/);
    const options = await s.app.inject({ method: 'POST', url: '/sessions/restore', headers: jsonPost(), payload: { snapshot: { ...snapshot, options: { kitchn: 'full-kitchen' } } } });
    expect(options.json().error.message).toMatch(/body\/snapshot\/options has no property "kitchn" \(did you mean kitchen\?\)/);
  });

  it('every refusal across routes has the one documented form, with a code from docs/HTTP.md', async () => {
    expect(DOCUMENTED_CODES.has('no-such-route')).toBe(true);
    const requests: [string, string, Record<string, string>, string?][] = [
      ['PUT', '/sessions', local()],
      ['GET', '/nowhere', local()],
      ['GET', '/sessions/nope/bindings', local()],
      ['GET', '/actions/beet', local()],
      ['GET', '/tasks/nope', local()],
      ['GET', '/sessions?limit=x', local()],
      ['GET', '/health?verbose=1', local()],
      ['POST', '/execute', jsonPost(), '{"network": 1}'],
      ['POST', '/execute', jsonPost(), '{"network": "(get-kitchen ?k)", "mode": "nope"}'],
      ['POST', '/execute', jsonPost(), '{'],
      ['POST', '/execute', { ...local(), 'content-type': 'text/plain' }, 'x'],
      ['POST', '/sessions', jsonPost(), '{"kitchen": "no-such-kitchen"}'],
      ['POST', `/envs/${sessionId}/step`, jsonPost(), '{"line": "x"}'],
      ['GET', '/health', { ...local(), origin: 'http://example.org' }],
      ['GET', '/health', { host: 'elsewhere.example' }],
    ];
    for (const [method, url, headers, payload] of requests) {
      const r = await s.app.inject({ method: method as 'GET', url, headers, payload });
      const what = `${method} ${url}`;
      expect(r.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(r.headers['content-type'], what).toMatch(/^application\/json/);
      const body = r.json() as { error: { code: string; message: string } };
      expect(Object.keys(body), what).toEqual(['error']);
      expect(Object.keys(body.error).filter((k) => !['line', 'column'].includes(k)), what).toEqual(['code', 'message']);
      expect(DOCUMENTED_CODES.has(body.error.code), `${what}: ${body.error.code}`).toBe(true);
      expect(body.error.message, what).not.toMatch(/internal|\n\s+at /);
    }
  });
});

describe('the Python client asks for what each route answers', () => {
  const hasPython = spawnSync('python3', ['--version']).status === 0;
  it.runIf(hasPython)('Accept names text for /metrics, HTML for a view, JSON elsewhere', async () => {
    const seen: Record<string, string> = {};
    const server = http.createServer((req, res) => {
      const path = String(req.url).split('?')[0];
      seen[path] = String(req.headers.accept);
      const [type, body] = path === '/metrics' ? ['text/plain', 'up 1\n'] : path.endsWith('/view') ? ['text/html', '<p>'] : ['application/json', '{}'];
      res.writeHead(200, { 'content-type': type }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const script = `import sys\nfrom irl_kitchen import Client\nc = Client(sys.argv[1], timeout=20)\nfor p in ("/metrics", "/sessions/abc/view", "/health"):\n    c.request("GET", p)\n`;
    const child = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      // asynchronous: the server answering it runs in this process
      const p = spawn('python3', ['-c', script, `http://127.0.0.1:${port}`], { cwd: join(PROJECT_ROOT, 'python'), env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } });
      let stderr = '';
      p.stderr.on('data', (d: Buffer) => (stderr += d));
      p.on('close', (status: number | null) => resolve({ status, stderr }));
    });
    server.close();
    expect(child.status, child.stderr).toBe(0);
    expect(seen).toEqual({ '/metrics': 'text/plain, application/json;q=0.5', '/sessions/abc/view': 'text/html, application/json;q=0.5', '/health': 'application/json' });
  }, 30_000);
});
