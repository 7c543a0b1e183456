// Attaches the parse problems of a file to the recipe each bad line belongs to.
import type { ParseProblem, Recipe, SolutionFile } from './ast.ts';

/** Problems on lines after this recipe's header and before the next recipe's. */
export function problemsOf(file: SolutionFile, recipe: Recipe): ParseProblem[] {
  const i = file.recipes.indexOf(recipe);
  const from = i === 0 ? 0 : recipe.place.line;
  const next = file.recipes[i + 1];
  const to = next ? next.place.line : Infinity;
  return file.problems.filter((p) => p.place.line >= from && p.place.line < to);
}

/** Problems that belong to no recipe (e.g. an empty file). */
export function fileProblems(file: SolutionFile): ParseProblem[] {
  return file.recipes.length ? [] : file.problems;
}
