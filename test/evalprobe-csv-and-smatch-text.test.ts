// renderCsv and smatchText given what a script of one's own might hand them: a JSON row of
// `evaluate --format json` read back, null, a Recipe. Each is an InputError naming the field,
// never a TypeError or a CSV cell of garbage.
import { describe, expect, it } from 'vitest';
import { renderCsv } from '../src/evaluator/csv.ts';
import type { EvaluationRow } from '../src/evaluator/evaluate.ts';
import { smatchText } from '../src/evaluator/smatch/index.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { ratio } from '../src/numbers/num.ts';
import { refusal } from './support/thrown.ts';

const row = (over: Partial<EvaluationRow>): EvaluationRow => ({
  file: 'p.solution',
  recipeId: 'afghan-biscuits',
  status: 'ok',
  goalConditionSuccess: { reached: 3, total: 5 } as EvaluationRow['goalConditionSuccess'],
  dishApproximationScore: 0.5,
  executionTime: ratio(6011960n, 7n),
  messages: [],
  warnings: [],
  ...over,
});
const metrics = ['goal-condition-success', 'execution-time'] as const;

describe('renderCsv with rows of the wrong form', () => {
  it('prints a row of evaluateRecipe exactly', () => {
    expect(renderCsv([row({})], metrics)).toBe('recipe-id,goal-condition-success,execution-time\nafghan-biscuits,0.60,6011960/7\n');
  });

  it('refuses an execution time in the JSON rows\' text form, which printed as und.0eNaN', () => {
    expect(refusal(() => renderCsv([row({ executionTime: '6011960/7' as never })], metrics))).toMatch(/^renderCsv: rows\[0\]\.executionTime: .*got the text "6011960\/7"/);
    expect(refusal(() => renderCsv([row({ executionTime: 1.5 as never })], metrics))).toMatch(/^renderCsv: rows\[0\]\.executionTime: .*got a number$/);
  });

  it('names the JSON form of goal-condition success', () => {
    expect(refusal(() => renderCsv([row({ goalConditionSuccess: { fraction: '3/5', value: 0.6 } as never })], metrics))).toMatch(/rows\[0\]\.goalConditionSuccess: .*\{ fraction, value \}/);
  });

  it('refuses a row that is not an object, and options that are not { fileColumn }', () => {
    expect(refusal(() => renderCsv([row({}), null as never], metrics))).toBe('renderCsv: rows[1]: expected an evaluation row (evaluateRecipe gives one), got null');
    expect(refusal(() => renderCsv([row({})], metrics, 'file' as never))).toMatch(/^renderCsv: options must be .*got a string$/);
    expect(refusal(() => renderCsv([row({})], metrics, { fileColumn: 'yes' as never }))).toMatch(/got fileColumn a string$/);
    expect(renderCsv([row({})], metrics, { fileColumn: true })).toMatch(/^file,recipe-id,/);
  });
});

describe('smatchText with what is not a network', () => {
  it('refuses null and a Recipe, and prints a network', () => {
    const recipe = parseSolutionText('#afghan-biscuits\n(get-kitchen ?kitchen)\n', 'p.solution').recipes[0];
    expect(refusal(() => smatchText(null as never))).toBe('smatchText: the given network must be an array of predicates, got null');
    expect(refusal(() => smatchText(recipe as never))).toMatch(/got an object: pass its \.predicates$/);
    expect(smatchText(recipe.predicates)).toBe('(GET-KITCHEN ?KITCHEN)');
  });
});
