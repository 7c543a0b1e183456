// Reads rule files as data: the file is checked with stat/fstat before a byte is read (a plain
// file, within the size bound), then read-terms.ts reads its clauses without running anything.
import { lstatSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { BoundedReadRefusal, otherEncoding, readBoundedBytes, utf8TextOf } from '../bounded-file.ts';
import { InputError } from '../errors.ts';
import { ioReason } from '../io-reason.ts';
import { RULE_LIMITS } from './fact-forms.ts';
import { readClauses, type RuleClause } from './read-terms.ts';

export type { RuleClause } from './read-terms.ts';
export { RULE_LIMITS } from './fact-forms.ts';
export { ruleFilesIn } from './rule-folder.ts';

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

/**
 * The text of a rule file, refused before reading when it is not a regular file, is larger than
 * the bound (readBoundedBytes), or is a link to a file outside its folder (a `--rules` folder
 * must not reach, nor echo in a message, a file elsewhere); and when it is not UTF-8.
 */
export function readRuleText(path: string, maxBytes = RULE_LIMITS.maxBytes): string {
  const refuse = (why: string): never => {
    throw new InputError(`${path}:1:1: ${why}`, { file: path, line: 1, column: 1 });
  };
  let bytes: Buffer;
  try {
    bytes = readBoundedBytes(path, maxBytes, { insideFolder: dirname(path) });
  } catch (e) {
    if (!(e instanceof BoundedReadRefusal)) throw e;
    const r = e.refusal;
    // in the words of every other I/O message: `no such file or folder (ENOENT)`, not the bare code
    // a link whose target is gone says so (the target, maybe outside the folder, is not echoed)
    if (r.why === 'cannot-open' && r.code === 'ENOENT' && isLink(path)) return refuse('a symbolic link to nothing (its target does not exist): not a rule file; remove it, or start its name with _ to set it aside');
    if (r.why === 'cannot-open') return refuse(`cannot read the rule file: ${ioReason({ code: r.code })}`);
    if (r.why === 'not-a-file') return refuse(`${r.kind}, not a rule file: rule files are plain .pl files`);
    if (r.why === 'too-large') return refuse(`the rule file has ${r.size} bytes, more than the limit of ${maxBytes}`);
    if (r.why === 'outside') return refuse(`a symbolic link to a file outside the rules folder ${r.folder}: not read; rule files must lie in their folder`);
    return refuse(r.why === 'replaced' ? 'the rule file was replaced while it was opened' : 'the rule file grew while it was read');
  }
  const encoding = otherEncoding(bytes);
  if (encoding) return refuse(encoding);
  return utf8TextOf(bytes, path, 'rule file');
}

export const ruleFileName = (path: string) => basename(path, '.pl');

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
