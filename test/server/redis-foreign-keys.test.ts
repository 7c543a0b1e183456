// Keys under the store's prefix that irl-kitchen did not write (set with redis-cli, or by another
// program): a foreign key at a session's place is never indexed, listed, counted, expired,
// changed or evicted, and the routes naming it say what it is; a foreign lock (no expiry, or a
// longer one than a call's lease) holds its session for one lease at most.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis } from '../support/redis-server.ts';
import { BENCHMARK, testServer } from './support.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the Redis foreign key tests: ${NO_REDIS}`);

type Server = Awaited<ReturnType<typeof testServer>>;
const line = '(fetch ?tray ?ks ?kitchen baking-tray 1)';

describe.skipIf(!REDIS || !BENCHMARK)('sessions in Redis beside keys irl-kitchen did not write', () => {
  let redis: RedisProcess;
  const servers: Server[] = [];
  const clients: Redis[] = [];
  const urlOf = (db: number) => `${redis.url.replace(/\/0$/, '')}/${db}`;
  const setUp = async (db: number, limits: Record<string, number> = {}) => {
    const s = await testServer({ store: urlOf(db), limits: { workers: 1, ...limits } });
    servers.push(s);
    const client = new Redis(urlOf(db));
    clients.push(client);
    return { s, client };
  };

  beforeAll(async () => {
    redis = await startRedis();
  }, 30_000);
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await Promise.all(servers.map((s) => s.close()));
    await redis?.stop();
  });

  it('a foreign key named as a session: a 500 saying so, and it is never indexed, listed, counted, expired or changed', async () => {
    const { s, client } = await setUp(1);
    const { session } = (await s.call('POST', '/sessions', {})).body;
    await client.set('irl-kitchen:s:notes', 'hello');
    await client.hset('irl-kitchen:s:profile', 'lines', '5', 'owner', 'someone');
    for (const id of ['notes', 'profile']) {
      for (const [method, url] of [['GET', `/sessions/${id}/network`], ['POST', `/sessions/${id}/execute`], ['POST', `/sessions/${id}/fork`], ['GET', `/sessions/${id}/snapshot`]] as const) {
        const r = await s.call(method, url, method === 'POST' && url.endsWith('execute') ? { network: line } : undefined);
        expect(r.violations).toEqual([]);
        expect([r.status, r.body.error.code], `${method} ${url}`).toEqual([500, 'session-unreadable']);
        expect(r.body.error.message).toMatch(new RegExp(`key irl-kitchen:s:${id} holds a (string|hash) that irl-kitchen did not write.*redis-cli DEL irl-kitchen:s:${id}`));
      }
      expect(await client.zscore('irl-kitchen:sessions', id)).toBeNull();
      expect(await client.pttl(`irl-kitchen:s:${id}`)).toBe(-1);
    }
    expect(await client.get('irl-kitchen:s:notes')).toBe('hello');
    expect(await client.hgetall('irl-kitchen:s:profile')).toEqual({ lines: '5', owner: 'someone' });
    const listed = (await s.call('GET', '/sessions')).body;
    expect(listed).toEqual({ sessions: [expect.objectContaining({ id: session })], total: 1 });
    expect((await s.call('GET', '/health')).body.sessions).toBe(1);
  }, 60_000);

  it('a foreign id already in the index (put there by hand or by an earlier version) is dropped from it, unlisted, and its key kept when room is made', async () => {
    const { s, client } = await setUp(2, { maxSessions: 1 });
    const now = Number((await client.time())[0]) * 1000;
    await client.hset('irl-kitchen:s:profile', 'lines', '5', 'owner', 'someone');
    await client.zadd('irl-kitchen:sessions', now, 'profile');
    expect((await s.call('GET', '/sessions')).body).toEqual({ sessions: [], total: 0 });
    expect(await client.zscore('irl-kitchen:sessions', 'profile')).toBeNull();
    // at the limit, a foreign id is no idle session to close: its key stays
    await client.set('irl-kitchen:s:notes', 'hello');
    await client.zadd('irl-kitchen:sessions', now, 'notes');
    const opened = await s.call('POST', '/sessions', {});
    expect(opened.status).toBe(200);
    expect(await client.get('irl-kitchen:s:notes')).toBe('hello');
    expect((await s.call('GET', '/sessions')).body).toEqual({ sessions: [expect.objectContaining({ id: opened.body.session })], total: 1 });
    // a foreign id more recent than every session does not take a place of the listing
    await client.zadd('irl-kitchen:sessions', now + 3_600_000, 'profile');
    expect((await s.call('GET', '/sessions?limit=1')).body).toEqual({ sessions: [expect.objectContaining({ id: opened.body.session })], total: 1 });
  }, 60_000);

  it('a foreign lock without expiry, or with a long one, holds its session for one lease at most', async () => {
    const { s, client } = await setUp(3, { requestMillis: 20_000 });
    for (const lock of [(key: string) => client.set(key, 'held-by-someone'), (key: string) => client.set(key, 'held-by-someone', 'EX', 86_400)]) {
      const { session } = (await s.call('POST', '/sessions', {})).body;
      await lock(`irl-kitchen:l:${session}`);
      const step = await s.call('POST', `/sessions/${session}/execute`, { network: line });
      expect(step.status, JSON.stringify(step.body)).toBe(200);
      expect(step.body.accepted).toBe(true);
      // the lock lapsed: a call of this server's holds it now, or none (released as the answer goes)
      expect(await client.get(`irl-kitchen:l:${session}`)).not.toBe('held-by-someone');
      expect((await s.call('GET', `/sessions/${session}/network`)).body).toEqual({ network: line });
    }
  }, 90_000);

  it('at the session limit, a session held by a foreign lock without expiry is closed to make room once its lease is over', async () => {
    const { s, client } = await setUp(4, { maxSessions: 1 });
    const { session } = (await s.call('POST', '/sessions', {})).body;
    await client.set(`irl-kitchen:l:${session}`, 'held-by-someone');
    let opened = await s.call('POST', '/sessions', {});
    expect([opened.status, opened.body.error?.code]).toEqual([429, 'too-many-sessions']);
    expect(await client.pttl(`irl-kitchen:l:${session}`)).toBeGreaterThan(0);
    for (let i = 0; i < 100 && opened.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      opened = await s.call('POST', '/sessions', {});
    }
    expect(opened.status).toBe(200);
    expect((await s.call('GET', `/sessions/${session}/network`)).body.error.code).toBe('unknown-session');
  }, 60_000);
});
