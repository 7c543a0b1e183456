// session.check(line) against execution, for random networks: before each line, check says the
// line is admissible exactly when executing it in a fork runs it without binding a failed object,
// stopping the simulation or binding nothing; a line that runs and fails or stops fails first on
// the code its diagnostic gives. Broken networks (valid ones with a link cut, a line dropped or
// an argument changed) and random lines of the whole vocabulary.
import { describe, expect, it } from 'vitest';
import { openSession } from '../../src/session/index.ts';
import { brokenNetworkArbitrary, fc, kitchenFacts, networkText, randomNetworkArbitrary } from '../../src/testing/index.ts';
import { checkAgainstExecution } from '../support/check-outcome.ts';
import { simulator } from '../support/simulate.ts';

const sim = simulator();
const facts = kitchenFacts(sim);
const settings = { numRuns: 40, seed: 20261127, endOnFailure: true };

/** Every line of the network where check and execution disagree. */
const disagreements = (text: string) => checkAgainstExecution(openSession(), text).disagree;

describe('check(line) predicts execution (property)', () => {
  it('for every line of broken networks', () => {
    fc.assert(
      fc.property(brokenNetworkArbitrary(facts, { maxSteps: 10 }), (n) => {
        expect(disagreements(n.text)).toEqual([]);
      }),
      settings,
    );
  }, 300_000);

  it('for every line of random networks', () => {
    fc.assert(
      fc.property(randomNetworkArbitrary(facts, { maxLines: 8, variables: 6 }), (n) => {
        expect(disagreements(networkText(n))).toEqual([]);
      }),
      settings,
    );
  }, 300_000);
});
