// restoreEnv refuses a snapshot whose step limit no environment takes, as it refuses a negative
// step count: restored, a maxSteps of 0 ended the episode truncated at its next step, and one
// missing or past the bound was only found by a later reset, without saying it was the snapshot's.
import { describe, expect, it } from 'vitest';
import { createEnv, restoreEnv } from '../src/env/env.ts';
import { MAX_STEPS } from '../src/env/limits.ts';
import { BENCHMARK } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';

describe.skipIf(!BENCHMARK)('a restored step limit', () => {
  const source = { benchmark: BENCHMARK! };
  const snapshot = () => createEnv({ ...source, task: 'afghan-biscuits', maxSteps: 4 }).snapshot();

  it('refuses a maxSteps no environment takes, naming the snapshot field', () => {
    for (const maxSteps of [0, 1.5, MAX_STEPS + 1, '4', undefined]) {
      const s = snapshot();
      expect(refusal(() => restoreEnv({ ...s, env: { ...s.env, maxSteps: maxSteps as never } }, source))).toMatch(new RegExp(`^environment snapshot: env\\.maxSteps must be an integer from 1 to ${MAX_STEPS}, not `));
    }
  });

  it('restores one within the bound, which truncates the episode at it', () => {
    const s = snapshot();
    const env = restoreEnv({ ...s, env: { ...s.env, maxSteps: 1 } }, source);
    expect(env.step('(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)').truncated).toBe(true);
  });
});
