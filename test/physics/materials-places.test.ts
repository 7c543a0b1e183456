// Hostile materials and geometry YAML: every refusal names file:line:column, numbers beyond any
// kitchen's are refused (they made scenes that never ended), unknown geometry keys are refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { loadGeometry, loadMaterials } from '../../physics/materials.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-places-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
};
const refusal = (load: () => unknown) => {
  try {
    load();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('material YAML refusals name file:line:column', () => {
  it('points at the bad value, the unknown key, the unknown material', () => {
    const neg = file('neg.yaml', 'materials:\n  w:\n    model: liquid\n    density: -1\n    particle-grams: 1\ndefault: w\n');
    expect(refusal(() => loadMaterials([neg]))).toBe(`${neg}:4:14: material w: density: expected a finite number > 0, got -1`);
    const flow = file('flow.yaml', 'materials:\n  w: {model: gas, density: 1, particle-grams: 1}\ndefault: w\n');
    expect(refusal(() => loadMaterials([flow]))).toBe(`${flow}:2:14: material w: model must be one of liquid, granular, solid, got "gas"`);
    const key = file('key.yaml', 'materials:\n  w:\n    model: liquid\n    density: 1000\n    particle-grams: 1\n    colour: red\ndefault: w\n');
    expect(refusal(() => loadMaterials([key]))).toMatch(new RegExp(`^${key}:6:5: material w: unknown key 'colour'`));
    const top = file('top.yaml', 'materials: {}\nbogus: 1\n');
    expect(refusal(() => loadMaterials([top]))).toMatch(new RegExp(`^${top}:2:1: unknown key 'bogus'`));
    const missing = file('missing.yaml', 'materials:\n  w: {model: liquid, density: 1000, particle-grams: 1}\ningredients:\n  milk: v\ndefault: w\n');
    expect(refusal(() => loadMaterials([missing]))).toBe(`${missing}:4:9: ingredients: milk: unknown material 'v' (did you mean w?)`);
  });

  it('refuses numbers beyond any kitchen material (a density of 1e-300 made a pour that never ended)', () => {
    const m = (props: string) => file('range.yaml', `materials:\n  w: {model: liquid, particle-grams: 1, ${props}}\ndefault: w\n`);
    expect(refusal(() => loadMaterials([m('density: 1e-300')]))).toMatch(/range\.yaml:2:\d+: material w: density must lie in 1\.\.25000 kg\/m³, got 1e-300$/);
    expect(refusal(() => loadMaterials([m('density: 1e308')]))).toMatch(/density must lie in 1\.\.25000 kg\/m³, got 1e\+308$/);
    expect(refusal(() => loadMaterials([m('density: 1000, specific-heat: 1e-300')]))).toMatch(/specific-heat must lie in 100\.\.20000/);
    expect(refusal(() => loadMaterials([m('density: 1000, static-friction: 1e300')]))).toMatch(/static-friction must lie in 0\.\.10/);
    expect(refusal(() => loadMaterials([m('density: 1000, melts-at: -500')]))).toMatch(/melts-at must lie in -273\.15\.\.1000 °C, got -500/);
    expect(loadMaterials([m('density: 1.2')]).materials.get('w')!.density).toBe(1.2);
  });
});

describe('geometry YAML refusals', () => {
  const g = (entry: string, extra = '') => file('geometry.yaml', `classes:\n  bowl: ${entry}\ndefault: {shape: box, mass: 1}\n${extra}`);
  it('refuses unknown keys (a misspelt one left its default in force), zero and huge sizes, naming file:line:column', () => {
    expect(refusal(() => loadGeometry(g('{shape: bowl, radius: 0.1, hieght: 0.5, mass: 1}')))).toMatch(/geometry\.yaml:2:36: bowl: unknown key 'hieght' \(expected shape, radius, height, size, wall, mass, volume-ml\) \(did you mean height\?\)$/);
    expect(refusal(() => loadGeometry(g('{shape: bowl, radius: 0, mass: 1}')))).toMatch(/geometry\.yaml:2:31: bowl: radius: expected a finite number > 0, got 0$/);
    expect(refusal(() => loadGeometry(g('{shape: tray, size: [0.3, 1e300, 0.2], mass: 1}')))).toMatch(/geometry\.yaml:2:35: bowl: size\[1\] must lie in 0\.\.10 m, got 1e\+300$/);
    expect(refusal(() => loadGeometry(g('{shape: bowl, mass: 1e9}')))).toMatch(/bowl: mass must lie in 0\.\.1000 kg/);
    expect(refusal(() => loadGeometry(g('{shape: bowl, mass: 1}', 'extras: 1\n')))).toMatch(/geometry\.yaml:4:1: unknown key 'extras' \(expected classes, places, default\)$/);
    expect(refusal(() => loadGeometry(g('{shape: bowl, mass: 1}', 'places:\n  far: [1e9, 0, 0]\n')))).toMatch(/geometry\.yaml:5:8: places: far: expected \[x, y, z\], each within ±100 m$/);
    expect(loadGeometry(g('{shape: bowl, radius: 0.1, height: 0.05, mass: 1}')).classes.get('bowl')!.radius).toBe(0.1);
  });
});
