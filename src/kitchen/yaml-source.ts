// Reads ontology and kitchen YAML as plain, bounded data: the file is checked before it is read
// (a regular file, not too large), anchors and aliases are refused (they make alias bombs and
// cycles), nesting is capped, and every mapping and list remembers its line for messages, and
// the line of each of its entries (a scalar has no identity of its own to remember it by).
import yaml from 'js-yaml';
import { BoundedReadRefusal, otherEncoding, readBoundedBytes, utf8TextOf } from '../bounded-file.ts';
import { InputError } from '../errors.ts';
import { cachedYamlDoc } from './yaml-cache.ts';

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

/** A parsed YAML document whose mappings and lists know their line. */
export interface YamlDoc {
  file: string;
  value: unknown;
  /** 1-based line where a mapping or list of this document starts. */
  lineOf(node: unknown): number | undefined;
  /** 1-based line of the entry `key` of a mapping, or of the item `key` of a list (absent in cached documents). */
  lineOfEntry?(node: unknown, key: string | number): number | undefined;
}

/** `file:line` of a node of the document, or the file alone when the node is a scalar. */
export function placeOf(doc: YamlDoc, node: unknown): string {
  const line = doc.lineOf(node);
  return line === undefined ? doc.file : `${doc.file}:${line}`;
}

/** `file:line` of the entry `key` of a mapping or list, else of the mapping or list itself. */
export function placeOfEntry(doc: YamlDoc, node: unknown, key: string | number): string {
  const line = doc.lineOfEntry?.(node, key);
  return line === undefined ? placeOf(doc, node) : `${doc.file}:${line}`;
}

/** Reads a YAML file within the limits; anything else is an InputError naming the file. */
export function readYamlFile(path: string): YamlDoc {
  const text = readBoundedText(path, YAML_LIMITS.maxBytes, 'YAML file');
  // the build's cache of the project's own files, used only for exactly the text it parsed
  return cachedYamlDoc(text, path) ?? parseYamlText(text, path);
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
  constructor(readonly line: number) {
    super('anchor');
  }
}

/** Parses YAML text as bounded plain data (see the module comment). */
export function parseYamlText(text: string, file: string): YamlDoc {
  if (text.length > YAML_LIMITS.maxBytes) throw new InputError(`${file}: YAML text larger than the limit of ${YAML_LIMITS.maxBytes} bytes`);
  const lineAt = lineFinder(text);
  // js-yaml places a null byte by its offset alone, as if the text were one line
  const nul = text.indexOf('\0');
  if (nul >= 0) throw new InputError(`${file}:${lineAt(nul)}:${nul - lineAt.start(nul) + 1}: a null byte is not allowed in a YAML file`);
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
        if (state.anchor !== null && state.anchor !== undefined) throw new AnchorRefused(lineAt(skipBlank(text, start)));
        const result = state.result as unknown;
        values[node] = result;
        if (result !== null && typeof result === 'object' && !nodes.has(result)) nodes.set(result, node);
      },
    };
    value = yaml.load(text, options as yaml.LoadOptions);
  } catch (e) {
    if (e instanceof AnchorRefused)
      throw new InputError(`${file}:${e.line}: anchors and aliases (&name, *name) are not allowed in ontology files; write the entries out`);
    if (e instanceof yaml.YAMLException) {
      if (/single document/.test(e.reason))
        throw new InputError(`${file}:${secondDocumentLine(text)}: a second YAML document starts here; an ontology file holds one document (remove the "---" line, or make two files)`);
      const mark = e.mark as { line?: number; column?: number } | undefined;
      const where = mark?.line !== undefined ? `${file}:${mark.line + 1}:${(mark.column ?? 0) + 1}` : file;
      throw new InputError(`${where}: ${e.reason}`);
    }
    throw new InputError(`${file}: cannot read YAML (${(e as Error).message})`);
  }
  const nodeOf = (node: unknown) => (node !== null && typeof node === 'object' ? nodes.get(node) : undefined);
  const lineOf = (node: unknown) => {
    const at = nodeOf(node);
    return at === undefined ? undefined : lineAt(skipBlank(text, starts[at]));
  };
  const lineOfEntry = (node: unknown, key: string | number) => {
    const at = nodeOf(node);
    if (at === undefined) return undefined;
    // the nodes read inside it follow it, up to the first node read in one before it
    const kids: number[] = [];
    for (let i = at + 1; i < parents.length && parents[i] >= at; i++) if (parents[i] === at) kids.push(i);
    const start = entryStart(node as object, kids, values, key);
    return start === undefined ? undefined : lineAt(skipBlank(text, starts[start]));
  };
  return { file, value, lineOf, lineOfEntry };
}

/**
 * The node of the entry `key` of `node`, from the nodes read inside it (`kids`): a list's items
 * one by one (unless `[a: 1]` pairs made the counts differ), a mapping's keys each followed by its
 * value when it has one (`key:` alone reads no value node).
 */
function entryStart(node: object, kids: number[], values: unknown[], key: string | number): number | undefined {
  if (Array.isArray(node)) return kids.length === node.length && typeof key === 'number' ? kids[key] : undefined;
  const m = node as Record<string, unknown>;
  for (let i = 0; i < kids.length; i++) {
    const k = String(values[kids[i]]);
    if (!Object.hasOwn(m, k)) continue;
    if (k === String(key)) return kids[i];
    if (i + 1 < kids.length && values[kids[i + 1]] === m[k]) i++;
  }
  return undefined;
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

/** The line where a second document starts: a `---` after content, or content after `...`. */
function secondDocumentLine(text: string): number {
  let content = false;
  let ended = false;
  const lines = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = /^(---|\.\.\.)(\s|$)/.exec(line)?.[1];
    if (marker === '...') ended = content;
    else if (marker === '---') {
      if (content) return i + 1;
      content = /\S/.test(line.slice(3).replace(/\s#.*$/, ''));
    } else if (/^\s*(#|$)/.test(line) || (!content && line.startsWith('%'))) continue;
    else if (ended) return i + 1;
    else content = true;
  }
  return 1;
}

/** The offset of the first character after blanks and comments from `i` on. */
function skipBlank(text: string, i: number): number {
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '-' || c === '?') i++;
    else if (c === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++; // a comment runs to the line break
    } else break;
  }
  return i;
}
