// POST /evaluate: a solution text → one row per recipe, the rows `evaluate --format json`
// prints (same fields, same order of recipes).
import { DEFAULT_METRICS, type EvaluationRow, evaluateRecipe, type MetricName } from '../evaluator/evaluate.ts';
import type { GoldStandards } from '../evaluator/gold-standards.ts';
import { formatPlace, parseSolutionText } from '../language/parse-solution.ts';
import { fileProblems, problemsOf } from '../language/recipe-problems.ts';
import { jsonRow } from '../cli/json-row.ts';
import type { Simulator } from '../simulator.ts';

/** The name a text sent in a request's body field carries as its file in rows and diagnostics (no file exists). */
export const requestFile = (field: 'solution' | 'network') => `request.${field}`;

/** The name POST /evaluate's rows carry as their file. */
export const REQUEST_FILE = requestFile('solution');

export function evaluateText(sim: Simulator, gold: GoldStandards, text: string, metrics: readonly MetricName[] = DEFAULT_METRICS): JsonRow[] {
  const parsed = parseSolutionText(text, REQUEST_FILE);
  const rows: EvaluationRow[] = [];
  const blank = (recipeId: string | null, messages: string[]): EvaluationRow => ({
    file: REQUEST_FILE,
    recipeId,
    status: 'error',
    reason: 'unreadable',
    goalConditionSuccess: null,
    dishApproximationScore: null,
    executionTime: null,
    messages,
    warnings: [],
  });
  for (const p of fileProblems(parsed)) rows.push(blank(null, [`${formatPlace(p.place)}: ${p.message}`]));
  if (!parsed.recipes.length && !parsed.problems.length) rows.push(blank(null, [`${REQUEST_FILE}: the solution holds no recipe`]));
  for (const recipe of parsed.recipes) {
    const problems = problemsOf(parsed, recipe).map((p) => `${formatPlace(p.place)}: ${p.message}`);
    if (problems.length) {
      rows.push(blank(recipe.id, problems));
      continue;
    }
    const row = evaluateRecipe(sim, gold, recipe, REQUEST_FILE, metrics, { semantics: sim.semantics });
    rows.push(row);
  }
  return rows.map(jsonRow);
}

export type JsonRow = ReturnType<typeof jsonRow>;
