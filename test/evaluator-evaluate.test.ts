// evaluateRecipe: statuses, messages, warnings of known reference defects, corrected semantics,
// and where the gold networks come from.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_METRICS, evaluateRecipe, type EvaluateOptions } from '../src/evaluator/evaluate.ts';
import { requireBenchmarkDir } from '../src/benchmark-dir.ts';
import { GoldStandards, goldOutputNode } from '../src/evaluator/gold-standards.ts';
import { parseSolutionText, readSolutionFile } from '../src/language/parse-solution.ts';
import { BENCHMARK, GOLD_DIR, simulator } from './support/simulate.ts';

describe('benchmark folder', () => {
  it('says how to point to it when it is missing', () => {
    expect(() => requireBenchmarkDir('/nonexistent/benchmark')).toThrow(/from the benchmark option; .*with the benchmark option or the environment variable IRL_KITCHEN_BENCHMARK/);
  });
});

describe.skipIf(!BENCHMARK)('evaluateRecipe', () => {
  const sim = simulator();
  const gold = () => new GoldStandards(sim, BENCHMARK!);
  const evaluate = (text: string, options: EvaluateOptions = {}) =>
    evaluateRecipe(sim, gold(), parseSolutionText(text, 'p.solution').recipes[0], 'p.solution', DEFAULT_METRICS, options);
  const evaluateFile = (path: string, options: EvaluateOptions = {}) =>
    evaluateRecipe(sim, gold(), readSolutionFile(path).recipes[0], path, DEFAULT_METRICS, options);

  it('executes each gold network once per simulator', () => {
    const a = gold().get('almond-crescent-cookies');
    expect(a.problem).toBeNull();
    expect(gold().get('almond-crescent-cookies')).toBe(a);
  });

  it('finds the gold dish by walking back to the dish variable', () => {
    const g = gold().get('broccoli-salad');
    expect(goldOutputNode(g)!.outName).toBe('?PROPORTIONED-BROCCOLI');
    expect(goldOutputNode(g, 'corrected')!.outName).toBe('?COOLED-SALAD');
  });

  it('refuses an unknown recipe id with its place', () => {
    const row = evaluate('#apple-pie\n(get-kitchen ?kitchen)\n');
    expect(row.status).toBe('error');
    expect(row.messages[0]).toMatch(/^p\.solution:1:1: recipe apple-pie is not one of the benchmark's 30 gold recipes/);
    expect(row.goalConditionSuccess).toBeNull();
  });

  it('gives NIL metrics and names what never ran when the network is not executable', () => {
    const row = evaluate('#cole-slaw\n(get-kitchen ?kitchen)\n(beat ?b ?ks1 ?ks0 ?bowl ?whisk)\n');
    expect(row.status).toBe('unexecutable');
    expect([row.goalConditionSuccess, row.dishApproximationScore, row.executionTime]).toEqual([null, null, null]);
    expect(row.warnings.join('\n')).toMatch(/no partial credit.*beat \(line 3\) never ran/);
    const corrected = evaluate('#cole-slaw\n(get-kitchen ?kitchen)\n(beat ?b ?ks1 ?ks0 ?bowl ?whisk)\n', { semantics: 'corrected' });
    expect(corrected.warnings).toEqual([]);
    expect(corrected.messages.join('\n')).toMatch(/beat \(line 3\) never ran/);
  });

  it('scores an empty network (get-kitchen only): no goal reached, time 0.0', () => {
    const row = evaluate('#almond-crescent-cookies\n(get-kitchen ?kitchen)\n');
    expect(row.status).toBe('ok');
    expect(row.goalConditionSuccess).toEqual({ reached: 0, total: 26 });
    expect(row.dishApproximationScore).toBe(0);
  });

  it('warns on broccoli-salad rows in reference semantics and scores the salad when corrected', () => {
    const path = join(GOLD_DIR!, 'broccoli-salad.solution');
    expect(evaluateFile(path).warnings.join('\n')).toMatch(/broccoli-salad gold dish \?proportioned-broccoli is the raw fetched broccoli/);
    const variant = join(BENCHMARK!, 'variants/broccoli-salad--extra-op-1.solution');
    expect(Math.fround(evaluateFile(variant).dishApproximationScore!)).toBe(Math.fround(0.93466675));
    expect(evaluateFile(variant, { semantics: 'corrected' }).dishApproximationScore).toBe(1);
  });

  it('explains the two gold networks that score far below 1 against themselves, and corrects them', () => {
    const cupcakes = evaluateFile(join(GOLD_DIR!, 'chocolate-cream-cheese-cupcakes.solution'));
    expect(cupcakes.goalConditionSuccess).toEqual({ reached: 38, total: 40 });
    expect(cupcakes.warnings.join('\n')).toMatch(/top-with \(line 42\), bake \(line 44\) produced a failed object/);
    expect(cupcakes.warnings.join('\n')).toMatch(/gold dish \?baked-cupcakes \(bake, line 44\) is a failed object/);
    const greek = evaluateFile(join(GOLD_DIR!, 'classic-greek-salad.solution'));
    expect(greek.warnings.join('\n')).toMatch(/gold dish \?greek-salad is a list-of-kitchen-entities of 4 medium-plate/);
    for (const name of ['chocolate-cream-cheese-cupcakes', 'classic-greek-salad']) {
      const row = evaluateFile(join(GOLD_DIR!, `${name}.solution`), { semantics: 'corrected' });
      expect(row.goalConditionSuccess!.reached).toBe(row.goalConditionSuccess!.total);
      expect(row.dishApproximationScore).toBe(1);
      expect(row.warnings).toEqual([]);
    }
  });

  it("turns an error the reference stops on into this row's error, with its reason and place", () => {
    // walnut swapped for white vinegar: cutting a liquid has no method in the reference
    const row = evaluateFile(join(BENCHMARK!, 'variants/easy-oatmeal-cookies--swap-ingredient-1.solution'));
    expect(row.status).toBe('error');
    expect(row.reason).toBe('no-applicable-method(setf-is-cut)');
    expect(row.messages.join('\n')).toMatch(/easy-oatmeal-cookies--swap-ingredient-1\.solution:\d+:\d+: \(cut /);
    expect([row.goalConditionSuccess, row.dishApproximationScore, row.executionTime]).toEqual([null, null, null]);
  });

  it('scores the dish of a network that mixes each mixture into the next, 1,999 deep (was: call stack exceeded)', () => {
    const mixes = Array.from({ length: 1998 }, (_, i) => `(mix ?m${i + 1} ?ks${i + 2} ?ks${i + 1} ?m${i} ?tool)`);
    const text = ['#afghan-biscuits', '(get-kitchen ?ks0)', '(fetch-and-proportion ?m0 ?ks1 ?ks0 ?bowl butter 200 g)', ...mixes].join('\n');
    const row = evaluate(text);
    expect(row.messages).toEqual([]);
    expect(row.status).toBe('ok');
    expect(row.dishApproximationScore).toBeGreaterThan(0);
  });

  it('names the line and column of a damaged gold file', () => {
    const copy = mkdtempSync(join(tmpdir(), 'irl-gold-'));
    try {
      cpSync(join(BENCHMARK!, 'data'), join(copy, 'data'), { recursive: true });
      const damaged = join(GOLD_DIR!.replace(BENCHMARK!, copy), 'afghan-biscuits.solution');
      writeFileSync(damaged, '#afghan-biscuits\n(get-kitchen ?kitchen)\n(fetch ?a ?b (\n');
      const row = evaluateRecipe(sim, new GoldStandards(sim, copy), parseSolutionText('#afghan-biscuits\n(get-kitchen ?k)\n', 'p.solution').recipes[0], 'p.solution', DEFAULT_METRICS);
      expect(row.status).toBe('error');
      expect(row.messages.join('\n')).toContain(`cannot score afghan-biscuits: the gold file cannot be read: ${damaged}:3:`);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
