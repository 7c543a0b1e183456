// Every output a step computes has its slot's declared type, or is a failed object.
import { describe, expect, it } from 'vitest';
import { Entity } from '../../src/kitchen/entity.ts';
import {
  anyActionCaseArbitrary,
  brokenNetworkArbitrary,
  fc,
  kitchenFacts,
  kitchenSetupArbitrary,
  randomNetworkArbitrary,
  runNetwork,
  stepViews,
  typeViolations,
  validNetworkArbitrary,
} from '../../src/testing/index.ts';
import { simulator } from '../support/simulate.ts';

const sim = simulator();
const facts = kitchenFacts(sim);

describe('declared output types (property)', () => {
  it('hold for every step of valid networks in any kitchen', () => {
    let outputs = 0;
    fc.assert(
      fc.property(validNetworkArbitrary(facts, { maxSteps: 14 }), kitchenSetupArbitrary(facts), (n, kitchen) => {
        const run = runNetwork(sim, n, { kitchen });
        expect(typeViolations(run)).toEqual([]);
        outputs += stepViews(run).length;
      }),
      { numRuns: 50, seed: 31337 },
    );
    expect(outputs).toBeGreaterThan(100);
  });

  it('hold for every action of the inventory called on a valid network', () => {
    const cases = anyActionCaseArbitrary(sim, { maxPrefixSteps: 5 });
    fc.assert(
      fc.property(cases, (c) => {
        expect(typeViolations(runNetwork(sim, c.network, { kitchen: c.kitchen }))).toEqual([]);
      }),
      { numRuns: 120, seed: 31338 },
    );
  });

  it('hold for whatever runs of broken and random networks', () => {
    const texts = fc.oneof(brokenNetworkArbitrary(facts).map((b) => b.text), randomNetworkArbitrary(facts, { getKitchen: true }));
    fc.assert(
      fc.property(texts, (t) => {
        expect(typeViolations(runNetwork(sim, t))).toEqual([]);
      }),
      { numRuns: 150, seed: 31339 },
    );
  });

  it('is checked for real: an output of another type is reported', () => {
    const run = runNetwork(sim, '(get-kitchen ?k)\n(fetch ?w ?k1 ?k whisk 1)');
    const whisk = run.program!.variables.findIndex((v) => v.name === '?W');
    run.execution!.values[whisk] = run.execution!.values[0] as Entity; // the kitchen state: a kitchen-entity
    expect(typeViolations(run)).toEqual([]);
    run.execution!.values[whisk] = 'a string';
    expect(typeViolations(run)).toEqual(['network.solution:2: fetch: thing-fetched holds "a string", not a kitchen-entity or a failed object']);
  });
});
