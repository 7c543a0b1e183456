// Reads a `.solution` file (or standard input) recipe by recipe, so that a file of any length is
// scored with the memory one recipe needs. A segment is the lines of one recipe: from a `#id`
// header to the line before the next header. The first segment also holds the lines before the
// first header (a bare network, comments), which parseSolutionLines reads as parseSolutionText
// would, so a segment's recipes, problems and file:line:column are those of the whole file.
//
//   for await (const s of readSegments('x.solution')) parseSegment(s)  // → recipes with problems
import { createReadStream } from 'node:fs';
import type { ParseProblem, Recipe } from './ast.ts';
import { isHeaderLine, parseSolutionLines } from './parse-solution.ts';
import { fileProblems, problemsOf } from './recipe-problems.ts';

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

/** Where the text comes from: a file path, or `-` for standard input. */
export function openText(file: string, stdin: AsyncIterable<string | Buffer> = process.stdin): AsyncIterable<string | Buffer> {
  return file === '-' ? stdin : createReadStream(file, { highWaterMark: 64 * 1024 });
}

/** Splits a stream of text into lines as parseSolutionText does (\r\n, \n or \r), BOM removed. */
export async function* readLines(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true }); // the BOM is removed below, once
  let rest = '';
  let first = true;
  for await (const chunk of chunks) {
    rest += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first && rest.length) {
      rest = rest.replace(/^\uFEFF/, '');
      first = false;
    }
    // a trailing \r may be the first half of \r\n: keep it for the next chunk
    const end = rest.endsWith('\r') ? rest.length - 1 : rest.length;
    const re = /\r\n|\n|\r/g;
    let start = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(rest)) !== null && m.index < end) {
      yield rest.slice(start, m.index);
      start = m.index + m[0].length;
    }
    rest = rest.slice(start);
  }
  rest += decoder.decode();
  if (first) rest = rest.replace(/^\uFEFF/, '');
  const last = rest.split(/\r\n|\n|\r/);
  for (const line of last) yield line;
}

/** The segments of a file, one recipe each (see the top of this module). */
export async function* readSegments(file: string, chunks: AsyncIterable<string | Buffer> = openText(file)): AsyncGenerator<Segment> {
  let lines: string[] = [];
  let firstLine = 1;
  let lineNo = 0;
  let sawHeader = false;
  let wholeFile = true;
  for await (const line of readLines(chunks)) {
    lineNo++;
    if (isHeaderLine(line)) {
      if (sawHeader) {
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
  const parsed = parseSolutionLines(segment.lines, segment.file, { firstLine: segment.firstLine, grammarMillis });
  if (!parsed.recipes.length) return segment.wholeFile ? [{ recipe: null, problems: fileProblems(parsed) }] : [];
  return parsed.recipes.map((recipe) => ({ recipe, problems: problemsOf(parsed, recipe) }));
}
