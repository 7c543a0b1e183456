// Where a repair's hints came from (docs/PLANNING.md, "Where the hints come from"): the recipe
// text its `#id` names, or none and why. The text is found by id alone, so a network labelled
// with another recipe's id reads that recipe's lines: when most of what the network fetches is in
// none of them, the report says the id may be wrong.
import type { Ontology } from '../kitchen/ontology.ts';
import { isVariable, type Net } from './network.ts';
import { namesClass, type NoHintsReason, type RecipeHintText } from './recipe-hints.ts';
import { wordsOf } from './words.ts';

/** The hints of a repair, as its result reports them. */
export interface RepairHints {
  /** `recipe-text`: the ingredient lines of the recipe text of the network's `#id`; `none`: no hints. */
  source: 'recipe-text' | 'none';
  /** Why there are none (null when the text was read). */
  reason: NoHintsReason | null;
  /** Ingredient lines with an amount read from the text. */
  lines: number;
  /** The ingredients the network fetches (ontology classes below `ingredient`), in file order. */
  fetched: string[];
  /** Those no ingredient line of the text names (empty without a text). */
  unmatched: string[];
  /** Most fetched ingredients are in none of the text's lines: the `#id` may name another recipe. */
  idMayBeWrong: boolean;
}

/** The hints' source, and how well the network's ingredients fit the text's lines. */
export function hintSource(text: RecipeHintText, net: Net, ontology: Ontology): RepairHints {
  const fetched = fetchedIngredients(net, ontology);
  const read = text.words.length > 0 && text.reason !== 'unreadable';
  const unmatched = read ? fetched.filter((c) => !text.words.some((line) => names(c, line))) : [];
  return {
    source: text.reason === null ? 'recipe-text' : 'none',
    reason: text.reason,
    lines: text.lines.length,
    fetched,
    unmatched,
    // a single odd ingredient says little; most of several does
    idMayBeWrong: fetched.length >= 2 && unmatched.length * 2 > fetched.length,
  };
}

/** The ingredient constants of the network, once each. */
function fetchedIngredients(net: Net, ontology: Ontology): string[] {
  const out = new Set<string>();
  for (const l of net.lines) {
    for (const a of l.args) if (!isVariable(a) && ontology.has(a) && ontology.get(a).ancestors.has('ingredient')) out.add(a);
  }
  return [...out];
}

/** A line names an ingredient when it holds every word of the class but one, compared as the line's words are (stemmed). */
const names = (ingredient: string, lineWords: string[]) => namesClass(wordsOf(ingredient.replace(/-/g, ' ')), lineWords);

const REASONS: Record<NoHintsReason, (id: string) => string> = {
  'no-id': () => 'the network has no #id line naming its recipe',
  'no-recipe-text': (id) => `the corpus has no recipe text for ${id}`,
  unreadable: (id) => `the recipe text of ${id} cannot be read`,
  'no-amounts': (id) => `the recipe text of ${id} gives no ingredient line with an amount`,
};

/** The report's note on the hints: their source, and a warning when the id fits the network poorly. */
export function hintsNote(h: RepairHints, recipeId: string | null): string {
  const id = recipeId === null ? '' : `#${recipeId}`;
  const from =
    h.source === 'recipe-text'
      ? `hints from the recipe text of ${id} (${h.lines} ingredient line${h.lines === 1 ? '' : 's'} with an amount)`
      : `no hints from a recipe text (${REASONS[h.reason ?? 'no-id'](id)}): ingredients and amounts are guessed from variable names and the kitchen`;
  if (!h.idMayBeWrong) return from;
  const listed = h.unmatched.length > 4 ? `${h.unmatched.slice(0, 4).join(', ')}, …` : h.unmatched.join(', ');
  return `${from}; ${h.unmatched.length} of the ${h.fetched.length} ingredients the network fetches (${listed}) are in none of its ingredient lines: ${id} may be the wrong id`;
}
