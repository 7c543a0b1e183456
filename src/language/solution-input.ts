// Where the text of a `.solution` file comes from, bounded: a regular file of at most
// SOLUTION_LIMITS.maxBytes (checked with stat before a byte is read, so a FIFO, /dev/zero or a
// folder is refused instead of hanging or reading forever), or standard input (`-`), which is
// counted as it streams and refused past the same bound. Files are still streamed in chunks
// (read-segments.ts scores them recipe by recipe); the bound is on what one input may hold.
// Text that is not UTF-8 is refused whole, at its first bad byte (NotUtf8Error, E_ENCODING).
import { createReadStream } from 'node:fs';
import { BoundedReadRefusal, byteHex, nonUtf8Place, openBoundedFile, otherEncoding, readBoundedBytes, type Refusal } from '../bounded-file.ts';
import { diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostics } from '../diagnostics/format.ts';
import { InputError } from '../errors.ts';
import type { SourcePlace } from './ast.ts';

/** Bounds for `.solution` inputs (docs/SECURITY.md). */
export const SOLUTION_LIMITS = {
  /** Largest `.solution` file or standard input, in bytes (64 MiB: the corpus's largest file is a few KiB). */
  maxBytes: 64 * 1024 * 1024,
};

/** The environment variable that changes SOLUTION_LIMITS.maxBytes (a whole number of bytes). */
export const MAX_BYTES_VARIABLE = 'IRL_KITCHEN_MAX_SOLUTION_BYTES';

/** The bound in force: SOLUTION_LIMITS.maxBytes, or the environment's; a bad value is an InputError. */
export function solutionMaxBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[MAX_BYTES_VARIABLE];
  if (raw === undefined || raw === '') return SOLUTION_LIMITS.maxBytes;
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < 1) throw new InputError(`${MAX_BYTES_VARIABLE}=${raw}: expected a whole number of bytes of at least 1`);
  return n;
}

/** A refusal in words, without the file's name (the caller puts it in front). */
export function solutionRefusal(r: Refusal, maxBytes: number): string {
  switch (r.why) {
    case 'cannot-open':
      return `cannot read the file (${r.code})`;
    case 'not-a-file':
      return `not a regular file (${r.kind}): give a .solution file, or - for standard input`;
    case 'too-large':
      return `has ${r.size} bytes, ${overLimit(maxBytes)}`;
    case 'grew':
      return `grew while it was read: ${overLimit(maxBytes)}`;
    case 'replaced':
      return 'the file was replaced while it was opened';
    case 'outside':
      return `a link to a file outside ${r.folder}`;
  }
}

const overLimit = (maxBytes: number) => `more than the limit of ${maxBytes} bytes for a .solution input (${MAX_BYTES_VARIABLE} changes it)`;

/**
 * Checks a named input before any work, its encoding included (so that no row of a file that is
 * not UTF-8 is written); throws an InputError `NAME: why` when it cannot be read.
 */
export function checkSolutionFile(path: string, name = path): void {
  const maxBytes = solutionMaxBytes();
  let bytes: Buffer;
  try {
    bytes = readBoundedBytes(path, maxBytes);
  } catch (e) {
    if (e instanceof BoundedReadRefusal) throw new InputError(`${name}: ${solutionRefusal(e.refusal, maxBytes)}`);
    throw e;
  }
  checkUtf8(bytes, name);
}

/** Refuses a regular file that is not UTF-8 text; any other refusal is left to the reader that follows. */
export function refuseNotUtf8File(path: string): void {
  try {
    checkSolutionFile(path);
  } catch (e) {
    if (e instanceof NotUtf8Error || !(e instanceof InputError)) throw e;
  }
}

/** Text that is not UTF-8 (UTF-16, Latin-1, Windows-1252 …), refused whole at its first bad byte: one E_ENCODING line. */
export class NotUtf8Error extends InputError {
  constructor(
    /** The reason, without the place. */
    readonly why: string,
    readonly at: SourcePlace,
  ) {
    super(formatDiagnostics([diagnostic('E_ENCODING', at, why)]), at);
    this.name = 'NotUtf8Error';
  }
}

/** The refusal of a byte that is not part of UTF-8 text, at its place. */
export function notUtf8(at: SourcePlace, byte: number): NotUtf8Error {
  return new NotUtf8Error(`the text is not UTF-8: byte ${byteHex(byte)} is not part of a UTF-8 character (the file may be Latin-1 or Windows-1252); save the file as UTF-8`, at);
}

/** Refuses the bytes of a whole input named `file` unless they are UTF-8 text (a BOM at the start is fine). */
export function checkUtf8(bytes: Uint8Array, file: string): void {
  const why = otherEncoding(bytes);
  if (why) throw new NotUtf8Error(why, { file, line: 1, column: 1 });
  const bad = nonUtf8Place(bytes);
  if (bad) throw notUtf8({ file, line: bad.line, column: bad.column }, bad.byte);
}

/** The bytes of a whole `.solution` file within the bound; a refusal is an InputError whose message is solutionRefusal's, or a NotUtf8Error. */
export function readSolutionBytes(path: string): Buffer {
  const maxBytes = solutionMaxBytes();
  let bytes: Buffer;
  try {
    bytes = readBoundedBytes(path, maxBytes);
  } catch (e) {
    if (e instanceof BoundedReadRefusal) throw new InputError(solutionRefusal(e.refusal, maxBytes));
    throw e;
  }
  checkUtf8(bytes, path);
  return bytes;
}

/**
 * The chunks of a `.solution` input: standard input for `-`, else the file (checked as
 * checkSolutionFile does when it is opened). Throws an InputError (without the name) once more
 * than the bound has come; UTF-16 is a NotUtf8Error (other bytes are read-segments.ts's to find).
 */
export async function* solutionChunks(file: string, stdin: AsyncIterable<string | Buffer> = process.stdin): AsyncGenerator<string | Buffer> {
  const maxBytes = solutionMaxBytes();
  let source: AsyncIterable<string | Buffer>;
  if (file === '-') source = stdin;
  else {
    let fd: number;
    try {
      ({ fd } = openBoundedFile(file, maxBytes));
    } catch (e) {
      if (e instanceof BoundedReadRefusal) throw new InputError(solutionRefusal(e.refusal, maxBytes));
      throw e;
    }
    // the stream owns and closes fd; it never reads past the bound, so a file that grows is refused below
    source = createReadStream('', { fd, highWaterMark: 64 * 1024, start: 0, end: maxBytes });
  }
  let seen = 0;
  for await (const chunk of source) {
    if (seen === 0 && typeof chunk !== 'string') {
      const why = otherEncoding(chunk);
      if (why) throw new NotUtf8Error(why, { file, line: 1, column: 1 });
    }
    seen += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    if (seen > maxBytes) {
      if (file !== '-') throw new InputError(solutionRefusal({ why: 'grew' }, maxBytes));
      throw new InputError(`standard input holds ${overLimit(maxBytes)}`);
    }
    yield chunk;
  }
}
