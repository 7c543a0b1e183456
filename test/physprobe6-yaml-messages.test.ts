// Messages of the engine's YAML files that a user fixes by hand: each says what was found and where.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMaterials } from '../physics/materials.ts';
import { parseYaml } from '../physics/yaml-load.ts';
import { refusal } from './support/thrown.ts';

const dir = mkdtempSync(join(tmpdir(), 'physprobe6-'));
const file = (name: string, text: string) => {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
};

describe('material file messages', () => {
  it('names the repeated key of a duplicated mapping key, as the file spells it', () => {
    expect(refusal(() => parseYaml('m:\n  w: {density: 1, density: 2}\n', 'f.yaml'))).toBe("f.yaml:2:19: duplicated mapping key 'density'");
    expect(refusal(() => parseYaml('"a b": 1\n"a b": 2\n', 'f.yaml'))).toBe('f.yaml:2:1: duplicated mapping key "a b"');
  });

  it('says what a material model was, missing or misspelt', () => {
    const missing = file('missing-model.yaml', 'materials:\n  w: {density: 1000, particle-grams: 2}\n');
    expect(refusal(() => loadMaterials([missing]))).toMatch(/missing-model\.yaml:2:6: material w: model must be one of liquid, granular, solid, got nothing \(the key is missing\)$/);
    const misspelt = file('misspelt-model.yaml', 'materials:\n  w: {model: liqiud, density: 1000, particle-grams: 2}\n');
    expect(refusal(() => loadMaterials([misspelt]))).toMatch(/misspelt-model\.yaml:2:14: material w: model must be one of liquid, granular, solid, got "liqiud" \(did you mean liquid\?\)$/);
  });

  it('places an empty entry at its key, not past the end of the file', () => {
    const empty = file('empty-entry.yaml', 'materials:\n  w:\n');
    expect(refusal(() => loadMaterials([empty]))).toMatch(/empty-entry\.yaml:2:3: material w: expected a mapping$/);
    // an entry whose mapping starts on the next line keeps the mapping's place
    const nextLine = file('next-line.yaml', 'materials:\n  w:\n    density: 1000\n');
    expect(refusal(() => loadMaterials([nextLine]))).toMatch(/next-line\.yaml:3:5: material w: model must be one of/);
  });

  it('names a misspelt or extra key of a by-property entry, with the key meant', () => {
    const misspelt = file('by-property-key.yaml', 'by-property:\n  - {class: liquid, materal: water}\n');
    expect(refusal(() => loadMaterials([misspelt]))).toMatch(/by-property-key\.yaml:2:21: by-property\[0\]: unknown key 'materal' \(expected class, material\) \(did you mean material\?\)$/);
    // an extra key was taken without a word
    const extra = file('by-property-extra.yaml', 'by-property:\n  - {class: liquid, material: water, when: hot}\n');
    expect(refusal(() => loadMaterials([extra]))).toMatch(/by-property-extra\.yaml:2:38: by-property\[0\]: unknown key 'when' \(expected class, material\)$/);
  });
});
