// Where rows go, written as they are scored. A regular file is written to FILE.partial (appended
// row by row, synced now and then) and renamed to FILE when the run completes: a killed run
// leaves every finished row in FILE.partial and the previous FILE untouched. `-` is standard
// output, where a reader that goes away (EPIPE, `| head -1`) ends the run quietly. Everything is
// checked before any work: a folder, a parent that cannot be made, a place we cannot write.
import { closeSync, constants, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync, type Stats, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { InputError } from '../errors.ts';

/** The reader of standard output went away: stop scoring, say nothing. */
export class OutputClosed extends Error {
  constructor() {
    super('standard output was closed');
    this.name = 'OutputClosed';
  }
}

export interface OutputSink {
  /** Appends text (whole rows); throws InputError on an I/O failure, OutputClosed on EPIPE. */
  write(text: string): Promise<void>;
  /** Completes the output (FILE.partial becomes FILE). */
  finish(): Promise<void>;
  /** Stops writing, leaving what was written (FILE.partial stays; removed when still empty). */
  abort(): void;
}

const SYNC_EVERY_MS = 1000;

const reasons: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a folder',
  ENXIO: 'no process reads it',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
  EIO: 'input/output error',
};

/** `no space left on the device (ENOSPC)`. */
export function ioReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (!code) return e instanceof Error ? e.message : String(e);
  return reasons[code] ? `${reasons[code]} (${code})` : code;
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw new InputError(`cannot use ${path} as output: ${ioReason(e)}`);
  }
}

/**
 * Makes the folder and its missing parents one level at a time (mkdirSync's recursive mode can
 * loop forever in some places, e.g. under /proc).
 */
export function ensureFolder(dir: string, forFile: string) {
  const missing: string[] = [];
  let d = resolve(dir);
  for (;;) {
    const st = statOrNull(d);
    if (st) {
      if (!st.isDirectory()) throw new InputError(`cannot write ${forFile}: ${d} is not a folder`);
      break;
    }
    missing.push(d);
    const parent = dirname(d);
    if (parent === d) break;
    d = parent;
  }
  for (const m of missing.reverse()) {
    try {
      mkdirSync(m);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new InputError(`cannot create the folder ${m} for ${forFile}: ${ioReason(e)}`);
    }
  }
}

/** Opens the output named by --output (`-`: standard output); throws InputError before any work. */
export function openOutput(path: string, stdout: NodeJS.WritableStream): OutputSink {
  if (path === '-') return streamSink(stdout);
  const st = statOrNull(path);
  if (st?.isDirectory()) throw new InputError(`${path} is a folder: --output needs a file name`);
  if (st && !st.isFile()) return deviceSink(path);
  ensureFolder(dirname(path), path);
  const partial = `${path}.partial`;
  const pst = statOrNull(partial);
  if (pst && !pst.isFile()) throw new InputError(`cannot write ${partial}: it exists and is not a regular file`);
  let fd: number;
  try {
    // O_NONBLOCK: opening never waits (a FIFO put in our way); regular files ignore it
    fd = openSync(partial, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NONBLOCK, 0o644);
  } catch (e) {
    throw new InputError(`cannot write ${path}: ${ioReason(e)}`);
  }
  let written = 0;
  let syncedAt = Date.now();
  const close = closeOnce(fd);
  return {
    async write(text) {
      written += writeAll(fd, text, path);
      if (Date.now() - syncedAt > SYNC_EVERY_MS) {
        syncedAt = Date.now();
        fsyncSync(fd);
      }
    },
    async finish() {
      try {
        fsyncSync(fd);
        close();
        renameSync(partial, path);
      } catch (e) {
        close();
        throw new InputError(`cannot complete ${path} (the rows are in ${partial}): ${ioReason(e)}`);
      }
    },
    abort() {
      close();
      if (written === 0) rmSync(partial, { force: true });
    },
  };
}

/** Writes all of the text; returns the number of bytes. */
function writeAll(fd: number, text: string, name: string): number {
  const bytes = Buffer.from(text, 'utf8');
  let done = 0;
  try {
    while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EPIPE') throw new OutputClosed();
    throw new InputError(`cannot write ${name}: ${ioReason(e)}`);
  }
  return done;
}

/** A character device or FIFO named as output (/dev/null, /dev/stdout, a pipe): written directly. */
function deviceSink(path: string): OutputSink {
  let fd: number;
  try {
    closeSync(openSync(path, constants.O_WRONLY | constants.O_NONBLOCK)); // a FIFO with no reader fails here instead of waiting
    fd = openSync(path, constants.O_WRONLY);
  } catch (e) {
    throw new InputError(`cannot write ${path}: ${ioReason(e)}`);
  }
  const close = closeOnce(fd);
  return {
    async write(text) {
      writeAll(fd, text, path);
    },
    async finish() {
      close();
    },
    abort: close,
  };
}

/** Standard output, with back-pressure; EPIPE becomes OutputClosed. */
function streamSink(stream: NodeJS.WritableStream): OutputSink {
  let failure: Error | null = null;
  const onError = (e: NodeJS.ErrnoException) => {
    failure = e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED' ? new OutputClosed() : new InputError(`cannot write to standard output: ${ioReason(e)}`);
  };
  stream.on('error', onError);
  const check = () => {
    if (failure) throw failure;
  };
  const wait = () =>
    new Promise<void>((done) => {
      const finish = () => {
        stream.off('drain', finish);
        stream.off('error', finish);
        done();
      };
      stream.on('drain', finish);
      stream.on('error', finish);
    });
  return {
    async write(text) {
      check();
      if (!stream.write(text)) await wait();
      check();
    },
    async finish() {
      check();
      await new Promise<void>((done) => stream.write('', () => done()));
      check();
    },
    abort() {},
  };
}

/** A close of `fd` that runs once and never throws: after an I/O error there is nothing more to save. */
function closeOnce(fd: number): () => void {
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
