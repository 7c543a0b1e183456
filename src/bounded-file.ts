// Reads a file that other people wrote (a rule file, an ontology) without letting it hang the
// process or exhaust memory: only a regular file of at most `maxBytes` bytes is read, and, when the
// reader asks, only one that lies inside a given folder once every link is resolved (a rule file
// linked to a secret elsewhere is never opened). Each reader words the refusals for its kind of
// file (BoundedReadRefusal.why). Text in another encoding than UTF-8 is told by its byte-order
// mark (`otherEncoding`), or by its first byte that is not UTF-8 (`firstNonUtf8`), for every kind
// of input alike.
import { isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, type Stats, statSync } from 'node:fs';
import { sep } from 'node:path';
import { InputError } from './errors.ts';

export type Refusal =
  | { why: 'cannot-open'; code: string }
  | { why: 'not-a-file'; kind: string }
  | { why: 'too-large'; size: number }
  | { why: 'outside'; folder: string }
  | { why: 'replaced' }
  | { why: 'grew' };

export class BoundedReadRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.why);
    this.name = 'BoundedReadRefusal';
  }
}

/** What a path is when it is not a regular file, in words. */
const kindOf = (s: Stats) =>
  s.isDirectory() ? 'a folder' : s.isFIFO() ? 'a named pipe' : s.isCharacterDevice() || s.isBlockDevice() ? 'a device' : s.isSocket() ? 'a socket' : 'not a plain file';

const codeOf = (e: unknown) => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

export interface BoundedReadOptions {
  /** Refuse (`outside`) a file whose real path, links resolved, is not inside this folder's. */
  insideFolder?: string;
}

/** Whether the real path `real` lies below the real folder `folder`. */
const isInside = (folder: string, real: string) => real === folder || real.startsWith(folder.endsWith(sep) ? folder : folder + sep);

/**
 * The path to open: `path` itself, or its real path once checked to lie inside the folder (opened
 * with O_NOFOLLOW then, so a link swapped in after the check is not followed either).
 */
function placeToOpen(path: string, options: BoundedReadOptions): { target: string; noFollow: number } {
  if (options.insideFolder === undefined) return { target: path, noFollow: 0 };
  let folder: string;
  let real: string;
  try {
    folder = realpathSync(options.insideFolder);
    real = realpathSync(path);
  } catch (e) {
    throw new BoundedReadRefusal({ why: 'cannot-open', code: codeOf(e) });
  }
  if (!isInside(folder, real)) throw new BoundedReadRefusal({ why: 'outside', folder: options.insideFolder });
  return { target: real, noFollow: constants.O_NOFOLLOW ?? 0 };
}

/**
 * Opens a regular file of at most `maxBytes` for reading, refused (BoundedReadRefusal) before any
 * byte is read when it is not one (a pipe would block, a device never end). Opened non-blocking
 * and checked again on the open descriptor. The caller closes `fd` and reads no more than
 * `maxBytes` from it (the file may grow meanwhile).
 */
export function openBoundedFile(path: string, maxBytes: number, options: BoundedReadOptions = {}): { fd: number; size: number } {
  const refuse = (r: Refusal): never => {
    throw new BoundedReadRefusal(r);
  };
  const { target, noFollow } = placeToOpen(path, options);
  let before: Stats;
  try {
    before = statSync(target);
  } catch (e) {
    return refuse({ why: 'cannot-open', code: codeOf(e) });
  }
  const check = (s: Stats) => {
    if (!s.isFile()) refuse({ why: 'not-a-file', kind: kindOf(s) });
    if (s.size > maxBytes) refuse({ why: 'too-large', size: s.size });
  };
  check(before);
  let fd: number;
  try {
    fd = openSync(target, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | noFollow);
  } catch (e) {
    return refuse({ why: 'cannot-open', code: codeOf(e) });
  }
  try {
    const now = fstatSync(fd);
    check(now);
    if (now.ino !== before.ino || now.dev !== before.dev) refuse({ why: 'replaced' });
    return { fd, size: now.size };
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

/**
 * The bytes of a regular file of at most `maxBytes` (openBoundedFile), never read past its size
 * even if it grows meanwhile.
 */
export function readBoundedBytes(path: string, maxBytes: number, options: BoundedReadOptions = {}): Buffer {
  const { fd, size } = openBoundedFile(path, maxBytes, options);
  try {
    // one byte more than its size: a file that grows while it is read is refused, not read on
    const buf = Buffer.alloc(size + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buf, length, buf.length - length, null);
      if (n === 0) break;
      length += n;
      if (length === buf.length) throw new BoundedReadRefusal({ why: 'grew' });
    }
    return buf.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** Byte-order marks of text in another encoding than UTF-8 (an editor's "Unicode" is UTF-16). */
const OTHER_ENCODINGS: [number[], string][] = [
  [[0xff, 0xfe], 'UTF-16 (little-endian)'],
  [[0xfe, 0xff], 'UTF-16 (big-endian)'],
];

/** Why bytes that start an input are no UTF-8 text, with `advice` after it, or null. */
export function otherEncoding(head: Uint8Array, advice = 'save it as UTF-8'): string | null {
  for (const [mark, name] of OTHER_ENCODINGS)
    if (mark.every((b, i) => head[i] === b)) return `the text is ${name}: it starts with the byte-order mark ${mark.map(byteHex).join(' ')}; ${advice}`;
  const unmarked = unmarkedUtf16(head);
  return unmarked && `the text is UTF-16 (${unmarked}) without a byte-order mark: every other byte is zero; ${advice}`;
}

/**
 * UTF-16 written without its mark, told by its first characters (up to 32): in text that is
 * ASCII, every other byte is zero, which no UTF-8 text does.
 */
function unmarkedUtf16(head: Uint8Array): string | null {
  const n = Math.min(head.length, 64) & ~1;
  if (n < 4) return null;
  let low = true;
  let high = true;
  for (let i = 0; i < n; i += 2) {
    low &&= head[i] !== 0 && head[i + 1] === 0;
    high &&= head[i] === 0 && head[i + 1] !== 0;
  }
  return low ? 'little-endian' : high ? 'big-endian' : null;
}

/**
 * Offset of the first byte that is not part of UTF-8 text (a Latin-1 "é"), or -1 for UTF-8 text.
 * Node's decoder finds it: the first U+FFFD it puts in place of bytes, not one the text holds.
 */
export function firstNonUtf8(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  let chars = 0;
  let offset = 0;
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) {
    offset += Buffer.byteLength(text.slice(chars, i)); // exact: no byte before was replaced
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd) return offset;
    offset += 3;
    chars = i + 1;
  }
  return bytes.length; // not reached: a text that is not UTF-8 holds a replaced byte
}

/** Line and column (1-based, in characters; lines end at \r\n, \n or \r) of what follows `text`. */
export function placeAfter(text: string): { line: number; column: number } {
  const line = 1 + (text.match(/\r\n|\n|\r/g)?.length ?? 0);
  return { line, column: text.length - Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r')) };
}

/**
 * The bytes as UTF-8 text (a leading byte-order mark dropped); bytes that are not UTF-8 (a
 * Latin-1 "é") are refused at their line and column, not turned into U+FFFD without a word.
 * `what`: the kind of file, as the refusal names it (`rule file`).
 */
export function utf8TextOf(bytes: Uint8Array, path: string, what: string): string {
  const bad = nonUtf8Place(bytes);
  if (!bad) return new TextDecoder('utf-8').decode(bytes);
  const { line, column } = bad;
  throw new InputError(`${path}:${line}:${column}: the ${what} is not UTF-8 text (save it as UTF-8)`, { file: path, line, column });
}

/** Where the first byte that is not UTF-8 lies (its offset; line and column, a leading byte-order mark being no column), with that byte; null for UTF-8 text. */
export function nonUtf8Place(bytes: Uint8Array): { offset: number; line: number; column: number; byte: number } | null {
  const bad = firstNonUtf8(bytes);
  if (bad < 0) return null;
  const before = Buffer.from(bytes.buffer, bytes.byteOffset, bad).toString('utf8').replace(/^\uFEFF/, '');
  return { offset: bad, ...placeAfter(before), byte: bytes[bad] };
}

/** A byte as messages show it: two upper-case hexadecimal digits (`E9`). */
export function byteHex(byte: number): string {
  return byte.toString(16).toUpperCase().padStart(2, '0');
}
