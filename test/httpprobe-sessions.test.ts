// Sessions driven as an agent framework drives them: hundreds opened and abandoned, the limits
// reached (the status, code and Retry-After a retrying client acts on), expiry, calls sent at
// once on one session, fork and undo chains, and the odd requests such a client sends (HEAD,
// OPTIONS, trailing slashes, %-encoded ids, wrong content types, long lines). Every answer is
// JSON naming its route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './server/support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;
const JSON_POST = { 'content-type': 'application/json' };

/** The error of an answer: JSON, with a code and a message naming `route`. */
function refusalOf(r: { statusCode: number; body: string }, route: string): { code: string; message: string } {
  const { error } = JSON.parse(r.body) as { error: { code: string; message: string } };
  expect(error.message.startsWith(route), error.message).toBe(true);
  expect(error.message).not.toMatch(/\n\s+at /);
  return error;
}

describe('many sessions, opened and abandoned', () => {
  let s: Server;
  let now = 1_000_000;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1, maxSessions: 40, sessionIdleSeconds: 60 }, clock: () => now });
  });
  afterAll(() => s?.close());

  it('300 sessions in turn: each opens, the oldest idle ones close to make room, and say so when used', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 300; i++) {
      const r = await s.call('POST', '/sessions');
      expect(r.status).toBe(200);
      ids.push(r.body.session);
    }
    expect(new Set(ids).size).toBe(300);
    const listed = (await s.call('GET', '/sessions?limit=1000')).body;
    expect(listed.total).toBe(40);
    expect(listed.sessions.map((e: { id: string }) => e.id)).toEqual(ids.slice(-40).reverse());
    expect((await s.call('GET', '/health')).body.sessions).toBe(40);
    const gone = await s.call('GET', `/sessions/${ids[0]}/bindings`);
    expect(gone.status).toBe(404);
    expect(gone.violations).toEqual([]);
    expect(gone.body.error.code).toBe('unknown-session');
    expect(gone.body.error.message).toMatch(/^GET \/sessions\/\{id\}\/bindings: no session ".*closed to make room for newer ones/);
  }, 120_000);

  it('a session unused beyond --session-idle is closed: its routes answer 404 naming why, and it is listed no more', async () => {
    const id = (await s.call('POST', '/sessions')).body.session;
    now += 61_000;
    for (const [method, path] of [['GET', `/sessions/${id}/network`], ['POST', `/sessions/${id}/execute`], ['DELETE', `/sessions/${id}`]] as const) {
      const r = await s.call(method, path, method === 'POST' ? { network: '(get-kitchen ?k)' } : undefined);
      expect(r.status).toBe(404);
      expect(r.body.error.message).toMatch(/^(GET|POST|DELETE) \/sessions\/\{id\}.*: no session .*closed after 60 s unused/);
    }
    expect((await s.call('GET', '/sessions')).body.total).toBe(0);
  });
});

describe('the limits a busy client reaches: 429 with a Retry-After', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1, maxSessions: 1 } });
  });
  afterAll(() => s?.close());

  it('calls sent at once beyond those one session may queue: 429 session-busy, Retry-After 1; the others are answered and kept', async () => {
    const id = (await s.call('POST', '/sessions')).body.session;
    const lines = Array.from({ length: 60 }, (_, i) => `(fetch ?tray-${i} ?ks-${i} ?kitchen baking-tray 1)`);
    const replies = await Promise.all(lines.map((network) => s.app.inject({ method: 'POST', url: `/sessions/${id}/execute`, headers: JSON_POST, payload: { network } })));
    // a session that is not open does not make room for another while it is busy
    const busy = replies.filter((r) => r.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(r.headers['retry-after']).toBe('1');
      expect(refusalOf(r, 'POST /sessions/{id}/execute').code).toBe('session-busy');
    }
    const answered = replies.filter((r) => r.statusCode === 200).map((r) => r.json() as { accepted: boolean });
    expect(answered.length + busy.length).toBe(60);
    expect(answered.length).toBeGreaterThanOrEqual(16);
    for (const r of replies.filter((x) => x.statusCode === 200)) expect(r.headers['retry-after']).toBeUndefined();
    // no answer lost: the network holds the lines of exactly the accepted calls
    const network: string = (await s.call('GET', `/sessions/${id}/network`)).body.network;
    expect(network.split('\n').filter(Boolean)).toHaveLength(answered.filter((a) => a.accepted).length);
  }, 60_000);

  it('a new session at the limit while every open one is busy: 429 too-many-sessions with a Retry-After', async () => {
    const id = (await s.call('GET', '/sessions')).body.sessions[0].id;
    // sent once a call of the only session is refused as one too many: the calls queued before it keep it busy
    const send = (i: number) => s.app.inject({ method: 'POST', url: `/sessions/${id}/execute`, headers: JSON_POST, payload: { network: `(fetch ?more-${i} ?more-ks-${i} ?kitchen baking-tray 1)` } });
    let opening: ReturnType<typeof send> | undefined;
    const calls = Array.from({ length: 40 }, (_, i) =>
      send(i).then((r) => {
        if (r.statusCode === 429) opening ??= s.app.inject({ method: 'POST', url: '/sessions', headers: JSON_POST, payload: {} });
      }),
    );
    await Promise.all(calls);
    expect(opening).toBeDefined();
    const opened = await opening!;
    expect(opened.statusCode).toBe(429);
    expect(Number(opened.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusalOf(opened, 'POST /sessions')).toMatchObject({ code: 'too-many-sessions' });
    // once it is idle again, it makes room
    expect((await s.call('POST', '/sessions')).status).toBe(200);
  }, 60_000);

  it('a refusal that would come again as it is carries no Retry-After', async () => {
    const r = await s.app.inject({ method: 'POST', url: '/sessions/nope/execute', headers: JSON_POST, payload: { network: '(get-kitchen ?k)' } });
    expect(r.statusCode).toBe(404);
    expect(r.headers['retry-after']).toBeUndefined();
  });
});

describe('a server whose threads are all taken: 503 server-busy with a Retry-After', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1, maxQueued: 0 } });
  });
  afterAll(() => s?.close());

  it('heavy work sent at once with no room to wait: the first runs, the others are told why and when to retry', async () => {
    const lines = ['(get-kitchen ?kitchen)', ...Array.from({ length: 150 }, (_, i) => `(fetch ?t${i} ?ks${i} ${i ? `?ks${i - 1}` : '?kitchen'} baking-tray 1)`)];
    const replies = await Promise.all(Array.from({ length: 4 }, () => s.app.inject({ method: 'POST', url: '/execute', headers: JSON_POST, payload: { network: lines.join('\n') } })));
    expect(replies.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const busy = replies.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(r.headers['retry-after']).toBe('1');
      expect(refusalOf(r, 'POST /execute')).toEqual({ code: 'server-busy', message: 'POST /execute: the server is busy: every worker thread is taken and 0 requests are waiting for one, the limit (--max-queued 0); retry later' });
    }
  }, 60_000);
});

describe('fork and undo chains', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1 } });
  });
  afterAll(() => s?.close());

  it('a chain of forks, each adding a line: every fork holds its own network, and undo takes back only its own calls', async () => {
    const first = (await s.call('POST', '/sessions')).body.session as string;
    const chain = [first];
    for (let i = 0; i < 6; i++) {
      const at = chain.at(-1)!;
      const r = await s.call('POST', `/sessions/${at}/execute`, { network: `(fetch ?tray-${i} ?ks-${i} ${i ? `?ks-${i - 1}` : '?kitchen'} baking-tray 1)` });
      expect(r.body.accepted).toBe(true);
      chain.push((await s.call('POST', `/sessions/${at}/fork`)).body.session);
    }
    const networkOf = async (id: string) => ((await s.call('GET', `/sessions/${id}/network`)).body.network as string).split('\n').filter(Boolean);
    for (const [i, id] of chain.entries()) expect(await networkOf(id), `fork ${i}`).toHaveLength(Math.min(i + 1, 6));
    const last = chain.at(-1)!;
    for (let left = 5; left >= 0; left--) {
      expect((await s.call('POST', `/sessions/${last}/undo`)).body.undone).toBe(true);
      expect(await networkOf(last)).toHaveLength(left);
    }
    const spent = await s.call('POST', `/sessions/${last}/undo`);
    expect(spent.status).toBe(200);
    expect(spent.body.undone).toBe(false);
    // the session it was forked from keeps its lines
    expect(await networkOf(chain.at(-2)!)).toHaveLength(6);
  }, 60_000);
});

describe('requests an agent framework sends by mistake', () => {
  let s: Server;
  let id: string;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1, bodyBytes: 256 * 1024 } });
    id = (await s.call('POST', '/sessions')).body.session;
  });
  afterAll(() => s?.close());

  it('HEAD answers as GET without a body; OPTIONS and other methods say which the path takes', async () => {
    const head = await s.app.inject({ method: 'HEAD', url: `/sessions/${id}/bindings` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await s.app.inject({ method: 'HEAD', url: '/sessions/nope/bindings' })).statusCode).toBe(404);
    const options = await s.app.inject({ method: 'OPTIONS', url: '/sessions' });
    expect([options.statusCode, options.headers.allow]).toEqual([405, 'GET, HEAD, POST']);
    expect(options.json().error).toEqual({ code: 'method-not-allowed', message: 'OPTIONS /sessions: this path takes GET, HEAD, POST, not OPTIONS (see GET /openapi.json)' });
  });

  it('a trailing slash: 404 naming the route without it', async () => {
    const r = await s.app.inject({ method: 'POST', url: `/sessions/${id}/execute/`, headers: JSON_POST, payload: { network: '(get-kitchen ?k)' } });
    expect(r.statusCode).toBe(404);
    expect(r.json().error.message).toBe(`no route POST /sessions/${id}/execute/ (without the trailing slash: POST /sessions/${id}/execute) (see GET /openapi.json)`);
  });

  it('%-encoded ids name the same session; an encoded slash is an id like any other; a malformed escape is a 400', async () => {
    const encoded = id.replace(/-/g, '%2D');
    expect((await s.call('GET', `/sessions/${encoded}/bindings`)).status).toBe(200);
    const slash = await s.call('GET', '/sessions/a%2Fb/bindings');
    expect(slash.status).toBe(404);
    expect(slash.body.error.message).toMatch(/^GET \/sessions\/\{id\}\/bindings: no session "a\/b"/);
    const bad = await s.app.inject({ method: 'GET', url: '/sessions/%E0%A4%A/bindings' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad-url');
  });

  it('wrong content types: 415 naming the route, whatever the body', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/vnd.api+json']) {
      const r = await s.app.inject({ method: 'POST', url: `/sessions/${id}/execute`, headers: { 'content-type': type }, payload: '{"network": "(get-kitchen ?k)"}' });
      expect(r.statusCode, type).toBe(415);
      expect(refusalOf(r, 'POST /sessions/{id}/execute').code).toBe('unsupported-media-type');
    }
  });

  it('a line longer than the reader takes is a diagnostic at its place; a body over the limit a 413 naming it', async () => {
    const long = await s.call('POST', `/sessions/${id}/execute`, { network: `(get-kitchen ?k${'x'.repeat(150_000)})` });
    expect(long.status).toBe(200);
    expect(long.violations).toEqual([]);
    expect(long.body.accepted).toBe(false);
    expect(long.body.diagnostics[0]).toMatchObject({ code: 'E_SYNTAX', line: 1, column: 1 });
    expect(long.body.diagnostics[0].message).toMatch(/^line is 150016 characters long, more than the \d+ accepted/);
    const huge = await s.app.inject({ method: 'POST', url: `/sessions/${id}/execute`, headers: JSON_POST, payload: { network: `(get-kitchen ?k${'x'.repeat(300_000)})` } });
    expect(huge.statusCode).toBe(413);
    expect(refusalOf(huge, 'POST /sessions/{id}/execute')).toEqual({ code: 'body-too-large', message: `POST /sessions/{id}/execute: the request body is larger than the limit of ${256 * 1024} bytes` });
    // the session is as it was
    expect((await s.call('GET', `/sessions/${id}/network`)).body.network).toBe('');
  });
});
