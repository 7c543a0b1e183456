// The reference CSV (spec: evaluation §9.2–9.3).
import { describe, expect, it } from 'vitest';
import { csvHeader, renderCsv, twoDecimals } from '../src/evaluator/csv.ts';
import type { EvaluationRow } from '../src/evaluator/evaluate.ts';
import { F32 } from '../src/numbers/num.ts';

const row = (over: Partial<EvaluationRow>): EvaluationRow => ({
  file: 'x.solution',
  recipeId: 'almond-crescent-cookies',
  status: 'ok',
  goalConditionSuccess: { reached: 25, total: 26 },
  dishApproximationScore: Math.fround(0.85),
  executionTime: 2550,
  messages: [],
  warnings: [],
  ...over,
});

describe('~$ rendering', () => {
  it('rounds the exact single-float value to two decimals', () => {
    expect(twoDecimals(25 / 26)).toBe('0.96');
    expect(twoDecimals(1)).toBe('1.00');
    expect(twoDecimals(0)).toBe('0.00');
    expect(twoDecimals(Math.fround(0.0053333333))).toBe('0.01');
    // 3/40 as a single-float is 0.075000003: up, where the double 0.075 (0.07499999…) goes down
    expect(twoDecimals(3 / 40)).toBe('0.08');
    expect((0.075).toFixed(2)).toBe('0.07');
  });
});

describe('CSV', () => {
  it('writes the requested metrics in the fixed order, whatever order they were asked in', () => {
    expect(csvHeader(['execution-time', 'goal-condition-success', 'bogus'])).toBe('recipe-id,goal-condition-success,execution-time\n');
  });

  it('writes fractions and scores with ~$, times as Lisp prints them, NIL when not computed', () => {
    const metrics = ['goal-condition-success', 'dish-approximation-score', 'execution-time'];
    const rows = [
      row({}),
      row({ recipeId: 'afghan-biscuits', goalConditionSuccess: { reached: 40, total: 40 }, dishApproximationScore: 1, executionTime: 2735 }),
      row({ recipeId: 'cole-slaw', status: 'unexecutable', goalConditionSuccess: null, dishApproximationScore: null, executionTime: null }),
      row({ recipeId: 'coconut-tuiles', goalConditionSuccess: { reached: 0, total: 28 }, dishApproximationScore: 0, executionTime: new F32(0) }),
    ];
    expect(renderCsv(rows, metrics)).toBe(
      'recipe-id,goal-condition-success,dish-approximation-score,execution-time\n' +
        'almond-crescent-cookies,0.96,0.85,2550\n' +
        'afghan-biscuits,1.00,1.00,2735\n' +
        'cole-slaw,NIL,NIL,NIL\n' +
        'coconut-tuiles,0.00,0.00,0.0\n',
    );
  });

  it('has a Smatch column when asked, NIL until the Smatch metric fills it', () => {
    const metrics = ['smatch-score', 'goal-condition-success'];
    expect(renderCsv([row({}), row({ smatch: { precision: 0.9, recall: 0.84, f: 0.87, matched: 87, predictedTriples: 97, goldTriples: 103 } })], metrics)).toBe(
      'recipe-id,smatch-score,goal-condition-success\nalmond-crescent-cookies,NIL,0.96\nalmond-crescent-cookies,0.87,0.96\n',
    );
  });
});
