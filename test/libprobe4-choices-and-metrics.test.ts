// A value outside a few fixed choices gets the choice it was meant as, even three edits away; and
// evaluateRecipe refuses a metric list that names no metric, as --metrics does, rather than
// return a row of nulls that reads as a prediction scoring nothing.
import { describe, expect, it } from 'vitest';
import { didYouMean, didYouMeanChoice } from '../src/did-you-mean.ts';
import { InputError } from '../src/errors.ts';
import { DEFAULT_METRICS, evaluateRecipe, GoldStandards, METRIC_NAMES, parseSolutionText, Simulator } from '../src/index.ts';
import { SEMANTICS } from '../src/rules/action.ts';
import { BENCHMARK } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';

describe('didYouMeanChoice', () => {
  it('offers a choice sharing the first three letters past the edit bound, as didYouMean does not', () => {
    expect(didYouMean('corect', SEMANTICS)).toBe('');
    expect(didYouMeanChoice('corect', SEMANTICS)).toBe(' (did you mean corrected?)');
    expect(didYouMeanChoice('corected', SEMANTICS)).toBe(' (did you mean corrected?)');
    expect(didYouMeanChoice('REFERENCE-ish', SEMANTICS)).toBe(' (did you mean reference?)');
  });

  it('offers nothing for a value that shares fewer letters, nor the value itself', () => {
    expect(didYouMeanChoice('cxrrect', SEMANTICS)).toBe('');
    expect(didYouMeanChoice('co', SEMANTICS)).toBe('');
    expect(didYouMeanChoice('reference', SEMANTICS)).toBe('');
    // two choices sharing as many letters are both offered
    expect(didYouMeanChoice('exec', ['execute', 'executor', 'evaluate'])).toBe(' (did you mean execute or executor?)');
  });
});

describe.skipIf(!BENCHMARK)('evaluateRecipe metrics', () => {
  const sim = new Simulator();
  const gold = new GoldStandards(sim, BENCHMARK!);
  const recipe = parseSolutionText('#afghan-biscuits\n(get-kitchen ?kitchen)\n', 'p.solution').recipes[0];

  it('refuses a list naming no metric, saying how to get the default ones', () => {
    expect(() => evaluateRecipe(sim, gold, recipe, 'p.solution', [])).toThrow(InputError);
    expect(refusal(() => evaluateRecipe(sim, gold, recipe, 'p.solution', []))).toBe(
      `evaluateRecipe: metrics names no metric (metrics: ${METRIC_NAMES.join(', ')}); leave it out for the default ones`,
    );
  });

  it('counts a metric named twice once: the row is the one of the name given once', () => {
    const once = evaluateRecipe(sim, gold, recipe, 'p.solution', DEFAULT_METRICS);
    const twice = evaluateRecipe(sim, gold, recipe, 'p.solution', [...DEFAULT_METRICS, ...DEFAULT_METRICS]);
    expect(twice).toEqual(once);
  });
});
