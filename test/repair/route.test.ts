// POST /repair on a real server on 127.0.0.1: the answer checked against the route's schema, the
// same result as the library's, and JSON errors for bad requests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repair } from '../../src/repair/index.ts';
import { liveServer } from '../server/live.ts';
import { BENCHMARK, VARIANTS_DIR } from '../support/simulate.ts';

describe('HTTP API: POST /repair', () => {
  let server: Awaited<ReturnType<typeof liveServer>>;
  beforeAll(async () => {
    server = await liveServer({ limits: { requestMillis: 60_000 } });
  });
  afterAll(() => server?.close());

  it('answers the edits, the status before and after and the repaired network', async () => {
    const network = '#my-recipe\n(get-kitchen ?kitchen)\n(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)\n(beat ?beaten ?ks-2 ?ks-broken ?butter ?whisk)\n';
    const r = await server.call('POST', '/repair', { network, seed: 1 });
    expect(r.status).toBe(200);
    expect(r.violations).toEqual([]);
    expect(r.body).toMatchObject({ recipeId: 'my-recipe', repaired: true, before: { status: 'unexecutable' }, after: { status: 'ok' }, stopped: null });
    expect(r.body.edits.map((e: { kind: string; before: string; after: string }) => [e.kind, e.before, e.after])).toEqual([['relink', '?ks-broken', '?ks-1']]);
    expect(r.body.network).toBe(network.replace('?ks-broken', '?ks-1'));
  });

  it.skipIf(!BENCHMARK)('gives what the library gives for a corpus variant', async () => {
    const network = readFileSync(join(VARIANTS_DIR!, 'coconut-tuiles--drop-line-1.solution'), 'utf8');
    const r = await server.call('POST', '/repair', { network });
    expect(r.status).toBe(200);
    expect(r.violations).toEqual([]);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(repair(network, { file: 'network.solution', benchmark: BENCHMARK! }))));
  });

  it('refuses bad requests with a JSON error naming what is wrong', async () => {
    const unreadable = await server.call('POST', '/repair', { network: '(get-kitchen ?kitchen)\n(beat ?x ?ks-1 ?kitchen' });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error.code).toBe('invalid-input');
    expect(unreadable.body.error.message).toMatch(/^POST \/repair: request\.network:2:\d+: expected/);
    const missing = await server.call('POST', '/repair', { seed: 1 });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/network/);
    const badSeed = await server.call('POST', '/repair', { network: '(get-kitchen ?kitchen)\n', seed: -1 });
    expect(badSeed.status).toBe(400);
    expect(JSON.stringify(badSeed.body)).toMatch(/seed/);
  });
});
