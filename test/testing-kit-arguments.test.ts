// The testing kit's generators and runner with arguments they cannot take: bounds the wrong way
// round were clamped or (between two numbers no quantity of the allowed denominators reaches)
// made a generator that never yields, and a null network or simulator ended in a TypeError.
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { fc, kitchenFacts, quantityArbitrary, randomNetworkArbitrary, runNetwork, Simulator, toDouble } from '../src/testing/index.ts';

const sim = new Simulator();

describe('testing kit arguments', () => {
  it('quantityArbitrary refuses bounds that leave no quantity, and keeps to good ones', () => {
    expect(() => quantityArbitrary({ min: 5, max: 1 })).toThrow(new InputError('quantityArbitrary: max must be a finite number of at least min (5), got 1'));
    expect(() => quantityArbitrary({ min: 0.3, max: 0.4, maxDenominator: 1 })).toThrow('quantityArbitrary: no quantity with a denominator up to 1 lies between 0.3 and 0.4');
    expect(() => quantityArbitrary({ min: Number.NaN })).toThrow('quantityArbitrary: min must be a finite number, got NaN');
    expect(() => quantityArbitrary({ maxDenominator: 0 })).toThrow('maxDenominator must be a whole number of at least 1');
    expect(() => quantityArbitrary({ mn: 1 } as never)).toThrow('quantityArbitrary: unknown constraint "mn" (known: min, max, maxDenominator)');
    const thirds = fc.sample(quantityArbitrary({ min: 0.3, max: 0.4, maxDenominator: 3 }), 5).map(toDouble);
    expect(thirds.every((q) => q >= 0.3 && q <= 0.4)).toBe(true);
    expect(fc.sample(quantityArbitrary({ min: 600 }), 5).every((q) => toDouble(q) >= 600)).toBe(true);
  });

  it('randomNetworkArbitrary refuses minLines above maxLines and a pool of no variables', () => {
    const facts = kitchenFacts(sim);
    expect(() => randomNetworkArbitrary(facts, { minLines: 5, maxLines: 2 })).toThrow('randomNetworkArbitrary: maxLines must be a whole number of at least minLines (5), got 2');
    expect(() => randomNetworkArbitrary(facts, { variables: 0 })).toThrow('randomNetworkArbitrary: variables must be a whole number of at least 1, got 0');
    expect(() => randomNetworkArbitrary(facts, { getKitchen: 'yes' } as never)).toThrow('getKitchen must be true or false');
    expect(() => randomNetworkArbitrary(sim as never)).toThrow(/^randomNetworkArbitrary: the first argument must be the facts of a simulator, kitchenFacts\(sim\), got a Simulator/);
    const long = fc.sample(randomNetworkArbitrary(facts, { minLines: 20, getKitchen: false }), 3);
    expect(long.every((n) => n.lines.length >= 20)).toBe(true);
  });

  it('runNetwork refuses what is not a simulator, a network or its options; bad text stays messages', () => {
    expect(() => runNetwork(sim, null as never)).toThrow(new InputError('runNetwork: the network must be .solution text or a Network ({ lines: [...] }), got null'));
    expect(() => runNetwork(null as never, '(get-kitchen ?k)')).toThrow('runNetwork: expected a Simulator');
    expect(() => runNetwork(sim, '(get-kitchen ?k)', { maxEvaluation: 5 } as never)).toThrow('runNetwork: unknown option "maxEvaluation" (known: kitchen, maxEvaluations, file)');
    expect(() => runNetwork(sim, '(get-kitchen ?k)', { maxEvaluations: 0 })).toThrow('maxEvaluations must be a whole number of at least 1, got 0');
    expect(() => runNetwork(sim, '(get-kitchen ?k)', { kitchen: {} as never })).toThrow('kitchen must be a kitchen setup');
    const garbage = runNetwork(sim, '(get-kitchen ?k');
    expect(garbage.status).toBe('error');
    expect(garbage.parseProblems.length).toBeGreaterThan(0);
    expect(runNetwork(sim, '(get-kitchen ?k)\n(fetch ?w ?k2 ?k whisk 1)').status).toBe('ok');
  });
});
