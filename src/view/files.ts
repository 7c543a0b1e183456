// Writing the page files. A page that cannot be written is that page's problem, said in one
// line (the path and the reason), never a crash that stops the other pages.
import { closeSync, constants, existsSync, fstatSync, ftruncateSync, lstatSync, mkdirSync, openSync, type Stats, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { InputError } from '../errors.ts';
import { inside } from './names.ts';

/** A folder or page that could not be written, with the reason in words. */
export class WriteError extends InputError {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`cannot write ${path}: ${reason}`);
    this.name = 'WriteError';
  }
}

/** A symbolic link where a page goes, in words (`it is …`). */
export const A_LINK = 'a symbolic link (pages are never written through one)';

const REASONS: Record<string, string> = {
  ENAMETOOLONG: 'the name is too long for the file system',
  ELOOP: `it is ${A_LINK}`,
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  EEXIST: 'a file of that name is in the way',
  ENOENT: 'no such folder',
  EMFILE: 'too many open files',
  // opening without waiting: a named pipe nobody reads
  ENXIO: 'it is a named pipe or a device (a page is a plain file)',
};

/** Why a page cannot be made in a folder that exists but refuses new files as missing (ENOENT). */
const NO_NEW_FILES = 'the folder takes no new files (a file system such as /proc)';

/** The reason of a file-system error in words; other errors are not ours to explain. */
function reasonOf(e: unknown): string | null {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) ? (REASONS[code] ?? code) : null;
}

export function makeFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    const reason = reasonOf(e);
    if (reason === null) throw e;
    throw new WriteError(dir, reason);
  }
}

/**
 * A folder of pages we name ourselves (`evaluate --show`'s `<output stem>-views/`), made unless it
 * is there. A symbolic link in its place is refused: someone who can write the folder above (a
 * shared /tmp) must not send every page into a folder of their choosing.
 */
export function makeOwnFolder(dir: string): void {
  makeFolder(dirname(dir));
  try {
    mkdirSync(dir);
  } catch (e) {
    const reason = reasonOf(e);
    if (reason === null) throw e;
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new WriteError(dir, reason);
    const st = lstatSync(dir);
    if (st.isSymbolicLink()) throw new WriteError(dir, REASONS.ELOOP);
    if (!st.isDirectory()) throw new WriteError(dir, REASONS.EEXIST);
  }
}

/** A file of several names where a page goes, in words: writing it would change every other name's content (the input's, when one is it). */
export const A_HARD_LINK = 'it has other names (a hard link): writing it would change their content too';

/** What stands at a page's place when it is not a plain file, in words (`it is a named pipe`); also the words of `view --output`'s check. */
export const kindOf = (st: Stats) => (st.isFIFO() ? 'a named pipe' : st.isCharacterDevice() || st.isBlockDevice() ? 'a device' : st.isSocket() ? 'a socket' : 'not a plain file');

/**
 * Writes `html` to `dir/name` and returns the path. Never through a symbolic link: someone who
 * can write the output folder (a shared /tmp) must not make a page overwrite another file. Opened
 * without waiting (O_NONBLOCK, which plain files ignore), so a named pipe in the way is refused
 * instead of hanging the command until someone reads it. Nor through a hard link (a file of
 * several names, the network's own file among them maybe): emptied only once it is known to be
 * the page's alone.
 */
export function writePage(dir: string, name: string, html: string): string {
  const path = inside(dir, name);
  let fd: number | null = null;
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0), 0o644);
    const st = fstatSync(fd);
    if (!st.isFile()) throw new WriteError(path, `it is ${kindOf(st)} (a page is a plain file)`);
    if (st.nlink > 1) throw new WriteError(path, A_HARD_LINK);
    ftruncateSync(fd);
    const bytes = Buffer.from(html, 'utf8');
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
  } catch (e) {
    if (e instanceof WriteError) throw e;
    // ENOENT from a folder that is there: one that makes no files (/proc, /sys), not a missing one
    const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' && existsSync(dir) ? NO_NEW_FILES : reasonOf(e);
    if (reason === null) throw e;
    throw new WriteError(path, reason);
  } finally {
    if (fd !== null) closeSync(fd);
  }
  return path;
}
