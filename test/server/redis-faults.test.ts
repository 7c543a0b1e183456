// Sessions in Redis when Redis fails them: Redis going away while sessions are used (and coming
// back empty), and the index of sessions overwritten with a key of another type. Every answer
// is a JSON error naming its route and the way out, never a stack; the server keeps serving.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis, startRedisOn } from '../support/redis-server.ts';
import { BENCHMARK, testServer } from './support.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the Redis fault tests: ${NO_REDIS}`);

type Server = Awaited<ReturnType<typeof testServer>>;
const json = { 'content-type': 'application/json' };
const line = '(fetch ?tray ?ks ?kitchen baking-tray 1)';

describe.skipIf(!REDIS || !BENCHMARK)('sessions in Redis when Redis fails them', () => {
  let redis: RedisProcess;
  const servers: Server[] = [];
  const server = async (db: number) => {
    const s = await testServer({ store: `${redis.url.replace(/\/0$/, '')}/${db}`, limits: { workers: 1 } });
    servers.push(s);
    return s;
  };
  const error = (r: { statusCode: number; body: string }) => JSON.parse(r.body).error as { code: string; message: string };

  beforeAll(async () => {
    redis = await startRedis();
  }, 30_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await redis?.stop();
  });

  it('the index of sessions holding another type: 500 store-unreadable naming the key and how to remove it; then all is well again', async () => {
    const s = await server(3);
    const { session } = (await s.call('POST', '/sessions', {})).body;
    expect((await s.call('POST', `/sessions/${session}/execute`, { network: line })).body.accepted).toBe(true);
    const client = new Redis(`${redis.url.replace(/\/0$/, '')}/3`);
    try {
      await client.del('irl-kitchen:sessions');
      await client.set('irl-kitchen:sessions', 'a string');
      for (const [method, url, route] of [
        ['GET', '/health', 'GET /health'],
        ['GET', '/metrics', 'GET /metrics'],
        ['GET', '/sessions', 'GET /sessions'],
        ['POST', '/sessions', 'POST /sessions'],
        ['GET', `/sessions/${session}/network`, 'GET /sessions/{id}/network'],
        ['DELETE', `/sessions/${session}`, 'DELETE /sessions/{id}'],
      ] as const) {
        const r = await s.app.inject({ method, url, headers: method === 'POST' ? json : {} });
        expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(500);
        expect(error(r).code).toBe('store-unreadable');
        expect(error(r).message).toMatch(new RegExp(`^${route.replace(/[{}]/g, '\\$&')}: the session store's key irl-kitchen:sessions holds a string, .*redis-cli DEL irl-kitchen:sessions`));
      }
      // the way out the message names: the session is still there, and listed again once used
      await client.del('irl-kitchen:sessions');
      expect((await s.call('GET', `/sessions/${session}/network`)).body).toEqual({ network: line });
      expect((await s.call('GET', '/sessions')).body.sessions).toEqual([expect.objectContaining({ id: session, lines: 1 })]);
    } finally {
      client.disconnect();
    }
   }, 60_000);

  it('Redis going away: session routes and the session count are 503 store-unavailable naming their route; the rest serves; Redis back empty: the session is a 404, new ones open', async () => {
    const s = await server(0);
    const { session } = (await s.call('POST', '/sessions', {})).body;
    expect((await s.call('POST', `/sessions/${session}/execute`, { network: line })).body.accepted).toBe(true);
    await redis.stop();
    for (const [method, url, route] of [
      ['POST', `/sessions/${session}/execute`, 'POST /sessions/{id}/execute'],
      ['GET', '/metrics', 'GET /metrics'],
      ['GET', '/health', 'GET /health'],
    ] as const) {
      const r = await s.app.inject({ method, url, headers: method === 'POST' ? json : {}, ...(method === 'POST' ? { payload: JSON.stringify({ network: '(fetch ?t2 ?ks2 ?ks baking-tray 1)' }) } : {}) });
      expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(503);
      expect(error(r).code).toBe('store-unavailable');
      expect(error(r).message).toMatch(new RegExp(`^${route.replace(/[{}]/g, '\\$&')}: the session store \\(Redis\\) did not answer .*retry later`));
      expect(error(r).message).not.toMatch(/maxRetriesPerRequest/);
    }
    // what needs no Redis still answers
    expect((await s.call('GET', '/actions')).status).toBe(200);
    expect((await s.call('POST', '/execute', { network: line })).body.status).toBe('ok');
    redis = await startRedisOn(redis.port);
    let health = 0;
    for (let i = 0; i < 100 && health !== 200; i++) {
      health = (await s.app.inject({ method: 'GET', url: '/health' })).statusCode;
      if (health !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(health).toBe(200);
    expect((await s.call('GET', `/sessions/${session}/network`)).body.error.code).toBe('unknown-session');
    expect((await s.call('POST', '/sessions', {})).status).toBe(200);
  }, 120_000);
});
