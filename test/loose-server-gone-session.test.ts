// An unknown session on a server keeping sessions in its memory says they go with a restart; the
// 414 the router gives an over-long path parameter is listed on every operation that takes one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './server/support.ts';

interface Operation {
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

describe('HTTP API: a session that is not there', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer();
  }, 120_000);
  afterAll(() => s?.close());

  it('unknown-session names a restart without --store, once', async () => {
    const r = await s.call('GET', '/sessions/nope/snapshot');
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('unknown-session');
    expect(r.body.error.message.match(/restart/g)).toHaveLength(1);
    expect(r.body.error.message).toContain('gone with a restart of the server: without --store sessions live in its memory only');
  });

  it('every operation with a path parameter lists the 414 it may give, in the error form', async () => {
    const paths = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json().paths as Record<string, Record<string, Operation>>;
    const withParam = Object.entries(paths).filter(([path]) => path.includes('{'));
    expect(withParam.map(([p]) => p)).toContain('/sessions/{id}/execute');
    for (const [path, ops] of withParam)
      for (const [method, op] of Object.entries(ops)) {
        expect(op.responses['414']?.description, `${method} ${path}`).toMatch(/path parameter longer than 200 characters/);
        expect(op.responses['414'].content, `${method} ${path}`).toEqual(op.responses['400'].content);
      }
    for (const [path, ops] of Object.entries(paths).filter(([p]) => !p.includes('{'))) for (const op of Object.values(ops)) expect(op.responses['414'], path).toBeUndefined();
    const long = await s.app.inject({ method: 'GET', url: `/sessions/${'x'.repeat(201)}/snapshot` });
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe('uri-too-long');
  });
});
