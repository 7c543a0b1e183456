// Request bodies as a client sends them: bytes that are not UTF-8, a charset the server does not
// read, keys named twice, integers beyond what JSON numbers hold exactly, and paths and types
// that name no route; each refusal a 4xx with its code and place, in the documented error form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateKey } from '../../src/server/json-keys.ts';
import { testServer } from './support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;

describe('HTTP API: request bodies', { timeout: 30_000 }, () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 2 } });
  }, 60_000);
  afterAll(() => s.close());

  const post = (url: string, payload: string | Buffer, type = 'application/json') => s.call('POST', url, payload, { 'content-type': type });

  it('a body with a Latin-1 byte is refused at that byte: its offset, line and column', async () => {
    const bytes = Buffer.concat([Buffer.from('{"network":\n"(get-kitchen ?k) ; caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const offset = bytes.indexOf(0xe9);
    const r = await post('/execute', bytes);
    expect(r.status).toBe(400);
    expect(r.violations).toEqual([]);
    // the second line starts after `{"network":\n`: 12 bytes, all ASCII
    expect(r.body.error).toMatchObject({ code: 'not-utf8', line: 2, column: offset - 12 + 1 });
    expect(r.body.error.message).toContain('POST /execute: the body is not UTF-8: byte E9 at byte offset ' + offset);
    expect(r.body.error.message).not.toContain('charset');
  });

  it('the same bytes under charset=ISO-8859-1 are refused too, saying that the charset is not honoured', async () => {
    const bytes = Buffer.concat([Buffer.from('{"network":"(get-kitchen ?k) ; caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const r = await post('/execute', bytes, 'application/json; charset=ISO-8859-1');
    expect(r.body.error).toMatchObject({ code: 'not-utf8', line: 1, column: bytes.indexOf(0xe9) + 1 });
    expect(r.body.error.message).toContain('charset=ISO-8859-1');
    // an ASCII body is the same text in either charset: taken
    const ascii = await post('/execute', '{"network":"(get-kitchen ?k)"}', 'application/json; charset=ISO-8859-1');
    expect([ascii.status, ascii.body.status]).toEqual([200, 'ok']);
  });

  it('UTF-16, with its byte-order mark or without, is named as UTF-16', async () => {
    const text = '{"network":"(get-kitchen ?k)"}';
    const marked = await post('/sessions', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(marked.body.error.code).toBe('not-utf8');
    expect(marked.body.error.message).toMatch(/^POST \/sessions: the body is not UTF-8: the text is UTF-16 \(little-endian\)/);
    const unmarked = await post('/execute', Buffer.from(text, 'utf16le'));
    expect([unmarked.status, unmarked.body.error.code]).toEqual([400, 'not-utf8']);
    expect(unmarked.body.error.message).toContain('without a byte-order mark');
  });

  it('UTF-8 text that is not ASCII is read as it is, not refused', async () => {
    const r = await post('/execute', Buffer.from('{"network":"(get-kitchen ?k) ; café 温度"}', 'utf8'));
    expect([r.status, r.body.status]).toEqual([200, 'ok']);
    // the line as sent comes back in the session's network
    const session = (await post('/sessions', '')).body.session as string;
    await post(`/sessions/${session}/execute`, Buffer.from('{"network":"(fetch ?b ?ks ?kitchen medium-bowl 1) ; crème"}', 'utf8'));
    expect((await s.call('GET', `/sessions/${session}/network`)).body.network).toContain('crème');
  });

  it('a key named twice in one object is refused at its second place, whichever object holds it', async () => {
    const top = await post('/execute', '{"network": "(get-kitchen ?k)",\n  "network": "(nothing)"}');
    expect(top.status).toBe(400);
    expect(top.violations).toEqual([]);
    expect(top.body.error).toEqual({ code: 'malformed-json', message: 'POST /execute: the key "network" appears twice in one object of the body (each key once)', line: 2, column: 3 });
    // written with an escape, the key is the same key
    const escaped = await post('/execute', '{"network": "(get-kitchen ?k)", "n\\u0065twork": "x"}');
    expect(escaped.body.error).toMatchObject({ code: 'malformed-json', line: 1, column: 33 });
    const session = (await post('/sessions', '')).body.session as string;
    const nested = await post(`/sessions/${session}/evaluate`, '{"recipeId": "x", "metrics": [], "metrics": ["smatch-score"]}');
    expect(nested.body.error.message).toContain('"metrics" appears twice');
  });

  it('duplicateKey: objects side by side or nested may reuse a key; strings that are values are no keys', () => {
    expect(duplicateKey('[{"a": 1}, {"a": 2}]')).toBeNull();
    expect(duplicateKey('{"a": {"a": 1}, "b": "a"}')).toBeNull();
    expect(duplicateKey('{"a": ["a", "a"], "b": {"c": "\\"a\\":"}}')).toBeNull();
    expect(duplicateKey('{"a": [{"b": 1, "c": {"d": 1}, "b": 2}]}')).toEqual({ key: 'b', place: { line: 1, column: 32 } });
    // deep nesting is scanned without recursion
    const deep = '['.repeat(100_000) + '{"x": 1, "x": 2}' + ']'.repeat(100_000);
    expect(duplicateKey(deep)?.key).toBe('x');
  });

  it('a seed beyond the integers JSON numbers hold exactly is a schema refusal naming its bound', async () => {
    // 12345678901234567890 reads as 12345678901234567000: not the seed that was sent
    for (const [url, body] of [['/plan', '{"task": "afghan-biscuits", "seed": 12345678901234567890}'], ['/repair', '{"network": "(get-kitchen ?k)", "seed": 12345678901234567890}']]) {
      const r = await post(url, body);
      expect(r.violations).toEqual([]);
      expect(r.body.error).toEqual({ code: 'invalid-request', message: `POST ${url}: body/seed must be <= ${Number.MAX_SAFE_INTEGER}` });
    }
  });

  it('a body of another type on a route that reads one is a 415 naming the type', async () => {
    const r = await s.app.inject({ method: 'DELETE', url: '/sessions/abc', payload: '<x/>', headers: { 'content-type': 'text/xml' } });
    expect(r.statusCode).toBe(415);
    expect(r.json().error).toEqual({ code: 'unsupported-media-type', message: 'DELETE /sessions/{id}: a body of type "text/xml" is not accepted; send application/json, or no body' });
  });

  it('a query string on a POST or DELETE is refused, naming it, not dropped: a field there would do nothing', async () => {
    const r = await post('/execute?mode=quantitative', '{"network": "(get-kitchen ?k)"}');
    expect(r.status).toBe(400);
    expect(r.violations).toEqual([]);
    expect(r.body.error).toEqual({ code: 'invalid-request', message: 'POST /execute takes no query parameters, not "mode": its fields go in the JSON body' });
    const gone = await s.call('DELETE', '/sessions/abc?force=1');
    expect(gone.body.error).toEqual({ code: 'invalid-request', message: 'DELETE /sessions/{id} takes no query parameters, not "force"' });
    // without one the same requests are answered
    expect((await post('/execute', '{"network": "(get-kitchen ?k)"}')).body.status).toBe('ok');
    expect((await s.call('DELETE', '/sessions/abc')).body.error.code).toBe('unknown-session');
  });

  it('a route that needs a body says so when none came; JSON that is no object is said to be one', async () => {
    const none = await post('/execute', '');
    expect(none.violations).toEqual([]);
    expect(none.body.error).toEqual({ code: 'invalid-request', message: 'POST /execute: the request has no body; this route takes a JSON object' });
    const list = await post('/execute', '[{"network": "(get-kitchen ?k)"}]');
    expect(list.body.error).toEqual({ code: 'invalid-request', message: 'POST /execute: body must be object' });
  });

  it('a query parameter given twice is said to be given twice, not to be of the wrong type', async () => {
    const r = await s.call('GET', '/sessions?limit=5&limit=6');
    expect(r.violations).toEqual([]);
    expect(r.body.error).toEqual({ code: 'invalid-request', message: 'GET /sessions: querystring/limit is given more than once (give it once)' });
  });

  it('a path with no route says which route was meant (without its trailing slash); a method the path does not take is a 405 naming those it takes', async () => {
    const slash = await s.call('GET', '/health/');
    expect(slash.body.error).toEqual({ code: 'no-such-route', message: 'no route GET /health/ (without the trailing slash: GET /health) (see GET /openapi.json)' });
    const put = await s.app.inject({ method: 'PUT', url: '/health' });
    expect([put.statusCode, put.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect(put.json().error).toEqual({ code: 'method-not-allowed', message: 'PUT /health: this path takes GET, HEAD, not PUT (see GET /openapi.json)' });
    const get = await s.call('GET', '/sessions/abc');
    expect(get.body.error).toEqual({ code: 'method-not-allowed', message: 'GET /sessions/abc: this path takes DELETE, not GET (see GET /openapi.json)' });
    const none = await s.call('GET', '/kitchen');
    expect(none.body.error.message).toBe('no route GET /kitchen (see GET /openapi.json)');
  });
});
