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
import { readSolutionFile } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';

export async function extraBenchmarks(_sim: Simulator, benchmark: string): Promise<Record<string, number>> {
  const files = readdirSync(goldDir(benchmark))
    .filter((f) => f.endsWith('.solution'))
    .sort()
    .map((f) => join(goldDir(benchmark), f));
  const recipes = files.map((f) => ({ file: f, recipe: readSolutionFile(f).recipes[0] }));
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
