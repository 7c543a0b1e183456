// amountArbitrary's bounds and ingredient, checked when it is called as every function of the kit
// is: a negative max, bounds the wrong way round or a class name for `ingredient` made an
// arbitrary that threw only when the first amount was drawn, in quantityArbitrary's name (the
// class name with a TypeError); a min above the recipe-sized bound of a unit made it throw too.
import { describe, expect, it } from 'vitest';
import { amountArbitrary, fc, kitchenFacts, Simulator, toDouble } from '../src/testing/index.ts';
import { refusal } from './support/thrown.ts';

const facts = kitchenFacts(new Simulator());

describe('amountArbitrary arguments', () => {
  it('refuses bounds that leave no amount, in its own name, when called', () => {
    expect(refusal(() => amountArbitrary(facts, { max: -1 }))).toBe('amountArbitrary: max must be a number above 0 (an amount is positive), got -1');
    expect(refusal(() => amountArbitrary(facts, { max: 0 }))).toBe('amountArbitrary: max must be a number above 0 (an amount is positive), got 0');
    expect(refusal(() => amountArbitrary(facts, { min: 5, max: 1 }))).toBe('amountArbitrary: max must be a finite number of at least min (5), got 1');
    expect(refusal(() => amountArbitrary(facts, { maxDenominator: 0 }))).toBe('amountArbitrary: maxDenominator must be a whole number of at least 1, got 0');
    expect(refusal(() => amountArbitrary(facts, { min: 0.3, max: 0.4, maxDenominator: 1 }))).toBe('amountArbitrary: no quantity with a denominator up to 1 lies between 0.3 and 0.4');
  });

  it('refuses an ingredient that is not one of the facts\' stocked ingredients', () => {
    for (const ingredient of ['apple', null, { cls: 'apple' }])
      expect(refusal(() => amountArbitrary(facts, { ingredient: ingredient as never }))).toMatch(
        /^amountArbitrary: ingredient: expected a stocked ingredient of the facts, such as facts\.ingredients\.find\(\(i\) => i\.cls === 'butter'\), got /,
      );
    const apple = facts.ingredients.find((i) => i.cls === 'apple')!;
    expect(fc.sample(amountArbitrary(facts, { ingredient: apple }), { numRuns: 5, seed: 1 }).every((a) => a.ingredient === apple)).toBe(true);
  });

  it('makes amounts of at least a min above the recipe-sized bound of a unit', () => {
    const amounts = fc.sample(amountArbitrary(facts, { min: 50 }), { numRuns: 30, seed: 2 });
    expect(amounts.every((a) => toDouble(a.quantity) >= 50)).toBe(true);
    // within the bounds given, as before
    expect(fc.sample(amountArbitrary(facts, { min: 2, max: 3 }), { numRuns: 30, seed: 2 }).every((a) => toDouble(a.quantity) >= 2 && toDouble(a.quantity) <= 3)).toBe(true);
  });
});
