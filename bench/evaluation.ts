// Evaluator timings for `npm run bench`: the 30 gold files evaluated with the three simulation
// metrics (each pass with a fresh simulator and gold cache, so the gold networks are executed
// again; the best of five passes after two warm-up passes, as shared machines add noise), and Smatch on
// the 30 gold-vs-gold pairs.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_METRICS, evaluateRecipe } from '../src/evaluator/evaluate.ts';
import { goldDir } from '../src/benchmark-dir.ts';
import { GoldStandards } from '../src/evaluator/gold-standards.ts';
import { smatch } from '../src/evaluator/smatch/index.ts';
import type { Recipe } from '../src/language/ast.ts';
import { readSolutionFile } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';
import type { FigureGroup } from './figure-group.ts';

/** The corpus's 30 gold networks, in file order. */
export function goldRecipes(benchmark: string): { file: string; recipe: Recipe }[] {
  return readdirSync(goldDir(benchmark))
    .filter((f) => f.endsWith('.solution'))
    .sort()
    .map((f) => join(goldDir(benchmark), f))
    .map((file) => ({ file, recipe: readSolutionFile(file).recipes[0] }));
}

export async function extraBenchmarks(recipes: { file: string; recipe: Recipe }[], benchmark: string): Promise<Record<string, number>> {
  const evaluateAll = () => {
    const sim = new Simulator();
    const gold = new GoldStandards(sim, benchmark);
    for (const r of recipes) evaluateRecipe(sim, gold, r.recipe, r.file, DEFAULT_METRICS);
  };
  evaluateAll(); // warm-up: compile rules, JIT
  evaluateAll();
  let goldEvaluationSeconds = Infinity;
  for (let pass = 0; pass < 5; pass++) {
    const start = performance.now();
    evaluateAll();
    goldEvaluationSeconds = Math.min(goldEvaluationSeconds, (performance.now() - start) / 1000);
  }
  for (const r of recipes) smatch(r.recipe.predicates, r.recipe.predicates);
  const t = performance.now();
  for (const r of recipes) smatch(r.recipe.predicates, r.recipe.predicates);
  const smatchGoldPairsSeconds = (performance.now() - t) / 1000;
  return {
    goldEvaluationSeconds: Math.round(goldEvaluationSeconds * 1000) / 1000,
    smatchGoldPairsSeconds: Math.round(smatchGoldPairsSeconds * 1000) / 1000,
  };
}

export const evaluationGroup: FigureGroup = {
  name: 'evaluation',
  measure: ({ goldRecipes, benchmark }) => extraBenchmarks(goldRecipes(), benchmark),
  describe: (f) => [
    `evaluating the 30 gold files, three simulation metrics (best of 5 passes): ${f.goldEvaluationSeconds} s (reference: 180 s; goal 0.18 s)`,
    `smatch on the 30 gold-vs-gold pairs: ${f.smatchGoldPairsSeconds} s`,
  ],
};
