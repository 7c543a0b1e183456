// A recipe header glued to the end of a predicate: `cat a.solution b.solution`, where a's last
// line has no final newline, gives the line `(get-kitchen ?k)#b`. Rather than reading every line
// of b as part of a, the reader ends a's network with the predicate and starts recipe b at the
// header; b carries the syntax problem (a header must start its own line), so a is still scored
// and b's row says where the line break goes.
//
//   gluedHeaderAt('(get-kitchen ?k)#b') → 16      gluedHeaderAt('(get-kitchen ?k) #b') → -1
import type { ParseProblem, SourcePlace } from './ast.ts';
import type { LineRead } from './fast-line.ts';
import { foundAt } from './syntax-hints.ts';

/**
 * Offset of the `#` of a recipe header that follows right after the first complete predicate of
 * the line (`)#id`); -1 when the line is anything else, a header included. parse-solution.ts's
 * gluedHeaderIn also leaves out the lines too long to be read.
 */
export function gluedHeaderAt(text: string): number {
  // every line of every file is asked, twice (read-segments.ts, parse-solution.ts): most have no ")#" at all
  if (!text.includes(')#')) return -1;
  const start = text.search(/[^ \t\r\f]/);
  if (start < 0 || text[start] !== '(') return -1;
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === ';' || c === '"' || c === '|' || c === '\\') return -1; // a comment or Lisp syntax the format lacks: left to the grammar
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return /^#[^\s()#;|\\]/.test(text.slice(i + 1, i + 3)) ? i + 1 : -1; // `#|`: Lisp, not a header
  }
  return -1;
}

/**
 * The header glued at offset `at` of the line, as `read` reads it alone, at its column: the recipe
 * it starts, with the problem of its place first.
 */
export function gluedHeaderRead(text: string, at: number, file: string, line: number, read: (header: string) => LineRead): LineRead {
  const { meaning, problems } = read(text.slice(at));
  const shift = (place: SourcePlace): SourcePlace => ({ ...place, column: place.column + at });
  const glued: ParseProblem = { place: { file, line, column: at + 1 }, message: `expected end of line${foundAt(text, at)}` };
  return {
    meaning: meaning.kind === 'header' ? { ...meaning, place: shift(meaning.place) } : meaning,
    problems: [glued, ...problems.map((p) => ({ ...p, place: shift(p.place) }))],
  };
}
