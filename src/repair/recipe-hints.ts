// What the recipe's text says about an ingredient: the ingredient lines of the corpus's recipe
// text (`data/recipe-texts/<id>.xml`, never a gold network), read for an amount and a unit.
// Hints only order candidates; a repair works without them (no corpus, or no such recipe).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchmarkCandidate } from '../benchmark-dir.ts';
import { readRecipeText } from '../tasks/recipe-text.ts';
import { share, wordsOf } from './words.ts';

export interface IngredientLine {
  words: string[];
  quantity: string;
  unit: string;
}

const UNIT_WORDS: Record<string, string> = {
  g: 'g', gram: 'g', ml: 'ml', milliliter: 'ml', l: 'l', liter: 'l', litre: 'l',
  teaspoon: 'teaspoon', tsp: 'teaspoon', tablespoon: 'tablespoon', tbsp: 'tablespoon',
};

/** The unit a word names (`grams`, `tbsp`, `piece`), null for another word. */
export function unitOf(word: string): string | null {
  return word === 'piece' ? 'piece' : (UNIT_WORDS[word] ?? null);
}

/** Why a repair has no hints from a recipe text: no `#id`, no text of that id, an unreadable one, no line with an amount. */
export type NoHintsReason = 'no-id' | 'no-recipe-text' | 'unreadable' | 'no-amounts';

/** A recipe's text as repair reads it: the ingredient lines with an amount, and the words of every ingredient line. */
export interface RecipeHintText {
  lines: IngredientLine[];
  words: string[][];
  reason: NoHintsReason | null;
}

/** The ingredient lines of a recipe's text, with the reason when there are none to read. */
export function recipeHintText(recipeId: string | null, benchmark?: string): RecipeHintText {
  const none = (reason: NoHintsReason): RecipeHintText => ({ lines: [], words: [], reason });
  if (recipeId === null) return none('no-id');
  const candidate = benchmarkCandidate(benchmark);
  // an id that is no file name names no recipe text (a missing corpus holds none either)
  if (!/^[a-z0-9-]+$/.test(recipeId) || candidate === null) return none('no-recipe-text');
  const path = join(resolve(candidate), 'data/recipe-texts', `${recipeId}.xml`);
  if (!existsSync(path)) return none('no-recipe-text');
  let texts: string[];
  try {
    texts = readRecipeText(path).ingredients;
  } catch {
    return none('unreadable'); // an unreadable text gives no hints
  }
  const lines = texts.map(ingredientLine).filter((l): l is IngredientLine => l !== null);
  return { lines, words: texts.map(wordsOf), reason: lines.length ? null : 'no-amounts' };
}

/** `1/4 teaspoon freshly ground black pepper` → 1/4, teaspoon, its words; a line without a number → null. */
export function ingredientLine(text: string): IngredientLine | null {
  const m = /^\s*(\d+(?:[./]\d+)?)\s+(.*)$/.exec(text.toLowerCase());
  if (!m) return null;
  const rest = wordsOf(m[2]);
  const unit = rest.length ? UNIT_WORDS[rest[0]] : undefined;
  return { quantity: m[1], unit: unit ?? 'piece', words: unit ? rest.slice(1) : rest };
}

/** Whether a line's words name a class's words: all of them but one (`white-sugar` in `1 cup sugar`). */
export function namesClass(words: string[], lineWords: string[]): boolean {
  const s = share(words, lineWords);
  return s > 0 && s * words.length >= words.length - 1;
}

/** How many ingredient lines name the class. */
export function linesFor(ingredient: string, lines: IngredientLine[]): number {
  const words = ingredient.split('-');
  return lines.filter((l) => namesClass(words, l.words)).length;
}

/**
 * The line that names an ingredient class best, preferring one whose amount the variable's name
 * repeats (`?sugar-210`): null when no line holds every word of the class but one.
 */
export function lineFor(ingredient: string, lines: IngredientLine[], variableWords: string[]): { line: IngredientLine; fit: number } | null {
  const words = ingredient.split('-');
  let best: { line: IngredientLine; fit: number } | null = null;
  for (const line of lines) {
    const fit = share(words, line.words) + (variableWords.includes(line.quantity) ? 0.5 : 0) + (variableWords.includes(line.unit) ? 0.25 : 0);
    if (linesFor(ingredient, [line]) === 0) continue;
    if (!best || fit > best.fit) best = { line, fit };
  }
  return best;
}
