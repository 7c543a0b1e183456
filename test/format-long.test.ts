// Very long networks, as a generator can emit them: read in bounded time, and refused by the
// engine's bound (E_NETWORK_TOO_LARGE) by every entry point, smatch scoring included.
import { describe, expect, it } from 'vitest';
import { evaluateRecipe, GoldStandards, METRIC_NAMES, parseSolutionText, Simulator } from '../src/index.ts';
import { MAX_PREDICATES } from '../src/engine/program.ts';
import { scoreView } from '../src/view/score.ts';
import { BENCHMARK } from './support/simulate.ts';

/** `#afghan-biscuits` with get-kitchen and `fetches` chained fetch lines. */
function longNetwork(fetches: number): string {
  const lines = ['#afghan-biscuits', '(get-kitchen ?kitchen)'];
  for (let i = 1; i <= fetches; i++) lines.push(`(fetch ?tray-${i} ?ks-${i} ${i === 1 ? '?kitchen' : `?ks-${i - 1}`} baking-tray 1)`);
  return lines.join('\n');
}

describe('a network of 100 000 lines', () => {
  const parsed = parseSolutionText(longNetwork(100_000), 'long.solution');

  it('is read whole', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.recipes[0].predicates).toHaveLength(100_001);
  });

  it.skipIf(!BENCHMARK)('is refused with the bound named when scored with every metric, smatch included', () => {
    const sim = new Simulator();
    const row = evaluateRecipe(sim, new GoldStandards(sim, BENCHMARK!), parsed.recipes[0], 'long.solution', METRIC_NAMES);
    expect(row.status).toBe('error');
    expect(row.smatch ?? null).toBeNull();
    expect(row.diagnostics?.map((d) => [d.code, d.line, d.column])).toEqual([['E_NETWORK_TOO_LARGE', 1, 1]]);
    expect(row.messages.join('\n')).toContain(`at most ${MAX_PREDICATES} per recipe`);
  });

  it.skipIf(!BENCHMARK)('gets a view of its score without a Smatch comparison', () => {
    const sim = new Simulator();
    const run = sim.run(parsed.recipes[0], 'long.solution');
    const view = scoreView(sim, new GoldStandards(sim, BENCHMARK!), parsed.recipes[0], 'long.solution', run);
    expect(view?.status).toBe('error');
    expect(view?.smatchDetail).toBeNull();
  });
});
