// The testing kit's generators as a test of a new action uses them: validNetworkArbitrary dropped a
// call whose amount lay beyond the stock (a tenth of one-call networks had no call at all, though
// minSteps was 1), and most generators took a misspelt constraint or option without a word.
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import {
  actionCallArbitrary,
  actionCaseArbitrary,
  amountArbitrary,
  anyActionCaseArbitrary,
  brokenNetworkArbitrary,
  checkableActions,
  fc,
  ingredientArbitrary,
  kitchenFacts,
  kitchenSetupArbitrary,
  mutatedTextArbitrary,
  runFingerprint,
  runNetwork,
  Simulator,
  validNetworkArbitrary,
} from '../src/testing/index.ts';

const sim = new Simulator();
const facts = kitchenFacts(sim);
const calls = (n: { lines: unknown[] }) => n.lines.length - 1;

describe('validNetworkArbitrary keeps to minSteps', () => {
  it('makes every call asked for, even when a choice asks for more than is stocked', () => {
    const one = fc.sample(validNetworkArbitrary(facts, { minSteps: 1, maxSteps: 1 }), { numRuns: 300, seed: 5 });
    expect(one.filter((n) => calls(n) !== 1)).toEqual([]);
    const long = fc.sample(validNetworkArbitrary(facts, { minSteps: 12, maxSteps: 12, actions: ['fetch-and-proportion'], exact: true }), { numRuns: 40, seed: 5 });
    expect(long.map(calls).filter((n) => n !== 12)).toEqual([]);
  });

  it('still makes networks that run with status ok and no failed step', () => {
    fc.assert(
      fc.property(validNetworkArbitrary(facts, { minSteps: 10, maxSteps: 14 }), (network) => {
        expect(calls(network)).toBeGreaterThanOrEqual(10);
        const run = runNetwork(sim, network);
        expect(run.status).toBe('ok');
        expect(run.timeline.filter((s) => s.failed)).toEqual([]);
      }),
      { numRuns: 25, seed: 11 },
    );
  });
});

describe('the generators refuse what they cannot take', () => {
  const refuses = (f: () => unknown, message: string) => {
    expect(f).toThrow(InputError);
    expect(f).toThrow(message);
  };

  it('names a misspelt constraint or option instead of ignoring it', () => {
    refuses(() => ingredientArbitrary(facts, { exactt: true } as never), 'ingredientArbitrary: unknown constraint "exactt" (known: exact, stockUnits, classes)');
    refuses(() => amountArbitrary(facts, { maxx: 3 } as never), 'amountArbitrary: unknown constraint "maxx"');
    refuses(() => kitchenSetupArbitrary(facts, { maxExtra: 1 } as never), 'kitchenSetupArbitrary: unknown constraint "maxExtra"');
    const context = { kitchenState: '?kitchen', variables: [] };
    refuses(() => actionCallArbitrary(facts, 'fetch', context, { aliasin: true } as never), 'actionCallArbitrary: unknown constraint "aliasin"');
    refuses(() => actionCaseArbitrary(sim, 'mix', { conserve: true } as never), 'actionCaseArbitrary: unknown option "conserve"');
    refuses(() => anyActionCaseArbitrary(sim, { numRun: 3 } as never), 'anyActionCaseArbitrary: unknown option "numRun"');
    refuses(() => runFingerprint(runNetwork(sim, '(get-kitchen ?k)'), { idz: true } as never), 'runFingerprint: unknown option "idz" (known: ids, values, rename)');
  });

  it('names bounds out of range, a text that is none and a first argument that is no simulator', () => {
    refuses(() => kitchenSetupArbitrary(facts, { maxExtras: -1 }), 'kitchenSetupArbitrary: maxExtras must be a whole number of at least 0, got -1');
    refuses(() => kitchenSetupArbitrary(facts, { removals: 'no' } as never), 'kitchenSetupArbitrary: removals must be true or false');
    refuses(() => brokenNetworkArbitrary(facts, { minMutations: 5, maxMutations: 2 }), 'brokenNetworkArbitrary: maxMutations must be a whole number of at least minMutations (5), got 2');
    refuses(() => brokenNetworkArbitrary(facts, { kinds: [] }), 'brokenNetworkArbitrary: kinds must be a non-empty list');
    refuses(() => mutatedTextArbitrary(42 as never), 'mutatedTextArbitrary: the text must be a string');
    refuses(() => mutatedTextArbitrary('(get-kitchen ?k)', 0), 'mutatedTextArbitrary: max must be a whole number of at least 1, got 0');
    refuses(() => ingredientArbitrary(facts, { classes: ['unicorn'] }), 'ingredientArbitrary: no stocked ingredient satisfies {"classes":["unicorn"]}');
    refuses(() => kitchenFacts(42 as never), 'kitchenFacts: the argument must be a Simulator');
    refuses(() => checkableActions({} as never), 'checkableActions: the first argument must be a Simulator');
    refuses(() => actionCaseArbitrary(sim, 'mix', { maxPrefixSteps: 0 }), 'actionCaseArbitrary: option maxPrefixSteps must be a whole number of at least 1, got 0');
  });

  it('still takes what they take', () => {
    expect(fc.sample(brokenNetworkArbitrary(facts, { minMutations: 4 }), { numRuns: 5, seed: 1 }).every((b) => b.mutations.length >= 4)).toBe(true);
    expect(fc.sample(amountArbitrary(facts, { exact: true, max: 2, stockUnits: ['g'] }), { numRuns: 20, seed: 1 }).every((a) => a.ingredient.unit === 'g')).toBe(true);
    expect(fc.sample(kitchenSetupArbitrary(facts, { maxExtras: 0, maxStockChanges: 0 }), { numRuns: 5, seed: 1 }).every((k) => !k.extras.length && !k.stock.length)).toBe(true);
    expect(fc.sample(mutatedTextArbitrary('(get-kitchen ?k)', 1), { numRuns: 5, seed: 1 })).toHaveLength(5);
    // a mode by its number, as the declared type allows
    const fetches = fc.sample(actionCallArbitrary(facts, 'fetch', { kitchenState: '?kitchen', variables: [] }, { mode: 1 }), { numRuns: 3, seed: 1 });
    expect(fetches.map((c) => c.mode)).toEqual(['1', '1', '1']);
  });
});
