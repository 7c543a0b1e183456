// Steps that continue from the session's execution give exactly what whole runs give, for
// generated networks replayed line by line and a few lines per call: after every call the
// session's answers equal a fresh session's restored from its snapshot, and each step equals
// the step of a session that runs the whole network at every call. Valid networks, broken ones
// (a link cut, a line dropped, an argument changed) and random lines of the whole vocabulary.
import { describe, expect, it } from 'vitest';
import { brokenNetworkArbitrary, fc, kitchenFacts, networkText, randomNetworkArbitrary, validNetworkArbitrary } from '../../src/testing/index.ts';
import { callsOf, linesOf, replayAgainstWholeRuns } from '../support/session-replay.ts';
import { simulator } from '../support/simulate.ts';

const facts = kitchenFacts(simulator());
const settings = { numRuns: 100, seed: 20261127, endOnFailure: true };
/** Lines per call: one each, or a few (cycled). */
const sizes = fc.oneof(fc.constant([1]), fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }));

const disagreements = (text: string, per: number[]) => replayAgainstWholeRuns(callsOf(linesOf(text), per)).disagree;

describe('session steps continue from the state (property)', () => {
  it('for valid networks', () => {
    fc.assert(
      fc.property(validNetworkArbitrary(facts, { maxSteps: 12 }), sizes, (n, per) => {
        expect(disagreements(networkText(n), per)).toEqual([]);
      }),
      settings,
    );
  }, 300_000);

  it('for broken networks', () => {
    fc.assert(
      fc.property(brokenNetworkArbitrary(facts, { maxSteps: 10 }), sizes, (n, per) => {
        expect(disagreements(n.text, per)).toEqual([]);
      }),
      settings,
    );
  }, 300_000);

  it('for random networks', () => {
    fc.assert(
      fc.property(randomNetworkArbitrary(facts, { maxLines: 10, variables: 6 }), sizes, (n, per) => {
        expect(disagreements(networkText(n), per)).toEqual([]);
      }),
      settings,
    );
  }, 300_000);
});
