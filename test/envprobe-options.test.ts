// A wrong maxSteps is named with its value as given: a string quoted (`not "5"`), never shown as
// the number it is not.
import { describe, expect, it } from 'vitest';
import { createEnv } from '../src/env/env.ts';
import { BENCHMARK } from './support/simulate.ts';

const source = { task: 'almond-crescent-cookies', benchmark: BENCHMARK ?? undefined };

describe.skipIf(!BENCHMARK)('createEnv given a maxSteps of the wrong kind', () => {
  it.each([
    ['5', 'not "5"'],
    [[5], 'not an array'],
    [2.5, 'not 2.5'],
  ])('%j', (maxSteps, shown) => {
    expect(() => createEnv({ ...source, maxSteps: maxSteps as number })).toThrow(`maxSteps must be an integer from 1 to 1999 (a network holds at most 2000 lines, the get-kitchen included), ${shown}`);
  });
});
