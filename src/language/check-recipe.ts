// Checks the shape of a Recipe handed to the library. The reader always builds well-formed
// recipes, but a caller may build one by hand (from a model's output, say) or pass the wrong
// value; the engine assumes the shape of ./ast.ts and would fail deep inside with a TypeError.
//
//   recipeShapeProblem({ id: 'x', place, predicates: [{ name: 'mix', args: [null], … }] })
//     → { place: <the predicate's place>, message: 'predicates[0].args[0]: expected a term …' }
import { InputError } from '../errors.ts';
import { F32, Ratio } from '../numbers/num.ts';
import type { SourcePlace } from './ast.ts';
import { recipeVersion } from './recipe-version.ts';

/** What is wrong with a recipe's shape, at the closest place it has. */
export interface ShapeProblem {
  place: SourcePlace;
  message: string;
}

/** Deepest list nesting walked (the reader refuses deeper lists; a hand-built cycle stops here). */
const MAX_DEPTH = 64;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** An object that is not an array: what an options argument must be. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `a string`, `null`, `an array`: a value as an error message names it. */
export function kindOfValue(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'an array';
  if (isObject(v) && Array.isArray(v.recipes)) return 'a SolutionFile';
  const t = typeof v;
  return t === 'object' ? 'an object' : `${/^[aeiou]/.test(t) ? 'an' : 'a'} ${t}`;
}

/**
 * Throws an InputError unless `recipe` is an object with a predicates array: the wrong value
 * passed (a SolutionFile, text, null), said for `where` (the function called).
 */
export function requireRecipe(recipe: unknown, where: string): void {
  if (isObject(recipe) && Array.isArray(recipe.predicates)) return;
  const hint = isObject(recipe) && Array.isArray(recipe.recipes) ? ': pass one of its recipes, e.g. parseSolutionText(text, file).recipes[0]' : ' (one of parseSolutionText(text, file).recipes)';
  throw new InputError(`${where}: expected a Recipe, got ${kindOfValue(recipe)}${hint}`);
}

function isPlace(v: unknown): v is SourcePlace {
  // line 0 is a line no file holds (a session's implicit get-kitchen)
  return isObject(v) && typeof v.file === 'string' && Number.isSafeInteger(v.line) && (v.line as number) >= 0 && Number.isSafeInteger(v.column) && (v.column as number) >= 0;
}

/** A number term's value must be a Num: a safe integer, or a ratio or single-float the reader made. */
function isNum(v: unknown): boolean {
  return Number.isSafeInteger(v) || v instanceof Ratio || v instanceof F32;
}

/**
 * The first shape problem of a recipe that requireRecipe accepted, or null. `file` places the
 * problems of a recipe without a usable place of its own.
 */
export function recipeShapeProblem(recipe: { predicates: unknown[]; place?: unknown; id?: unknown }, file: string, version = recipeVersion(recipe)): ShapeProblem | null {
  // a recipe run again unchanged (benches, sessions, scoring) is checked once, as the engine compiles it once
  if (wellShaped.has(version)) return null;
  const problem = shapeProblem(recipe, file);
  if (!problem) wellShaped.add(version);
  return problem;
}

/** Versions of recipes found well shaped (recipe-version.ts: a recipe changed in place is checked again). */
const wellShaped = new WeakSet<object>();

function shapeProblem(recipe: { predicates: unknown[]; place?: unknown; id?: unknown }, file: string): ShapeProblem | null {
  const top: SourcePlace = isPlace(recipe.place) ? recipe.place : { file, line: 1, column: 1 };
  if (!isPlace(recipe.place)) return { place: top, message: 'recipe.place: expected { file, line, column } with whole numbers' };
  if (recipe.id !== null && typeof recipe.id !== 'string') return { place: top, message: `recipe.id: expected a string or null, got ${kindOfValue(recipe.id)}` };
  return predicatesProblem(recipe.predicates, top);
}

/** The first shape problem of a list of predicates, placed at `top` where a predicate has no place of its own. */
export function predicatesProblem(predicates: readonly unknown[], top: SourcePlace): ShapeProblem | null {
  for (let i = 0; i < predicates.length; i++) {
    const p = predicates[i];
    const at = `predicates[${i}]`;
    if (!isObject(p)) return { place: top, message: `${at}: expected a predicate { name, args, place, index }, got ${kindOfValue(p)}` };
    if (!isPlace(p.place)) return { place: top, message: `${at}.place: expected { file, line, column } with whole numbers` };
    if (typeof p.name !== 'string' || p.name === '') return { place: p.place, message: `${at}.name: expected an action name, got ${kindOfValue(p.name)}` };
    if (!Array.isArray(p.args)) return { place: p.place, message: `${at}.args: expected an array of terms, got ${kindOfValue(p.args)}` };
    const bad = termsProblem(p.args, `${at}.args`, p.place, 0);
    if (bad) return bad;
  }
  return null;
}

function termsProblem(terms: unknown[], at: string, near: SourcePlace, depth: number): ShapeProblem | null {
  if (depth > MAX_DEPTH) return { place: near, message: `${at}: lists nested deeper than ${MAX_DEPTH} levels` };
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i];
    const path = `${at}[${i}]`;
    if (!isObject(t)) return { place: near, message: `${path}: expected a term (var, symbol, number or list), got ${kindOfValue(t)}` };
    if (!isPlace(t.place)) return { place: near, message: `${path}.place: expected { file, line, column } with whole numbers` };
    const problem = termProblem(t, path, t.place, depth);
    if (problem) return problem;
  }
  return null;
}

function termProblem(t: Record<string, unknown>, at: string, place: SourcePlace, depth: number): ShapeProblem | null {
  switch (t.kind) {
    case 'var':
    case 'symbol':
      return typeof t.name === 'string' && t.name !== '' ? null : { place, message: `${at}.name: expected a non-empty string, got ${kindOfValue(t.name)}` };
    case 'number':
      if (!isNum(t.value))
        return { place, message: `${at}.value: expected a safe integer (other numbers are read from their text by parseSolutionText), got ${typeof t.value === 'number' ? String(t.value) : kindOfValue(t.value)}` };
      return typeof t.text === 'string' ? null : { place, message: `${at}.text: expected the number's text, got ${kindOfValue(t.text)}` };
    case 'list':
      return Array.isArray(t.items) ? termsProblem(t.items, `${at}.items`, place, depth + 1) : { place, message: `${at}.items: expected an array of terms, got ${kindOfValue(t.items)}` };
    default:
      return { place, message: `${at}.kind: expected "var", "symbol", "number" or "list", got ${JSON.stringify(t.kind) ?? 'undefined'}` };
  }
}
