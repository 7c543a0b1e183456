// Reads a file that other people wrote (a rule file, an ontology) without letting it hang the
// process or exhaust memory: only a regular file of at most `maxBytes` bytes is read. Each
// reader words the refusals for its kind of file (BoundedReadRefusal.why).
import { closeSync, constants, fstatSync, openSync, readSync, type Stats, statSync } from 'node:fs';

export type Refusal =
  | { why: 'cannot-open'; code: string }
  | { why: 'not-a-file'; kind: string }
  | { why: 'too-large'; size: number }
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

/**
 * The bytes of a regular file of at most `maxBytes`, refused (BoundedReadRefusal) before any
 * byte is read when it is not one (a pipe would block, a device never end). Opened
 * non-blocking, checked again on the open descriptor, and never read past its size even if it
 * grows meanwhile.
 */
export function readBoundedBytes(path: string, maxBytes: number): Buffer {
  const refuse = (r: Refusal): never => {
    throw new BoundedReadRefusal(r);
  };
  let before: Stats;
  try {
    before = statSync(path);
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
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return refuse({ why: 'cannot-open', code: codeOf(e) });
  }
  try {
    const now = fstatSync(fd);
    check(now);
    if (now.ino !== before.ino || now.dev !== before.dev) refuse({ why: 'replaced' });
    // one byte more than its size: a file that grows while it is read is refused, not read on
    const buf = Buffer.alloc(now.size + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buf, length, buf.length - length, null);
      if (n === 0) break;
      length += n;
      if (length === buf.length) refuse({ why: 'grew' });
    }
    return buf.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}
