// The small cases docs/METRICS.md counts by hand: the triples of a two-line network, and the dish
// score of an empty bowl (no presentation points for an output that holds no ingredient).
import { describe, expect, it } from 'vitest';
import { evaluateRecipe } from '../src/evaluator/evaluate.ts';
import { GoldStandards } from '../src/evaluator/gold-standards.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { BENCHMARK, simulator } from './support/simulate.ts';

describe.skipIf(!BENCHMARK)('METRICS.md small cases', () => {
  const text = '#cucumber-slices-with-dill\n(get-kitchen ?k)\n(fetch ?b ?ks-1 ?k medium-bowl 1)\n';
  const row = () => {
    const sim = simulator();
    return evaluateRecipe(sim, new GoldStandards(sim, BENCHMARK!), parseSolutionText(text, 'bowl.solution').recipes[0], 'bowl.solution', ['smatch-score', 'dish-approximation-score']);
  };

  it('counts 2 + 3 instance, 4 relation and 2 attribute triples', () => {
    const r = row();
    expect(r.smatch?.predictedTriples).toBe(11);
    expect(r.smatch!.f).toBeCloseTo((2 * r.smatch!.matched) / (11 + r.smatch!.goldTriples), 12);
  });

  it('scores an empty bowl 0, container points included', () => {
    expect(row().dishApproximationScore).toBe(0);
  });
});

describe.skipIf(!BENCHMARK)('an unexecutable network scored by Smatch alone', () => {
  const text = '#cucumber-slices-with-dill\n(get-kitchen ?k)\n(fetch-and-proportion ?c ?ks-1 ?k ?bowl cucumber 4 piece)\n(cut ?s ?ks-2 ?ks-1 ?unbound slices ?knife ?board)\n';
  const row = (metrics: ('smatch-score' | 'execution-time')[], semantics: 'reference' | 'corrected') => {
    const sim = simulator();
    return evaluateRecipe(sim, new GoldStandards(sim, BENCHMARK!), parseSolutionText(text, 'never.solution').recipes[0], 'never.solution', metrics, { semantics });
  };

  it('says nothing of the simulation metrics it was not asked for', () => {
    for (const semantics of ['reference', 'corrected'] as const) {
      const r = row(['smatch-score'], semantics);
      expect(r.status).toBe('unexecutable');
      expect(r.smatch?.f).toBeGreaterThan(0);
      expect([...r.warnings, ...r.messages].filter((m) => /simulation metric/.test(m))).toEqual([]);
    }
  });

  it('still says why the simulation metrics asked for are NIL', () => {
    expect(row(['smatch-score', 'execution-time'], 'reference').warnings.join('\n')).toMatch(/no partial credit.*cut \(line 4\) never ran/);
    expect(row(['execution-time'], 'corrected').messages.join('\n')).toMatch(/cut \(line 4\) never ran: no simulation metric/);
  });
});
