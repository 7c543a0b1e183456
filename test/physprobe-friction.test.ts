// A material whose sliding friction exceeds its resting friction (Coulomb's law inverted) is
// refused at the value, file:line:column, rather than loaded and run as a grain that sticks
// harder once it slides.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMaterials, MATERIALS_FILE } from '../physics/materials.ts';
import { refusal } from './support/thrown.ts';

const dir = mkdtempSync(join(tmpdir(), 'physprobe-friction-'));
function materialFile(entry: string): string {
  const path = join(dir, `m${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(path, `materials:\n  grit: {model: granular, density: 1500, particle-grams: 1, ${entry}}\n`);
  return path;
}

describe('granular friction coefficients', () => {
  it('refuses kinetic friction above static friction, naming the value', () => {
    const file = materialFile('static-friction: 0.2, kinetic-friction: 0.9');
    const column = readFileSync(file, 'utf8').split('\n')[1].indexOf('0.9') + 1;
    expect(refusal(() => loadMaterials([MATERIALS_FILE, file]))).toBe(`${file}:2:${column}: material grit: kinetic-friction (0.9) must not exceed static-friction (0.2; defaults 0.5 and 0.4)`);
  });

  it('refuses a static friction below the default kinetic one, naming the static friction', () => {
    const file = materialFile('static-friction: 0.2');
    expect(refusal(() => loadMaterials([MATERIALS_FILE, file]))).toMatch(new RegExp(`^${file}:2:\\d+: material grit: kinetic-friction \\(0\\.4\\) must not exceed static-friction \\(0\\.2`));
  });

  it('loads equal coefficients, and the standard materials', () => {
    const grit = loadMaterials([MATERIALS_FILE, materialFile('static-friction: 0.6, kinetic-friction: 0.6')]).materials.get('grit')!;
    expect([grit.staticFriction, grit.kineticFriction]).toEqual([0.6, 0.6]);
    for (const m of loadMaterials([MATERIALS_FILE]).materials.values()) expect(m.kineticFriction).toBeLessThanOrEqual(m.staticFriction);
  });
});
