// bench/gold-rank.ts measures the ranking on the recipes it is given: a misspelt one is refused
// with the name it is close to, rather than measured as 0 steps, and a gold network whose file is
// named apart from its recipe is measured on that recipe's task, not left out.
import { describe, expect, it } from 'vitest';
import { goldRanks } from '../bench/gold-rank.ts';
import { GOLD_ENVIRONMENTS } from '../src/evaluator/gold-standards.ts';
import { listTasks } from '../src/tasks/index.ts';
import { BENCHMARK } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';

describe.skipIf(!BENCHMARK)('gold-rank recipe names', () => {
  it('refuse a recipe with no gold network, naming the close one', () => {
    const name = listTasks({ benchmark: BENCHMARK! })[0].id;
    const misspelt = `${name.slice(0, 2)}${name.slice(3)}`;
    expect(refusal(() => goldRanks(BENCHMARK!, [misspelt]))).toBe(`gold-rank: no gold network of a task named "${misspelt}" (did you mean ${name}?)`);
  });

  const renamed = GOLD_ENVIRONMENTS.find((e) => e.file !== e.recipeId);
  it.skipIf(!renamed)('measure a network named apart from its recipe on the recipe’s task', () => {
    const r = goldRanks(BENCHMARK!, [renamed!.file]);
    expect(Object.keys(r.byNetwork)).toEqual([renamed!.file]);
    expect(r.goldLineSteps).toBeGreaterThan(0);
    // named by its recipe, the same network
    expect(goldRanks(BENCHMARK!, [renamed!.recipeId])).toEqual(r);
  }, 120_000);
});
