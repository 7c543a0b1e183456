// The testing kit with arguments it cannot take: NaN and Infinity were shown as "got null"; an
// unknown action in checkActionProperties was a 'generator' failure with a message not naming the
// function, and assertActionProperties threw a plain Error for it; a misspelt ingredient class or a
// mutation kind written short got no did-you-mean; a billion steps or lines was accepted.
import { describe, expect, it } from 'vitest';
import {
  actionCallChoicesArbitrary,
  actionCaseArbitrary,
  actionOf,
  assertActionProperties,
  checkActionProperties,
  ingredientArbitrary,
  KIT_LIMITS,
  kitchenFacts,
  mutationArbitrary,
  quantityArbitrary,
  randomNetworkArbitrary,
  Simulator,
  validNetworkArbitrary,
} from '../src/testing/index.ts';
import { refusal, thrown } from './support/thrown.ts';

const sim = new Simulator();
const facts = kitchenFacts(sim);

describe('testing kit arguments, named as they are', () => {
  it('says NaN and Infinity, not null', () => {
    expect(refusal(() => quantityArbitrary({ max: Number.POSITIVE_INFINITY }))).toBe('quantityArbitrary: max must be a finite number of at least min (1), got Infinity');
    expect(refusal(() => validNetworkArbitrary(facts, { maxSteps: Number.NaN }))).toBe('validNetworkArbitrary: maxSteps must be a whole number of at least minSteps (1), got NaN');
  });

  it('an unknown action: refused before any case, by the function, with its did-you-mean', () => {
    const report = checkActionProperties(sim, 'mixx', { numRuns: 1, seed: 1 });
    expect(report).toMatchObject({ ok: false, property: 'options', counterexample: null });
    expect(!report.ok && report.message).toMatch(/^checkActionProperties: unknown action mixx \(did you mean mix\?\) \(known: .*beat/);
    expect(refusal(() => assertActionProperties(sim, 'mixx', { numRuns: 1 }))).toMatch(/^assertActionProperties: unknown action mixx \(did you mean mix\?\)/);
    expect(refusal(() => actionCaseArbitrary(sim, 'mixx'))).toMatch(/^actionCaseArbitrary: unknown action mixx \(did you mean mix\?\)/);
    expect(refusal(() => actionOf(facts, 'mixx'))).toMatch(/^actionOf: unknown action mixx \(did you mean mix\?\)/);
  });

  it('assertActionProperties: a bad option is an InputError naming it; a failed property stays a plain Error', () => {
    expect(refusal(() => assertActionProperties(sim, 'mix', { numRun: 1 } as never))).toMatch(/^assertActionProperties: unknown option "numRun" .*\(did you mean numRuns\?\)$/);
    expect(thrown(() => assertActionProperties(sim, 'mix', { numRuns: 1, seed: 1, timeLimitMs: 1e-9 }))).toMatch(/^Error: mix: property bounded failed/);
  });

  it('a misspelt ingredient class and a mutation kind written short get their did-you-mean', () => {
    expect(refusal(() => ingredientArbitrary(facts, { classes: ['aple'] }))).toMatch(/^ingredientArbitrary: no stocked ingredient satisfies \{"classes":\["aple"\]\}: "aple" is not a stocked class \(did you mean apple\?\) \(stocked: .*butter/);
    expect(refusal(() => mutationArbitrary(['swap' as never]))).toMatch(/^mutationArbitrary: kinds must be .*got \["swap"\] \(did you mean swap-arguments\?\)$/);
  });

  it('refuses counts above the kit\'s bounds, and takes the bounds themselves', () => {
    expect(refusal(() => validNetworkArbitrary(facts, { maxSteps: 1e9 }))).toBe(`validNetworkArbitrary: maxSteps must be at most ${KIT_LIMITS.steps} (the kit's bound on a network's calls, KIT_LIMITS.steps), got 1000000000`);
    expect(refusal(() => validNetworkArbitrary(facts, { minSteps: 1e9 }))).toMatch(/^validNetworkArbitrary: minSteps must be at most 200 /);
    expect(refusal(() => randomNetworkArbitrary(facts, { maxLines: 1e9 }))).toBe(`randomNetworkArbitrary: maxLines must be at most ${KIT_LIMITS.lines} (the kit's bound on a random network's lines, KIT_LIMITS.lines), got 1000000000`);
    expect(refusal(() => actionCallChoicesArbitrary(1e9))).toMatch(/^actionCallChoicesArbitrary: slots: expected a whole number from 0 to 32, .*got 1000000000$/);
    const prefix = checkActionProperties(sim, 'mix', { numRuns: 1, maxPrefixSteps: 1e9 });
    expect(!prefix.ok && prefix.message).toBe("mix: option maxPrefixSteps must be at most 200 (the kit's bound on a network's calls, KIT_LIMITS.steps), got 1000000000");
    expect(() => validNetworkArbitrary(facts, { maxSteps: KIT_LIMITS.steps })).not.toThrow();
    expect(() => randomNetworkArbitrary(facts, { maxLines: KIT_LIMITS.lines })).not.toThrow();
    expect(() => actionCallChoicesArbitrary(KIT_LIMITS.slots)).not.toThrow();
  });
});
