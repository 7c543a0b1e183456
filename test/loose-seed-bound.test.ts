// A seed past 2^53 - 1 given to the library's plan() or repair() is told the bound, as the
// command line's --seed is; a negative or fractional one keeps the plain "at least 0".
import { describe, expect, it } from 'vitest';
import { plan } from '../src/plan/plan.ts';
import { repair } from '../src/repair/repair.ts';
import { BENCHMARK } from './support/simulate.ts';

const network = '(get-kitchen ?kitchen)\n(fetch ?bowl ?ks-1 ?kitchen medium-bowl 1)\n';
const BOUND = `must be an integer from 0 to 9007199254740991 (2^53 - 1), not ${2 ** 60}`;

describe('a seed past the safe integers', () => {
  it('repair says the bound of seed and maxEdits', () => {
    expect(() => repair(network, { seed: 2 ** 60 })).toThrow(`seed ${BOUND}`);
    expect(() => repair(network, { maxEdits: 2 ** 60 })).toThrow(`maxEdits ${BOUND}`);
    expect(() => repair(network, { seed: -1 })).toThrow('seed must be an integer of at least 0, not -1');
  });

  it.skipIf(!BENCHMARK)('plan says the bound', () => {
    expect(() => plan('almond-crescent-cookies', { seed: 2 ** 60, benchmark: BENCHMARK! })).toThrow(`seed ${BOUND}`);
    expect(() => plan('almond-crescent-cookies', { seed: 0.5, benchmark: BENCHMARK! })).toThrow('seed must be an integer of at least 0, not 0.5');
  });
});
