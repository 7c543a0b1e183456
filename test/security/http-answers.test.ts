// Answers and memory under attack, on a real loopback server: networks whose answers grew with
// the square of their size (portion "bombs") get an answer within the response limit or a 413,
// a worker thread over its heap share is stopped (507) and nothing changes, a session that took
// a bomb stays usable, and the whole process stays under --heap-limit plus the documented margin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/listen.ts';
import { startServe } from '../server/process.ts';
import { BENCHMARK } from '../support/simulate.ts';
import { json, peakMiB, portionBomb } from './http-support.ts';

const SLOW = 120_000;
const errorCode = (body: string) => (JSON.parse(body) as { error?: { code: string } }).error?.code;

describe.skipIf(!BENCHMARK)('answers that grew with the square of the network', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0 });
  }, SLOW);
  afterAll(() => server?.close());

  it('a 688-byte-class bomb answers within the response limit: each entity once, later ones refer to it', async () => {
    const r = await json(server.url, 'POST', '/execute', { network: portionBomb(10) });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeLessThan(16 * 1024 * 1024);
    const { bindings } = JSON.parse(r.body) as { bindings: Record<string, { value: { kind: string; path?: string } }> };
    // the ten shaped lists hold the same portions: written once, then refs to that place
    const refs = JSON.stringify(bindings['?p9']).match(/"kind":"ref"/g) ?? [];
    expect(refs.length).toBeGreaterThan(800);
    const first = /"path":"(\/\?[^"]+)"/.exec(JSON.stringify(bindings['?p9']))![1];
    expect(first.startsWith('/?p')).toBe(true);
  }, SLOW);

  it('a larger bomb gets a 413 response-too-large in the documented form, quickly, and the server keeps serving', async () => {
    const r = await json(server.url, 'POST', '/execute', { network: portionBomb(400) });
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ error: { code: 'response-too-large', message: expect.stringMatching(/^POST \/execute: .*--response-limit/) } });
    expect((await json(server.url, 'GET', '/health')).status).toBe(200);
  }, SLOW);

  it('a session that takes a bomb refuses it and stays as it was, usable', async () => {
    const open = JSON.parse((await json(server.url, 'POST', '/sessions')).body) as { session: string };
    const id = open.session;
    const bomb = await json(server.url, 'POST', `/sessions/${id}/execute`, { network: portionBomb(400) });
    expect(bomb.status).toBe(413);
    expect(errorCode(bomb.body)).toBe('response-too-large');
    expect(JSON.parse((await json(server.url, 'GET', `/sessions/${id}/network`)).body)).toEqual({ network: '' });
    const next = await json(server.url, 'POST', `/sessions/${id}/execute`, { network: '(fetch ?bowl ?ks ?kitchen medium-bowl 1)' });
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body).accepted).toBe(true);
  }, SLOW);

  it('six bombs at once: each refused or answered, none a 500, and /health answers before they are done', async () => {
    const bombs = Array.from({ length: 6 }, () => json(server.url, 'POST', '/execute', { network: portionBomb(400) }));
    let settled = 0;
    for (const b of bombs) void b.then(() => settled++);
    const health = await json(server.url, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(settled).toBeLessThan(6);
    // on a loaded machine a bomb waiting for a worker may pass --request-ms: a documented 422
    for (const r of await Promise.all(bombs)) {
      expect([200, 413, 422, 503, 507]).toContain(r.status);
      if (r.status === 422) expect(errorCode(r.body)).toBe('time-limit');
    }
  }, SLOW);
});

describe.skipIf(!BENCHMARK)('--heap-limit on every route that allocates', () => {
  it('a worker over its heap share is stopped with a 507; the session is unchanged and usable', async () => {
    // 64 MiB for the main thread, 32 for each of three worker threads; a minute per request, so
    // that on a loaded machine the bombs meet the heap share before the time budget (a request
    // out of time gives up its search and answers 200 with the run's error, or a 422)
    const server = await startServer({ port: 0, limits: { heapLimitMiB: 160, workers: 2, requestMillis: 60_000 }, heapUsed: () => 0 });
    try {
      const id = (JSON.parse((await json(server.url, 'POST', '/sessions')).body) as { session: string }).session;
      const r = await json(server.url, 'POST', `/sessions/${id}/execute`, { network: portionBomb(120) });
      expect(r.status).toBe(507);
      expect(errorCode(r.body)).toBe('memory-limit');
      expect(JSON.parse((await json(server.url, 'GET', `/sessions/${id}/network`)).body)).toEqual({ network: '' });
      expect((await json(server.url, 'POST', `/sessions/${id}/execute`, { network: '(fetch ?bowl ?ks ?kitchen medium-bowl 1)' })).status).toBe(200);
      // and the stateless routes
      expect((await json(server.url, 'POST', '/execute', { network: portionBomb(120) })).status).toBe(507);
      expect((await json(server.url, 'POST', '/execute', { network: '(fetch ?bowl ?ks ?kitchen medium-bowl 1)' })).status).toBe(200);
    } finally {
      await server.close();
    }
  }, SLOW);

  it('serve --heap-limit 200 through the bombs: the process stays under the limit plus the documented margin', async () => {
    const serve = await startServe(['--heap-limit', '200', '--workers', '2']);
    try {
      const id = (JSON.parse((await json(serve.url, 'POST', '/sessions')).body) as { session: string }).session;
      // answered, or refused as too large, over the heap share, or (on a loaded machine) out of time: never a 500
      for (const shapes of [30, 120, 400]) {
        expect([200, 413, 422, 507]).toContain((await json(serve.url, 'POST', `/sessions/${id}/execute`, { network: portionBomb(shapes) })).status);
        expect([200, 413, 422, 507]).toContain((await json(serve.url, 'POST', '/execute', { network: portionBomb(shapes) })).status);
      }
      expect((await json(serve.url, 'GET', '/health')).status).toBe(200);
      // docs/SECURITY.md: heaps within --heap-limit; besides them 150 MiB for the main thread's code and 100 MiB per
      // worker thread (code, compiled sources, native memory), here three threads (sources compiled by tsx)
      expect(peakMiB(serve.child.pid!)).toBeLessThan(200 + 150 + 3 * 100);
    } finally {
      await serve.stop();
    }
  }, SLOW * 2);
});
