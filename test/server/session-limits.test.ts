// The limits of one session (--max-lines, --max-session-lines, --max-session-bytes) against calls
// sent at once, each within them alone, and against environment steps whose text holds several
// network lines or long ones; and the environment routes on a session that is no environment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK, testServer } from './support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;

/** `n` lines fetching baking trays, each from the kitchen state the one before left. */
const trays = (tag: string, n: number, from = '?kitchen') =>
  Array.from({ length: n }, (_, i) => `(fetch ?${tag}-tray-${i} ?${tag}-ks-${i} ${i ? `?${tag}-ks-${i - 1}` : from} baking-tray 1)`);

describe('HTTP API: the limits of one session hold for calls sent at once', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { linesPerSession: 5, sessionBytes: 400 } });
  });
  afterAll(() => s.close());

  const open = async () => (await s.call('POST', '/sessions')).body.session as string;

  it('three calls of 3 lines at once on a session of at most 5 lines: one is taken, the others are a 413', async () => {
    const id = await open();
    const replies = await Promise.all(['a', 'b', 'c'].map((tag) => s.call('POST', `/sessions/${id}/execute`, { network: trays(tag, 3).join('\n') })));
    expect(replies.map((r) => r.violations)).toEqual([[], [], []]);
    expect(replies.filter((r) => r.status === 200 && r.body.accepted)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 413);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.body.error.code).toBe('session-too-long');
      expect(r.body.error.message).toMatch(/^POST \/sessions\/\{id\}\/execute: the session would hold 6 lines, more than the limit of 5/);
    }
    expect((await s.call('GET', `/sessions/${id}/network`)).body.network.split('\n')).toHaveLength(3);
    // the session stays whole: its snapshot is one a restore takes
    const snapshot = (await s.call('GET', `/sessions/${id}/snapshot`)).body;
    expect((await s.call('POST', '/sessions/restore', { snapshot })).status).toBe(200);
  }, 60_000);

  it('calls at once whose bytes add up beyond --max-session-bytes: the first is taken, the next a 413', async () => {
    const id = await open();
    // two lines of about 150 bytes each: two calls fit the 400 bytes, three do not
    const line = (tag: string) => `(fetch ?${tag}-${'x'.repeat(100)} ?${tag}-ks ?kitchen baking-tray 1)`;
    const replies = await Promise.all(['a', 'b', 'c'].map((tag) => s.call('POST', `/sessions/${id}/execute`, { network: line(tag) })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 413]);
    const refused = replies.find((r) => r.status === 413)!;
    expect(refused).toMatchObject({ body: { error: { code: 'session-too-large' } }, violations: [] });
    expect(refused.body.error.message).toMatch(/^POST \/sessions\/\{id\}\/execute: the session's network would be \d+ bytes, more than the limit of 400/);
    expect((await s.call('GET', `/sessions/${id}/network`)).body.network.split('\n')).toHaveLength(2);
  }, 60_000);
});

describe('HTTP API: a fork at the session limit', () => {
  it('never closes the session it copies: with no other idle session the fork is a 429 and the original stays', async () => {
    const s = await testServer({ limits: { maxSessions: 2 } });
    try {
      const open = async () => (await s.call('POST', '/sessions')).body.session as string;
      const [a, b] = [await open(), await open()];
      await s.call('POST', `/sessions/${a}/execute`, { network: trays('a', 2).join('\n') });
      // b is the least recently used idle session: it makes room for the copy of a
      expect((await s.call('POST', `/sessions/${a}/fork`)).status).toBe(200);
      expect((await s.call('GET', `/sessions/${b}/network`)).status).toBe(404);
      const one = await testServer({ limits: { maxSessions: 1 } });
      try {
        const only = (await one.call('POST', '/sessions')).body.session as string;
        await one.call('POST', `/sessions/${only}/execute`, { network: trays('a', 2).join('\n') });
        const fork = await one.call('POST', `/sessions/${only}/fork`);
        expect(fork).toMatchObject({ status: 429, body: { error: { code: 'too-many-sessions' } }, violations: [] });
        expect(fork.body.error.message).toMatch(/^POST \/sessions\/\{id\}\/fork: /);
        expect((await one.call('GET', `/sessions/${only}/network`)).body).toEqual({ network: trays('a', 2).join('\n') });
      } finally {
        await one.close();
      }
    } finally {
      await s.close();
    }
  }, 60_000);
});

describe.skipIf(!BENCHMARK)('HTTP API: environment steps count the network lines and bytes they add', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ benchmark: BENCHMARK ?? undefined, limits: { linesPerRequest: 3, linesPerSession: 5, sessionBytes: 600 } });
  });
  afterAll(() => s.close());

  const env = async () => (await s.call('POST', '/envs', { task: 'almond-crescent-cookies', maxSteps: 100 })).body.env as string;
  const network = async (id: string) => (await s.call('GET', `/sessions/${id}/network`)).body.network as string;

  it('a line holding more network lines than a request may carry is a 413 too-many-lines; the episode is unchanged', async () => {
    const id = await env();
    for (const body of [{ line: trays('a', 4).join('\n') }, { lines: [trays('a', 2).join('\n'), trays('b', 2).join('\r')] }]) {
      const r = await s.call('POST', `/envs/${id}/step`, body);
      expect(r).toMatchObject({ status: 413, body: { error: { code: 'too-many-lines' } }, violations: [] });
      expect(r.body.error.message).toMatch(/^POST \/envs\/\{id\}\/step: 4 network lines, more than the limit of 3 per request/);
    }
    expect(await network(id)).toBe('');
    expect((await s.call('GET', `/envs/${id}`)).body.info.steps).toBe(0);
  }, 60_000);

  it('steps packing lines beyond --max-session-lines are a 413, also when sent at once', async () => {
    const id = await env();
    expect((await s.call('POST', `/envs/${id}/step`, { line: trays('a', 3).join('\n') })).status).toBe(200);
    const over = await s.call('POST', `/envs/${id}/step`, { line: trays('b', 3, '?a-ks-2').join('\n') });
    expect(over).toMatchObject({ status: 413, body: { error: { code: 'session-too-long' } }, violations: [] });
    expect(over.body.error.message).toMatch(/^POST \/envs\/\{id\}\/step: the session would hold 6 lines, more than the limit of 5/);
    const other = await env();
    const both = await Promise.all(['c', 'd'].map((tag) => s.call('POST', `/envs/${other}/step`, { lines: [trays(tag, 3).join('\n')] })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 413]);
    expect((await network(other)).split('\n')).toHaveLength(3);
  }, 60_000);

  it('steps whose lines add up beyond --max-session-bytes are a 413; the snapshot stays one a restore takes', async () => {
    const id = await env();
    const long = (tag: string, from: string) => `(fetch ?${tag}-${'v'.repeat(200)} ?${tag}-ks ${from} baking-tray 1)`;
    expect((await s.call('POST', `/envs/${id}/step`, { line: long('a', '?kitchen') })).status).toBe(200);
    expect((await s.call('POST', `/envs/${id}/step`, { line: long('b', '?a-ks') })).status).toBe(200);
    const over = await s.call('POST', `/envs/${id}/step`, { line: long('c', '?b-ks') });
    expect(over).toMatchObject({ status: 413, body: { error: { code: 'session-too-large' } }, violations: [] });
    expect((await s.call('GET', `/envs/${id}`)).body.info.steps).toBe(2);
    const snapshot = (await s.call('GET', `/sessions/${id}/snapshot`)).body;
    expect((await s.call('POST', '/sessions/restore', { snapshot })).status).toBe(200);
  }, 60_000);
});

describe.skipIf(!BENCHMARK)('HTTP API: environment routes on a plain session', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ benchmark: BENCHMARK ?? undefined });
  });
  afterAll(() => s.close());

  it('every environment route answers 404 not-an-environment, and the session stays a plain one', async () => {
    // an empty session too: a reset must not make it an environment
    for (const lines of [[], ['(fetch ?tray ?ks ?kitchen baking-tray 1)']]) {
      const id = (await s.call('POST', '/sessions')).body.session as string;
      if (lines.length) await s.call('POST', `/sessions/${id}/execute`, { network: lines.join('\n') });
      const tries = [
        await s.call('POST', `/envs/${id}/reset`, { task: 'almond-crescent-cookies' }),
        await s.call('POST', `/envs/${id}/reset`),
        await s.call('POST', `/envs/${id}/step`, { line: '(fetch ?t2 ?ks2 ?kitchen baking-tray 1)' }),
        await s.call('GET', `/envs/${id}`),
        await s.call('GET', `/envs/${id}/admissible?limit=2`),
        await s.call('DELETE', `/envs/${id}`),
      ];
      for (const r of tries) {
        expect(r).toMatchObject({ status: 404, body: { error: { code: 'not-an-environment' } }, violations: [] });
        expect(r.body.error.message).toMatch(/^(GET|POST|DELETE) \/envs\/\{id\}[^:]*: ".+" is a session, not an environment/);
      }
      expect((await s.call('GET', `/sessions/${id}/network`)).body.network).toBe(lines.join('\n'));
      expect((await s.call('DELETE', `/sessions/${id}`)).status).toBe(200);
    }
  }, 60_000);
});
