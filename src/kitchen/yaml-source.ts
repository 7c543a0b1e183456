// Reads ontology and kitchen YAML as plain, bounded data: the file is checked before it is read
// (a regular file, not too large), anchors and aliases are refused (they make alias bombs and
// cycles), nesting is capped, and every mapping and list remembers its line for messages.
import yaml from 'js-yaml';
import { BoundedReadRefusal, otherEncoding, readBoundedBytes } from '../bounded-file.ts';
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
};

/** A parsed YAML document whose mappings and lists know their line. */
export interface YamlDoc {
  file: string;
  value: unknown;
  /** 1-based line where a mapping or list of this document starts. */
  lineOf(node: unknown): number | undefined;
}

/** `file:line` of a node of the document, or the file alone when the node is a scalar. */
export function placeOf(doc: YamlDoc, node: unknown): string {
  const line = doc.lineOf(node);
  return line === undefined ? doc.file : `${doc.file}:${line}`;
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
    return bytes.toString('utf8');
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
  // \r\n, \n and \r alone each end a line, as js-yaml counts them for its own marks
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
  const lines = new WeakMap<object, number>();
  const opened: number[] = [];
  let value: unknown;
  try {
    // maxDepth and the anchor on the listener's state are js-yaml 4.3 features its typings lack
    const options = {
      filename: file,
      maxDepth: YAML_LIMITS.maxDepth,
      listener(event: 'open' | 'close', state: { position: number; anchor?: string | null; result: unknown }) {
        if (event === 'open') {
          opened.push(state.position);
          return;
        }
        const start = opened.pop() ?? state.position;
        if (state.anchor !== null && state.anchor !== undefined) throw new AnchorRefused(lineAt(start));
        const result = state.result as unknown;
        if (result !== null && typeof result === 'object' && !lines.has(result)) lines.set(result, lineAt(skipBlank(text, start)));
      },
    };
    value = yaml.load(text, options as yaml.LoadOptions);
  } catch (e) {
    if (e instanceof AnchorRefused)
      throw new InputError(`${file}:${e.line}: anchors and aliases (&name, *name) are not allowed in ontology files; write the entries out`);
    if (e instanceof yaml.YAMLException) {
      const mark = e.mark as { line?: number; column?: number } | undefined;
      const where = mark?.line !== undefined ? `${file}:${mark.line + 1}:${(mark.column ?? 0) + 1}` : file;
      throw new InputError(`${where}: ${e.reason}`);
    }
    throw new InputError(`${file}: cannot read YAML (${(e as Error).message})`);
  }
  return { file, value, lineOf: (node) => (node !== null && typeof node === 'object' ? lines.get(node) : undefined) };
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
