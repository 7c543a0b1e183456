// The evaluator's CSV on rows a researcher's own code may build or a corner of scoring may give:
// Smatch printed as smatch.py prints it, odd recipe ids quoted, scores that are no number refused.
import { describe, expect, it } from 'vitest';
import { pythonTwoDecimals, renderCsv, twoDecimals } from '../src/evaluator/csv.ts';
import type { EvaluationRow } from '../src/evaluator/evaluate.ts';
import { InputError } from '../src/errors.ts';

const row = (over: Partial<EvaluationRow>): EvaluationRow => ({
  file: 'x.solution',
  recipeId: 'almond-crescent-cookies',
  status: 'ok',
  goalConditionSuccess: null,
  dishApproximationScore: null,
  executionTime: null,
  messages: [],
  warnings: [],
  ...over,
});
const smatchF = (f: number) => ({ precision: f, recall: f, f, matched: 0, predictedTriples: 0, goldTriples: 0 });

describe("smatch-score column: smatch.py's %.2f, which ~$ prints back unchanged", () => {
  it('rounds the double F itself, exact ties to even (values checked against Python 3 "%.2f")', () => {
    // F = 2M/(T+G): 6/80 is the double 0.07499…, Python prints 0.07 where the single-float gives 0.08
    expect(pythonTwoDecimals(6 / 80)).toBe('0.07');
    expect(twoDecimals(6 / 80)).toBe('0.08');
    expect(pythonTwoDecimals(18 / 80)).toBe('0.23');
    expect(pythonTwoDecimals(34 / 80)).toBe('0.42');
    // exact binary ties: 0.125 and 0.625 go to the even digit
    expect(pythonTwoDecimals(2 / 16)).toBe('0.12');
    expect(pythonTwoDecimals(10 / 16)).toBe('0.62');
    expect(pythonTwoDecimals(1)).toBe('1.00');
    expect(pythonTwoDecimals(0)).toBe('0.00');
  });

  it('prints the Smatch column that way, the other scores as ~$ prints their single float', () => {
    const csv = renderCsv([row({ smatch: smatchF(6 / 80), dishApproximationScore: 6 / 80 })], ['smatch-score', 'dish-approximation-score']);
    expect(csv).toBe('recipe-id,smatch-score,dish-approximation-score\nalmond-crescent-cookies,0.07,0.08\n');
  });
});

describe('rows renderCsv refuses or quotes', () => {
  it('refuses a score that is not a finite number, naming the row and field (it used never to return)', () => {
    for (const bad of [NaN, Infinity, -Infinity]) {
      expect(() => renderCsv([row({}), row({ dishApproximationScore: bad })], ['dish-approximation-score'])).toThrow(
        new InputError(`renderCsv: rows[1].dishApproximationScore: expected a finite number or null, got ${bad}`),
      );
      expect(() => renderCsv([row({ smatch: smatchF(bad) })], ['smatch-score'])).toThrow(/rows\[0\]\.smatch\.f: expected a finite number or null/);
    }
    expect(() => twoDecimals(NaN)).toThrow(InputError);
  });

  it('refuses a goal fraction with no goals (0/0) or more reached than there are', () => {
    expect(() => renderCsv([row({ goalConditionSuccess: { reached: 0, total: 0 } })], ['goal-condition-success'])).toThrow(/rows\[0\]\.goalConditionSuccess: .*got 0\/0/);
    expect(() => renderCsv([row({ goalConditionSuccess: { reached: 3, total: 2 } })], ['goal-condition-success'])).toThrow(/got 3\/2/);
  });

  it('quotes a recipe id holding a comma or a quote, as it quotes file names', () => {
    expect(renderCsv([row({ recipeId: 'my,recipe "2"' })], ['execution-time'])).toBe('recipe-id,execution-time\n"my,recipe ""2""",NIL\n');
  });
});
