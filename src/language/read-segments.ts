// Reads a `.solution` file (or standard input) recipe by recipe, so that a file of any length is
// scored with the memory one recipe needs. A segment is the lines of one recipe: from a `#id`
// header to the line before the next header (a header glued to the end of a predicate,
// glued-header.ts, splits its line: the predicate ends one segment, and the next segment's first
// line is the whole line, read from the header on). The first segment also holds the lines
// before the first header (a bare network, comments), which parseSolutionLines reads as
// parseSolutionText would, so a segment's recipes, problems and file:line:column are those of
// the whole file.
//
//   for await (const s of readSegments('x.solution')) parseSegment(s)  // → recipes with problems
import type { ParseProblem, Recipe } from './ast.ts';
import { gluedHeaderIn, isHeaderLine, parseSolutionLines } from './parse-solution.ts';
import { fileProblems, problemsOf } from './recipe-problems.ts';
import { isDocumentRefusal } from './prose-lines.ts';
import { firstNonUtf8, placeAfter } from '../bounded-file.ts';
import { notUtf8, solutionChunks } from './solution-input.ts';

export interface Segment {
  /** The file name as given (`-` for standard input). */
  file: string;
  /** Line number of `lines[0]`. */
  firstLine: number;
  lines: string[];
  /** True when this segment is the whole file (a file without a second recipe header). */
  wholeFile: boolean;
}

/** One recipe of a segment with the problems of its lines; recipe null for a file with no recipe. */
export interface SegmentUnit {
  recipe: Recipe | null;
  problems: ParseProblem[];
}

/**
 * Where the text comes from: a file path, or `-` for standard input; a regular file only, and no
 * more than the size bound of either (solution-input.ts: the refusal is thrown while reading).
 */
export function openText(file: string, stdin: AsyncIterable<string | Buffer> = process.stdin): AsyncIterable<string | Buffer> {
  return solutionChunks(file, stdin);
}

/**
 * Splits a stream of text into lines as parseSolutionText does (\r\n, \n or \r), BOM removed.
 * Each chunk is scanned once: a line spread over many chunks costs its length, not its length
 * times the number of chunks. Bytes that are not UTF-8 stop the reading with a NotUtf8Error at
 * their place in `file`, rather than becoming U+FFFD.
 */
export async function* readLines(chunks: AsyncIterable<string | Buffer>, file = '-'): AsyncGenerator<string> {
  const state: LineState = { parts: [], afterCR: false, first: true, lines: 0 };
  // the start of a character the chunk cut, read with the next chunk
  let carry: Buffer | null = null;
  for await (const chunk of chunks) {
    if (typeof chunk === 'string') {
      yield* linesOf(chunk, state);
      continue;
    }
    const bytes: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const whole = wholeCharacters(bytes);
    carry = whole < bytes.length ? Buffer.from(bytes.subarray(whole)) : null;
    yield* linesOf(utf8Text(bytes.subarray(0, whole), state, file), state);
  }
  if (carry) utf8Text(carry, state, file); // a character the input never finished: refused
  yield state.parts.join('');
}

interface LineState {
  parts: string[];
  afterCR: boolean;
  first: boolean;
  /** Lines yielded so far. */
  lines: number;
}

/** How many leading bytes end on a whole UTF-8 character (an unfinished last one is left out). */
function wholeCharacters(bytes: Uint8Array): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 3); i--) {
    const b = bytes[i];
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return i + length > bytes.length ? i : bytes.length;
  }
  return bytes.length;
}

/** The bytes as text, or a NotUtf8Error placed in the whole input (the lines before and the line in hand). */
function utf8Text(bytes: Uint8Array, state: LineState, file: string): string {
  const bad = firstNonUtf8(bytes);
  if (bad < 0) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  let before = Buffer.from(bytes.buffer, bytes.byteOffset, bad).toString('utf8');
  if (state.first) before = before.replace(/^\uFEFF/, '');
  if (state.afterCR && before.startsWith('\n')) before = before.slice(1); // the end of a \r\n already counted
  const { line, column } = placeAfter(state.parts.join('') + before);
  throw notUtf8({ file, line: state.lines + line, column }, bytes[bad]);
}

/** The lines that `text` completes; the start of the next line stays in `state.parts`. */
function* linesOf(text: string, state: LineState): Generator<string> {
  if (state.first && text.length) {
    text = text.replace(/^\uFEFF/, '');
    state.first = false;
  }
  let start = 0;
  // a \r at the end of the last chunk ended its line; a \n right after it belongs to that break
  if (state.afterCR && text.length) {
    state.afterCR = false;
    if (text.charCodeAt(0) === 10) start = 1;
  }
  const re = /\r\n|\n|\r/g;
  re.lastIndex = start;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    state.parts.push(text.slice(start, m.index));
    state.lines++;
    yield state.parts.join('');
    state.parts = [];
    start = m.index + m[0].length;
    if (m[0] === '\r' && start === text.length) state.afterCR = true;
  }
  if (start < text.length) state.parts.push(text.slice(start));
}

/** The segments of a file, one recipe each (see the top of this module). */
export async function* readSegments(file: string, chunks: AsyncIterable<string | Buffer> = openText(file)): AsyncGenerator<Segment> {
  let lines: string[] = [];
  let firstLine = 1;
  let lineNo = 0;
  let sawHeader = false;
  let wholeFile = true;
  for await (const line of readLines(chunks, file)) {
    lineNo++;
    const glued = gluedHeaderIn(line);
    if (glued >= 0 || isHeaderLine(line)) {
      // a header glued to a predicate: the predicate ends this segment, the next reads the line from the header
      if (glued >= 0) lines.push(line.slice(0, glued));
      if (sawHeader || glued >= 0) {
        // a document (README.md) whose first part is prose is refused whole, as parseSolutionText refuses it
        if (firstLine === 1 && isDocumentRefusal(parseSolutionLines(lines, file))) {
          yield { file, firstLine, lines, wholeFile: true };
          return;
        }
        wholeFile = false;
        yield { file, firstLine, lines, wholeFile: false };
        lines = [];
        firstLine = lineNo;
      }
      sawHeader = true;
    }
    lines.push(line);
  }
  yield { file, firstLine, lines, wholeFile };
}

/**
 * The recipes of a segment with the problems that belong to each, as problemsOf and fileProblems
 * give them for the whole file. A whole file with no recipe gives one unit with recipe null
 * (holding the file's problems, none for an empty file).
 */
export function parseSegment(segment: Segment, grammarMillis?: number): SegmentUnit[] {
  // a segment starts at a header, or at a line whose header is glued to the predicate that ended the segment above
  const fromGluedHeader = segment.lines.length > 0 && gluedHeaderIn(segment.lines[0]) >= 0;
  const parsed = parseSolutionLines(segment.lines, segment.file, { firstLine: segment.firstLine, grammarMillis, fromGluedHeader });
  if (!parsed.recipes.length) return segment.wholeFile ? [{ recipe: null, problems: fileProblems(parsed) }] : [];
  return parsed.recipes.map((recipe) => ({ recipe, problems: problemsOf(parsed, recipe) }));
}
