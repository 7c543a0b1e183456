// GoldStandards and evaluateRecipe called with wrong arguments, as a script of one's own might:
// each is an InputError naming the call and what it got, never a TypeError from deep inside.
import { describe, expect, it } from 'vitest';
import { evaluateRecipe } from '../src/evaluator/evaluate.ts';
import { GoldStandards } from '../src/evaluator/gold-standards.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { refusal } from './support/thrown.ts';
import { BENCHMARK, simulator } from './support/simulate.ts';

describe.skipIf(!BENCHMARK)('library arguments of the evaluator', () => {
  const sim = simulator();
  const gold = new GoldStandards(sim, BENCHMARK!);
  const recipe = parseSolutionText('#afghan-biscuits\n(get-kitchen ?kitchen)\n', 'p.solution').recipes[0];

  it('refuses a recipe id that is not text in GoldStandards.get and .environment', () => {
    expect(refusal(() => gold.get(undefined as unknown as string))).toBe('GoldStandards.get: expected a recipe id (text such as afghan-biscuits), got nothing');
    expect(refusal(() => gold.get(recipe as unknown as string))).toMatch(/^GoldStandards\.get: expected a recipe id .*got an object$/);
    expect(refusal(() => gold.environment(7 as unknown as string))).toMatch(/^GoldStandards\.environment: .*got a number$/);
  });

  it('suggests the near gold id for an unknown one', () => {
    expect(refusal(() => gold.get('afghan-biscuit'))).toBe('GoldStandards.get: no gold environment for recipe afghan-biscuit (did you mean afghan-biscuits?)');
  });

  it('refuses a missing simulator and a benchmark folder that is not a path when constructed', () => {
    expect(refusal(() => new GoldStandards(null as never))).toBe('new GoldStandards: expected a Simulator first, got null');
    expect(refusal(() => new GoldStandards(sim, 42 as unknown as string))).toBe('new GoldStandards: the benchmark folder must be a path (text), got a number');
  });

  it('refuses evaluateRecipe without the file name, which every row carries', () => {
    expect(refusal(() => evaluateRecipe(sim, gold, recipe, undefined as unknown as string))).toMatch(/^evaluateRecipe: expected the file name .* got nothing$/);
    expect(refusal(() => evaluateRecipe(sim, gold, recipe, 3 as unknown as string))).toMatch(/^evaluateRecipe: .* got a number$/);
    expect(evaluateRecipe(sim, gold, recipe, 'p.solution').file).toBe('p.solution');
  });
});
