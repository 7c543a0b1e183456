// Parsed rule files remembered by content, for a fast start: `buildRuleCache(dirs)` makes a JSON
// value (file name → sha256 of the text + its clauses); loading uses an entry only when the hash
// of the text it has just read matches, and parses the text otherwise. A missing, unreadable or
// malformed cache file means no cache.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { F32, type Num, ratio } from '../numbers/num.ts';
import { isFactForm, RULE_LIMITS } from './fact-forms.ts';
import { type ParsedRuleCache, parseRuleText, readRuleText, ruleFilesIn } from './load-rules.ts';
import type { RuleClause } from './read-terms.ts';
import type { PTerm } from './terms.ts';

export const RULE_CACHE_VERSION = 2;

/** Where the build writes the cache: beside this module. */
export const RULE_CACHE_FILE = fileURLToPath(new URL('./rule-cache.json', import.meta.url));

/** Numbers as JSON: integers as decimal text (they may be bigints), single-floats as numbers; `at`: [line, column]. */
type JsonTerm = (
  | { t: 'atom'; name: string }
  | { t: 'var'; name: string }
  | { t: 'int'; text: string }
  | { t: 'f32'; value: number }
  | { t: 'list'; items: JsonTerm[] }
  | { t: 'compound'; name: string; args: JsonTerm[] }
) & { at?: [number, number] };

interface JsonClause {
  key: string;
  args: JsonTerm[];
  line: number;
  column: number;
}

export interface RuleCacheJson {
  version: number;
  files: Record<string, { sha256: string; clauses: JsonClause[] }>;
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The cache of every rule file of these folders (a later folder's file of the same name wins). */
export function buildRuleCache(dirs: string[]): RuleCacheJson {
  const files: RuleCacheJson['files'] = {};
  for (const dir of dirs)
    for (const path of ruleFilesIn(dir)) {
      const text = readRuleText(path);
      files[basename(path)] = { sha256: sha256(text), clauses: parseRuleText(text, path).clauses.map(encodeClause) };
    }
  return { version: RULE_CACHE_VERSION, files };
}

function encodeClause(c: RuleClause): JsonClause {
  return { key: c.key, args: c.args.map(encode), line: c.line, column: c.column };
}

function encode(t: PTerm): JsonTerm {
  const json = encodeTerm(t);
  if (t.at) json.at = [t.at.line, t.at.column];
  return json;
}

function encodeTerm(t: PTerm): JsonTerm {
  switch (t.t) {
    case 'num':
      return t.value instanceof F32 ? { t: 'f32', value: t.value.v } : { t: 'int', text: typeof t.value === 'number' ? String(t.value) : t.value.n.toString() };
    case 'list':
      return { t: 'list', items: t.items.map(encode) };
    case 'compound':
      return { t: 'compound', name: t.name, args: t.args.map(encode) };
    default:
      return { t: t.t, name: t.name };
  }
}

class Malformed extends Error {}

function decode(x: unknown, depth: number): PTerm {
  const term = decodeTerm(x, depth);
  const at = (x as { at?: unknown }).at;
  if (at !== undefined) {
    if (!Array.isArray(at) || at.length !== 2 || !at.every((n) => Number.isSafeInteger(n) && n > 0)) throw new Malformed();
    term.at = { line: at[0] as number, column: at[1] as number };
  }
  return term;
}

function decodeTerm(x: unknown, depth: number): PTerm {
  if (depth > RULE_LIMITS.maxDepth || typeof x !== 'object' || x === null) throw new Malformed();
  const o = x as Record<string, unknown>;
  const str = (v: unknown) => {
    if (typeof v !== 'string' || v.length > RULE_LIMITS.maxAtomLength) throw new Malformed();
    return v;
  };
  const arr = (v: unknown) => {
    if (!Array.isArray(v)) throw new Malformed();
    return v.map((i) => decode(i, depth + 1));
  };
  switch (o.t) {
    case 'atom':
    case 'var':
      return { t: o.t, name: str(o.name) };
    case 'int': {
      const text = str(o.text);
      if (!/^-?[0-9]+$/.test(text)) throw new Malformed();
      return { t: 'num', value: ratio(BigInt(text), 1n) as Num };
    }
    case 'f32':
      if (typeof o.value !== 'number' || !Number.isFinite(o.value)) throw new Malformed();
      return { t: 'num', value: new F32(o.value) };
    case 'list':
      return { t: 'list', items: arr(o.items) };
    case 'compound':
      return { t: 'compound', name: str(o.name), args: arr(o.args) };
  }
  throw new Malformed();
}

function decodeClauses(x: unknown): RuleClause[] {
  if (!Array.isArray(x) || x.length > RULE_LIMITS.maxClauses) throw new Malformed();
  return x.map((c) => {
    const { key, args, line, column } = (c ?? {}) as Record<string, unknown>;
    if (typeof key !== 'string' || !isFactForm(key) || !Array.isArray(args) || Number(key.split('/')[1]) !== args.length) throw new Malformed();
    if (!Number.isSafeInteger(line) || !Number.isSafeInteger(column)) throw new Malformed();
    return { key, args: args.map((a) => decode(a, 1)), line: line as number, column: column as number };
  });
}

/** A cache over a parsed JSON value; null when it is not a cache of this version. */
export function ruleCacheFrom(json: unknown): ParsedRuleCache | null {
  const j = json as RuleCacheJson | null;
  if (typeof j !== 'object' || j === null || j.version !== RULE_CACHE_VERSION || typeof j.files !== 'object' || j.files === null) return null;
  const files = j.files;
  return {
    clausesFor(fileName: string, text: string): RuleClause[] | null {
      if (!Object.hasOwn(files, fileName)) return null;
      const entry = files[fileName];
      if (typeof entry !== 'object' || entry === null || entry.sha256 !== sha256(text)) return null;
      try {
        return decodeClauses(entry.clauses);
      } catch (e) {
        if (e instanceof Malformed) return null; // parse the text instead
        throw e;
      }
    },
  };
}

/** The cache stored in a JSON file; null when there is none (or it cannot be used). */
export function loadRuleCache(path: string, maxBytes = 64 * 1024 * 1024): ParsedRuleCache | null {
  try {
    const s = statSync(path);
    if (!s.isFile() || s.size > maxBytes) return null;
    return ruleCacheFrom(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}

let defaultCache: ParsedRuleCache | null | undefined;

/** The cache beside this module, read once per process. */
export function defaultRuleCache(): ParsedRuleCache | null {
  if (defaultCache === undefined) defaultCache = loadRuleCache(RULE_CACHE_FILE);
  return defaultCache;
}
