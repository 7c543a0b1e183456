// Parsed ontology YAML remembered by content, for a fast start: the build (scripts/build-caches.ts)
// stores each of the project's ontology files as JSON with the line and column of every mapping
// and list, keyed by the SHA-256 of its text. Reading a file uses an entry only when the hash of
// the text it has just read matches, so an edited or a user's file is parsed as usual. js-yaml
// costs a cold process tens of milliseconds for the project's files; JSON.parse, about one.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { YamlDoc, YamlPosition } from './yaml-source.ts';

export const YAML_CACHE_VERSION = 2;

/** Where the build writes the cache: beside this module. */
export const YAML_CACHE_FILE = fileURLToPath(new URL('./yaml-cache.json', import.meta.url));

/** One document: its value and the line and column of its mappings and lists in depth-first order, two numbers each (0: none). */
interface CachedDoc {
  value: unknown;
  places: number[];
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
  for (const { text, doc } of docs) {
    const places = containers(doc.value).flatMap((node) => {
      const p = doc.positionOf(node);
      return p ? [p.line, p.column] : [0, 0];
    });
    entries[sha256(text)] = { value: doc.value, places };
  }
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
  const { value, places } = JSON.parse(entry) as CachedDoc;
  const nodes = containers(value);
  if (!Array.isArray(places) || nodes.length * 2 !== places.length) return null;
  const at = new WeakMap<object, YamlPosition>();
  nodes.forEach((node, i) => places[2 * i] && at.set(node, { line: places[2 * i], column: places[2 * i + 1] }));
  const positionOf = (node: unknown) => (node !== null && typeof node === 'object' ? at.get(node) : undefined);
  return { file, value, lineOf: (node) => positionOf(node)?.line, positionOf };
}
