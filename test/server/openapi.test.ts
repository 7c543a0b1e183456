// GET /openapi.json against what the routes do: which bodies may be left out, the media type of
// each answer, and the statuses a session call may give.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK, testServer } from './support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;
interface Operation {
  requestBody?: { required?: boolean };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

describe.skipIf(!BENCHMARK)('HTTP API: the OpenAPI document says what the routes do', () => {
  let s: Server;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    s = await testServer({ benchmark: BENCHMARK ?? undefined });
    paths = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json().paths;
  });
  afterAll(() => s.close());

  const answer = (method: 'GET' | 'POST', url: string, payload?: string) =>
    s.app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: method === 'POST' ? { 'content-type': 'application/json' } : {} });

  it('a body that may be left out is not required, and the route answers without one', async () => {
    expect(paths['/sessions'].post.requestBody?.required).toBe(false);
    expect(paths['/envs'].post.requestBody?.required).toBe(false);
    expect(paths['/envs/{id}/reset'].post.requestBody?.required).toBe(false);
    for (const [path, method] of [['/execute', 'post'], ['/sessions/{id}/execute', 'post'], ['/envs/{id}/step', 'post'], ['/sessions/restore', 'post']])
      expect(paths[path][method].requestBody?.required, `${method} ${path}`).toBe(true);
    const session = await answer('POST', '/sessions');
    expect(session.statusCode, session.body).toBe(200);
    const env = await answer('POST', '/envs');
    expect(env.statusCode, env.body).toBe(200);
    const reset = await answer('POST', `/envs/${env.json().env}/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
  }, 60_000);

  it("each 200 answer has the media type the document gives it: a session's page HTML, the metrics text", async () => {
    const session = (await answer('POST', '/sessions')).json().session as string;
    await answer('POST', `/sessions/${session}/execute`, JSON.stringify({ network: '(fetch ?tray ?ks ?kitchen baking-tray 1)' }));
    const urls: Record<string, string> = { '/health': '/health', '/metrics': '/metrics', '/actions': '/actions', '/sessions/{id}/view': `/sessions/${session}/view`, '/sessions/{id}/network': `/sessions/${session}/network` };
    for (const [path, url] of Object.entries(urls)) {
      const documented = Object.keys(paths[path].get.responses['200'].content ?? {});
      const r = await answer('GET', url);
      expect(r.statusCode, `GET ${url}`).toBe(200);
      expect(documented, `GET ${path}`).toHaveLength(1);
      expect(String(r.headers['content-type']).split(';')[0], `GET ${path}`).toBe(documented[0]);
    }
    // errors stay JSON whatever the answer's type
    const gone = await answer('GET', '/sessions/no-such-session/view');
    expect([gone.statusCode, String(gone.headers['content-type']).split(';')[0]]).toEqual([404, 'application/json']);
    expect(Object.keys(paths['/sessions/{id}/view'].get.responses['404'].content ?? {})).toEqual(['application/json']);
   }, 60_000);

  it('the session calls a shared store may find changed list their 409 session-conflict', () => {
    for (const [path, method] of [['/sessions/{id}/execute', 'post'], ['/sessions/{id}/undo', 'post'], ['/envs/{id}/step', 'post'], ['/envs/{id}/reset', 'post']])
      expect(Object.keys(paths[path][method].responses), `${method} ${path}`).toContain('409');
  });
});
