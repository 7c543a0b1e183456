// Renaming variables and permuting lines never change what a network does: status, execution
// time, the executed steps and the structure of every bound value stay the same.
import { describe, expect, it } from 'vitest';
import {
  brokenNetworkArbitrary,
  fc,
  kitchenFacts,
  networkOfPredicates,
  permutationArbitrary,
  randomNetworkArbitrary,
  renamingArbitrary,
  runFingerprint,
  runNetwork,
  validNetworkArbitrary,
  type Network,
  type Renaming,
} from '../../src/testing/index.ts';
import { simulator } from '../support/simulate.ts';

const sim = simulator();
const facts = kitchenFacts(sim);
const settings = { numRuns: 40, seed: 424242 };

/** The fingerprint of the renamed run, its variables listed under their original names. */
function renamedBack(r: Renaming) {
  const back = new Map([...r.back].map(([to, from]) => [to.toUpperCase(), from.toUpperCase()]));
  return runFingerprint(runNetwork(sim, r.network), { rename: (name) => back.get(name) ?? `unknown ${name}` });
}

const renamings = (networks: fc.Arbitrary<Network>) => networks.chain((n) => renamingArbitrary(n));

describe('renaming variables (property)', () => {
  it('changes nothing in the run of a valid network', () => {
    fc.assert(
      fc.property(renamings(validNetworkArbitrary(facts, { maxSteps: 12 })), (r) => {
        const run = runNetwork(sim, r.original);
        expect(run.status, run.messages.join('\n')).toBe('ok');
        const original = runFingerprint(run);
        expect(renamedBack(r)).toEqual(original);
      }),
      settings,
    );
  });

  it('changes nothing in the run of a broken or random network either', () => {
    const networks = fc.oneof(
      brokenNetworkArbitrary(facts, { kinds: ['drop-line', 'break-link', 'relink', 'swap-arguments', 'wrong-constant', 'repeat-line'] }).map((b) => {
        // back to data: the broken text parsed again (mutations of this kind keep every line readable)
        const parsed = runNetwork(sim, b.text).program;
        return parsed ? { lines: networkOfPredicates(parsed.expressions.map((e) => e.predicate)) } : b.base;
      }),
      randomNetworkArbitrary(facts, { maxLines: 8 }),
    );
    fc.assert(
      fc.property(renamings(networks), (r) => {
        const original = runFingerprint(runNetwork(sim, r.original));
        const renamed = renamedBack(r);
        expect(renamed.status).toBe(original.status);
        expect(renamed.executionTime).toBe(original.executionTime);
        expect(renamed).toEqual(original);
      }),
      settings,
    );
  });
});

describe('permuting lines (property)', () => {
  it('changes nothing in the run of a valid network: the kitchen-state chain orders execution', () => {
    const permuted = validNetworkArbitrary(facts, { maxSteps: 12 }).chain((n) => permutationArbitrary(n));
    fc.assert(
      fc.property(permuted, (p) => {
        const original = runNetwork(sim, p.original);
        const shuffled = runNetwork(sim, p.network);
        expect(original.status, original.messages.join('\n')).toBe('ok');
        expect(runFingerprint(shuffled)).toEqual(runFingerprint(original));
        // the same actions ran in the same order, from their new lines
        expect(shuffled.timeline.map((t) => p.order[t.line - 1])).toEqual(original.timeline.map((t) => t.line - 1));
      }),
      settings,
    );
  });
});
