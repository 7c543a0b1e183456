// The parsed form of a `.solution` file: recipes of predicates, every term with its source place.
import type { Num } from '../numbers/num.ts';

export interface SourcePlace {
  file: string;
  line: number; // 1-based
  column: number; // 1-based
}

export type Term =
  | { kind: 'var'; name: string; place: SourcePlace } // name upper-cased, with its leading '?'
  | { kind: 'symbol'; name: string; place: SourcePlace } // lower-cased class name
  | { kind: 'number'; value: Num; text: string; place: SourcePlace } // text: canonical Lisp printing
  | { kind: 'list'; items: Term[]; place: SourcePlace };

export interface Predicate {
  name: string; // lower-cased action name
  args: Term[];
  place: SourcePlace;
  /** Index of this predicate among the predicate lines of its recipe, from 0. */
  index: number;
}

export interface Recipe {
  /** Lower-cased recipe id, or null for a bare network without a `#id` line. */
  id: string | null;
  place: SourcePlace;
  predicates: Predicate[];
}

export interface ParseProblem {
  place: SourcePlace;
  message: string;
}

export interface SolutionFile {
  file: string;
  recipes: Recipe[];
  /** Problems of lines that could not be read; the recipes they belong to carry them too. */
  problems: ParseProblem[];
}
