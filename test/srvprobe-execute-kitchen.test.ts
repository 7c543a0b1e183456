// POST /execute and POST /evaluate in a kitchen of the request's choosing, with the checks of
// POST /sessions: a derived task's kitchen made from its name, an unknown name refused with the
// closest names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK, gold, testServer } from './server/support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;
const DERIVED = 'full-kitchen+1-baking-tray';
/** Two baking trays at once: the default kitchen has one, the derived kitchen one more. */
const NETWORK = '(fetch ?trays ?ks ?kitchen baking-tray 2)';

describe('a kitchen for POST /execute and POST /evaluate', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1 } });
  }, 60_000);
  afterAll(() => s?.close());

  it('POST /execute in a derived kitchen runs as a session opened in it does, not as in the default kitchen', async () => {
    const there = await s.call('POST', '/execute', { network: NETWORK, kitchen: DERIVED });
    expect(there.violations).toEqual([]);
    expect(there.status, JSON.stringify(there.body)).toBe(200);
    const opened = (await s.call('POST', '/sessions', { kitchen: DERIVED })).body.session as string;
    const step = await s.call('POST', `/sessions/${opened}/execute`, { network: NETWORK });
    expect(step.body.accepted).toBe(true);
    expect(there.body.bindings).toEqual((await s.call('GET', `/sessions/${opened}/bindings`)).body);
    expect(there.body.bindings['?trays'].value.kind).toBe('entity');
    const plain = await s.call('POST', '/execute', { network: NETWORK });
    expect(plain.body.bindings['?trays'].value.kind).toBe('failed');
    // naming the default kitchen is the same as naming none
    expect((await s.call('POST', '/execute', { network: NETWORK, kitchen: 'full-kitchen' })).body).toEqual(plain.body);
  }, 60_000);

  it('an unknown kitchen is a 400 invalid-input naming the route and the closest name, as POST /sessions says it', async () => {
    for (const route of ['/execute', '/sessions'] as const) {
      const r = await s.call('POST', route, { ...(route === '/execute' ? { network: NETWORK } : {}), kitchen: 'full-kitchn' });
      expect([r.status, r.body.error?.code, r.violations], route).toEqual([400, 'invalid-input', []]);
      expect(r.body.error.message).toMatch(new RegExp(`^POST ${route}: kitchen: unknown kitchen "full-kitchn".*did you mean "?full-kitchen"?`));
    }
    const derived = await s.call('POST', '/execute', { network: NETWORK, kitchen: 'full-kitchen+5-baking-tray' });
    expect([derived.status, derived.body.error?.code]).toEqual([400, 'invalid-input']);
    expect(derived.body.error.message).toMatch(/^POST \/execute: kitchen: unknown kitchen "full-kitchen\+5-baking-tray": no derived task adds 5 tools/);
    const malformed = await s.call('POST', '/execute', { network: NETWORK, kitchen: 'Full Kitchen' });
    expect([malformed.status, malformed.body.error?.code]).toEqual([400, 'invalid-request']);
    expect(malformed.body.error.message).toMatch(/^POST \/execute: .*kitchen/);
  }, 60_000);

  it.skipIf(!BENCHMARK)('POST /evaluate takes a kitchen too: known ones score, an unknown one is refused', async () => {
    const solution = gold('almond-crescent-cookies');
    const plain = await s.call('POST', '/evaluate', { solution });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect((await s.call('POST', '/evaluate', { solution, kitchen: 'full-kitchen' })).body).toEqual(plain.body);
    const derived = await s.call('POST', '/evaluate', { solution, kitchen: DERIVED });
    expect([derived.status, derived.violations], JSON.stringify(derived.body)).toEqual([200, []]);
    expect(derived.body.map((row: { recipe?: string }) => row.recipe)).toEqual(plain.body.map((row: { recipe?: string }) => row.recipe));
    const bad = await s.call('POST', '/evaluate', { solution, kitchen: 'ful-kitchen' });
    expect([bad.status, bad.body.error?.code]).toEqual([400, 'invalid-input']);
    expect(bad.body.error.message).toMatch(/^POST \/evaluate: kitchen: unknown kitchen "ful-kitchen".*did you mean/);
  }, 120_000);
});
