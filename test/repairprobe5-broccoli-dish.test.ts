// broccoli-salad's dish score of 1 for a network that has only fetched its broccoli: the reference's
// own quirk (its gold dish is the raw fetched broccoli, docs/DEVIATIONS.md), which the task's dish
// scorer reproduces as the evaluator does; the corrected task scores the same network as the
// corrected evaluator does, against the finished salad.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_METRICS, evaluateRecipe } from '../src/evaluator/evaluate.ts';
import { GoldStandards } from '../src/evaluator/gold-standards.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';
import { dishScorer } from '../src/tasks/dish-scorer.ts';
import { listTasks } from '../src/tasks/library.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

describe.skipIf(!BENCHMARK)('broccoli-salad dish score of a partial network', () => {
  it('is the evaluator’s in either semantics: 1 against the reference’s raw broccoli, less against the salad', () => {
    const gold = readFileSync(join(GOLD_DIR!, 'broccoli-salad.solution'), 'utf8').split('\n').filter((l) => l.trim());
    // the gold up to its first fetch of broccoli, and two lines more: far from the salad
    const upTo = gold.findIndex((l) => / broccoli /.test(l) && l.startsWith('(fetch-and-proportion'));
    const text = gold.slice(0, upTo + 3).join('\n') + '\n';
    const scores = (['reference', 'corrected'] as const).map((semantics) => {
      const sim = new Simulator({ semantics });
      const recipe = parseSolutionText(text, 'partial.solution').recipes[0];
      const row = evaluateRecipe(sim, new GoldStandards(sim, BENCHMARK!), recipe, 'partial.solution', DEFAULT_METRICS);
      const task = listTasks({ benchmark: BENCHMARK!, sim }).find((t) => t.id === 'broccoli-salad')!;
      const dish = dishScorer(task, sim)(sim.run(recipe, 'partial.solution'));
      expect(dish, semantics).toBeCloseTo(row.dishApproximationScore!, 6);
      return { dish, warnings: row.warnings.join('\n') };
    });
    expect(scores[0].dish).toBe(1);
    expect(scores[0].warnings).toMatch(/known reference defect \(wrong gold dish\)/);
    expect(scores[1].dish).toBeLessThan(0.5);
  });
});
