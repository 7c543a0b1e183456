// The HTTP API as a client author meets it, driven by the served document: a body where no route
// reads one (GET, HEAD, DELETE), a misspelt body field (with the one meant), a number sent as a
// string, an Accept header asking for another type, many requests on one kept-alive connection
// (refused ones included), a client gone mid-body, and the token a server is built with.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server/app.ts';
import { liveServer } from './server/live.ts';

type Server = Awaited<ReturnType<typeof liveServer>>;
type Document = { paths: Record<string, Record<string, unknown>> };
interface Raw {
  status: number;
  type: string;
  text: string;
}

/** A request with full control of method, headers and body (fetch refuses a GET with a body). */
function raw(url: string, method: string, path: string, headers: Record<string, string> = {}, body?: string, agent?: http.Agent): Promise<Raw> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    // Node's client sends a GET's body with no length unless told one: the server would read it as the next request
    const length = body === undefined || headers['transfer-encoding'] ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const r = http.request({ host: hostname, port, method, path, headers: { ...length, ...headers }, agent }, (m) => {
      let text = '';
      m.setEncoding('utf8');
      m.on('data', (c: string) => (text += c));
      m.on('end', () => resolve({ status: m.statusCode ?? 0, type: String(m.headers['content-type'] ?? '').split(';')[0], text }));
    });
    r.on('error', reject);
    if (body !== undefined) r.write(body);
    r.end();
  });
}

/** A path of a document's template, its parameters filled in. */
const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, 'some-id');

describe('HTTP API as a client author meets it', () => {
  let s: Server;
  let doc: Document;
  beforeAll(async () => {
    s = await liveServer({ limits: { workers: 1 } });
    doc = await (await fetch(`${s.url}/openapi.json`)).json();
  });
  afterAll(() => s?.close());

  const operations = (wanted: string) => Object.entries(doc.paths).flatMap(([path, ops]) => (Object.keys(ops).includes(wanted) ? [path] : []));

  it('a body on any GET or DELETE of the document is refused, naming the route, never dropped', async () => {
    const routes = [...operations('get').map((p) => ['GET', p]), ...operations('delete').map((p) => ['DELETE', p])];
    expect(routes.length).toBeGreaterThan(10);
    for (const [method, template] of routes) {
      const r = await raw(s.url, method, pathOf(template), { 'content-type': 'application/json' }, '{"limit":1}');
      expect(r.status, `${method} ${template}`).toBe(400);
      expect(r.type).toBe('application/json');
      const { error } = JSON.parse(r.text);
      expect(error.code).toBe('invalid-request');
      expect(error.message).toContain(`${method} ${template} takes no body`);
    }
  });

  it('a GET with a body says where its parameters go; the same GET without one (or with Content-Length: 0) is answered', async () => {
    const refused = JSON.parse((await raw(s.url, 'GET', '/sessions', { 'content-type': 'application/json' }, '{"limit":1}')).text);
    expect(refused.error.message).toMatch(/^GET \/sessions takes no body, which would not be read: its parameters go in the query string \(limit\)/);
    const chunked = await raw(s.url, 'GET', '/health', { 'transfer-encoding': 'chunked' }, 'x');
    expect(chunked.status).toBe(400);
    for (const headers of [{}, { 'content-length': '0' }] as Record<string, string>[]) expect((await raw(s.url, 'GET', '/sessions?limit=1', headers)).status).toBe(200);
    expect((await raw(s.url, 'HEAD', '/health', { 'content-length': '0' })).status).toBe(200);
  });

  it('HEAD on every GET of the document answers with the status and type of the GET, and no body', async () => {
    for (const template of operations('get')) {
      const path = pathOf(template);
      const [get, head] = [await raw(s.url, 'GET', path), await raw(s.url, 'HEAD', path)];
      expect([head.status, head.type, head.text], template).toEqual([get.status, get.type, '']);
    }
  });

  it('OPTIONS on every path of the document is a JSON 405 naming the methods the path takes', async () => {
    for (const [template, ops] of Object.entries(doc.paths)) {
      const r = await raw(s.url, 'OPTIONS', pathOf(template));
      expect([r.status, r.type], template).toEqual([405, 'application/json']);
      expect(JSON.parse(r.text).error.code, template).toBe('method-not-allowed');
      const methods = ['GET', 'POST', 'DELETE'].filter((m) => Object.hasOwn(ops, m.toLowerCase()));
      expect(JSON.parse(r.text).error.message, template).toMatch(new RegExp(`takes ${methods.map((m) => (m === 'GET' ? 'GET, HEAD' : m)).join(', ')}`));
    }
  });

  it('a misspelt body field is named with the one meant and the fields the route takes', async () => {
    const kitchen = await s.call('POST', '/sessions', { kitchn: 'full-kitchen' });
    expect(kitchen.status).toBe(400);
    expect(kitchen.violations).toEqual([]);
    expect(kitchen.body.error.message).toMatch(/^POST \/sessions: body has no property "kitchn" \(did you mean kitchen\?\) \(this route takes .*kitchen/);
    // the required field the misspelling left out is not what the author needs to hear
    const network = await s.call('POST', '/execute', { netwrk: 'x' });
    expect(network.body.error.message).toMatch(/^POST \/execute: body has no property "netwrk" \(did you mean network\?\) \(this route takes network, /);
    // a field far from any is still named, and a missing field alone is still said to be missing
    expect((await s.call('POST', '/execute', { network: '', zzzzzzzz: 1 })).body.error.message).toMatch(/body has no property "zzzzzzzz" \(this route takes network/);
    expect((await s.call('POST', '/execute', {})).body.error.message).toBe("POST /execute: body must have required property 'network'");
  });

  it('a misspelt choice, in a body or a query, is named with the one meant', async () => {
    const semantics = await s.call('POST', '/sessions', { semantics: 'referenc' });
    expect(semantics.body.error.message).toBe('POST /sessions: body/semantics must be one of reference, corrected, not "referenc" (did you mean reference?)');
    expect((await s.call('POST', '/sessions', { semantics: 'zzz' })).body.error.message).toBe('POST /sessions: body/semantics must be one of reference, corrected, not "zzz"');
    const feedback = await s.call('POST', '/execute', { network: '', mode: 'qualitative', kitchen: 'full-kitchen', physicsFeedback: 'false' });
    expect(feedback.body.error.message).toBe('POST /execute: body/physicsFeedback must be boolean (got the string "false": send false without quotes)');
    const session = (await s.call('POST', '/sessions')).body.session as string;
    const form = await s.call('GET', `/sessions/${session}/admissible?form=line`);
    expect(form.body.error.message).toBe('GET /sessions/{id}/admissible: querystring/form must be one of lines, templates, not "line" (did you mean lines?)');
  });

  it('a number or true/false sent as a string is said to be one; other wrong strings keep the schema words', async () => {
    const seed = await s.call('POST', '/plan', { task: 'any', seed: '3' });
    expect(seed.status).toBe(400);
    expect(seed.body.error.message).toBe('POST /plan: body/seed must be integer (got the string "3": send 3 without quotes)');
    for (const seed of ['abc', '0x10', 'Infinity', ''])
      expect((await s.call('POST', '/plan', { task: 'any', seed })).body.error.message).toBe('POST /plan: body/seed must be integer');
  });

  it('a number in the query that is not digits is said to need digits, not refused by its regular expression', async () => {
    for (const value of ['', '1e3', '-1', '2.5']) {
      const r = await s.call('GET', `/sessions?limit=${encodeURIComponent(value)}`);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe('GET /sessions: querystring/limit must be a whole number written in digits (at most 9 of them: no sign, point or exponent)');
    }
  });

  it('a path in capitals or with a doubled slash names the route meant; an id is never guessed at', async () => {
    for (const path of ['/Health', '//health', '/HEALTH'])
      expect((await raw(s.url, 'GET', path)).text).toContain(`"no route GET ${path} (did you mean GET /health?) (see GET /openapi.json)"`);
    const id = JSON.parse((await raw(s.url, 'GET', '/Sessions/Some-Id/network')).text);
    expect(id.error).toEqual({ code: 'no-such-route', message: 'no route GET /Sessions/Some-Id/network (see GET /openapi.json)' });
  });

  it('an Accept header asking for another type is not negotiated: the route answers its one documented type', async () => {
    for (const accept of ['application/xml', 'text/html', 'text/html;q=0.9, application/json;q=0']) {
      const r = await raw(s.url, 'GET', '/health', { accept });
      expect([r.status, r.type]).toEqual([200, 'application/json']);
      expect(JSON.parse(r.text).status).toBe('ok');
    }
  });

  it('one kept-alive connection carries many requests, refused bodies included, each answered in turn', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    agent.on('free', (socket) => sockets.add(socket));
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 60; i++) {
        const body = i % 3 === 1 ? JSON.stringify({ limit: 1, pad: 'x'.repeat(2000) }) : undefined;
        const r = await raw(s.url, 'GET', i % 3 === 2 ? '/no-such' : '/sessions?limit=1', body ? { 'content-type': 'application/json' } : {}, body, agent);
        statuses.push(r.status);
        JSON.parse(r.text);
      }
    } finally {
      agent.destroy();
    }
    expect(statuses).toEqual(Array.from({ length: 60 }, (_, i) => [200, 400, 404][i % 3]));
    expect(sockets.size).toBe(1);
  });

  it('a client gone in the middle of its body leaves the server answering the next ones', async () => {
    for (let i = 0; i < 3; i++)
      await new Promise<void>((resolve, reject) => {
        const { port } = new URL(s.url);
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(`POST /execute HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"network":"`, () => {
            socket.destroy();
            resolve();
          });
        });
        socket.on('error', reject);
      });
    expect((await s.call('GET', '/health')).status).toBe(200);
    expect((await s.call('POST', '/execute', { network: '' })).status).toBe(200);
  });
});

describe('the token a server is built with', () => {
  it('an empty token or one no Bearer header can carry is refused before the server starts', async () => {
    await expect(buildServer({ token: '' })).rejects.toThrow(/^buildServer: token must be one word of visible ASCII characters, not empty \(which would let every request in\)/);
    await expect(buildServer({ token: 'two words' })).rejects.toThrow(/^buildServer: token must be one word of visible ASCII characters, not one with spaces/);
  });
});
