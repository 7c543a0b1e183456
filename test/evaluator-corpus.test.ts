// The evaluator against the reference's own figures: every gold file scored on its own
// (reference-figures/gold-reference.csv, the relabelled black-bean-salad-2 row included) and every
// variant network (variants/reference-figures.csv). Goal fractions must be equal, dish scores equal
// as single-floats, execution times equal as printed, statuses (ok / nil / error:reason) equal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_METRICS, type EvaluationRow, evaluateRecipe } from '../src/evaluator/evaluate.ts';
import { GoldStandards } from '../src/evaluator/gold-standards.ts';
import { readSolutionFile } from '../src/language/parse-solution.ts';
import { formatNum } from '../src/numbers/num.ts';
import { BENCHMARK, GOLD_DIR, simulator } from './support/simulate.ts';

if (!BENCHMARK) console.warn('benchmark corpus not found (set IRL_KITCHEN_BENCHMARK or place it at ../shared/benchmark): evaluator corpus tests skipped');

type Figures = Record<string, string>;

function readFigures(path: string): Figures[] {
  const [header, ...lines] = readFileSync(path, 'utf8').trim().split('\n');
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    // the description column may hold commas: the metric columns are counted from the end
    const tail = cells.slice(cells.length - (columns.length - 4));
    const head = cells.slice(0, 4);
    const values = columns.length > 9 ? [...head, ...tail] : cells;
    return Object.fromEntries(columns.map((c, i) => [c, values[i] ?? '']));
  });
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const fraction = (g: EvaluationRow['goalConditionSuccess']) => {
  if (!g) return 'NIL';
  const d = gcd(g.reached, g.total);
  return g.total / d === 1 ? String(g.reached / d) : `${g.reached / d}/${g.total / d}`;
};
const status = (row: EvaluationRow) => (row.status === 'ok' ? 'ok' : row.status === 'unexecutable' ? 'nil' : `error:${row.reason}`);
const nilOrEmpty = (s: string) => s === 'NIL' || s === '';

function check(path: string, want: Figures) {
  const sim = simulator();
  const parsed = readSolutionFile(path);
  expect(parsed.problems).toEqual([]);
  const row = evaluateRecipe(sim, new GoldStandards(sim, BENCHMARK!), parsed.recipes[0], path, DEFAULT_METRICS);
  const wantStatus = want.status ?? 'ok';
  const got = {
    status: status(row),
    goals: fraction(row.goalConditionSuccess),
    dish: row.dishApproximationScore === null ? 'NIL' : Math.fround(row.dishApproximationScore),
    time: row.executionTime === null ? 'NIL' : formatNum(row.executionTime),
  };
  expect(got, row.messages.join('\n')).toEqual({
    status: wantStatus,
    goals: nilOrEmpty(want['goal-condition-fraction']) ? 'NIL' : want['goal-condition-fraction'],
    dish: nilOrEmpty(want['dish-approximation-score']) ? 'NIL' : Math.fround(Number(want['dish-approximation-score'])),
    time: nilOrEmpty(want['execution-time']) ? 'NIL' : want['execution-time'],
  });
}

describe.skipIf(!BENCHMARK)('gold networks scored on their own (gold-reference.csv)', () => {
  const figures = BENCHMARK ? readFigures(join(BENCHMARK, 'reference-figures/gold-reference.csv')) : [];
  for (const want of figures) {
    // the relabelled black-bean-salad-2 file sits beside the table
    const path = want.file.includes('--') ? join(BENCHMARK!, 'reference-figures', want.file) : join(GOLD_DIR!, want.file);
    it(`${want.file} as #${want['recipe-id']}`, () => check(path, want), 30_000);
  }
});

describe.skipIf(!BENCHMARK)('variant networks (variants/reference-figures.csv)', () => {
  const figures = BENCHMARK ? readFigures(join(BENCHMARK, 'variants/reference-figures.csv')) : [];
  for (const want of figures) it(`${want.file} (${want.status})`, () => check(join(BENCHMARK!, 'variants', want.file), want), 30_000);
});
