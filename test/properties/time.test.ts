// Simulated time never goes backwards along the kitchen-state chain: each step starts no earlier
// than its input kitchen time and ends no earlier than it starts, output kitchen times and output
// availabilities are never before the input kitchen time.
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/numbers/num.ts';
import {
  anyActionCaseArbitrary,
  fc,
  kitchenFacts,
  kitchenSetupArbitrary,
  randomNetworkArbitrary,
  runNetwork,
  stepViews,
  timeViolations,
  validNetworkArbitrary,
} from '../../src/testing/index.ts';
import { simulator } from '../support/simulate.ts';

const sim = simulator();
const facts = kitchenFacts(sim);

describe('simulation time (property)', () => {
  it('never goes backwards in valid networks, in any kitchen', () => {
    fc.assert(
      fc.property(validNetworkArbitrary(facts, { maxSteps: 14 }), kitchenSetupArbitrary(facts), (n, kitchen) => {
        const run = runNetwork(sim, n, { kitchen });
        expect(timeViolations(run)).toEqual([]);
        // the chain's kitchen times never decrease, and the execution time is the latest availability
        const times = stepViews(run).map((s) => s.kitchenOut?.s['kitchen-time'] as never);
        for (let i = 1; i < times.length; i++) if (times[i - 1] !== undefined) expect(compare(times[i], times[i - 1])).toBeGreaterThanOrEqual(0);
        if (run.status === 'ok') for (const s of stepViews(run)) expect(compare(run.executionTime!, s.step.end)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 50, seed: 9001 },
    );
  });

  it('never goes backwards when any action of the inventory is called on a valid network', () => {
    const cases = anyActionCaseArbitrary(sim, { maxPrefixSteps: 5 });
    fc.assert(
      fc.property(cases, (c) => {
        expect(timeViolations(runNetwork(sim, c.network, { kitchen: c.kitchen }))).toEqual([]);
      }),
      { numRuns: 120, seed: 9002 },
    );
  });

  it('never goes backwards in whatever part of a random network runs', () => {
    fc.assert(
      fc.property(randomNetworkArbitrary(facts, { getKitchen: true }), (n) => {
        expect(timeViolations(runNetwork(sim, n))).toEqual([]);
      }),
      { numRuns: 150, seed: 9003 },
    );
  });

  it('is checked for real: a step that ends before it starts is reported', () => {
    const run = runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?b ?k1 ?k ?t butter 100 g)');
    const step = run.execution!.steps[1];
    run.execution!.steps[1] = { ...step, end: -1 };
    expect(timeViolations(run)).toEqual(['network.solution:2: fetch-and-proportion ends at -1, before it starts at 0']);
  });
});
