// The engine's YAML files: the shipped ones load; bad input is refused with its place.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGeometry, loadMaterials, materialOf } from '../../physics/materials.ts';
import { MAX_YAML_BYTES, parseYaml } from '../../physics/yaml-load.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-materials-'));
const file = (name: string, text: string) => {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
};

describe('materials and geometry YAML', () => {
  it('loads the shipped files and resolves ingredients by class and by property', () => {
    const t = loadMaterials();
    expect(materialOf(t, 'milk').model).toBe('liquid');
    expect(materialOf(t, 'all-purpose-flour').model).toBe('granular');
    expect(materialOf(t, 'some-new-juice', ['juice', 'liquid']).name).toBe('citrus-juice');
    expect(materialOf(t, 'some-new-liquid', ['liquid']).name).toBe('thin-liquid');
    expect(materialOf(t, 'carrot', ['ingredient']).name).toBe(t.fallback);
    const g = loadGeometry();
    expect(g.classes.get('medium-bowl')?.shape).toBe('bowl');
    expect(g.places.get('counter-top')).toHaveLength(3);
  });

  it('refuses anchors and aliases, naming line and column', () => {
    expect(() => parseYaml('a: &x {b: 1}\nc: *x\n', 'f.yaml')).toThrow(/f\.yaml:1:4: YAML anchors/);
    expect(() => parseYaml('c: *x\n', 'f.yaml')).toThrow(/f\.yaml:1:4: YAML aliases/);
    // inside quotes and comments they are plain text
    expect(parseYaml('a: "&x *y" # &z\n', 'f.yaml')).toEqual({ a: '&x *y' });
  });

  it('refuses duplicate keys, oversize input and bad numbers', () => {
    expect(() => parseYaml('a: 1\na: 2\n', 'f.yaml')).toThrow(/f\.yaml:2:\d+: duplicated mapping key/);
    expect(() => parseYaml('x'.repeat(MAX_YAML_BYTES + 1), 'big.yaml')).toThrow(/big\.yaml: more than/);
    const bad = file('bad.yaml', 'materials:\n  w: {model: liquid, density: -1, particle-grams: 1}\ndefault: w\n');
    expect(() => loadMaterials([bad])).toThrow(/material w: density: expected a finite number > 0, got -1/);
    const inf = file('inf.yaml', 'materials:\n  w: {model: liquid, density: .inf, particle-grams: 1}\ndefault: w\n');
    expect(() => loadMaterials([inf])).toThrow(/density: expected a finite number/);
    const model = file('model.yaml', 'materials:\n  w: {model: gas, density: 1, particle-grams: 1}\ndefault: w\n');
    expect(() => loadMaterials([model])).toThrow(/model must be one of liquid, granular, solid/);
    const unknown = file('unknown.yaml', 'materials:\n  w: {model: liquid, density: 1, particle-grams: 1}\ningredients: {milk: v}\ndefault: w\n');
    expect(() => loadMaterials([unknown])).toThrow(/ingredients: milk: unknown material 'v'/);
    expect(() => loadMaterials([join(dir, 'missing.yaml')])).toThrow(/missing\.yaml: file not found/);
    // a misspelt key would otherwise leave its default in force without a word
    const typo = file('typo.yaml', 'materials:\n  w: {model: liquid, density: 1, particle-grams: 1, coked-at: 80}\ndefault: w\n');
    expect(() => loadMaterials([typo])).toThrow(/material w: unknown key 'coked-at' \(expected model, density, .*cooked-at, cooked-for\)/);
    const done = file('done.yaml', 'materials:\n  w: {model: liquid, density: 1, particle-grams: 1, cooked-at: 80, cooked-for: 30}\ndefault: w\n');
    expect(loadMaterials([done]).materials.get('w')).toMatchObject({ cookedAtC: 80, cookedForS: 30 });
    expect(loadMaterials().materials.get('water')).toMatchObject({ cookedAtC: 70, cookedForS: 120 });
    const sticky = file('sticky.yaml', 'materials:\n  g: {model: granular, density: 600, particle-grams: 1, bond-number: -0.5}\ndefault: g\n');
    expect(() => loadMaterials([sticky])).toThrow(/material g: bond-number: expected a finite number ≥ 0, got -0.5/);
    const glued = file('glued.yaml', 'materials:\n  g: {model: granular, density: 600, particle-grams: 1, bond-number: 1e300}\ndefault: g\n');
    expect(() => loadMaterials([glued])).toThrow(/material g: bond-number must lie in 0\.\.100 .*got 1e\+300/);
  });
});
