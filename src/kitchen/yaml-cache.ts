// Parsed ontology YAML remembered by content, for a fast start: the build (scripts/build-caches.ts)
// stores each of the project's ontology files as JSON with the line of every mapping and list,
// keyed by the SHA-256 of its text. Reading a file uses an entry only when the hash of the text
// it has just read matches, so an edited or a user's file is parsed as usual. js-yaml costs a cold
// process tens of milliseconds for the project's files; JSON.parse, about one.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { YamlDoc } from './yaml-source.ts';

export const YAML_CACHE_VERSION = 1;

/** Where the build writes the cache: beside this module. */
export const YAML_CACHE_FILE = fileURLToPath(new URL('./yaml-cache.json', import.meta.url));

/** One document: its value and the lines of its mappings and lists in depth-first order (0: none). */
interface CachedDoc {
  value: unknown;
  lines: number[];
}

export interface YamlCacheJson {
  version: number;
  docs: Record<string, CachedDoc>;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Mappings and lists of a plain value, depth first, parents before children. */
function containers(value: unknown, out: object[] = []): object[] {
  if (value === null || typeof value !== 'object') return out;
  out.push(value);
  for (const child of Array.isArray(value) ? value : Object.values(value)) containers(child, out);
  return out;
}

/** The cache of parsed documents (their texts and what `parse` made of them). */
export function buildYamlCache(docs: { text: string; doc: YamlDoc }[]): YamlCacheJson {
  const entries: YamlCacheJson['docs'] = {};
  for (const { text, doc } of docs) entries[sha256(text)] = { value: doc.value, lines: containers(doc.value).map((node) => doc.lineOf(node) ?? 0) };
  return { version: YAML_CACHE_VERSION, docs: entries };
}

/** Documents as JSON text by hash, from a cache's JSON value; null when it is not a usable cache. */
export type ParsedYamlCache = Map<string, string>;

export function yamlCacheFrom(json: unknown): ParsedYamlCache | null {
  const j = json as Partial<YamlCacheJson> | null;
  if (typeof j !== 'object' || j === null || j.version !== YAML_CACHE_VERSION || typeof j.docs !== 'object' || j.docs === null) return null;
  return new Map(Object.entries(j.docs).map(([hash, doc]) => [hash, JSON.stringify(doc)]));
}

let shipped: ParsedYamlCache | null | undefined;

/** The cache the build wrote beside this module, read once; null when there is none (a checkout without a build) or it is damaged. */
function shippedCache(): ParsedYamlCache | null {
  if (shipped === undefined) {
    try {
      shipped = yamlCacheFrom(JSON.parse(readFileSync(YAML_CACHE_FILE, 'utf8')));
    } catch {
      shipped = null;
    }
  }
  return shipped;
}

/** The document of `text` from the cache (default: the shipped one), as a fresh value; null when the cache lacks it. */
export function cachedYamlDoc(text: string, file: string, cache: ParsedYamlCache | null = shippedCache()): YamlDoc | null {
  const entry = cache?.get(sha256(text));
  if (!entry) return null;
  const { value, lines } = JSON.parse(entry) as CachedDoc;
  const nodes = containers(value);
  if (nodes.length !== lines.length) return null;
  const lineOf = new WeakMap<object, number>();
  nodes.forEach((node, i) => lines[i] && lineOf.set(node, lines[i]));
  return { file, value, lineOf: (node) => (node !== null && typeof node === 'object' ? lineOf.get(node) : undefined) };
}
