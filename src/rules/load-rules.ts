// Reads rule files as data: the file is checked with stat/fstat before a byte is read (a plain
// file, within the size bound), then read-terms.ts reads its clauses without running anything.
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync, type Stats, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { InputError } from '../errors.ts';
import { RULE_LIMITS } from './fact-forms.ts';
import { readClauses, type RuleClause } from './read-terms.ts';

export type { RuleClause } from './read-terms.ts';
export { RULE_LIMITS } from './fact-forms.ts';

export interface RuleFile {
  file: string;
  source: string;
  clauses: RuleClause[];
}

/** Parsed clauses remembered by content (see rule-cache.ts); null when the text is not known. */
export interface ParsedRuleCache {
  clausesFor(fileName: string, text: string): RuleClause[] | null;
}

/** Reads the clauses of one rule text. Every problem names file:line:column. */
export function parseRuleText(source: string, file: string): RuleFile {
  const bytes = Buffer.byteLength(source, 'utf8');
  if (bytes > RULE_LIMITS.maxBytes) throw new InputError(`${file}:1:1: the rule file has ${bytes} bytes, more than the limit of ${RULE_LIMITS.maxBytes}`);
  return { file, source, clauses: readClauses(source, file) };
}

/** Reads and parses one rule file (from the cache when its text is known there). */
export function loadRuleFile(path: string, cache?: ParsedRuleCache | null): RuleFile {
  const source = readRuleText(path);
  const cached = cache?.clausesFor(basename(path), source);
  return cached ? { file: path, source, clauses: cached } : parseRuleText(source, path);
}

const kindOf = (s: Stats) =>
  s.isDirectory() ? 'a folder' : s.isFIFO() ? 'a named pipe' : s.isCharacterDevice() || s.isBlockDevice() ? 'a device' : s.isSocket() ? 'a socket' : 'not a plain file';

/**
 * The text of a rule file, refused before reading when it is not a regular file (a pipe would
 * block, a device never end) or is larger than the bound. Opened non-blocking, checked again on
 * the open descriptor, and never read past the bound even if it grows meanwhile.
 */
export function readRuleText(path: string, maxBytes = RULE_LIMITS.maxBytes): string {
  const refuse = (why: string): never => {
    throw new InputError(`${path}:1:1: ${why}`, { file: path, line: 1, column: 1 });
  };
  let before: Stats;
  try {
    before = statSync(path);
  } catch (e) {
    return refuse(`cannot read the rule file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const check = (s: Stats) => {
    if (!s.isFile()) refuse(`${kindOf(s)}, not a rule file: rule files are plain .pl files`);
    if (s.size > maxBytes) refuse(`the rule file has ${s.size} bytes, more than the limit of ${maxBytes}`);
  };
  check(before);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return refuse(`cannot read the rule file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  try {
    const now = fstatSync(fd);
    check(now);
    if (now.ino !== before.ino || now.dev !== before.dev) refuse('the rule file was replaced while it was opened');
    // one byte more than its size: a file that grows while it is read is refused, not read on
    const buf = Buffer.alloc(now.size + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buf, length, buf.length - length, null);
      if (n === 0) break;
      length += n;
      if (length === buf.length) refuse('the rule file grew while it was read');
    }
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, length));
      return text;
    } catch {
      return refuse('the rule file is not UTF-8 text');
    }
  } finally {
    closeSync(fd);
  }
}

/** Every `*.pl` file of a folder, in name order. */
export function ruleFilesIn(dir: string): string[] {
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new Error('not a folder');
    names = readdirSync(dir);
  } catch (e) {
    throw new InputError(`${dir}: cannot read rules folder (${(e as Error).message})`);
  }
  return names
    .filter((n) => n.endsWith('.pl') && !n.startsWith('_'))
    .sort()
    .map((n) => join(dir, n));
}

export const ruleFileName = (path: string) => basename(path, '.pl');
