// GET /sessions lists each session's lines as the session limits count them (blank and `;`
// comment lines left out), in memory and in Redis, so that a session listed with
// --max-session-lines lines is one that takes no more; the OpenAPI document says so.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis } from '../support/redis-server.ts';
import { BENCHMARK, testServer } from './support.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the Redis half of the session listing tests: ${NO_REDIS}`);

type Server = Awaited<ReturnType<typeof testServer>>;

// 3 lines as the limits count them (the header and two fetches), 7 as the snapshot keeps them
const TEXT = '#almond-crescent-cookies\n\n; the tray first\n(fetch ?tray ?ks ?kitchen baking-tray 1)\n   \n(fetch ?tray-2 ?ks-2 ?ks baking-tray 1)\n;\n';
const ONE_MORE = '(fetch ?tray-3 ?ks-3 ?ks-2 baking-tray 1)';

/** Fills a session to a limit of 3 lines: listed with 3, refused one more line, its snapshot restorable. */
async function atTheLimit(s: Server) {
  const { session } = (await s.call('POST', '/sessions', {})).body;
  const step = await s.call('POST', `/sessions/${session}/execute`, { network: TEXT });
  expect(step.body.accepted, JSON.stringify(step.body)).toBe(true);
  expect((await s.call('GET', `/sessions/${session}/snapshot`)).body.lines).toHaveLength(7);
  const listed = await s.call('GET', '/sessions');
  expect(listed.violations).toEqual([]);
  expect(listed.body.sessions.find((e: { id: string }) => e.id === session)?.lines).toBe(3);
  const more = await s.call('POST', `/sessions/${session}/execute`, { network: ONE_MORE });
  expect([more.status, more.body.error?.code]).toEqual([413, 'session-too-long']);
  expect(more.body.error.message).toMatch(/would hold 4 lines, more than the limit of 3/);
  const snapshot = (await s.call('GET', `/sessions/${session}/snapshot`)).body;
  expect((await s.call('POST', '/sessions/restore', { snapshot })).status).toBe(200);
  return session as string;
}

describe.skipIf(!BENCHMARK)('GET /sessions: lines as the limits count them', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1, linesPerSession: 3 } });
  });
  afterAll(() => s.close());

  it('in memory', async () => {
    await atTheLimit(s);
  }, 60_000);

  it('the OpenAPI document says what lines counts', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.paths['/sessions'].get.summary).toMatch(/--max-session-lines/);
    const listing = JSON.stringify(doc.components ?? doc);
    expect(listing).toMatch(/lines of its network as --max-session-lines counts them: every line but blank and ; comment lines/);
  });
});

describe.skipIf(!REDIS || !BENCHMARK)('GET /sessions with --store: lines as the limits count them', () => {
  let redis: RedisProcess;
  let s: Server;
  beforeAll(async () => {
    redis = await startRedis();
    s = await testServer({ store: redis.url, limits: { workers: 1, linesPerSession: 3 } });
  }, 30_000);
  afterAll(async () => {
    await s?.close();
    await redis?.stop();
  });

  it('as written, and for a session whose hash holds no count (written by an earlier version)', async () => {
    const session = await atTheLimit(s);
    const client = new Redis(redis.url);
    try {
      // an earlier version kept the snapshot's length under `lines`
      await client.hdel(`irl-kitchen:s:${session}`, 'networkLines');
      await client.hset(`irl-kitchen:s:${session}`, 'lines', '7');
      const listed = (await s.call('GET', '/sessions')).body.sessions;
      expect(listed.find((e: { id: string }) => e.id === session)?.lines).toBe(3);
    } finally {
      client.disconnect();
    }
  }, 60_000);
});
