// One fault, one answer on every route: a task id with no task is a 404 unknown-task with the
// closest ids wherever it is named (path or body), a refused POST /envs opens nothing, and an
// error names the request's own field (nearest's `line`, not the library's `text`). The library's
// listings refuse `partial` where it could mean nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/session/index.ts';
import { BENCHMARK, testServer } from './support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;

describe.skipIf(!BENCHMARK)('HTTP API: an unknown task is the same answer on every route', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ benchmark: BENCHMARK ?? undefined, limits: { requestMillis: 60_000 } });
  }, 120_000);
  afterAll(() => s?.close());

  it('GET /tasks/{id}, POST /envs, POST /envs/{id}/reset and POST /plan: 404 unknown-task, did you mean', async () => {
    const env = (await s.call('POST', '/envs', { task: 'almond-crescent-cookies' })).body.env as string;
    const sessions = (await s.call('GET', '/health')).body.sessions as number;
    const replies = {
      'GET /tasks/{id}': await s.call('GET', '/tasks/almond-crescent-cookie'),
      'POST /envs': await s.call('POST', '/envs', { task: 'almond-crescent-cookie' }),
      'POST /envs/{id}/reset': await s.call('POST', `/envs/${env}/reset`, { task: 'almond-crescent-cookie' }),
      'POST /plan': await s.call('POST', '/plan', { task: 'almond-crescent-cookie', maxNodes: 5 }),
    };
    for (const [route, r] of Object.entries(replies)) {
      expect(r.violations, route).toEqual([]);
      expect([r.status, r.body.error.code], route).toEqual([404, 'unknown-task']);
      expect(r.body.error.message).toBe(`${route}: unknown task "almond-crescent-cookie" (did you mean almond-crescent-cookies?)`);
    }
    // nothing was opened, and the environment whose reset was refused goes on as it was
    expect((await s.call('GET', '/health')).body.sessions).toBe(sessions);
    expect((await s.call('GET', `/envs/${env}`)).body.info.task).toBe('almond-crescent-cookies');
  }, 120_000);

  it("a derived id with no such variation names the recipe's variations, in the path and in a body alike", async () => {
    const id = 'almond-crescent-cookies~scale.7';
    const byPath = await s.call('GET', `/tasks/${encodeURIComponent(id)}`);
    const byBody = await s.call('POST', '/envs', { task: id });
    for (const r of [byPath, byBody]) {
      expect([r.status, r.body.error.code]).toEqual([404, 'unknown-task']);
      expect(r.body.error.message).toMatch(/: unknown task "almond-crescent-cookies~scale\.7": almond-crescent-cookies has no variation "scale\.7" \(.*scale\.2/);
    }
  }, 120_000);
});

describe('HTTP API: errors name the request field', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer();
  }, 120_000);
  afterAll(() => s?.close());

  it('POST /sessions/{id}/nearest: a line without a word, or longer than a line may be, is said of `line`', async () => {
    const id = (await s.call('POST', '/sessions')).body.session as string;
    // 6,000 emoji are 6,000 characters for the schema and 12,000 UTF-16 units for the library
    for (const line of ['  ', '()', '😀'.repeat(6000)]) {
      const r = await s.call('POST', `/sessions/${id}/nearest`, { line });
      expect([r.status, r.body.error.code]).toEqual([400, 'invalid-input']);
      expect(r.body.error.message).toMatch(/^POST \/sessions\/\{id\}\/nearest: line: nearest takes /);
    }
  });
});

describe('admissible({partial: true}) without a limit or a bound is refused, not ignored', () => {
  it('says what partial needs; with a limit and a bound it lists the head', () => {
    const session = openSession();
    for (const options of [{ partial: true }, { partial: true, maxMillis: 1000 }, { partial: true, limit: Infinity, tries: { left: 10 } }, { partial: true, limit: 5 }])
      expect(() => session.admissible(options), JSON.stringify(options)).toThrow(/^partial: admissible keeps the entries made by its bound only with a limit and a bound \(maxMillis or tries\)/);
    expect(session.admissible({ partial: true, limit: 5, maxMillis: 60_000 })).toHaveLength(5);
    expect(session.admissible({ partial: false })).toEqual(session.admissible());
  });
});
