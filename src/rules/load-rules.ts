// Reads rule files with tau-prolog (syntax and Prolog semantics) and returns their facts as
// plain data. Prolog never runs when actions execute: see compile-rule.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import pl from 'tau-prolog';
import { InputError } from '../errors.ts';
import { fromTau, type PTerm } from './terms.ts';

export interface RuleClause {
  /** Predicate name and arity, e.g. `time/3`. */
  key: string;
  args: PTerm[];
  line: number;
}

export interface RuleFile {
  file: string;
  source: string;
  clauses: RuleClause[];
}

/** Bounds for loading untrusted rule files: size and Prolog inference budget. */
export const RULE_LIMITS = { maxBytes: 256 * 1024, maxInferences: 50_000 };

/** Parses one rule file. Syntax errors name file:line:column. */
export function parseRuleText(source: string, file: string): RuleFile {
  if (source.length > RULE_LIMITS.maxBytes) throw new InputError(`${file}: rule file larger than ${RULE_LIMITS.maxBytes} bytes`);
  if (/^\s*:-/m.test(source))
    throw new InputError(`${file}:${lineOf(source, source.search(/^\s*:-/m))}: directives (":- ...") are not allowed in rule files: rules are facts only`);
  const session = pl.create(RULE_LIMITS.maxInferences);
  let failure: string | null = null;
  // text only: never let tau-prolog treat the source as a path or URL (it would read files);
  // consulting text is synchronous, errors arrive through the callback
  session.consult(source, {
    file: false,
    url: false,
    html: false,
    script: false,
    success() {},
    error(err: unknown) {
      failure = describeError(err);
    },
  });
  if (failure) throw new InputError(`${file}:${failure}`);
  const rules = (session as unknown as { rules: Record<string, { head: unknown; body: unknown }[]> }).rules;
  const clauses: RuleClause[] = [];
  const seen = new Map<string, number>();
  for (const [key, list] of Object.entries(rules)) {
    for (const r of list) {
      const name = key.slice(0, key.lastIndexOf('/'));
      const n = (seen.get(name) ?? 0) + 1;
      seen.set(name, n);
      if (r.body) throw new InputError(`${file}:${nthLine(source, name, n)}: ${key} has a body; rule files hold facts only`);
      const head = fromTau(r.head as never);
      clauses.push({ key, args: head.t === 'compound' ? head.args : [], line: nthLine(source, name, n) });
    }
  }
  clauses.sort((a, b) => a.line - b.line);
  return { file, source, clauses };
}

export function loadRuleFile(path: string): RuleFile {
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch (e) {
    throw new InputError(`${path}: cannot read rule file (${(e as Error).message})`);
  }
  return parseRuleText(source, path);
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

function lineOf(source: string, offset: number): number {
  return source.slice(0, Math.max(0, offset)).split('\n').length;
}

/** Line of the n-th clause of `name` in the text (clauses start at the beginning of a line). */
function nthLine(source: string, name: string, n: number): number {
  const re = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[(.:]`, 'gm');
  let m: RegExpExecArray | null = null;
  for (let i = 0; i < n; i++) {
    m = re.exec(source);
    if (!m) return 0;
  }
  return m ? lineOf(source, m.index) : 0;
}

function describeError(err: unknown): string {
  const text = pl.format_answer(err as never) ?? String(err);
  const line = /line\((\d+)\)/.exec(text)?.[1];
  const col = /column\((\d+)\)/.exec(text)?.[1];
  const what = /syntax_error\((.*)\),\s*\[line/.exec(text)?.[1] ?? text;
  return `${line ?? 0}:${col ?? 0}: syntax error: ${what.replace(/\s+/g, ' ')}`;
}

export const ruleFileName = (path: string) => basename(path, '.pl');
