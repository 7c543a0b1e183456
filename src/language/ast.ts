// The parsed form of a `.solution` file: recipes of predicates, every term with its source place.
import type { Num } from '../numbers/num.ts';

/** Where something is in a source file: 1-based line and column. */
export interface SourcePlace {
  file: string;
  line: number; // 1-based
  column: number; // 1-based
}

/** An argument of a predicate: a variable (`?name`, upper-cased), a symbol, a number (with its canonical Lisp text) or a list. */
export type Term =
  | { kind: 'var'; name: string; place: SourcePlace } // name upper-cased, with its leading '?'
  | { kind: 'symbol'; name: string; place: SourcePlace } // lower-cased class name
  | { kind: 'number'; value: Num; text: string; place: SourcePlace } // text: canonical Lisp printing
  | { kind: 'list'; items: Term[]; place: SourcePlace };

/** One line of a network: `(action arg …)`, the action name lower-cased, with its source place. */
export interface Predicate {
  name: string; // lower-cased action name
  args: Term[];
  place: SourcePlace;
  /** Index of this predicate among the predicate lines of its recipe, from 0. */
  index: number;
}

/**
 * The predicate at another index, written out key by key: a spread copy gets a shape of its own,
 * and the engine's reads of a network's predicates then miss their caches at every predicate.
 */
export function atIndex(p: Omit<Predicate, 'index'>, index: number): Predicate {
  return { name: p.name, args: p.args, place: p.place, index };
}

/** One network of a `.solution` file: the `#id` header (if any) and the predicates below it. */
export interface Recipe {
  /** Lower-cased recipe id, or null for a bare network without a `#id` line. */
  id: string | null;
  place: SourcePlace;
  predicates: Predicate[];
  /** The header line, where it reads like a comment rather than a `#id` (`# in a bowl, mix …`): see commentLikeHeader. */
  commentLikeHeader?: string;
}

export interface ParseProblem {
  place: SourcePlace;
  message: string;
  /** `E_UNREADABLE_FILE` for text that cannot be read at all, `E_ENCODING` for text that is not UTF-8; absent for a line that cannot be read (`E_SYNTAX`, docs/DIAGNOSTICS.md). */
  code?: 'E_UNREADABLE_FILE' | 'E_ENCODING';
  /** What to do about it, where the message says only what is wrong (a stray byte order mark). */
  hint?: string;
}

/** A parsed `.solution` file: its recipes and the problems of the lines that could not be read. */
export interface SolutionFile {
  file: string;
  recipes: Recipe[];
  /** Problems of lines that could not be read; the recipes they belong to carry them too. */
  problems: ParseProblem[];
}
