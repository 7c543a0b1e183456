// Lines of text that is no network: a recipe text in XML, a Markdown file, notes in prose given to
// `run`. Each such line is a syntax problem of its own (41 for a recipe text of the corpus), all
// saying the same; where a part of the file (the lines before its first header, or one recipe's)
// holds several and no predicate at all, they are told once, with what the text looks like. A
// header that reads like a shell comment (`# pour the batter`) is told by its recipe's checks
// (engine/program.ts).
//
//   isCommentLikeHeader('# pour the batter') → true      isCommentLikeHeader('#afghan-biscuits') → false
import type { ParseProblem, SolutionFile } from './ast.ts';
import { BARE_PREDICATE } from './syntax-hints.ts';

/** The grammar's message for a line that starts with neither "(" nor "#". */
export const NOT_A_LINE_START = 'expected end of line, "(", or "#"';

/** Fewest such lines in one part of a file that are told once rather than each. */
const TOLD_ONCE_FROM = 3;

/**
 * Whether a header line reads like a comment written with the shell's `#` rather than a recipe
 * id: `#` and a blank before the id (`# pour the batter`), or more words after it (`#in a bowl, mix`).
 * It is still a header (the reference reads it as one too).
 */
export function isCommentLikeHeader(text: string): boolean {
  return /^[ \t\r\f]*#([ \t]+[^\s;]|[^\s;#]+[ \t]+[^\s;])/.test(text);
}

/** A problem of a line that is text rather than a predicate: the grammar's message at the line's first character. */
function isProseProblem(p: ParseProblem, lines: readonly string[], first: number): boolean {
  const text = lines[p.place.line - first];
  // a predicate without its parentheses is no prose: its own hint says how to write it
  return text !== undefined && p.message.startsWith(NOT_A_LINE_START) && p.place.column === text.search(/\S/) + 1 && !p.hint?.startsWith(BARE_PREDICATE);
}

/** What the text of `line` looks like, in words. */
function lookOf(line: string, file: string): string {
  if (/^\s*</.test(line)) return 'XML (a recipe text?)';
  if (/\.(md|markdown)$/i.test(file)) return 'Markdown';
  return 'prose';
}

/** The names of documents that are no network: given to `run`, the whole file is refused when its first part reads no predicate. */
const DOCUMENT_NAME = /\.(md|markdown|xml|html?)$/i;

/** What the .solution format is, for a text that is not in it. */
const FORMAT_IN_BRIEF = 'a network in the .solution format, which holds one predicate per line such as (get-kitchen ?kitchen), under an optional #recipe-id line, with ; comments (docs/FORMAT.md)';

/**
 * A document given as a network (README.md, a recipe text in XML): the file refused with one
 * problem when the part before its second header reads no predicate but has a prose line; null
 * for any other file. `parsed` is that first part read (a Markdown heading starts a recipe, so
 * the rest is not looked at: read-segments.ts decides on the same lines before reading on).
 */
export function documentRefusal(parsed: SolutionFile, lines: readonly string[], headerLines: number[]): SolutionFile | null {
  if (!DOCUMENT_NAME.test(parsed.file)) return null;
  const end = headerLines[1] ?? Infinity;
  if (parsed.recipes.some((r) => r.predicates.some((p) => p.place.line < end))) return null;
  const prose = parsed.problems.find((p) => p.place.line < end && isProseProblem(p, lines, 1));
  if (!prose) return null;
  const look = lookOf(lines[prose.place.line - 1], parsed.file);
  const message = `${NOT_A_LINE_START}; this file is not a network: its text looks like ${look}, and its first lines hold no predicate; give irl-kitchen ${FORMAT_IN_BRIEF}`;
  const refusal: SolutionFile = { file: parsed.file, recipes: [], problems: [{ ...prose, message }] };
  refusals.add(refusal);
  return refusal;
}

const refusals = new WeakSet<SolutionFile>();

/** Whether a read file is a document refused whole by documentRefusal. */
export const isDocumentRefusal = (file: SolutionFile): boolean => refusals.has(file);

/**
 * The problems with the prose lines of each part of the file told once, in that part's first
 * such line. A part is the lines from a header (`headerLines`) to the next; one that reads a
 * predicate (`predicateLines`) keeps each line's problem, since the network is there.
 */
export function proseToldOnce(problems: ParseProblem[], lines: readonly string[], first: number, headerLines: number[], predicateLines: number[]): ParseProblem[] {
  const partOf = (line: number) => headerLines.filter((h) => h <= line).length;
  const withNetwork = new Set(predicateLines.map(partOf));
  const byPart = new Map<number, ParseProblem[]>();
  for (const p of problems) {
    if (!isProseProblem(p, lines, first)) continue;
    const part = partOf(p.place.line);
    if (withNetwork.has(part)) continue;
    byPart.set(part, [...(byPart.get(part) ?? []), p]);
  }
  const told = new Map<ParseProblem, ParseProblem | null>();
  for (const prose of byPart.values()) {
    if (prose.length < TOLD_ONCE_FROM) continue;
    const [head, ...rest] = prose;
    const look = lookOf(lines[head.place.line - first], head.place.file);
    const message = `${NOT_A_LINE_START}; this line and ${rest.length} more up to line ${rest[rest.length - 1].place.line} are not predicates: the text looks like ${look}, not ${FORMAT_IN_BRIEF}`;
    told.set(head, { ...head, message });
    for (const p of rest) told.set(p, null);
  }
  if (!told.size) return problems;
  return problems.flatMap((p) => (told.has(p) ? (told.get(p) ? [told.get(p)!] : []) : [p]));
}
