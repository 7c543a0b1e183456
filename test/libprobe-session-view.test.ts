// The page of a session served over HTTP is titled with the recipe id of the session's network
// (its `#id` line), as a page of the same network written by `irl-kitchen view` is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './server/support.ts';

describe('GET /sessions/{id}/view', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  const page = async (network: string) => {
    const opened = await s.call('POST', '/sessions');
    const id = opened.body.session as string;
    const run = await s.call('POST', `/sessions/${id}/execute`, { network });
    expect(run).toMatchObject({ status: 200, body: { accepted: true } });
    const r = await s.app.inject({ method: 'GET', url: `/sessions/${id}/view` });
    expect(r.statusCode).toBe(200);
    return r.body;
  };

  it('names the recipe of a network that starts with a #id line', async () => {
    const html = await page('#my-bowl\n(get-kitchen ?k)');
    expect(html).toContain('<h1>#<bdi>my-bowl</bdi>');
    expect(html).toMatch(/<title>my-bowl · /);
  });

  it('says "network" for one without', async () => {
    const html = await page('(get-kitchen ?k)');
    expect(html).toContain('<h1>network</h1>');
  });
});
