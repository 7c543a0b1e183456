// evaluateRecipe on a Simulator of corrected semantics, with no semantics option: the figures are
// corrected throughout (they were the reference evaluator's on a corrected execution, a mix no
// command gives); an explicit option still sets the evaluator's side alone.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateRecipe } from '../src/evaluator/evaluate.ts';
import { GoldStandards } from '../src/evaluator/gold-standards.ts';
import { readSolutionFile } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

describe.skipIf(!BENCHMARK)('evaluateRecipe semantics by default', () => {
  // the corpus network whose gold has failed steps: the two semantics score it differently
  const file = join(GOLD_DIR!, 'chocolate-cream-cheese-cupcakes.solution');
  const recipe = readSolutionFile(file).recipes[0];
  const score = (semantics: 'reference' | 'corrected', option?: 'reference' | 'corrected') => {
    const sim = new Simulator({ semantics });
    return evaluateRecipe(sim, new GoldStandards(sim, BENCHMARK!), recipe, file, undefined, option ? { semantics: option } : {});
  };

  it('scores as the simulator executes when no semantics is given', () => {
    const implicit = score('corrected');
    const explicit = score('corrected', 'corrected');
    expect(implicit.goalConditionSuccess).toEqual(explicit.goalConditionSuccess);
    expect(implicit.dishApproximationScore).toBe(explicit.dishApproximationScore);
    expect(implicit.warnings).toEqual(explicit.warnings);
    expect(implicit.warnings.some((w) => w.startsWith('known reference defect'))).toBe(false);
    // and the reference simulator keeps the reference's evaluator
    expect(score('reference').warnings.some((w) => w.startsWith('known reference defect'))).toBe(true);
  });

  it('keeps an explicit option, which corrects the evaluator side only', () => {
    const mixed = score('reference', 'corrected');
    expect(mixed.goalConditionSuccess).toEqual(score('corrected').goalConditionSuccess);
    expect(mixed.warnings).toEqual([]);
  });
});
