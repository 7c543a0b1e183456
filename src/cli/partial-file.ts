// FILE.partial, where rows are written until the run completes (output.ts). It is always a file we
// have just created: opened with O_CREAT|O_EXCL|O_NOFOLLOW, so a symbolic link (or anything else)
// planted at FILE.partial is never followed, written or truncated. A stale FILE.partial left by a
// killed run is set aside first, but only when it is a regular file that belongs to us (checked
// with lstat); a link, a file of another user or of another kind is refused. Its rows are kept as
// FILE.partial.earlier (replacing an older one), and the caller is told so; an empty one is
// removed. Our file is recognised later by its device and inode, so a file put in its place
// meanwhile is never renamed or removed.
import { closeSync, constants, fstatSync, lstatSync, openSync, renameSync, type Stats, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { InputError } from '../errors.ts';
import { ioReason } from '../io-reason.ts';

/** O_NONBLOCK: opening never waits, whatever is put in the way; regular files ignore it. */
const CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW | constants.O_NONBLOCK;

export interface PartialFile {
  path: string;
  fd: number;
  /** Whether `path` still names the file we created. */
  isOurs(): boolean;
  /** Renames our file onto `target` (which replaces a link at `target` rather than writing through it). */
  renameTo(target: string): void;
  /** Removes our file, if `path` still names it. */
  remove(): void;
  /** What became of a FILE.partial an earlier run left, in words; null when there was none or it was empty. */
  earlier: string | null;
}

/** Where the rows of a killed run's FILE.partial are kept when the next run starts. */
export const earlierPartial = (forFile: string) => `${forFile}.partial.earlier`;

/** Creates `forFile`.partial exclusively; throws InputError before any work when it cannot. */
export function createPartial(forFile: string): PartialFile {
  const path = `${forFile}.partial`;
  let fd: number;
  let earlier: string | null = null;
  try {
    fd = openSync(path, CREATE, 0o644);
  } catch (e) {
    // the rows go to FILE.partial first: where it cannot be made (a read-only folder, /proc), FILE cannot be either
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new InputError(uncreatable(forFile, e));
    earlier = setAsideStale(path, forFile);
    try {
      fd = openSync(path, CREATE, 0o644);
    } catch (again) {
      // someone made it again between our removal and our open: leave it to them
      throw new InputError(`cannot write ${forFile}: ${path} ${(again as NodeJS.ErrnoException).code === 'EEXIST' ? 'appeared again while it was replaced' : ioReason(again)}`);
    }
  }
  const own = fstatSync(fd);
  const isOurs = () => sameFile(lstatOrNull(path), own);
  return {
    path,
    fd,
    isOurs,
    earlier,
    renameTo(target) {
      if (!isOurs()) throw new InputError(`cannot complete ${target}: ${path} was replaced while the rows were written; ${target} is left as it was`);
      renameSync(path, target);
    },
    remove() {
      if (!isOurs()) return;
      try {
        unlinkSync(path);
      } catch {
        // nothing more to clean
      }
    },
  };
}

/** Why no file can be made where FILE goes, in words of FILE and its folder (FILE.partial is ours alone, never named). */
function uncreatable(forFile: string, e: unknown): string {
  const folder = dirname(forFile);
  // a folder that exists yet answers "no such file" (/proc) takes no new file: ENOENT alone would say it is missing
  if ((e as NodeJS.ErrnoException).code === 'ENOENT' && lstatOrNull(folder)?.isDirectory()) return `cannot write ${forFile}: ${folder} takes no new file (ENOENT)`;
  return `cannot write ${forFile}: no file can be created in ${folder}: ${ioReason(e)}`;
}

/**
 * Sets a stale FILE.partial aside, only when it is a regular file of ours (never following a
 * link): its rows are those a killed run finished, so they are kept as FILE.partial.earlier; an
 * empty one is removed. Says where they went, or null.
 */
function setAsideStale(path: string, forFile: string): string | null {
  const st = lstatOrNull(path);
  if (!st) return null; // gone meanwhile: the second open decides
  const refuse = (why: string): never => {
    throw new InputError(`cannot write ${forFile}: ${path} ${why}; remove it or choose another output`);
  };
  if (st.isSymbolicLink()) refuse('is a symbolic link, which is never followed');
  if (!st.isFile()) refuse('exists and is not a regular file');
  const uid = process.getuid?.();
  if (uid !== undefined && st.uid !== uid) refuse('belongs to another user');
  const kept = earlierPartial(forFile);
  try {
    // a rename replaces a link at `kept` rather than writing through it
    if (st.size > 0) renameSync(path, kept);
    else unlinkSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    refuse(`is left from an earlier run and cannot be ${st.size > 0 ? `kept as ${kept}` : 'removed'}: ${ioReason(e)}`);
  }
  return st.size > 0 ? `${path} was left by an earlier run that did not complete: what it wrote (${st.size} bytes) is kept as ${kept}` : null;
}

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

const sameFile = (a: Stats | null, b: Stats) => a !== null && a.isFile() && a.ino === b.ino && a.dev === b.dev;

/** A close that runs once and never throws: after an I/O error there is nothing more to save. */
export function closeOnce(fd: number): () => void {
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    try {
      closeSync(fd);
    } catch {
      // nothing more to save
    }
  };
}
