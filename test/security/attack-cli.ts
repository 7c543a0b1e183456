// What the file-level attack tests share: the real command line with a time bound, and canary
// files whose content, modification time and (where asked) access time must not change.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The bound of the acceptance criteria: every attack is answered within 10 s. */
export const ANSWER_MS = 10_000;
export const SLOW = 60_000;

export interface CliResult {
  code: number | null;
  signal: string | null;
  out: string;
  err: string;
}

/** `bin/<command>.js ARGS` (irl-kitchen by default), stopped after ANSWER_MS; `input` is sent to standard input. */
export function cli(args: string[], options: { bin?: string; input?: string | Buffer; env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<CliResult> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin', `${options.bin ?? 'irl-kitchen'}.js`), ...args], {
      cwd: options.cwd ?? ROOT,
      timeout: ANSWER_MS,
      env: { ...process.env, ...options.env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.stdin.on('error', () => {}); // a command that stops reading early closes its end
    if (options.input !== undefined) child.stdin.end(options.input);
    else child.stdin.end();
    child.on('close', (code, signal) => done({ code, signal, out, err }));
  });
}

/** A clean refusal: answered in time, the status, one line naming what is wrong, no trace, no "bug". */
export function expectRefused(r: CliResult, says: RegExp, code = 2) {
  expect(r.signal, `stopped after ${ANSWER_MS} ms`).toBeNull();
  expect(r.code, r.err).toBe(code);
  expect(r.err).toMatch(says);
  expect(r.err + r.out, 'a stack trace').not.toMatch(/^\s+at |node:internal|this is a bug/m);
}

/** A folder for one test file, removed at the end. */
export function scratch(prefix: string): (name?: string) => string {
  const base = mkdtempSync(join(tmpdir(), `irl-kitchen-${prefix}-`));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  let n = 0;
  return (name = `case-${n++}`) => mkdtempSync(join(base, `${name}-`));
}

/** A file that must stay as it is: check() fails when its content, mtime or (read: true) atime moved. */
export function canary(path: string, text = 'the secret\n', { read = false } = {}) {
  writeFileSync(path, text);
  // an access time before the modification time: any read moves it (relatime)
  const { mtime } = statSync(path);
  utimesSync(path, new Date(mtime.getTime() - 86_400_000), mtime);
  const before = statSync(path);
  return {
    path,
    text,
    check() {
      expect(lstatSync(path).isFile(), `${path} is still a plain file`).toBe(true);
      const after = statSync(path);
      expect(after.mtimeMs, 'the canary was written').toBe(before.mtimeMs);
      if (read) expect(after.atimeMs, 'the canary was read').toBe(before.atimeMs);
      expect(readFileSync(path, 'utf8'), 'the canary was written').toBe(text);
      utimesSync(path, before.atime, before.mtime); // our own read above must not count next time
    },
  };
}

export const exists = (path: string) => existsSync(path) || isLink(path);
export function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
