// The build's cache of ontology YAML (src/kitchen/yaml-cache.ts) gives back exactly what js-yaml
// made of the same text, lines of mappings and lists included, and nothing for another text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ONTOLOGY_DIR } from '../src/kitchen/world.ts';
import { buildYamlCache, cachedYamlDoc, yamlCacheFrom } from '../src/kitchen/yaml-cache.ts';
import { parseYamlText, type YamlDoc } from '../src/kitchen/yaml-source.ts';

const files = (readdirSync(ONTOLOGY_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.yaml')).map((f) => join(ONTOLOGY_DIR, f));
const parsed = files.map((file) => {
  const text = readFileSync(file, 'utf8');
  return { file, text, doc: parseYamlText(text, file) };
});
// through JSON, as the build writes it and a process reads it
const cache = yamlCacheFrom(JSON.parse(JSON.stringify(buildYamlCache(parsed))));

/** Every mapping and list of a document with its line, depth first. */
function linedNodes(doc: YamlDoc, node: unknown = doc.value, out: (number | undefined)[] = []): (number | undefined)[] {
  if (node === null || typeof node !== 'object') return out;
  out.push(doc.lineOf(node));
  for (const child of Array.isArray(node) ? node : Object.values(node)) linedNodes(doc, child, out);
  return out;
}

describe('ontology YAML cache', () => {
  it('covers every ontology file', () => {
    expect(cache?.size).toBe(new Set(parsed.map((p) => p.text)).size);
  });

  for (const { file, text, doc } of parsed)
    it(`gives back ${file.slice(ONTOLOGY_DIR.length + 1)} as parsed, lines included`, () => {
      const cached = cachedYamlDoc(text, 'other-name.yaml', cache);
      expect(cached?.value).toEqual(doc.value);
      expect(cached?.file).toBe('other-name.yaml');
      expect(linedNodes(cached!)).toEqual(linedNodes(doc));
      expect(linedNodes(doc).some((line) => line !== undefined)).toBe(true);
    });

  it('gives a fresh value each time, and nothing for a changed text or without a cache', () => {
    const { text } = parsed[0];
    const a = cachedYamlDoc(text, 'a.yaml', cache);
    const b = cachedYamlDoc(text, 'b.yaml', cache);
    expect(a?.value).not.toBe(b?.value);
    expect(cachedYamlDoc(`${text}\n# edited\n`, 'a.yaml', cache)).toBeNull();
    expect(cachedYamlDoc(text, 'a.yaml', null)).toBeNull();
    expect(yamlCacheFrom({ version: 0, docs: {} })).toBeNull();
  });
});
