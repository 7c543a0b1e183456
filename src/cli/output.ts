// Where rows go, written as they are scored. A regular file is written to FILE.partial (appended
// row by row, synced now and then) and renamed to FILE when the run completes: a killed run
// leaves every finished row in FILE.partial and the previous FILE untouched. `-` is standard
// output, where a reader that goes away (EPIPE, `| head -1`) ends the run quietly. Everything is
// checked before any work: a folder, a missing parent folder, a place we cannot write.
// FILE.partial is created exclusively and never followed (partial-file.ts); the rename replaces a
// link at FILE instead of writing through it.
import { accessSync, constants, fchmodSync, fstatSync, fsyncSync, openSync, statSync, type Stats, writeSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { InputError } from '../errors.ts';
import { ioReason } from '../io-reason.ts';
import { closeOnce, createPartial } from './partial-file.ts';

export { ioReason } from '../io-reason.ts';

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
  /** Stops writing, leaving what was written (FILE.partial stays; removed when still empty); says where it is kept. */
  abort(): string;
  /** Read as it is written (standard output, a device), where even a run stopped before its first row leaves what it began; FILE.partial is not. */
  readonly direct: boolean;
  /** A note for stderr: where the rows of a FILE.partial an earlier run left were kept (partial-file.ts). */
  readonly earlier?: string | null;
}

const SYNC_EVERY_MS = 1000;

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
 * The folder FILE goes in must exist: a mistyped folder is refused instead of created, so rows
 * never land somewhere nobody looks.
 */
export function requireFolder(path: string) {
  if (path === '') throw new InputError('--output: the file name is empty');
  // `newdir/` names a folder (one that does not exist yet): not a file to create as `newdir/.partial`
  if (path.endsWith('/') || path.endsWith(sep)) throw new InputError(`--output ${path}: names a folder (it ends in ${path.at(-1)}): --output needs a file name`);
  const dir = dirname(resolve(path));
  const st = statOrNull(dir);
  if (!st) throw new InputError(`--output ${path}: the folder ${dirname(path)} does not exist (create it first)`);
  if (!st.isDirectory()) throw new InputError(`cannot write ${path}: ${dir} is not a folder`);
}

/**
 * Checks before any work that `--output` can take a file written whole at the end (`plan`,
 * `repair`): a file name (not `-`, not a folder) in a folder that exists.
 */
export function requireOutputFile(path: string) {
  if (path === '-') throw new InputError('--output -: the network goes to a file; leave --output out to print it');
  requireFolder(path);
  outputStat(path);
}

/** What `--output` names, when it exists: a folder is refused, --output names a file. */
function outputStat(path: string): Stats | null {
  const st = statOrNull(path);
  if (st?.isDirectory()) throw new InputError(`${path} is a folder: --output needs a file name`);
  if (st?.isFile()) requireWritable(path, st);
  return st;
}

/**
 * An existing FILE is replaced by a rename, which its own permissions do not stop: one that is
 * read-only, or that we may not write, is refused as writing it in place would be.
 */
function requireWritable(path: string, st: Stats) {
  if ((st.mode & 0o222) === 0) throw new InputError(`cannot write ${path}: the file is read-only (make it writable, or choose another --output)`);
  try {
    accessSync(path, constants.W_OK);
  } catch (e) {
    // Node's permission model checks reading for access(): writing is tried when the rows come
    if ((e as NodeJS.ErrnoException).code !== 'ERR_ACCESS_DENIED') throw new InputError(`cannot write ${path}: ${ioReason(e)}`);
  }
}

/** Where `plan` and `repair` put their networks (--output), opened before the search. */
export interface NetworksFile {
  /**
   * Writes the networks: FILE whole, or, when the search was interrupted, FILE.partial with FILE
   * left as it was, or not created (as `run` and `evaluate` keep their rows). Says where an interrupted one went,
   * or why nothing could be written (the command then prints the networks instead).
   */
  save(text: string, interrupted: boolean): Promise<{ kept: string; failure: InputError | null }>;
  /** Removes FILE.partial when nothing was saved (the command stopped before its search ended). */
  discard(): void;
  /** Where the rows of a FILE.partial an earlier run left were kept, in words (a note for stderr); null when there was none. */
  readonly earlier: string | null;
}

/**
 * Opens --output for `plan` and `repair` before their search, as `evaluate` opens its rows: a
 * place that takes no file (a folder, a pipe nobody reads, a link planted at FILE.partial) is
 * refused before any work, and FILE is replaced by a rename, never written through a link.
 */
export function openNetworksFile(path: string | undefined, stdout: NodeJS.WritableStream): NetworksFile {
  if (path === undefined) return { save: async () => ({ kept: '', failure: null }), discard: () => {}, earlier: null };
  requireOutputFile(path);
  const sink = openOutput(path, stdout);
  let open = true;
  return {
    async save(text, interrupted) {
      open = false;
      try {
        await sink.write(text);
        if (interrupted) return { kept: sink.abort(), failure: null };
        await sink.finish();
        return { kept: '', failure: null };
      } catch (e) {
        sink.abort();
        if (!(e instanceof InputError)) throw e;
        return { kept: '', failure: e };
      }
    },
    discard() {
      if (open) sink.abort();
      open = false;
    },
    earlier: sink.earlier ?? null,
  };
}

/** Opens the output named by --output (`-`: standard output); throws InputError before any work. */
export function openOutput(path: string, stdout: NodeJS.WritableStream): OutputSink {
  if (path === '-') return streamSink(stdout);
  const st = outputStat(path);
  if (st && !st.isFile()) return deviceSink(path);
  requireFolder(path);
  const partial = createPartial(path);
  const { fd } = partial;
  if (st) keepMode(fd, st);
  let written = 0;
  let syncedAt = Date.now();
  const close = closeOnce(fd);
  return {
    async write(text) {
      written += writeAll(fd, text, path);
      if (Date.now() - syncedAt > SYNC_EVERY_MS) {
        syncedAt = Date.now();
        syncToDisk(fd);
      }
    },
    async finish() {
      try {
        syncToDisk(fd);
        close();
        partial.renameTo(path);
      } catch (e) {
        close();
        if (e instanceof InputError) throw e;
        throw new InputError(`cannot complete ${path} (the rows are in ${partial.path}): ${ioReason(e)}`);
      }
    },
    abort() {
      close();
      // FILE is only touched by the final rename: say whether there was one to leave alone
      if (written > 0) return ` to ${partial.path}; ${path} ${st ? 'is left as it was' : 'was not created'}`;
      partial.remove();
      return '';
    },
    direct: false,
    earlier: partial.earlier,
  };
}

/** FILE keeps its permissions (a private 0600 file stays private) when FILE.partial replaces it. */
function keepMode(fd: number, st: Stats) {
  try {
    fchmodSync(fd, st.mode & 0o777);
  } catch {
    // a file system without permissions (FAT), or a permission model that denies it: the rows still count
  }
}

/** Flushes the rows to the disk, where the process may: Node 20's permission model denies fsync even on a file it may write. */
function syncToDisk(fd: number) {
  try {
    fsyncSync(fd);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ERR_ACCESS_DENIED') throw e;
  }
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
    closeOnce(openSync(path, constants.O_WRONLY | constants.O_NONBLOCK))(); // a FIFO with no reader fails here instead of waiting
    fd = openSync(path, constants.O_WRONLY);
  } catch (e) {
    throw new InputError(`cannot write ${path}: ${ioReason(e)}`);
  }
  const close = closeOnce(fd);
  // replaced by a regular file since it was checked: writing without O_TRUNC would mangle it
  if (fstatSync(fd).isFile()) {
    close();
    throw new InputError(`cannot write ${path}: it was replaced by a regular file while it was opened`);
  }
  return {
    async write(text) {
      writeAll(fd, text, path);
    },
    async finish() {
      close();
    },
    abort() {
      close();
      return ` to ${path}`;
    },
    direct: true,
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
    abort: () => '',
    direct: true,
  };
}
