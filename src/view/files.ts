// Writing the page files. A page that cannot be written is that page's problem, said in one
// line (the path and the reason), never a crash that stops the other pages.
import { closeSync, constants, mkdirSync, openSync, writeSync } from 'node:fs';
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

const REASONS: Record<string, string> = {
  ENAMETOOLONG: 'the name is too long for the file system',
  ELOOP: 'it is a symbolic link (pages are never written through one)',
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
};

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
 * Writes `html` to `dir/name` and returns the path. Never through a symbolic link: someone who
 * can write the output folder (a shared /tmp) must not make a page overwrite another file.
 */
export function writePage(dir: string, name: string, html: string): string {
  const path = inside(dir, name);
  let fd: number | null = null;
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0), 0o644);
    const bytes = Buffer.from(html, 'utf8');
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
  } catch (e) {
    const reason = reasonOf(e);
    if (reason === null) throw e;
    throw new WriteError(path, reason);
  } finally {
    if (fd !== null) closeSync(fd);
  }
  return path;
}
