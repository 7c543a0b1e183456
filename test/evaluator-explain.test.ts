// The explanations behind the figures never disagree with them: on every variant network, the
// goals met are the goal-condition count, the best node's breakdown adds up to the dish score,
// and the matched Smatch triples are as many as Smatch matched.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainDishScore } from '../src/evaluator/explain-dish.ts';
import { explainGoalConditions } from '../src/evaluator/explain-goals.ts';
import { explainSmatch } from '../src/evaluator/explain-smatch.ts';
import { DEFAULT_METRICS, evaluateRecipe } from '../src/evaluator/evaluate.ts';
import { GoldStandards, goldOutputNode } from '../src/evaluator/gold-standards.ts';
import { nodeSequence } from '../src/evaluator/nodes.ts';
import { smatch } from '../src/evaluator/smatch/index.ts';
import { Factory } from '../src/kitchen/entity.ts';
import { readSolutionFile } from '../src/language/parse-solution.ts';
import { BENCHMARK, simulator, VARIANTS_DIR } from './support/simulate.ts';

describe.skipIf(!VARIANTS_DIR)('explanations of the variants\' figures', () => {
  const files = VARIANTS_DIR ? readdirSync(VARIANTS_DIR).filter((f) => f.endsWith('.solution')).sort() : [];

  it('agree with goal-condition success and the dish score', () => {
    const sim = simulator();
    const gold = new GoldStandards(sim, BENCHMARK!);
    let explained = 0;
    for (const f of files) {
      const recipe = readSolutionFile(join(VARIANTS_DIR!, f)).recipes[0];
      const row = evaluateRecipe(sim, gold, recipe, f, DEFAULT_METRICS);
      if (row.status !== 'ok') continue;
      const run = sim.run(recipe, f);
      const std = gold.get(recipe.id!);
      const predicted = nodeSequence(run);
      const goals = explainGoalConditions(std.nodes, predicted);
      expect([goals.reached, goals.total], f).toEqual([row.goalConditionSuccess!.reached, row.goalConditionSuccess!.total]);
      expect(goals.goals.filter((g) => g.met).length, f).toBe(goals.reached);
      const dish = explainDishScore(predicted, goldOutputNode(std)!, { units: sim.world.units, factory: new Factory(sim.world.ontology) });
      expect(dish.score, f).toBe(row.dishApproximationScore);
      if (dish.best) expect(dish.best.total, f).toBe(row.dishApproximationScore);
      explained++;
    }
    expect(explained).toBeGreaterThan(90);
  }, 120_000);

  it('match as many Smatch triples as Smatch counts', () => {
    for (const f of files.filter((_, i) => i % 4 === 0)) {
      const recipe = readSolutionFile(join(VARIANTS_DIR!, f)).recipes[0];
      const goldFile = join(BENCHMARK!, 'data/gold-standard-solutions/meaning-only', `${f.split('--')[0]}.solution`);
      const goldPredicates = readSolutionFile(goldFile).recipes[0].predicates;
      const e = explainSmatch(recipe.predicates, goldPredicates);
      const s = smatch(recipe.predicates, goldPredicates);
      expect([e.matched, e.f], f).toEqual([s.matched, s.f]);
      expect(e.matchedTriples.length + e.unmatchedPredicted.length, f).toBe(e.predictedTriples);
      expect(e.matchedTriples.length + e.unmatchedGold.length, f).toBe(e.goldTriples);
      expect(e.matchedTriples.length, f).toBe(e.matched);
    }
  }, 60_000);
});
