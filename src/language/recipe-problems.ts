// Attaches the parse problems of a file to the recipe each bad line belongs to.
import type { ParseProblem, Recipe, SolutionFile, SourcePlace } from './ast.ts';

/**
 * Problems from this recipe's header up to the next recipe's. Places are compared by line and
 * column, since a header glued to the end of a predicate (glued-header.ts) starts the next
 * recipe in the middle of a line.
 */
export function problemsOf(file: SolutionFile, recipe: Recipe): ParseProblem[] {
  const i = file.recipes.indexOf(recipe);
  const next = file.recipes[i + 1];
  return file.problems.filter((p) => (i === 0 || !before(p.place, recipe.place)) && (!next || before(p.place, next.place)));
}

const before = (a: SourcePlace, b: SourcePlace) => a.line < b.line || (a.line === b.line && a.column < b.column);

/** Problems that belong to no recipe (e.g. an empty file). */
export function fileProblems(file: SolutionFile): ParseProblem[] {
  return file.recipes.length ? [] : file.problems;
}
