// What a researcher's mistakes in a materials file or in runQuantitative's options get back: the
// place of the value, the value as the file spelt it, and the name they probably meant.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installWebGpu } from '../../physics/backend.ts';
import { loadMaterials, MATERIALS_FILE } from '../../physics/materials.ts';
import { Solver } from '../../physics/solver.ts';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { runQuantitative } from '../../src/quantitative/run.ts';
import { Simulator } from '../../src/simulator.ts';
import { start } from '../support/spawned-cli.ts';
import { refusal } from '../support/thrown.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-physprobe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** The refusal of loading the standard materials and then a file of `text`, its folder left out. */
const refused = (text: string): string => {
  const f = join(dir, 'm.yaml');
  writeFileSync(f, text);
  return refusal(() => loadMaterials([MATERIALS_FILE, f])).split(`${dir}/`).join('');
};

describe('materials YAML', () => {
  it('places an unknown by-property material at its entry (it named only the file)', () => {
    expect(refused('by-property:\n  - {class: liquid, material: water}\n  - {class: siftable, material: nosuch}\n')).toBe(
      "m.yaml:3:33: by-property: siftable: unknown material 'nosuch'",
    );
  });

  it('shows .nan, .inf and a missing key as such (they read "got null" and "got undefined")', () => {
    expect(refused('materials:\n  w: {model: liquid, density: .nan, particle-grams: 1}\n')).toBe('m.yaml:2:31: material w: density: expected a finite number > 0, got .nan');
    expect(refused('materials:\n  w: {model: liquid, density: 1000, particle-grams: 1, cohesion: -.inf}\n')).toMatch(/cohesion: expected a finite number ≥ 0, got -\.inf$/);
    expect(refused('materials:\n  w: {model: granular, density: 1000}\n')).toBe('m.yaml:2:6: material w: particle-grams: expected a finite number > 0, got nothing (the key is missing)');
  });

  it('suggests the key, model or top-level section meant', () => {
    expect(refused('materials:\n  w: {model: liquid, densty: 1000, particle-grams: 1}\n')).toMatch(/^m\.yaml:2:22: material w: unknown key 'densty' \(expected .*\) \(did you mean density\?\)$/);
    expect(refused('materials:\n  w: {model: liqid, density: 1000, particle-grams: 1}\n')).toBe('m.yaml:2:14: material w: model must be one of liquid, granular, solid, got "liqid" (did you mean liquid?)');
    expect(refused('materals:\n  w: {model: liquid}\n')).toMatch(/^m\.yaml:1:1: unknown key 'materals' \(expected .*\) \(did you mean materials\?\)$/);
  });
});

describe('runQuantitative options', () => {
  it('suggests the option meant', async () => {
    const file = 'probe.solution';
    const recipe = parseSolutionText('#probe\n(get-kitchen ?kitchen)\n', file).recipes[0];
    await expect(runQuantitative(new Simulator(), recipe, file, { maxParticle: 64 } as never)).rejects.toThrow(/options\.maxParticle: unknown option \(options: .*\) \(did you mean maxParticles\?\)$/);
  });
});

describe('an AbortSignal given to runQuantitative', () => {
  // it was read only between a network's steps: one large pour ran on to its end (a minute) and
  // the call then resolved as if nothing had been asked
  it('stops the scene of a step between two solver steps', async () => {
    const file = 'pour.solution';
    const recipe = parseSolutionText('#pour\n(get-kitchen ?kitchen)\n(fetch-and-proportion ?water ?ks-1 ?kitchen ?bowl water 2000 g)\n', file).recipes[0];
    const stop = new AbortController();
    let solverSteps = 0;
    // abort once the pour's scene is under way, 20 solver steps into it
    const step = Solver.prototype.step;
    Solver.prototype.step = function (this: Solver) {
      if (++solverSteps === 20) stop.abort(new Error('stopped by the test'));
      return step.call(this);
    };
    try {
      const run = runQuantitative(new Simulator(), recipe, file, { backend: 'plain', resolution: 200, maxParticles: 65_536, signal: stop.signal });
      await expect(run).rejects.toThrow('stopped by the test');
    } finally {
      Solver.prototype.step = step;
    }
    // the pour at this resolution takes thousands of steps; the abort was seen within a few
    expect(solverSteps).toBeLessThan(40);
  }, 60_000);
});

const noWebGpu = await installWebGpu();
describe('webgpu backend', () => {
  // Dawn prints its warnings on the adapter's limits natively, once per adapter it makes: the probe
  // that checks for an adapter and gpu.js's device each made one, so every warning came twice
  it.skipIf(noWebGpu !== null)('makes one adapter per run, so that Dawn warns once', async () => {
    const { code, out, err } = await start(['physics', 'dam-break', '--backend', 'webgpu', '--resolution', '4', '--until', '0.25']).exited;
    expect(code).toBe(0);
    expect(out).toMatch(/^T 0\.250 {2}Z /m);
    const warnings = err.split('\n').filter((l) => l.startsWith('Warning: '));
    expect(new Set(warnings).size).toBe(warnings.length);
  }, 60_000);
});
