// DEVIATIONS.md, "Unfolding changes the objects it compares": in reference semantics a row whose
// dish score the in-place unfolding changed carries a warning naming the figure the corrected
// unfolding gives; rows it leaves alone carry none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateRecipe } from '../src/evaluator/evaluate.ts';
import { GoldStandards } from '../src/evaluator/gold-standards.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { formatNum, F32 } from '../src/numbers/num.ts';
import { Simulator } from '../src/simulator.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const UNFOLDING = 'known reference defect (unfolding changes the objects it compares)';

describe.skipIf(!BENCHMARK)('the in-place unfolding warning', () => {
  const gold = readFileSync(join(GOLD_DIR!, 'croutons-vinegar-salad.solution'), 'utf8');
  // the finished salad (bread and oil each sprinkled with dill) mixed once more: the merge now
  // adds the dill to the bread's addition, where the gold's adds it to the oil's
  const mixed = `${gold.trimEnd()}\n(mix ?mixed-salad ?ks-mixed ?ks-with-croutons-vinegar-salad ?croutons-vinegar-salad ?whisk)\n`;
  const score = (text: string, semantics: 'reference' | 'corrected') => {
    const sim = new Simulator({ semantics });
    const recipe = parseSolutionText(text, 'mixed.solution').recipes[0];
    return evaluateRecipe(sim, new GoldStandards(sim, BENCHMARK!), recipe, 'mixed.solution', ['dish-approximation-score'], { semantics });
  };

  it('names the corrected figure where the reference unfolding changed the dish score', () => {
    const reference = score(mixed, 'reference');
    const corrected = score(mixed, 'corrected');
    expect(reference.dishApproximationScore).not.toBe(corrected.dishApproximationScore);
    const warning = reference.warnings.find((w) => w.startsWith(UNFOLDING));
    expect(warning).toContain(`would be ${formatNum(new F32(corrected.dishApproximationScore!))}, not ${formatNum(new F32(reference.dishApproximationScore!))}`);
    expect(corrected.warnings.filter((w) => w.startsWith('known reference defect'))).toEqual([]);
  });

  it('says nothing where both unfoldings give the same figure', () => {
    const row = score(gold, 'reference');
    expect(row.dishApproximationScore).toBe(score(gold, 'corrected').dishApproximationScore);
    expect(row.warnings.filter((w) => w.startsWith(UNFOLDING))).toEqual([]);
  });
});
