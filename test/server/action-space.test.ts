// The action space and kept sessions over HTTP, on a real server on 127.0.0.1: templates, pages
// followed by their cursors, the exact count and filters of GET /sessions/{id}/admissible;
// errors naming the parameter; GET /sessions, a session's snapshot and a session restored from
// it, in memory and in Redis. Every response is checked against its route's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedisServer, type RedisProcess, startRedis } from '../support/redis-server.ts';
import { type LiveReply, liveServer } from './live.ts';
import { BENCHMARK, gold, networkLines } from './support.ts';

type Live = Awaited<ReturnType<typeof liveServer>>;

const ok = <T>(r: LiveReply<T>): T => {
  expect(r.violations).toEqual([]);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const LINES = BENCHMARK ? networkLines(gold('almond-crescent-cookies')).slice(0, 5) : [];

describe.skipIf(!BENCHMARK)('HTTP API: the action space', () => {
  let s: Live;
  let id: string;
  beforeAll(async () => {
    s = await liveServer({ limits: { requestMillis: 120_000, linesPerSession: 8 } });
    id = ok(await s.call('POST', '/sessions', {})).session;
    ok(await s.call('POST', `/sessions/${id}/execute`, { network: LINES.join('\n') }));
  }, 60_000);
  afterAll(() => s?.close());

  it('form=templates: per action and mode what each slot takes', async () => {
    const { templates } = ok(await s.call('GET', `/sessions/${id}/admissible?form=templates`));
    expect(templates.length).toBeGreaterThan(20);
    expect(templates.length).toBeLessThanOrEqual(500);
    const beat = ok(await s.call('GET', `/sessions/${id}/admissible?form=templates&action=beat`)).templates;
    expect(new Set(beat.map((t: { action: string }) => t.action))).toEqual(new Set(['beat']));
  });

  it('form=lines: pages followed by their cursors are the listing; the count is its length; filters narrow all three alike', async () => {
    const head = ok(await s.call('GET', `/sessions/${id}/admissible?limit=1000`));
    const count = ok(await s.call('GET', `/sessions/${id}/admissible/count`)).count;
    const pagesOf = async (query: string) => {
      const out: { line: string }[] = [];
      let cursor: string | null = null;
      do {
        const page: { entries: { line: string }[]; next: string | null } = ok(await s.call('GET', `/sessions/${id}/admissible?form=lines&limit=1000${query}${cursor ? `&cursor=${cursor}` : ''}`));
        out.push(...page.entries);
        cursor = page.next;
      } while (cursor);
      return out;
    };
    const pages = await pagesOf('');
    expect(pages.length).toBe(count);
    expect(pages.slice(0, 1000)).toEqual(head);
    const filter = '&uses=%3Fproportioned-butter&produces=transferable-container';
    const filtered = await pagesOf(filter);
    expect(filtered.length).toBe(ok(await s.call('GET', `/sessions/${id}/admissible/count?${filter.slice(1)}`)).count);
    expect(filtered.length).toBeLessThan(count);
    for (const e of filtered) expect(e.line.split(/[ ()]/)).toContain('?proportioned-butter');
    expect(ok(await s.call('GET', `/sessions/${id}/admissible?form=lines`)).entries.length).toBe(100);
  }, 120_000);

  it('a bad query is a 400 naming the parameter', async () => {
    const first = ok(await s.call('GET', `/sessions/${id}/admissible?form=lines&limit=2&action=beat`));
    const cases: [string, string, string][] = [
      ['form=pages', 'invalid-request', 'form'],
      ['form=lines&limit=0', 'invalid-request', 'limit'],
      ['form=lines&cursor=!!', 'invalid-request', 'cursor'],
      ['cursor=abc', 'invalid-request', 'cursor'],
      ['form=templates&uses=%3Fproportioned-butter', 'invalid-request', 'uses'],
      ['form=lines&cursor=bm90', 'invalid-input', 'cursor'],
      [`form=lines&cursor=${first.next}`, 'invalid-input', 'cursor'],
      ['form=lines&uses=%3Fnothing', 'invalid-input', 'uses'],
      ['form=lines&produces=no-such-class', 'invalid-input', 'produces'],
      ['form=lines&action=stirr', 'invalid-input', 'action'],
      ['form=lines&uses=butter', 'invalid-request', 'uses'],
    ];
    for (const [query, code, parameter] of cases) {
      const r = await s.call('GET', `/sessions/${id}/admissible?${query}`);
      expect(r.violations, query).toEqual([]);
      expect([r.status, r.body.error.code], query).toEqual([400, code]);
      expect(r.body.error.message, query).toMatch(/^GET \/sessions\/\{id\}\/admissible: /);
      expect(r.body.error.message, query).toContain(parameter);
    }
    const count = await s.call('GET', `/sessions/${id}/admissible/count?produces=Bowl`);
    expect([count.status, count.body.error.code]).toEqual([400, 'invalid-request']);
    expect(count.body.error.message).toContain('produces');
    expect((await s.call('GET', '/sessions/nope/admissible/count')).status).toBe(404);
  });

  it('GET /sessions lists the open sessions, most recently used first, with their lines', async () => {
    const other = ok(await s.call('POST', '/sessions', {})).session;
    ok(await s.call('POST', `/sessions/${other}/execute`, { network: LINES[1] }));
    const listed = ok(await s.call('GET', '/sessions'));
    expect(listed.sessions.slice(0, 2).map((x: { id: string; lines: number }) => [x.id, x.lines])).toEqual([
      [other, 1],
      [id, LINES.length],
    ]);
    expect(listed.total).toBeGreaterThanOrEqual(2);
    ok(await s.call('GET', `/sessions/${id}/network`));
    expect(ok(await s.call('GET', '/sessions?limit=1')).sessions.map((x: { id: string }) => x.id)).toEqual([id]);
    expect((await s.call('GET', '/sessions?limit=0')).body.error.message).toContain('limit');
    ok(await s.call('DELETE', `/sessions/${other}`));
  });

  it('a snapshot restores into a new session with the same network and bindings', async () => {
    const snapshot = ok(await s.call('GET', `/sessions/${id}/snapshot`));
    expect(snapshot).toMatchObject({ format: 'irl-kitchen-session', version: 1, lines: LINES, calls: [LINES.length] });
    const restored = ok(await s.call('POST', '/sessions/restore', { snapshot }));
    expect(restored.session).not.toBe(id);
    expect(restored.bindings).toEqual(ok(await s.call('GET', `/sessions/${id}/bindings`)));
    expect(ok(await s.call('GET', `/sessions/${restored.session}/network`)).network).toBe(LINES.join('\n'));
    // it goes its own way
    ok(await s.call('POST', `/sessions/${restored.session}/undo`));
    expect(ok(await s.call('GET', `/sessions/${id}/network`)).network).toBe(LINES.join('\n'));
    ok(await s.call('DELETE', `/sessions/${restored.session}`));
  }, 60_000);

  it('a snapshot that is not one, does not add up or is over the limits is refused naming the route; nothing is kept', async () => {
    const before = ok(await s.call('GET', '/sessions')).total;
    const base = { format: 'irl-kitchen-session', version: 1, options: {}, lines: ['(get-kitchen ?k)'], calls: [1], recipeId: null };
    const refused: [unknown, number, string, string][] = [
      [{ ...base, format: 'other' }, 400, 'invalid-request', 'format'],
      [{ ...base, options: { rules: ['/etc'] } }, 400, 'invalid-request', 'rules'],
      [{ ...base, calls: [2] }, 400, 'invalid-request', 'calls'],
      [{ ...base, lines: Array.from({ length: 9 }, (_, i) => `(fetch ?w${i} ?ks${i + 1} ?ks${i} whisk 1)`), calls: [9] }, 413, 'session-too-long', 'limit'],
      [{ ...base, lines: ['(no-such-action ?x)'] }, 400, 'invalid-input', 'network'],
    ];
    for (const [snapshot, status, code, words] of refused) {
      const r = await s.call('POST', '/sessions/restore', { snapshot });
      expect(r.violations, words).toEqual([]);
      expect([r.status, r.body.error.code], words).toEqual([status, code]);
      expect(r.body.error.message, words).toMatch(/^POST \/sessions\/restore: /);
      expect(r.body.error.message, words).toContain(words);
    }
    expect((await s.call('POST', '/sessions/restore', {})).status).toBe(400);
    expect((await s.call('GET', '/sessions/nope/snapshot')).status).toBe(404);
    expect(ok(await s.call('GET', '/sessions')).total).toBe(before);
  }, 60_000);
});

const REDIS = findRedisServer();

describe.skipIf(!REDIS || !BENCHMARK)('HTTP API: sessions listed and restored in Redis', () => {
  let redis: RedisProcess;
  const servers: Live[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  }, 30_000);
  afterAll(async () => {
    await Promise.all(servers.map((x) => x.close()));
    await redis?.stop();
  });

  it('every replica lists every session, most recently used first; a snapshot taken on one restores on another', async () => {
    const replica = async () => {
      const x = await liveServer({ store: `${redis.url.replace(/\/0$/, '')}/7`, limits: { workers: 1 } });
      servers.push(x);
      return x;
    };
    const [a, b] = [await replica(), await replica()];
    const first = ok(await a.call('POST', '/sessions', {})).session;
    const second = ok(await b.call('POST', '/sessions', {})).session;
    ok(await a.call('POST', `/sessions/${first}/execute`, { network: LINES.slice(0, 2).join('\n') }));
    const listed = ok(await b.call('GET', '/sessions'));
    expect(listed.total).toBe(2);
    expect(listed.sessions.map((x: { id: string; lines: number }) => [x.id, x.lines])).toEqual([
      [first, 2],
      [second, 0],
    ]);
    const snapshot = ok(await b.call('GET', `/sessions/${first}/snapshot`));
    const restored = ok(await a.call('POST', '/sessions/restore', { snapshot })).session;
    expect(ok(await b.call('GET', `/sessions/${restored}/network`)).network).toBe(LINES.slice(0, 2).join('\n'));
    expect(ok(await a.call('GET', '/sessions?limit=1')).sessions[0].id).toBe(restored);
  }, 60_000);
});
