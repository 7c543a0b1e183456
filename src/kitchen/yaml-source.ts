// Reads ontology and kitchen YAML as plain, bounded data: the file is checked before it is read
// (a regular file, not too large), anchors and aliases are refused (they make alias bombs and
// cycles), nesting is capped, and every mapping and list remembers its line and column for
// messages, and where each of its entries starts (a scalar has no identity of its own to remember
// it by): every refusal names file:line:column.
import yaml from 'js-yaml';
import { BoundedReadRefusal, otherEncoding, readBoundedBytes, utf8TextOf } from '../bounded-file.ts';
import { InputError } from '../errors.ts';
import { cachedYamlDoc } from './yaml-cache.ts';
import { quote } from './yaml-values.ts';

/** Bounds for loading untrusted ontology and kitchen files (docs/SECURITY.md). */
export const YAML_LIMITS = {
  /** Largest file read, in bytes. */
  maxBytes: 2 * 1024 * 1024,
  /** Deepest nesting of mappings and lists. */
  maxDepth: 64,
  /** Most objects one kitchen may hold, `count:` multiplications and what class defaults make included. */
  maxKitchenObjects: 100_000,
  /** Most classes of a loaded ontology, all files together (each class holds a bit set over all of them). */
  maxClasses: 10_000,
  /** Most classes among a class and its superclasses (precedence lists are quadratic in it). */
  maxAncestors: 128,
  /** Most slots of a class, its own and those it inherits (each class keeps them all). */
  maxSlots: 128,
  /** Longest class, kitchen or action name: what the HTTP routes take as a filter or a kitchen. */
  maxNameLength: 100,
};

/** A 1-based line and column in a file. */
export interface YamlPosition {
  line: number;
  column: number;
}

/** A parsed YAML document whose mappings and lists know where they start. */
export interface YamlDoc {
  file: string;
  value: unknown;
  /** 1-based line where a mapping or list of this document starts. */
  lineOf(node: unknown): number | undefined;
  /** Line and column where a mapping or list (or the document's root, whatever it is) starts. */
  positionOf(node: unknown): YamlPosition | undefined;
  /** Where the entry `key` of a mapping (its key) or the item `key` of a list starts (absent in cached documents). */
  positionOfEntry?(node: unknown, key: string | number): YamlPosition | undefined;
}

const at = (file: string, p: YamlPosition) => `${file}:${p.line}:${p.column}`;

/** `file:line:column` of a node of the document, or the file alone when the node is a scalar. */
export function placeOf(doc: YamlDoc, node: unknown): string {
  const p = doc.positionOf(node);
  return p === undefined ? doc.file : at(doc.file, p);
}

/**
 * `file:line:column` of the entry `key` of a mapping or list (its key), else of the entry's value
 * when that is a mapping or list (a cached document knows no keys), else of the node itself.
 */
export function placeOfEntry(doc: YamlDoc, node: unknown, key: string | number): string {
  const value = node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string | number, unknown>)[key] : undefined;
  const p = doc.positionOfEntry?.(node, key) ?? (value !== null && typeof value === 'object' ? doc.positionOf(value) : undefined);
  return p === undefined ? placeOf(doc, node) : at(doc.file, p);
}

/** Reads a YAML file within the limits; anything else is an InputError naming the file. */
export function readYamlFile(path: string): YamlDoc {
  const text = readBoundedText(path, YAML_LIMITS.maxBytes, 'YAML file');
  // the build's cache of the project's own files, used only for exactly the text it parsed
  const cached = cachedYamlDoc(text, path);
  if (cached) return cached;
  let doc: YamlDoc;
  try {
    doc = parseYamlText(text, path);
  } catch (e) {
    throw ruleFileRefusal(path, text) ?? e;
  }
  // a rule file may also read as YAML (one long scalar): say what it is rather than "not a mapping"
  const isMapping = doc.value !== null && typeof doc.value === 'object' && !Array.isArray(doc.value);
  if (!isMapping) {
    const refusal = ruleFileRefusal(path, text);
    if (refusal) throw refusal;
  }
  return doc;
}

/** A clause of a rule file: `name(...).` or `name(...) :-`, or a `:-` directive. */
const RULE_CLAUSE = /^(?:[a-z][A-Za-z0-9_]*\(.*\)\s*(?:\.|:-)|:-)/m;

/**
 * The refusal of a rule file (.pl) given where an ontology YAML file belongs, when the text has
 * the clauses of one: its `%` comments otherwise read as YAML directives, whose refusal
 * ("directive name must not be less than one character in length") says nothing useful.
 */
function ruleFileRefusal(path: string, text: string): InputError | undefined {
  const clause = RULE_CLAUSE.exec(text);
  if (!clause) return undefined;
  const line = text.slice(0, clause.index).split('\n').length;
  return new InputError(
    `${path}: not an ontology YAML file: it looks like a rule file (line ${line}: ${quote(clause[0].length > 40 ? `${clause[0].slice(0, 37)}…` : clause[0])}); give its folder as a rule folder (--rules, or rulesDirs in the library)`,
  );
}

/** The text of a regular file of at most `maxBytes` bytes (readBoundedBytes), refusals naming the `what`. */
export function readBoundedText(path: string, maxBytes: number, what: string): string {
  try {
    const bytes = readBoundedBytes(path, maxBytes);
    const why = otherEncoding(bytes);
    if (why) throw new InputError(`${path}: ${why}`);
    return utf8TextOf(bytes, path, what);
  } catch (e) {
    if (!(e instanceof BoundedReadRefusal)) throw e;
    const r = e.refusal;
    if (r.why === 'cannot-open') throw new InputError(r.code === 'ENOENT' ? `${path}: no such ${what}` : `${path}: cannot open ${what} (${r.code})`);
    if (r.why === 'not-a-file') throw new InputError(`${path}: not a regular file; a ${what} must be a plain file`);
    if (r.why === 'too-large') throw new InputError(`${path}: ${what} of ${r.size} bytes is larger than the limit of ${maxBytes} bytes`);
    if (r.why === 'outside') throw new InputError(`${path}: a link to a file outside ${r.folder}; a ${what} must lie in its folder`);
    throw new InputError(`${path}: cannot read ${what} (it ${r.why === 'replaced' ? 'was replaced while it was opened' : 'grew while it was read'})`);
  }
}

class AnchorRefused extends Error {
  constructor(readonly at: YamlPosition) {
    super('anchor');
  }
}

/** Parses YAML text as bounded plain data (see the module comment). */
export function parseYamlText(text: string, file: string): YamlDoc {
  // js-yaml drops a byte-order mark: so do we, or every offset on line 1 would be one off
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.length > YAML_LIMITS.maxBytes) throw new InputError(`${file}: YAML text larger than the limit of ${YAML_LIMITS.maxBytes} bytes`);
  const lineAt = lineFinder(text);
  // js-yaml places a null byte by its offset alone, as if the text were one line
  const nul = text.indexOf('\0');
  if (nul >= 0) throw new InputError(`${file}:${lineAt(nul)}:${nul - lineAt.start(nul) + 1}: a null byte is not allowed in a YAML file`);
  const positionAt = (offset: number): YamlPosition => {
    const i = skipBlank(text, offset);
    return { line: lineAt(i), column: i - lineAt.start(i) + 1 };
  };
  // every node in the order it was opened: where it starts, what it is, the node it was read in;
  // flat arrays, as most nodes are scalars (lines are worked out from these only for a message)
  const nodes = new WeakMap<object, number>();
  const starts: number[] = [];
  const values: unknown[] = [];
  const parents: number[] = [];
  const open: number[] = [];
  let value: unknown;
  try {
    // maxDepth and the anchor on the listener's state are js-yaml 4.3 features its typings lack
    const options = {
      filename: file,
      maxDepth: YAML_LIMITS.maxDepth,
      listener(event: 'open' | 'close', state: { position: number; anchor?: string | null; result: unknown }) {
        if (event === 'open') {
          parents.push(open.length ? open[open.length - 1] : -1);
          open.push(starts.push(state.position) - 1);
          return;
        }
        const node = open.pop() ?? -1;
        const start = starts[node] ?? state.position;
        if (state.anchor !== null && state.anchor !== undefined) throw new AnchorRefused(positionAt(start));
        const result = state.result as unknown;
        values[node] = result;
        if (result !== null && typeof result === 'object' && !nodes.has(result)) nodes.set(result, node);
      },
    };
    value = yaml.load(text, options as yaml.LoadOptions);
  } catch (e) {
    if (e instanceof AnchorRefused)
      throw new InputError(`${at(file, e.at)}: anchors and aliases (&name, *name) are not allowed in ontology files; write the entries out`);
    if (e instanceof yaml.YAMLException) {
      if (/single document/.test(e.reason))
        throw new InputError(`${at(file, secondDocumentStart(text))}: a second YAML document starts here; an ontology file holds one document (remove the "---" line, or make two files)`);
      const mark = e.mark as { line?: number; column?: number; position?: number } | undefined;
      const where = mark?.line !== undefined ? `${file}:${mark.line + 1}:${(mark.column ?? 0) + 1}` : file;
      const key = e.reason === 'duplicated mapping key' ? keyAt(text, mark?.position ?? -1) : undefined;
      if (key !== undefined) throw new InputError(`${where}: the key ${quote(key)} is given twice in one mapping; write each key once (the second would replace the first)`);
      // js-yaml names the tag in full (!<tag:yaml.org,2002:js/function>): say what it was and why
      const tag = /^unknown tag !<(?:tag:yaml\.org,2002:)?(.*)>$/.exec(e.reason)?.[1];
      if (tag !== undefined)
        throw new InputError(`${where}: the tag ${tag.startsWith('!') ? tag : `!!${tag}`} is not read: an ontology file holds plain mappings, lists, text and numbers (no tags that make code or objects)`);
      throw new InputError(`${where}: ${e.reason}`);
    }
    throw new InputError(`${file}: cannot read YAML (${(e as Error).message})`);
  }
  // the root is placed whatever it is: a file of one scalar is refused at it
  const nodeOf = (node: unknown) => (node !== null && typeof node === 'object' ? nodes.get(node) : node === value && starts.length ? 0 : undefined);
  const positionOf = (node: unknown) => {
    const n = nodeOf(node);
    return n === undefined ? undefined : positionAt(starts[n]);
  };
  // where each entry of a node starts, worked out once per node that a refusal asks about: a
  // file may hold a list of a hundred thousand items, each refused
  let kidsOf: number[][] | undefined;
  const entriesOf = new Map<number, Map<string, number>>();
  const positionOfEntry = (node: unknown, key: string | number) => {
    const n = nodeOf(node);
    if (n === undefined || node === null || typeof node !== 'object') return undefined;
    kidsOf ??= childrenOf(parents);
    let entries = entriesOf.get(n);
    if (!entries) entriesOf.set(n, (entries = entryStarts(node, kidsOf[n] ?? [], values)));
    const start = entries.get(String(key));
    return start === undefined ? undefined : positionAt(starts[start]);
  };
  return { file, value, lineOf: (node) => positionOf(node)?.line, positionOf, positionOfEntry };
}

/** The nodes read directly inside each node, in order, from the node each was read in. */
function childrenOf(parents: number[]): number[][] {
  const kids: number[][] = [];
  parents.forEach((p, i) => {
    if (p >= 0) (kids[p] ??= []).push(i);
  });
  return kids;
}

/**
 * The node where each entry of `node` starts, by key (a list's by index), from the nodes read
 * inside it (`kids`): a list's items one by one (unless `[a: 1]` pairs made the counts differ),
 * a mapping's keys each followed by its value when it has one (`key:` alone reads no value node).
 */
function entryStarts(node: object, kids: number[], values: unknown[]): Map<string, number> {
  const entries = new Map<string, number>();
  if (Array.isArray(node)) {
    if (kids.length === node.length) kids.forEach((kid, i) => entries.set(String(i), kid));
    return entries;
  }
  const m = node as Record<string, unknown>;
  for (let i = 0; i < kids.length; i++) {
    const k = String(values[kids[i]]);
    if (!Object.hasOwn(m, k)) continue;
    if (!entries.has(k)) entries.set(k, kids[i]);
    if (i + 1 < kids.length && values[kids[i + 1]] === m[k]) i++;
  }
  return entries;
}

/** The key a mapping entry at `offset` starts with (plain or quoted), or undefined. */
function keyAt(text: string, offset: number): string | undefined {
  const m = /^(?:"((?:[^"\\\r\n]|\\.)*)"|'((?:[^'\r\n]|'')*)'|([^\s"'#:,{}[\]][^:,{}[\]\r\n]*?))[ \t]*:/.exec(text.slice(offset, offset + 2 * YAML_LIMITS.maxNameLength));
  return m ? (m[1] ?? m[2]?.replace(/''/g, "'") ?? m[3]) : undefined;
}

/** The 1-based line of an offset (`\r\n`, `\n` and `\r` alone each end a line, as js-yaml counts them); `start` gives the line's first offset. */
export function lineFinder(text: string): ((offset: number) => number) & { start: (offset: number) => number } {
  const lineStarts = [0];
  for (const m of text.matchAll(/\r\n|\n|\r/g)) lineStarts.push(m.index + m[0].length);
  const lineAt = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  return Object.assign(lineAt, { start: (offset: number) => lineStarts[lineAt(offset) - 1] });
}

/** Where a second document starts: a `---` after content, or content after `...`. */
function secondDocumentStart(text: string): YamlPosition {
  let content = false;
  let ended = false;
  const lines = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = /^(---|\.\.\.)(\s|$)/.exec(line)?.[1];
    if (marker === '...') ended = content;
    else if (marker === '---') {
      if (content) return { line: i + 1, column: 1 };
      content = /\S/.test(line.slice(3).replace(/\s#.*$/, ''));
    } else if (/^\s*(#|$)/.test(line) || (!content && line.startsWith('%'))) continue;
    else if (ended) return { line: i + 1, column: line.search(/\S/) + 1 };
    else content = true;
  }
  return { line: 1, column: 1 };
}

/** The offset of the first character after blanks, comments and the markers `- ` and `? ` from `i` on. */
function skipBlank(text: string, i: number): number {
  const blank = (c: string | undefined) => c === undefined || c === ' ' || c === '\t' || c === '\n' || c === '\r';
  while (i < text.length) {
    const c = text[i];
    // a list item's dash and a complex key's mark come before the node; `-5` is a number
    if (blank(c) || ((c === '-' || c === '?') && blank(text[i + 1]))) i++;
    else if (c === '-' && text.startsWith('---', i) && (i === 0 || text[i - 1] === '\n' || text[i - 1] === '\r') && blank(text[i + 3])) i += 3; // a document's start
    else if (c === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++; // a comment runs to the line break
    } else break;
  }
  return i;
}
