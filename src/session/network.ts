// The text of a session's network and its reading as one recipe. Lines keep their numbers in
// `network()`; a network without its own `get-kitchen` gets `(get-kitchen ?kitchen)` implicitly.
import { atIndex, type Predicate, type Recipe, type SourcePlace } from '../language/ast.ts';
import { isHeaderLine, parseSolutionText } from '../language/parse-solution.ts';
import type { ParseProblem } from '../language/ast.ts';

/** The name network places carry in messages and diagnostics. */
export const SESSION_FILE = 'session';

/** The variable the implicit `get-kitchen` binds. */
export const IMPLICIT_KITCHEN = '?kitchen';

export interface SplitText {
  /** The text's lines, in order. */
  lines: string[];
  /** The id of a `#recipe-id` line, if the text has one. */
  recipeId: string | null;
}

/**
 * Splits a request's text into network lines. Every line is kept, blank and `#id` lines included,
 * so lines have the numbers they would have in one file (messages and failure reasons name them);
 * the first `#id` line names the recipe.
 */
export function splitText(text: string): SplitText {
  let recipeId: string | null = null;
  if (text === '') return { lines: [], recipeId };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop(); // the final newline ends the last line
  // the id as the reader takes it: up to the first character that ends a name (`#bowl;note` is `bowl`)
  for (const raw of lines) if (isHeaderLine(raw)) recipeId ??= parseSolutionText(raw, SESSION_FILE).recipes[0]?.id ?? null;
  return { lines, recipeId };
}

export interface ReadNetwork {
  recipe: Recipe | null;
  problems: ParseProblem[];
  /** True when the session supplied `(get-kitchen ?kitchen)` itself. */
  implicitKitchen: boolean;
}

/**
 * Reads the lines as one network (its id that of the first `#id` line, as `splitText` takes it;
 * null without one), adding the implicit get-kitchen where
 * needed; `file` is the name its places carry (a network sent in a request names the request's field).
 */
export function readNetwork(lines: string[], file = SESSION_FILE): ReadNetwork {
  const parsed = parseSolutionText(lines.join('\n'), file);
  const predicates = parsed.recipes.flatMap((r) => r.predicates);
  const place: SourcePlace = { file, line: 1, column: 1 };
  if (parsed.problems.length) return { recipe: null, problems: parsed.problems, implicitKitchen: false };
  const implicitKitchen = !predicates.some((p) => p.name === 'get-kitchen');
  const all: Predicate[] = implicitKitchen ? [implicitGetKitchen(file), ...predicates] : predicates;
  const id = parsed.recipes.find((r) => r.id !== null)?.id ?? null;
  return { recipe: { id, place, predicates: all.map((p, index) => atIndex(p, index)) }, problems: [], implicitKitchen };
}

function implicitGetKitchen(file: string): Predicate {
  const place: SourcePlace = { file, line: 0, column: 1 };
  return { name: 'get-kitchen', args: [{ kind: 'var', name: IMPLICIT_KITCHEN.toUpperCase(), place }], place, index: 0 };
}
