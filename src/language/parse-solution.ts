// Reads `.solution` files (MUHAI benchmark networks) into the AST of ./ast.ts.
//
//   parseSolutionText('#afghan-biscuits\n(get-kitchen ?kitchen)\n', 'x.solution')
//     → { recipes: [{ id: 'afghan-biscuits', predicates: [get-kitchen ?KITCHEN] }], problems: [] }
//
// A bad line becomes a ParseProblem such as `x.solution:3:12: expected ")"`; it is skipped and the
// rest of the file is still read, so one typo never loses the other recipes. Syntax lives in
// grammar/solution.ohm (one line at a time, ./grammar-line.ts gives it meaning); this module
// collects the lines' meanings and problems. The usual valid lines are read by ./fast-line.ts,
// which agrees with the grammar and is much faster; any line it is unsure of goes to the grammar,
// which words every problem.
import { atIndex, type ParseProblem, type Recipe, type SolutionFile, type SourcePlace } from './ast.ts';
import { InputError } from '../errors.ts';
import { at, readLineFast, type LineContext, type LineRead } from './fast-line.ts';
import { leftOpenAtEnd, lookalikeParenIn } from './syntax-hints.ts';
import { gluedHeaderAt, gluedHeaderRead } from './glued-header.ts';
import { readLineWithGrammar } from './grammar-line.ts';
import { checkUtf8, NotUtf8Error, readSolutionBytes } from './solution-input.ts';
import { kindOfValue } from './check-recipe.ts';
import { documentRefusal, isCommentLikeHeader, proseToldOnce } from './prose-lines.ts';

/** Exported for the tests of the fast reader. */
export { readLineWithGrammar };

/**
 * Longest line we hand to the grammar, in characters (code points: an emoji is one, as a user
 * counts it); longer ones are refused, which bounds the parse time.
 */
export const MAX_LINE_LENGTH = 100_000;
/** Deepest list nesting accepted (the predicate itself is level 1). */
export const MAX_NESTING = 32;

/** `file:line:column`, the prefix of every problem message. */
export function formatPlace(place: SourcePlace): string {
  return `${place.file}:${place.line}:${place.column}`;
}

/** `file:line:column: message`. */
export function formatProblem(problem: ParseProblem): string {
  return `${formatPlace(problem.place)}: ${problem.message}`;
}

/** Characters (code points) of the text: a surrogate pair is one, a lone surrogate one too. */
function charactersIn(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** True when the line has more than MAX_LINE_LENGTH characters; most lines are decided by their UTF-16 length alone. */
function overLong(text: string): boolean {
  if (text.length <= MAX_LINE_LENGTH) return false;
  return text.length > 2 * MAX_LINE_LENGTH || charactersIn(text) > MAX_LINE_LENGTH;
}

/** Refuses lines that could make the grammar slow or recurse deeply; null when the line is fine. */
function oversizeProblem(text: string, ctx: LineContext): ParseProblem | null {
  if (overLong(text)) {
    return {
      place: at(ctx, 0),
      message: `line is ${charactersIn(text)} characters long, more than the ${MAX_LINE_LENGTH} accepted: line not read`,
    };
  }
  if (/^[ \t\r\f]*#/.test(text)) return null; // a header's text after the id is never parsed
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === ';') break;
    if (c === ')') depth--;
    else if (c === '(' && ++depth > MAX_NESTING) {
      return { place: at(ctx, i), message: `lists nested deeper than ${MAX_NESTING} levels: line not read` };
    }
  }
  return null;
}

/** Reads one line; never throws. The usual lines take the fast reader, the others the grammar. */
function readLine(text: string, file: string, line: number, clock?: GrammarClock): LineRead {
  const oversize = oversizeProblem(text, { file, line, problems: [] });
  if (oversize) return { meaning: { kind: 'nothing' }, problems: [oversize] };
  const fast = readLineFast(text, file, line);
  if (fast) return fast;
  if (!clock) return readLineWithGrammar(text, file, line);
  if (clock.spent >= clock.limit) {
    return {
      meaning: { kind: 'nothing' },
      problems: [{ place: { file, line, column: 1 }, message: `${GRAMMAR_BOUND}: the grammar's time bound of ${clock.limit} ms per recipe is spent, line not read` }],
    };
  }
  const started = performance.now();
  try {
    return readLineWithGrammar(text, file, line);
  } finally {
    clock.spent += performance.now() - started;
  }
}

/** The words that name the grammar's time bound in a problem message. */
export const GRAMMAR_BOUND = 'grammar time bound';

/**
 * Time spent in the grammar (the slow path, for lines the fast reader does not take), and its
 * limit in milliseconds. One grammar match is itself bounded by MAX_LINE_LENGTH and MAX_NESTING.
 */
export interface GrammarClock {
  spent: number;
  limit: number;
}

/** True when the line is a recipe header (`#id`) for the reader, as readLine would find. */
export function isHeaderLine(text: string): boolean {
  return !overLong(text) && /^[ \t\r\f]*#/.test(text);
}

/** Offset of a recipe header glued to the end of the line's predicate (glued-header.ts), in a line short enough to be read; else -1. */
export function gluedHeaderIn(text: string): number {
  return overLong(text) ? -1 : gluedHeaderAt(text);
}

/** The file name of text parsed without one: the places of its recipes and problems name it. */
export const UNNAMED_TEXT = '<text>';

/**
 * Parses the text of a `.solution` file: any number of `#id` recipes, or one bare network (id null).
 * Never throws for bad text: unreadable lines are reported in `problems` and skipped. `file` names
 * the text in every place (UNNAMED_TEXT when absent); a name that is not a string is refused.
 */
export function parseSolutionText(text: string | Uint8Array, file: string = UNNAMED_TEXT): SolutionFile {
  // a place must name a file: Simulator.run would refuse every recipe of an unnamed one
  if (typeof file !== 'string') throw new InputError(`parseSolutionText: the file name must be a string, got ${kindOfValue(file)}`);
  if (typeof text !== 'string') {
    // bytes (a Buffer read without an encoding) are read as a file's are; anything else is a problem
    if (!(text instanceof Uint8Array)) {
      const why = `expected the text of a .solution file (a string), got ${kindOfValue(text)}`;
      return { file, recipes: [], problems: [{ place: { file, line: 1, column: 1 }, message: why, code: 'E_UNREADABLE_FILE' }] };
    }
    try {
      checkUtf8(text, file);
    } catch (e) {
      if (e instanceof NotUtf8Error) return notUtf8File(e);
      throw e;
    }
    text = new TextDecoder().decode(text);
  }
  return parseSolutionLines(text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/), file);
}

export interface ParseLinesOptions {
  /** Number of the first line (1 for a whole file; a later line for a part of a file). */
  firstLine?: number;
  /** Bound on the milliseconds spent in the grammar over these lines (none when absent). */
  grammarMillis?: number;
  /** The first line's predicate before a glued header belongs to the lines above (read-segments.ts): read it from the header. */
  fromGluedHeader?: boolean;
}

/** readLine, and for a line left open at its end: which "(" and whether the next line continues it, not only what was expected. */
function readLineWithHint(text: string, next: string | undefined, line: number, file: string, clock?: GrammarClock): LineRead {
  const read = readLine(text, file, line, clock);
  const p = read.problems;
  if (p.length === 1 && p[0].place.column === text.length + 1 && p[0].message.startsWith('expected ")"')) p[0].message += lookalikeParenIn(text) || leftOpenAtEnd(text, next, line + 1);
  return read;
}

/** Parses lines of a `.solution` file, already split (see parseSolutionText). */
export function parseSolutionLines(lines: readonly string[], file: string, options: ParseLinesOptions = {}): SolutionFile {
  const recipes: Recipe[] = [];
  const problems: ParseProblem[] = [];
  const first = options.firstLine ?? 1;
  const clock = options.grammarMillis === undefined ? undefined : { spent: 0, limit: options.grammarMillis };
  let current: Recipe | null = null;
  // where parts of the file start and where predicates were read: prose-lines.ts tells a part of prose once
  const headerLines: number[] = [];
  const predicateLines: number[] = [];
  const take = ({ meaning, problems: lineProblems }: LineRead) => {
    problems.push(...lineProblems);
    if (meaning.kind === 'header') headerLines.push(meaning.place.line);
    if (meaning.kind === 'predicate') predicateLines.push(meaning.predicate.place.line);
    if (meaning.kind === 'header') {
      current = { id: meaning.id, place: meaning.place, predicates: [] };
      recipes.push(current);
    } else if (meaning.kind === 'predicate') {
      if (current === null) {
        // A network without a header: one recipe with no id.
        current = { id: null, place: meaning.predicate.place, predicates: [] };
        recipes.push(current);
      }
      const recipe: Recipe = current;
      recipe.predicates.push(atIndex(meaning.predicate, recipe.predicates.length));
    }
  };
  lines.forEach((lineText, i) => {
    const glued = gluedHeaderIn(lineText);
    if (glued < 0) {
      take(readLineWithHint(lineText, lines[i + 1], i + first, file, clock));
      if (current && current.place.line === i + first && isCommentLikeHeader(lineText)) current.commentLikeHeader = lineText.trim();
      return;
    }
    if (i > 0 || !options.fromGluedHeader) take(readLine(lineText.slice(0, glued), file, i + first, clock));
    take(gluedHeaderRead(lineText, glued, file, i + first, (part) => readLine(part, file, i + first)));
  });
  const parsed = { file, recipes, problems: proseToldOnce(problems, lines, first, headerLines, predicateLines) };
  return (first === 1 && documentRefusal(parsed, lines, headerLines)) || parsed;
}

/**
 * Reads and parses a file; an unreadable file (missing, not a regular file, over the size bound
 * of solution-input.ts) gives a SolutionFile with one problem, never a throw.
 */
export function readSolutionFile(path: string): SolutionFile {
  // a wrong kind is the caller's fault, not a problem of a file: no file has that name
  if (typeof path !== 'string') throw new InputError(`readSolutionFile: path must be a string, got ${kindOfValue(path)}`);
  let text: string;
  try {
    text = readSolutionBytes(path).toString('utf8');
  } catch (error) {
    if (error instanceof NotUtf8Error) return notUtf8File(error);
    const reason = error instanceof InputError ? error.message : `cannot read the file (${error instanceof Error && 'code' in error ? String(error.code) : String(error)})`;
    return {
      file: path,
      recipes: [],
      problems: [{ place: { file: path, line: 1, column: 1 }, message: reason, code: 'E_UNREADABLE_FILE' }],
    };
  }
  return parseSolutionText(text, path);
}

/** A file refused whole for its encoding: one E_ENCODING problem at the first bad byte. */
const notUtf8File = (e: NotUtf8Error): SolutionFile => ({ file: e.at.file, recipes: [], problems: [{ place: e.at, message: e.why, code: 'E_ENCODING' }] });
