// Who may drive the server, tried as an attacker would on loopback: a cross-site page (no-cors
// POSTs, foreign Origins), DNS rebinding (a foreign Host), a host name that only looks like
// loopback, requests without the token; and the limits around requests: lines split by \r,
// headers too large, a port in use or out of range.
import { createServer } from 'node:net';
import { totalmem } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Access, isLoopbackAddress } from '../../src/server/access.ts';
import { type RunningServer, startServer } from '../../src/server/listen.ts';
import { startServe } from '../server/process.ts';
import { json, onSocket, raw } from './http-support.ts';
import { until } from '../support/spawned-cli.ts';

const SLOW = 120_000;
const body = (r: { body: string }) => JSON.parse(r.body) as { error?: { code: string; message: string }; sessions?: number };

describe('only the local user drives the server', () => {
  let server: RunningServer;
  let port: string;
  beforeAll(async () => {
    server = await startServer({ port: 0, limits: { maxSessions: 20 } });
    port = new URL(server.url).port;
  }, SLOW);
  afterAll(() => server?.close());
  const sessions = async () => body(await json(server.url, 'GET', '/health')).sessions;

  it('a cross-site no-cors POST /sessions creates nothing, whatever form it takes', async () => {
    const before = await sessions();
    const attempts: Record<string, string>[] = [
      // what a page may send without the server's consent: a simple request with a simple type
      { 'content-type': 'text/plain', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      { 'content-type': 'text/plain' },
      // a browser that sends the type but names the page it comes from
      { 'content-type': 'application/json', origin: 'http://evil.example' },
      { 'content-type': 'application/json', origin: 'null' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      // another port of this machine is another origin
      { 'content-type': 'application/json', origin: `http://127.0.0.1:${Number(port) + 1}` },
    ];
    for (const headers of attempts) {
      const r = await raw(server.url, 'POST', '/sessions', { headers, body: '{}' });
      expect([403, 415], JSON.stringify(headers)).toContain(r.status);
      expect(body(r).error?.message).toMatch(/^POST \/sessions: /);
    }
    expect(await sessions()).toBe(before);
    // the local user's own requests, and the server's own page origin, are served
    expect((await json(server.url, 'POST', '/sessions', {}, { origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    expect((await json(server.url, 'POST', '/sessions', {}, { origin: `http://localhost:${port}`, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('DNS rebinding: a request for another host name is refused, whatever the route', async () => {
    for (const [method, path] of [['GET', '/health'], ['GET', '/openapi.json'], ['POST', '/sessions'], ['GET', '/no-such-route']] as const) {
      const r = await raw(server.url, method, path, { headers: { host: `rebind.evil.example:${port}`, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(r.status).toBe(403);
      expect(body(r).error?.code).toBe('unknown-host');
    }
    expect((await raw(server.url, 'GET', '/health', { headers: { host: `127.0.0.1:${Number(port) + 1}` } })).status).toBe(403);
    expect((await raw(server.url, 'GET', '/health', { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });

  it('a request without a Host header is refused in the documented form, not with an empty 400', async () => {
    const before = await sessions();
    for (const [request, route] of [
      ['GET /health HTTP/1.1\r\nConnection: close\r\n\r\n', 'GET /health'],
      ['POST /sessions HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}', 'POST /sessions'],
    ]) {
      const r = await onSocket(server.url, request);
      expect(r.status, r.head).toBe(403);
      expect(r.head).toMatch(/^content-type: application\/json/im);
      expect(r.head).toMatch(/^x-content-type-options: nosniff/im);
      expect(JSON.parse(r.body).error).toEqual({ code: 'unknown-host', message: `${route}: the request names no host (a Host header); this server answers to its own address` });
    }
    expect(await sessions()).toBe(before);
  });

  it('every POST needs application/json, with or without a body', async () => {
    const r = await raw(server.url, 'POST', '/sessions');
    expect(r.status).toBe(415);
    expect(body(r).error?.code).toBe('unsupported-media-type');
    expect((await raw(server.url, 'POST', '/sessions', { headers: { 'content-type': 'application/json' } })).status).toBe(200);
  });

  it('a compressed body is refused as such, not read as malformed JSON', async () => {
    const r = await raw(server.url, 'POST', '/execute', { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: '\u001f\u008b compressed' });
    expect(r.status).toBe(415);
    expect(body(r).error).toEqual({ code: 'unsupported-media-type', message: 'POST /execute: a body encoded as "gzip" is not accepted; send it uncompressed (no Content-Encoding)' });
    const plain = await raw(server.url, 'POST', '/execute', { headers: { 'content-type': 'application/json', 'content-encoding': 'identity' }, body: '{"network":"(get-kitchen ?k)"}' });
    expect(plain.status).toBe(200);
  });

  it('a thousand new sessions close the least recently used idle ones instead of locking everyone out', async () => {
    const mine = body(await json(server.url, 'POST', '/sessions')) as unknown as { session: string };
    for (let i = 0; i < 60; i++) {
      expect((await json(server.url, 'POST', '/sessions')).status).toBe(200);
      // the session in use stays: it is never the least recently used
      if (i % 10 === 0) expect((await json(server.url, 'GET', `/sessions/${mine.session}/network`)).status).toBe(200);
    }
    expect(await sessions()).toBeLessThanOrEqual(20);
    expect((await json(server.url, 'GET', `/sessions/${mine.session}/network`)).status).toBe(200);
  });

  it('headers too large get a 431 in the documented error form', async () => {
    const r = await raw(server.url, 'GET', '/health', { headers: { 'x-padding': 'x'.repeat(64 * 1024) } });
    expect(r.status).toBe(431);
    expect(body(r).error?.code).toBe('headers-too-large');
  });

  it('lines separated by \\r alone count as lines for the request limit', async () => {
    const small = await startServer({ port: 0, limits: { linesPerRequest: 3 } });
    try {
      const network = Array.from({ length: 6 }, (_, i) => `(fetch ?b${i} ?ks${i + 1} ?ks${i} medium-bowl 1)`);
      for (const sep of ['\r', '\r\n', '\n']) {
        const r = await json(small.url, 'POST', '/execute', { network: network.join(sep) });
        expect(r.status, JSON.stringify(sep)).toBe(413);
        expect(body(r).error?.code).toBe('too-many-lines');
      }
    } finally {
      await small.close();
    }
  });
});

describe('a token', () => {
  it('every request must present it: 401 otherwise, in the documented form', async () => {
    const server = await startServer({ port: 0, token: 's3cret-token' });
    try {
      for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: 's3cret-token' }, { authorization: 'Bearer s3cret-token-and-more' }] as Record<string, string>[]) {
        const r = await raw(server.url, 'GET', '/health', { headers });
        expect(r.status).toBe(401);
        expect(body(r).error?.code).toBe('unauthorized');
      }
      expect((await json(server.url, 'GET', '/health', undefined, { authorization: 'Bearer s3cret-token' })).status).toBe(200);
      expect((await json(server.url, 'POST', '/sessions', {}, { authorization: 'Bearer s3cret-token' })).status).toBe(200);
    } finally {
      await server.close();
    }
  }, SLOW);

  it('serve takes it from IRL_KITCHEN_TOKEN too', async () => {
    const serve = await startServe([], 60_000, { IRL_KITCHEN_TOKEN: 'from-the-environment' });
    try {
      expect((await raw(serve.url, 'GET', '/health')).status).toBe(401);
      expect((await raw(serve.url, 'GET', '/health', { headers: { authorization: 'Bearer from-the-environment' } })).status).toBe(200);
    } finally {
      await serve.stop();
    }
  }, SLOW);
});

describe('binding', () => {
  it('loopback is decided from the resolved address, never from the name', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['127.attacker.example', '0.0.0.0', '::', '10.0.0.1', '::ffff:10.0.0.1', 'localhost.evil.example', '1270.0.0.1']) expect(isLoopbackAddress(a), a).toBe(false);
  });

  it('--host 127.attacker.example is not taken for loopback: it cannot be served, with a one-line message and status 2', async () => {
    await expect(startServe(['--host', '127.attacker.example'], 60_000)).rejects.toThrow(/exited with 2 .*cannot serve: .*127\.attacker\.example/s);
  }, SLOW);

  it('beyond loopback a loud warning, and Host values of this machine only', async () => {
    const serve = await startServe(['--host', '0.0.0.0']);
    try {
      // said on standard error, which may come after the URL on standard output
      await until(() => serve.stderr().includes('WARNING'), 'the warning');
      expect(serve.stderr()).toMatch(/WARNING: --host 0\.0\.0\.0 is bound to 0\.0\.0\.0, which other machines can reach[\s\S]*--token/);
      const port = new URL(serve.url).port;
      expect((await raw(serve.url, 'GET', '/health', { headers: { host: `127.0.0.1:${port}` } })).status).toBe(200);
      expect((await raw(serve.url, 'GET', '/health', { headers: { host: `evil.example:${port}` } })).status).toBe(403);
    } finally {
      await serve.stop();
    }
  }, SLOW);

  it('beyond loopback a short token is called guessable; a long one is not', async () => {
    for (const [token, guessable] of [['short', true], ['0123456789abcdef0123', false]] as const) {
      const serve = await startServe(['--host', '0.0.0.0', '--token', token]);
      try {
        await until(() => serve.stderr().includes('WARNING'), 'the warning');
        expect(serve.stderr()).toMatch(/Every request must present the token/);
        expect(/The token has 5 characters, few enough to be guessed: use 16 or more/.test(serve.stderr())).toBe(guessable);
      } finally {
        await serve.stop();
      }
    }
  }, SLOW);

  it('--heap-limit beyond the machine\'s memory is said at start', async () => {
    const serve = await startServe(['--heap-limit', String(Math.ceil(totalmem() / 2 ** 20) + 1024)]);
    try {
      await until(() => serve.stderr().includes('WARNING'), 'the warning');
      expect(serve.stderr()).toMatch(/WARNING: --heap-limit \d+ MiB is more than this machine's memory \(\d+ MiB\)/);
    } finally {
      await serve.stop();
    }
  }, SLOW);

  it('--allowed-host names a reverse proxy\'s host; an unbound server answers loopback names only', () => {
    const access = new Access({ allowedHosts: ['kitchen.example.org'] });
    const request = (host: string) => ({ method: 'GET', url: '/health', headers: { host } }) as never;
    expect(() => access.check(request('kitchen.example.org'))).not.toThrow();
    expect(() => access.check(request('localhost:1234'))).not.toThrow();
    access.bind('127.0.0.1', 8080);
    expect(() => access.check(request('kitchen.example.org:443'))).not.toThrow();
    expect(() => access.check(request('localhost:1234'))).toThrow(/host/);
    expect(() => access.check(request('127.0.0.1:8080'))).not.toThrow();
  });

  it('a port in use or out of range: a one-line message and status 2, never "this is a bug"', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => taken.once('listening', r));
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(startServe(['--port', String(port)], 60_000).then((s) => s.stop())).rejects.toThrow(/exited with 2 .*port \d+ on 127\.0\.0\.1 is already in use/s);
      await expect(startServe(['--port', '99999'], 60_000).then((s) => s.stop())).rejects.toThrow(/exited with 2 .*--port must be an integer from 0 to 65535/s);
    } finally {
      taken.close();
    }
  }, SLOW);
});
