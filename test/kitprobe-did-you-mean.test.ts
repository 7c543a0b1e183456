// A misspelt name given to the testing kit (an option, a property, a constraint, an action, a
// mutation kind) is refused with the closest names it takes, as every other name in the project
// is; the kit listed what it knows and left the reader to find the typo in it.
import { describe, expect, it } from 'vitest';
import { actionCallArbitrary, brokenNetworkArbitrary, checkActionProperties, kitchenFacts, quantityArbitrary, runFingerprint, runNetwork, validNetworkArbitrary } from '../src/testing/index.ts';
import { glaze } from './support/glaze-rule.ts';
import { simulatorWithRule } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';

const sim = simulatorWithRule('glaze.pl', glaze());
const facts = kitchenFacts(sim);
const reported = (options: object) => {
  const r = checkActionProperties(sim, 'glaze', options as never);
  return r.ok ? 'ok' : `${r.property}: ${r.message}`;
};

describe('the testing kit names the closest of what it takes', () => {
  it('checkActionProperties: a misspelt option or property', () => {
    expect(reported({ numRun: 3, seed: 1 })).toMatch(/^options: glaze: unknown option "numRun" \(known: numRuns, .*\) \(did you mean numRuns\?\)$/);
    expect(reported({ usesTool: true, numRuns: 3, seed: 1 })).toMatch(/\(did you mean usesTools\?\)$/);
    expect(reported({ numRun: 3, sed: 1 })).toMatch(/^options: glaze: unknown options "numRun", "sed" \(known: .*\) \(did you mean numRuns for "numRun", seed for "sed"\?\)$/);
    expect(reported({ properties: ['time-foward'], numRuns: 3, seed: 1 })).toMatch(/^options: glaze: unknown property "time-foward" \(known: .*tools-used\) \(did you mean time-forward\?\)$/);
    // nothing close: the list alone
    expect(reported({ zzzzzzzz: 1 })).toMatch(/^options: glaze: unknown option "zzzzzzzz" \(known: [^()]*\)$/);
  });

  it('checkActionProperties and actionCallArbitrary: a misspelt action', () => {
    expect(checkActionProperties(sim, 'glaz', { numRuns: 3, seed: 1 })).toMatchObject({ ok: false, property: 'options', message: expect.stringMatching(/^checkActionProperties: unknown action glaz \(did you mean glaze\?\) \(known: /) });
    expect(refusal(() => actionCallArbitrary(facts, 'mixx', { kitchenState: '?k', variables: [] }))).toMatch(/^actionCallArbitrary: action: unknown action mixx \(did you mean mix\?\) \(known: /);
  });

  it('the generators and runFingerprint: a misspelt constraint, action or kind', () => {
    expect(refusal(() => validNetworkArbitrary(facts, { maxStep: 3 } as never))).toMatch(/^validNetworkArbitrary: unknown constraint "maxStep" \(known: .*\) \(did you mean maxSteps\?\)$/);
    expect(refusal(() => quantityArbitrary({ mn: 1 } as never))).toBe('quantityArbitrary: unknown constraint "mn" (known: min, max, maxDenominator) (did you mean min?)');
    expect(refusal(() => runFingerprint(runNetwork(sim, '(get-kitchen ?k)'), { idz: true } as never))).toBe('runFingerprint: unknown option "idz" (known: ids, values, rename) (did you mean ids?)');
    expect(refusal(() => validNetworkArbitrary(facts, { actions: ['fetch-and-proportio' as never] }))).toMatch(/^validNetworkArbitrary: it cannot call "fetch-and-proportio" \(did you mean fetch-and-proportion\?\): /);
    expect(refusal(() => brokenNetworkArbitrary(facts, { kinds: ['drop-lin' as never] }))).toMatch(/^brokenNetworkArbitrary: kinds must be a non-empty list of .*, got \["drop-lin"\] \(did you mean drop-line\?\)$/);
  });
});
