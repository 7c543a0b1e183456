// Sessions in Redis (`serve --store`): servers in this process sharing one real redis-server on
// loopback, each its own replica. A session continues on any replica and after a replica's
// restart, concurrent calls are each applied once, and expiry, the session limit and deletion
// hold across replicas. Each group uses a database of its own.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.ts';
import { resolveLimits } from '../../src/server/limits.ts';
import { RedisSessions } from '../../src/server/store/redis-sessions.ts';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis } from '../support/redis-server.ts';
import { BENCHMARK, gold, networkLines, testServer } from './support.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the Redis session store tests: ${NO_REDIS}`);

type Server = Awaited<ReturnType<typeof testServer>>;

describe.skipIf(!REDIS || !BENCHMARK)('sessions in Redis, shared by replicas', () => {
  let redis: RedisProcess;
  const servers: Server[] = [];
  const replica = async (db: number, limits: Record<string, number> = {}) => {
    const s = await testServer({ store: `${redis.url.replace(/\/0$/, '')}/${db}`, limits: { workers: 1, ...limits } });
    servers.push(s);
    return s;
  };
  const ok = <T>(r: { status: number; body: T; violations: string[] }) => {
    expect(r.violations).toEqual([]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };

  beforeAll(async () => {
    redis = await startRedis();
  }, 30_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await redis?.stop();
  });

  it('a session goes on on any replica, and after its replica restarts, with the whole file\'s bindings', async () => {
    const [a, b] = [await replica(1), await replica(1)];
    const lines = networkLines(gold('almond-crescent-cookies'));
    const whole = ok(await a.call('POST', '/execute', { network: lines.join('\n') }));
    const { session } = ok(await a.call('POST', '/sessions', {}));
    const half = Math.floor(lines.length / 2);
    for (const [i, line] of lines.slice(0, half).entries()) ok(await (i % 2 ? a : b).call('POST', `/sessions/${session}/execute`, { network: line }));
    // a replica stops; a new one takes its place and continues the session
    await a.close();
    servers.splice(servers.indexOf(a), 1);
    const c = await replica(1);
    let last: any;
    for (const [i, line] of lines.slice(half).entries()) last = ok(await (i % 2 ? b : c).call('POST', `/sessions/${session}/execute`, { network: line }));
    expect([last.status, last.executionTime]).toEqual([whole.status, whole.executionTime]);
    expect(ok(await c.call('GET', `/sessions/${session}/bindings`))).toEqual(whole.bindings);
    expect(ok(await b.call('GET', `/sessions/${session}/network`)).network).toBe(lines.join('\n'));
    // a fork made on one replica is independent, and reachable from the other
    const fork = ok(await b.call('POST', `/sessions/${session}/fork`)).session;
    ok(await c.call('POST', `/sessions/${fork}/undo`));
    expect(ok(await b.call('GET', `/sessions/${session}/network`)).network).toBe(lines.join('\n'));
    expect(ok(await b.call('GET', `/sessions/${fork}/network`)).network).toBe(lines.slice(0, -1).join('\n'));
  }, 60_000);

  it('calls sent at once to several replicas are each applied once', async () => {
    const rs = [await replica(2), await replica(2)];
    const lines = networkLines(gold('almond-crescent-cookies'));
    const { session } = ok(await rs[0].call('POST', '/sessions', {}));
    // a session takes lines in any order: every line at once, spread over the replicas
    const steps = await Promise.all(lines.map((line, i) => rs[i % 2].call('POST', `/sessions/${session}/execute`, { network: line })));
    for (const s of steps) expect(ok(s).accepted).toBe(true);
    const network = ok(await rs[1].call('GET', `/sessions/${session}/network`)).network.split('\n');
    expect([...network].sort()).toEqual([...lines].sort());
    // the order they were applied in is the session's network: its bindings are that file's
    const whole = ok(await rs[0].call('POST', '/execute', { network: network.join('\n') }));
    expect(whole.status).toBe('ok');
    expect(ok(await rs[0].call('GET', `/sessions/${session}/bindings`))).toEqual(whole.bindings);
  }, 60_000);

  it('the session limit and deletion hold across replicas; /health and /metrics count every replica\'s sessions', async () => {
    const [a, b] = [await replica(3, { maxSessions: 3 }), await replica(3, { maxSessions: 3 })];
    const ids: string[] = [];
    for (const s of [a, b, a, b]) ids.push(ok(await s.call('POST', '/sessions', {})).session);
    // the least recently used was closed to make room, wherever it was opened
    expect((await b.call('GET', `/sessions/${ids[0]}/bindings`)).status).toBe(404);
    for (const id of ids.slice(1)) ok(await a.call('GET', `/sessions/${id}/bindings`));
    expect(ok(await a.call('GET', '/health')).sessions).toBe(3);
    ok(await a.call('DELETE', `/sessions/${ids[1]}`));
    const gone = await b.call('POST', `/sessions/${ids[1]}/execute`, { network: '(get-kitchen ?k)' });
    expect([gone.status, gone.body.error.code]).toEqual([404, 'unknown-session']);
    expect(ok(await b.call('GET', '/health')).sessions).toBe(2);
    const metrics = await b.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.body).toMatch(/^irl_kitchen_sessions\{store="redis"\} 2$/m);
    expect(metrics.body).toMatch(/^irl_kitchen_http_requests_total\{method="POST",route="\/sessions\/\{id\}\/execute",status="404"\} 1$/m);
    expect(metrics.body).toMatch(/^irl_kitchen_queue_depth 0$/m);
  }, 60_000);

  it('a fork at the session limit never closes the session it copies, on whichever replica it is made', async () => {
    const [a, b] = [await replica(7, { maxSessions: 1 }), await replica(7, { maxSessions: 1 })];
    const { session } = ok(await a.call('POST', '/sessions', {}));
    ok(await a.call('POST', `/sessions/${session}/execute`, { network: '(fetch ?tray ?ks ?kitchen baking-tray 1)' }));
    const fork = await b.call('POST', `/sessions/${session}/fork`);
    expect(fork).toMatchObject({ status: 429, body: { error: { code: 'too-many-sessions' } }, violations: [] });
    expect(ok(await a.call('GET', `/sessions/${session}/network`))).toEqual({ network: '(fetch ?tray ?ks ?kitchen baking-tray 1)' });
    // a new session still takes the idle one's place
    ok(await b.call('POST', '/sessions', {}));
    expect((await a.call('GET', `/sessions/${session}/network`)).status).toBe(404);
  }, 60_000);

  it('calls sent at once to two replicas cannot add up beyond the lines a session may hold', async () => {
    const [a, b] = [await replica(8, { linesPerSession: 5 }), await replica(8, { linesPerSession: 5 })];
    const { session } = ok(await a.call('POST', '/sessions', {}));
    const three = (tag: string) => [0, 1, 2].map((i) => `(fetch ?${tag}${i} ?${tag}-ks${i} ?kitchen baking-tray 1)`).join('\n');
    const replies = await Promise.all([a, b, a, b].map((s, i) => s.call('POST', `/sessions/${session}/execute`, { network: three(`t${i}-`) })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 413, 413, 413]);
    for (const r of replies.filter((x) => x.status === 413)) expect(r.body.error.code).toBe('session-too-long');
    expect(ok(await b.call('GET', `/sessions/${session}/network`)).network.split('\n')).toHaveLength(3);
  }, 60_000);

  it('an idle session expires on every replica (a Redis TTL)', async () => {
    const [a, b] = [await replica(4, { sessionIdleSeconds: 1 }), await replica(4, { sessionIdleSeconds: 1 })];
    const { session } = ok(await a.call('POST', '/sessions', {}));
    ok(await b.call('GET', `/sessions/${session}/bindings`));
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await b.app.inject({ method: 'GET', url: `/sessions/${session}/network` })).statusCode;
      if (i < 5) expect(status).toBe(200); // used every 100 ms: kept alive
      if (i === 5) await new Promise((r) => setTimeout(r, 1200)); // then left alone past its idle time
    }
    expect(status).toBe(404);
    expect(ok(await a.call('GET', '/health')).sessions).toBe(0);
  }, 30_000);

  it('a write whose lock lapsed keeps nothing: 409, and the version moves past both writers', async () => {
    const client = new Redis(`${redis.url.replace(/\/0$/, '')}/5`);
    try {
      const store = new RedisSessions(client, resolveLimits({}));
      const snapshot = { format: 'irl-kitchen-session' as const, version: 1 as const, options: {}, lines: [], calls: [], recipeId: null };
      const opened = await store.add(snapshot, undefined, 'test');
      const [first, second] = [await store.get(opened.id, 'test'), await store.get(opened.id, 'test')];
      await store.update(first, { ...snapshot, lines: ['(a)'], calls: [1] }, 0, 'test');
      await expect(store.update(second, { ...snapshot, lines: ['(b)'], calls: [1] }, 0, 'test')).rejects.toMatchObject({ status: 409, code: 'session-conflict' });
      const now = await store.get(opened.id, 'test');
      expect(now.snapshot.lines).toEqual(['(a)']);
      expect(now.version).toBe(2); // 1 by the write, 1 more by the refused one: no worker's copy of "(b)" at version 1 can match
    } finally {
      client.disconnect();
    }
  });

  it("a key that holds no session this version can read: 500 session-unreadable naming why, the listing still answers, DELETE removes it", async () => {
    const url = `${redis.url.replace(/\/0$/, '')}/6`;
    const a = await replica(6);
    const client = new Redis(url);
    try {
      const unreadable = async (write: (key: string) => Promise<unknown>, why: RegExp) => {
        const { session } = ok(await a.call('POST', '/sessions', {}));
        await write(`irl-kitchen:s:${session}`);
        for (const [method, path] of [['GET', `/sessions/${session}/network`], ['POST', `/sessions/${session}/fork`]] as const) {
          const r = await a.app.inject({ method, url: path, headers: { 'content-type': 'application/json' } });
          expect(r.statusCode, r.body).toBe(500);
          expect(JSON.parse(r.body).error.code).toBe('session-unreadable');
          expect(JSON.parse(r.body).error.message).toMatch(why);
        }
        // the listing still answers (it reads only a line count, and leaves out what has none)
        ok(await a.call('GET', '/sessions'));
        expect(ok(await a.call('DELETE', `/sessions/${session}`))).toEqual({ deleted: true });
      };
      await unreadable((key) => client.hset(key, 'snapshot', 'garbage{', 'networkLines', 'x'), /\(not a session snapshot \(expected/);
      await unreadable((key) => client.hset(key, 'snapshot', JSON.stringify({ format: 'irl-kitchen-session', version: 2, lines: [] })), /not a session snapshot/);
      await unreadable((key) => client.hset(key, 'snapshot', JSON.stringify({ format: 'irl-kitchen-session', version: 1, options: {}, lines: [7], calls: [1] }), 'networkLines', 'x'), /every line is a string/);
      await unreadable(async (key) => (await client.del(key), client.set(key, 'a string')), /key irl-kitchen:s:\S+ holds a string that irl-kitchen did not write/);
      // sessions this version wrote are untouched by the others
      const { session } = ok(await a.call('POST', '/sessions', {}));
      ok(await a.call('POST', `/sessions/${session}/execute`, { network: '(get-kitchen ?k2)' }));
      expect(ok(await a.call('GET', '/sessions')).sessions).toEqual([expect.objectContaining({ id: session, lines: 1 })]);
    } finally {
      client.disconnect();
    }
  });
});

describe('--store that cannot be used', () => {
  it('a Redis that cannot be reached is one line and status 2', async () => {
    const r = await runCli(['serve', '--port', '0', '--store', 'redis://127.0.0.1:1/0']);
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(/^irl-kitchen: --store: cannot reach Redis at redis:\/\/127\.0\.0\.1:1\/0: connect ECONNREFUSED/);
  });

  it('a malformed URL is one line and status 2, its password not shown', async () => {
    for (const url of ['localhost:6379', 'http://127.0.0.1:6379', 'redis://:secret@127.0.0.1:6379/x']) {
      const r = await runCli(['serve', '--port', '0', '--store', url]);
      expect(r.code).toBe(2);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toMatch(/^irl-kitchen: --store: .*(not a Redis URL|must be a number)/);
      expect(r.err[0]).not.toContain('secret');
    }
  });
});
