// planAsync and repairAsync: the same answers as plan() and repair() when nothing stops them, and
// the best found so far, `stopped: "interrupted"`, once their AbortSignal aborts mid-search.
import { describe, expect, it } from 'vitest';
import { plan, planAsync } from '../src/plan/index.ts';
import { repair, repairAsync } from '../src/repair/index.ts';
import { BENCHMARK } from './support/simulate.ts';

const broken = '#my-recipe\n(get-kitchen ?kitchen)\n(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)\n(beat ?beaten ?ks-2 ?ks-broken ?butter ?whisk)\n';

describe('repairAsync', () => {
  it('answers as repair() when its signal never aborts', async () => {
    expect(await repairAsync(broken, { seed: 3, signal: new AbortController().signal })).toEqual(repair(broken, { seed: 3 }));
    expect(await repairAsync(broken)).toEqual(repair(broken));
  });

  it('stops before the first network with an aborted signal: the input kept, unrepaired, interrupted', async () => {
    const r = await repairAsync(broken, { signal: AbortSignal.abort() });
    expect(r).toMatchObject({ repaired: false, nodes: 0, stopped: 'interrupted', edits: [], network: broken, before: { status: 'unexecutable' } });
  });

  it('refuses a network it cannot read as repair() does', async () => {
    await expect(repairAsync('(get-kitchen ?kitchen', { signal: AbortSignal.abort() })).rejects.toThrow(/network\.solution:1:/);
  });
});

describe.skipIf(!BENCHMARK)('planAsync', () => {
  it('answers as plan() when its signal never aborts', async () => {
    const options = { benchmark: BENCHMARK!, maxNodes: 6, timing: false } as const;
    expect(await planAsync('almond-crescent-cookies', { ...options, signal: new AbortController().signal })).toEqual(plan('almond-crescent-cookies', options));
  });

  it('stops mid-search when its signal aborts, with the best partial network and the nodes it expanded', async () => {
    const controller = new AbortController();
    // aborted from a timer: only a search that lets the event loop in can see it
    setTimeout(() => controller.abort(), 400);
    const r = await planAsync('black-bean-salad-3', { benchmark: BENCHMARK!, goal: 'text', maxNodes: 100_000, budgetSeconds: 600, signal: controller.signal });
    expect(r.search.stopped).toBe('interrupted');
    expect(r.search.nodes).toBeGreaterThan(0);
    expect(r.search.nodes).toBeLessThan(100_000);
    expect(r.network.startsWith('#black-bean-salad-3\n(get-kitchen ?kitchen)\n')).toBe(true);
    expect(r.lines).toBe(r.network.trim().split('\n').length - 1);
  });

  it('skips the dish phase once interrupted (visible goal)', async () => {
    const r = await planAsync('black-bean-salad-3', { benchmark: BENCHMARK!, signal: AbortSignal.abort(), timing: false });
    expect(r.search).toMatchObject({ nodes: 0, executions: 0, stopped: 'interrupted' });
    expect(r.network).toBe('#black-bean-salad-3\n(get-kitchen ?kitchen)\n');
  });
});
