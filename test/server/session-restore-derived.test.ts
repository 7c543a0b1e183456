// A snapshot of an environment's session on a derived task (docs/TASKS.md: its kitchen has more
// tools) restores as a plain session in that same kitchen: the snapshot names the kitchen, which
// the server makes again from its name. Names of that form that no derived task makes are refused
// saying what such a name is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK, testServer } from './support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;
const TASK = 'almond-crescent-cookies~tools.baking-tray.2';
const LINES = ['(fetch ?tray ?ks ?kitchen baking-tray 1)', '(fetch ?tray-2 ?ks-2 ?ks baking-tray 1)'];

describe.skipIf(!BENCHMARK)('POST /sessions/restore of a snapshot taken in a derived task\'s kitchen', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ benchmark: BENCHMARK ?? undefined, limits: { workers: 1 } });
  });
  afterAll(() => s.close());

  const cabinetTrays = (kitchen: { contents: { class: string; contents?: { class: string }[] }[] }) =>
    kitchen.contents.find((p) => p.class === 'kitchen-cabinet')!.contents!.filter((c) => c.class === 'baking-tray').length;

  it('restores in the same kitchen, with the same bindings; a fork of it too', async () => {
    const env = await s.call('POST', '/envs', { task: TASK });
    expect(env.status, JSON.stringify(env.body)).toBe(200);
    const id = env.body.env as string;
    for (const line of LINES) expect((await s.call('POST', `/envs/${id}/step`, { line })).body.info.accepted).toBe(true);
    const snapshot = (await s.call('GET', `/sessions/${id}/snapshot`)).body;
    expect(snapshot.options.kitchen).toBe('full-kitchen+2-baking-tray');
    const restored = await s.call('POST', '/sessions/restore', { snapshot });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.violations).toEqual([]);
    const copy = restored.body.session as string;
    expect((await s.call('GET', `/sessions/${copy}/bindings`)).body).toEqual((await s.call('GET', `/sessions/${id}/bindings`)).body);
    const kitchen = (await s.call('GET', `/sessions/${copy}/kitchen`)).body;
    expect(kitchen).toEqual((await s.call('GET', `/sessions/${id}/kitchen`)).body);
    const fork = (await s.call('POST', `/sessions/${copy}/fork`)).body.session as string;
    expect((await s.call('POST', `/sessions/${fork}/execute`, { network: '(fetch ?tray-3 ?ks-3 ?ks-2 baking-tray 1)' })).body.accepted).toBe(true);
  }, 120_000);

  it('a session may be opened in such a kitchen by name', async () => {
    const opened = await s.call('POST', '/sessions', { kitchen: 'full-kitchen+1-baking-tray' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const plain = (await s.call('POST', '/sessions', {})).body.session as string;
    const trays = async (id: string) => cabinetTrays((await s.call('GET', `/sessions/${id}/kitchen`)).body);
    expect(await trays(opened.body.session)).toBe((await trays(plain)) + 1);
    await s.call('DELETE', `/sessions/${plain}`);
  }, 60_000);

  it('a name of that form that no derived task makes: 400 invalid-input saying what such a name is', async () => {
    for (const [kitchen, why] of [
      ['full-kitchen+5-baking-tray', /no derived task adds 5 tools/],
      ['full-kitchen+1-no-such-tool', /the kitchen-cabinet of "full-kitchen" holds no no-such-tool/],
      ['other-kitchen+1-baking-tray', /no kitchen "other-kitchen"/],
    ] as const) {
      const snapshot = { format: 'irl-kitchen-session', version: 1, options: { kitchen }, lines: [], calls: [], recipeId: null };
      const r = await s.call('POST', '/sessions/restore', { snapshot });
      expect([r.status, r.body.error?.code], kitchen).toEqual([400, 'invalid-input']);
      expect(r.body.error.message).toMatch(why);
      expect(r.body.error.message).toMatch(/a derived task's kitchen is BASE\+N-TOOL/);
    }
    expect((await s.call('GET', '/sessions')).body.total).toBe(2 + 1 + 1); // the environment, the restored copy, its fork, the opened one
  }, 60_000);
});
