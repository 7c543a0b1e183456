// Execution is deterministic: the same network in the same kitchen gives the same run, down to
// entity ids, whatever ran before it on the simulator.
import { describe, expect, it } from 'vitest';
import {
  brokenNetworkArbitrary,
  fc,
  kitchenFacts,
  kitchenSetupArbitrary,
  randomNetworkArbitrary,
  runFingerprint,
  runNetwork,
  standardKitchen,
  validNetworkArbitrary,
  networkText,
} from '../../src/testing/index.ts';
import { simulator } from '../support/simulate.ts';

const sim = simulator();
const facts = kitchenFacts(sim);
const settings = { numRuns: 40, seed: 777 };

const texts = fc.oneof(
  validNetworkArbitrary(facts, { maxSteps: 12 }).map(networkText),
  brokenNetworkArbitrary(facts).map((b) => b.text),
  randomNetworkArbitrary(facts).map(networkText),
);

describe('determinism (property)', () => {
  it('running a network twice gives the same run, ids included', () => {
    fc.assert(
      fc.property(texts, kitchenSetupArbitrary(facts), (text, kitchen) => {
        const first = runFingerprint(runNetwork(sim, text, { kitchen }), { ids: true });
        const second = runFingerprint(runNetwork(sim, text, { kitchen }), { ids: true });
        expect(second).toEqual(first);
      }),
      settings,
    );
  });

  it('what ran before does not change a run', () => {
    fc.assert(
      fc.property(texts, texts, (text, other) => {
        const alone = runFingerprint(runNetwork(sim, text, { kitchen: standardKitchen(facts) }));
        runNetwork(sim, other);
        expect(runFingerprint(runNetwork(sim, text))).toEqual(alone);
      }),
      settings,
    );
  });

  it('the standard kitchen built anew runs like the simulator\'s own', () => {
    fc.assert(
      fc.property(validNetworkArbitrary(facts, { maxSteps: 8 }), (n) => {
        expect(runFingerprint(runNetwork(sim, n, { kitchen: standardKitchen(facts) }))).toEqual(runFingerprint(runNetwork(sim, n)));
      }),
      { numRuns: 20, seed: 778 },
    );
  });
});
