// Reads the engine's YAML files (ontology/materials.yaml, geometry.yaml) with the care due to
// input: a size limit, the core schema (no custom types, no merge keys), duplicate keys refused,
// anchors and aliases refused (they let a small file expand into a huge one), and every number
// checked to be finite and positive where the caller asks.
import { existsSync } from 'node:fs';
import yaml from 'js-yaml';
import { didYouMean } from '../src/did-you-mean.ts';
import { InputError } from '../src/errors.ts';
import { lineFinder, readBoundedText } from '../src/kitchen/yaml-source.ts';

export const MAX_YAML_BYTES = 1 << 20;

/** Parses a YAML file into plain data; errors name file:line:column. */
export function loadYamlFile(file: string): unknown {
  if (!existsSync(file)) throw new InputError(`${file}: file not found`);
  return parseYaml(readBoundedText(file, MAX_YAML_BYTES, 'YAML file'), file);
}

export function parseYaml(text: string, file: string): unknown {
  if (text.length > MAX_YAML_BYTES) throw new InputError(`${file}: more than ${MAX_YAML_BYTES} characters`);
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const code = stripStringsAndComments(lines[i]);
    const m = /(^|[\s[{,:-])([&*])[^\s]/.exec(code);
    if (m) throw new InputError(`${file}:${i + 1}:${m.index + m[1].length + 1}: YAML ${m[2] === '&' ? 'anchors' : 'aliases'} are not accepted here`);
  }
  try {
    return yaml.load(text, { filename: file, schema: yaml.CORE_SCHEMA, json: false, listener: placeRecorder(text, file) } as yaml.LoadOptions);
  } catch (e) {
    if (e instanceof yaml.YAMLException) {
      const mark = e.mark;
      // js-yaml names no key: the mark stands on the repeated one, so it is read from there
      const key = e.reason === 'duplicated mapping key' && mark ? keyAt(text, mark.position) : undefined;
      throw new InputError(`${file}:${mark ? `${mark.line + 1}:${mark.column + 1}` : '1:1'}: ${e.reason}${key ? ` ${/^["']/.test(key) ? key : `'${key}'`}` : ''}`);
    }
    throw e;
  }
}

/** The mapping key (plain or quoted) that starts at `offset`, as the file spells it. */
function keyAt(text: string, offset: number): string | undefined {
  return /^(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\n]|'')*'|[^\s:,{}[\]]+)/.exec(text.slice(offset, offset + 200))?.[0];
}

function stripStringsAndComments(line: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote) quote = null;
      out += ' ';
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      out += ' ';
    } else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]))) break;
    else out += ch;
  }
  return out;
}

interface Places {
  file: string;
  /** 1-based [line, column] of the mapping or list itself, and of each entry's key and value */
  self: [number, number];
  entries: Map<string, { key: [number, number]; value?: [number, number] }>;
}

/** Where each mapping and list of a parsed file lies, for messages; the data itself stays plain. */
const places = new WeakMap<object, Places>();

/**
 * A js-yaml listener that remembers, for every mapping and list, where it and each of its entries
 * start: a mapping's nodes come as key, value, key, value … (a key without a value reads none).
 */
function placeRecorder(text: string, file: string) {
  const lineAt = lineFinder(text);
  const at = (offset: number): [number, number] => {
    let k = offset;
    // a node's event comes before its indentation (and a list item's dash)
    while (k < text.length && (/\s/.test(text[k]) || (text[k] === '-' && /\s/.test(text[k + 1] ?? ' ')))) k++;
    return [lineAt(k), k - lineAt.start(k) + 1];
  };
  const stack: { start: number; kids: { start: number; value: unknown }[] }[] = [];
  return (event: 'open' | 'close', state: { position: number; result: unknown }) => {
    if (event === 'open') return void stack.push({ start: state.position, kids: [] });
    const frame = stack.pop();
    if (!frame) return;
    const result = state.result;
    stack.at(-1)?.kids.push({ start: frame.start, value: result });
    if (result === null || typeof result !== 'object' || places.has(result)) return;
    const entries: Places['entries'] = new Map();
    const kids = frame.kids;
    if (Array.isArray(result)) {
      if (kids.length === result.length) kids.forEach((k, i) => entries.set(String(i), { key: at(k.start), value: at(k.start) }));
    } else
      for (let i = 0; i < kids.length; i++) {
        const key = String(kids[i].value);
        if (!Object.hasOwn(result, key)) continue;
        // Object.is: a `.nan` value is not === to itself
        const hasValue = i + 1 < kids.length && Object.is(kids[i + 1].value, (result as Record<string, unknown>)[key]);
        const keyPlace = at(kids[i].start);
        const valuePlace = hasValue ? at(kids[i + 1].start) : undefined;
        // an empty value (`w:` and nothing) starts where the next line does: its key is the place
        const emptyValue = valuePlace !== undefined && kids[i + 1].value === null && valuePlace[0] > keyPlace[0];
        entries.set(key, { key: keyPlace, ...(valuePlace && !emptyValue ? { value: valuePlace } : {}) });
        if (hasValue) i++;
      }
    places.set(result, { file, self: at(frame.start), entries });
  };
}

/**
 * `file:line:column` of a parsed mapping or list, of its entry `key` (the value; `{ key: true }`:
 * the key itself), or `fallback` for data that was not read from a file.
 */
export function placeOf(node: unknown, fallback: string, key?: string | number, o: { key?: boolean } = {}): string {
  const p = node !== null && typeof node === 'object' ? places.get(node) : undefined;
  if (!p) return fallback;
  const e = key === undefined ? undefined : p.entries.get(String(key));
  const [line, column] = e ? (o.key ? e.key : (e.value ?? e.key)) : p.self;
  return `${p.file}:${line}:${column}`;
}

/** A record (mapping) or an InputError naming where. */
export function asRecord(v: unknown, where: string): Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new InputError(`${where}: expected a mapping`);
  return v as Record<string, unknown>;
}

/** A finite number > 0 (or ≥ 0 with `zeroOk`), else an InputError naming where. */
export function positive(v: unknown, where: string, zeroOk = false): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || (!zeroOk && v === 0))
    throw new InputError(`${where}: expected a finite number ${zeroOk ? '≥ 0' : '> 0'}, got ${shownValue(v)}`);
  return v;
}

/** A value as the YAML file spelt it: `.nan` and `.inf` rather than JSON's null, a missing key as such. */
export function shownValue(v: unknown): string {
  if (v === undefined) return 'nothing (the key is missing)';
  if (typeof v === 'number' && !Number.isFinite(v)) return Number.isNaN(v) ? '.nan' : v > 0 ? '.inf' : '-.inf';
  return JSON.stringify(v);
}

/** The error for a key that is not one of `known`, with the closest known ones. */
export function unknownKeyError(place: string, key: string, known: readonly string[]): InputError {
  return new InputError(`${place}: unknown key '${key}' (expected ${known.join(', ')})${didYouMean(key, known)}`);
}

/** The error for a value that is not one of `choices` (a material's model, a shape). */
export function choiceError(place: string, name: string, v: unknown, choices: readonly string[]): InputError {
  return new InputError(`${place}: ${name} must be one of ${choices.join(', ')}, got ${shownValue(v)}${typeof v === 'string' ? didYouMean(v, choices) : ''}`);
}
