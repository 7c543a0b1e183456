// Sessions opened and deleted at once: many POST /sessions against a small --max-sessions never
// leave more sessions open than the limit, and no open is answered as if its own session were
// unknown; a DELETE sent right behind a session's calls waits for them (one call at a time per
// session). Memory store and Redis store alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedisServer, type RedisProcess, startRedis } from './support/redis-server.ts';
import { testServer } from './server/support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;
const REDIS = findRedisServer();
const OPENS = 12;
const MAX = 3;

const stores: { name: string; store: () => string | undefined }[] = [{ name: 'memory', store: () => undefined }];
let redis: RedisProcess | undefined;
if (REDIS) stores.push({ name: 'redis', store: () => `${redis!.url.replace(/\/0$/, '')}/7` });

beforeAll(async () => {
  if (REDIS) redis = await startRedis();
}, 30_000);
afterAll(async () => {
  await redis?.stop();
});

describe.each(stores)('sessions opened and deleted at once ($name store)', ({ store }) => {
  let s: Server;
  beforeAll(async () => {
    const url = store();
    s = await testServer({ ...(url ? { store: url } : {}), limits: { maxSessions: MAX, workers: 1 } });
  }, 60_000);
  afterAll(() => s?.close());

  it(`${OPENS} opens at once with --max-sessions ${MAX}: each opened or refused 429, never more than ${MAX} open`, async () => {
    const replies = await Promise.all(Array.from({ length: OPENS }, () => s.call('POST', '/sessions', {})));
    for (const r of replies) {
      expect(r.violations).toEqual([]);
      expect([200, 429], JSON.stringify(r.body)).toContain(r.status);
    }
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    const listed = await s.call('GET', '/sessions');
    expect(listed.body.total).toBeLessThanOrEqual(MAX);
    const health = await s.call('GET', '/health');
    expect(health.body.sessions).toBeLessThanOrEqual(MAX);
  }, 60_000);

  it('a DELETE sent right behind execute calls of the session waits for them: they are answered, then the session goes', async () => {
    const opened = await s.call('POST', '/sessions', {});
    expect(opened.status).toBe(200);
    const id = opened.body.session as string;
    const lines = ['(fetch ?tray-1 ?ks-1 ?kitchen baking-tray 1)', '(fetch ?tray-2 ?ks-2 ?ks-1 baking-tray 1)', '(fetch ?tray-3 ?ks-3 ?ks-2 baking-tray 1)'];
    const calls = lines.map((network) => s.call('POST', `/sessions/${id}/execute`, { network }));
    const deleted = s.call('DELETE', `/sessions/${id}`);
    const after = s.call('GET', `/sessions/${id}/bindings`);
    const steps = await Promise.all(calls);
    for (const step of steps) {
      expect(step.status, JSON.stringify(step.body)).toBe(200);
      expect(step.body.accepted).toBe(true);
    }
    expect((await deleted).body).toEqual({ deleted: true });
    // a call sent after the DELETE finds the session gone
    const late = await after;
    expect(late.status).toBe(404);
    expect(late.body.error.code).toBe('unknown-session');
    expect(late.body.error.message).toMatch(/^GET \/sessions\/\{id\}\/bindings: no session/);
  }, 60_000);
});

describe('an open refused before its first call keeps no session', () => {
  it('POST /sessions, /envs and /sessions/restore refused 429 memory-limit leave nothing open', async () => {
    // the main thread's heap as if it were above its share of the limit: every call of a session is refused
    const s = await testServer({ heapUsed: () => 10_000 * 1024 * 1024, limits: { workers: 1 } });
    try {
      const snapshot = { format: 'irl-kitchen-session', version: 1, options: {}, lines: [], calls: [], recipeId: null };
      for (const [url, body] of [['/sessions', {}], ['/envs', {}], ['/sessions/restore', { snapshot }]] as const) {
        const r = await s.call('POST', url, body);
        expect([r.status, r.body.error?.code, r.violations], url).toEqual([429, 'memory-limit', []]);
        expect(r.body.error.message).toMatch(new RegExp(`^POST ${url}: `));
      }
      expect((await s.call('GET', '/health')).body.sessions).toBe(0);
    } finally {
      await s.close();
    }
  }, 60_000);
});
