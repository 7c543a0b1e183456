// Scenes from the step (the ingredient's own material, the container's geometry, amounts mapped
// to particles at a stated resolution), progress of `physics validate`, and physics feedback.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blendOf } from '../../physics/blend.ts';
import { geometryOf, loadGeometry, loadMaterials } from '../../physics/materials.ts';
import { plainKernels } from '../../physics/plain.ts';
import { pour } from '../../physics/procedures/pour.ts';
import { pourScene } from '../../physics/procedures/pour-scene.ts';
import { validateAll } from '../../physics/validate/cases.ts';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { runQuantitative } from '../../src/quantitative/index.ts';
import { amountValue, Entity } from '../../src/kitchen/entity.ts';
import { numToJson } from '../../src/numbers/num.ts';
import { Simulator } from '../../src/simulator.ts';
import { schemaErrors } from '../json-validate.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const table = loadMaterials();
const geometry = loadGeometry();
const part = (cls: string, grams: number, supers: string[] = []) => ({ cls, supers, grams });
const SLOW = 60_000;

describe('materials from the ontology class', () => {
  it('pours each liquid and grain as its own material, with its density', () => {
    expect(blendOf(table, [part('white-vinegar', 50)]).material.name).toBe('vinegar');
    expect(blendOf(table, [part('water', 50)]).material.density).toBe(998);
    expect(blendOf(table, [part('olive-oil', 50)]).material.dynamicViscosity).toBeGreaterThan(blendOf(table, [part('milk', 50)]).material.dynamicViscosity!);
    expect(blendOf(table, [part('molasses', 50)]).material.name).toBe('syrup');
    expect(blendOf(table, [part('salt', 5)]).material.model).toBe('granular');
    expect(blendOf(table, [part('salted-butter', 100)]).material.name).toBe('butter');
  });

  it('blends a stirred mixture by volume: a salad as pieces, butter and sugar as a batter, flour and butter as a dough', () => {
    expect(blendOf(table, [part('cucumber', 300), part('tomato', 200), part('olive-oil', 20)]).material.name).toBe('small-pieces');
    expect(blendOf(table, [part('butter', 230), part('white-sugar', 200)]).material.name).toBe('batter');
    expect(blendOf(table, [part('all-purpose-flour', 600), part('butter', 230)]).material.name).toBe('dough');
    const dressing = blendOf(table, [part('olive-oil', 60), part('red-wine-vinegar', 40)]).material;
    expect(dressing.model).toBe('liquid');
    expect(dressing.density).toBeGreaterThan(911);
    expect(dressing.density).toBeLessThan(1010);
  });
});

describe('pour scenes from the container geometry', () => {
  const water = table.materials.get('water')!;
  const small = geometryOf(geometry, 'small-bowl', ['bowl']);

  it('maps the amount to particles by volume at the stated resolution', () => {
    const s = pourScene({ grams: 100, material: water, target: small, resolution: 20 });
    expect(s.spacing).toBeCloseTo(Math.min(0.12 / 20, Math.sqrt(((s.amountVolume / s.containerVolume) * 0.12 * 0.05) / 32)), 9);
    expect(s.amountVolume).toBeCloseTo(100 / 1000 / 998, 12);
    expect(s.particles * s.gramsPerParticle).toBeCloseTo(100, 9);
    expect(s.particles).toBeLessThan(s.capacityParticles);
    const big = pourScene({ grams: 5000, material: water, target: small, maxParticles: 64 });
    expect(big.amountVolume).toBeGreaterThan(big.containerVolume);
    expect(big.particles).toBeLessThanOrEqual(64);
    expect(big.particles).toBeGreaterThan(big.capacityParticles);
  });

  it('5 kg of water into a small bowl overflows; 100 g stays in it', async () => {
    const run = async (grams: number) => {
      const s = pourScene({ grams, material: water, target: small, maxParticles: 64 });
      return pour({ grams, material: water, kernels: plainKernels, halfWidth: s.halfWidth, height: s.height, spacing: s.spacing, particles: s.particles });
    };
    const big = await run(5000);
    expect(big.alive).toBe(big.particles);
    expect(big.measuredGrams).toBeLessThan(0.5 * 5000);
    expect(big.spilledGrams).toBeGreaterThan(2500);
    const fit = await run(100);
    expect(fit.spilledGrams).toBeLessThanOrEqual(0.05 * 100);
  }, SLOW);
});

describe('physics validate progress', () => {
  it('states the expected duration up front and reports each case', async () => {
    const lines: string[] = [];
    const [r] = await validateAll({ size: 'small', only: ['conservation'], backend: 'plain', progress: (l) => lines.push(l) });
    expect(r.name).toBe('conservation');
    expect(lines[0]).toMatch(/^physics validate: 1 case, size small, backend plain: expected about \d+ s/);
    expect(lines[1]).toMatch(/^\[1\/1\] conservation \(about \d+ s\)/);
    expect(lines[2]).toMatch(/^\[1\/1\] conservation: (pass|FAIL) in \d+ s$/);
  }, SLOW);
});

/** A thick sauce mixed for the step's short time: it does not reach the mixing index (plain JS is deterministic). */
const SAUCE = '#n\n(get-kitchen ?k)\n(fetch-and-proportion ?mayo ?ks-1 ?k ?bowl mayonnaise 230 g)\n(fetch-and-proportion ?juice ?ks-2 ?ks-1 ?mayo lemon-juice 1 tablespoon)\n(mix ?sauce ?ks-3 ?ks-2 ?juice ?tool)\n';

describe('physics feedback', () => {
  const EXAMPLE = join(ROOT, 'examples/extension/quantitative');
  const recipe = () => parseSolutionText(readFileSync(join(EXAMPLE, 'network.solution'), 'utf8'), 'network.solution').recipes[0];

  it('is opt-in: without it the execution is the symbolic one and no feedback is reported', async () => {
    const sim = new Simulator({ rulesDirs: [join(EXAMPLE, 'rules')] });
    const plain = await runQuantitative(sim, recipe(), 'network.solution', { backend: 'plain', materialFiles: [join(EXAMPLE, 'materials.yaml')], maxParticles: 48 });
    expect(plain.feedback).toBeUndefined();
    const fb = await runQuantitative(sim, recipe(), 'network.solution', { backend: 'plain', materialFiles: [join(EXAMPLE, 'materials.yaml')], maxParticles: 48, feedback: true });
    expect(fb.status).toBe('ok');
    expect(fb.feedback).toBeDefined();
    expect(fb.physics.map((p) => p?.procedure ?? null)).toEqual(plain.physics.map((p) => p?.procedure ?? null));
    // every spill diagnostic names the step's place and its grams match a measured spill
    const spilled = fb.physics.filter((p) => p && p.spilledGrams > 0).map((p) => p!.spilledGrams);
    for (const d of fb.feedback!.diagnostics.filter((x) => x.code === 'physics-spill')) {
      expect(d.message).toMatch(/^network\.solution:\d+: /);
      expect(spilled).toContainEqual(expect.closeTo(d.grams!, 6));
    }
  }, SLOW);

  it('5 kg of water fetched into a bowl overflows: the bowl keeps what was measured, the rest lies on the counter-top', async () => {
    const network = '#n\n(get-kitchen ?k)\n(fetch-and-proportion ?water ?ks-1 ?k ?bowl water 5000 g)\n';
    const sim = new Simulator();
    const q = await runQuantitative(sim, parseSolutionText(network, 'n.solution').recipes[0], 'n.solution', { backend: 'plain', feedback: true, maxParticles: 64 });
    const pour = q.physics[1]!;
    expect(pour.detail).toMatchObject({ material: 'water', container: 'medium-bowl', overflow: true });
    expect(pour.measuredGrams).toBeLessThan(0.6 * 5000);
    expect(q.feedback!.diagnostics.map((d) => d.code)).toEqual(['physics-overflow', 'physics-spill']);
    expect(q.feedback!.diagnostics[1].message).toMatch(/^n\.solution:3: fetch-and-proportion: [\d.]+ g of water spilled onto the counter-top/);
    const expr = q.program!.expressions[q.execution!.steps[1].expression];
    const [bowl, kitchen] = [0, 1].map((k) => q.execution!.values[expr.args[k]] as Entity);
    const grams = (e: Entity) => numToJson(amountValue(e.s.amount as Entity));
    expect(grams(bowl.contents[0])).toBeCloseTo(pour.measuredGrams, 3);
    const counter = kitchen.contents.find((c) => c.isA('counter-top'))!;
    const spill = counter.contents.find((c) => c.isA('water'))!;
    expect(grams(spill)).toBeCloseTo(pour.spilledGrams, 3);
    expect(counter.contents.find((c) => c.pid === bowl.pid)?.contents[0]).toBe(bowl.contents[0]);
    // without feedback the bowl keeps the nominal 5000 g
    const nominal = await runQuantitative(sim, parseSolutionText(network, 'n.solution').recipes[0], 'n.solution', { backend: 'plain', maxParticles: 64 });
    expect(grams((nominal.execution!.values[expr.args[0]] as Entity).contents[0])).toBe(5000);
  }, SLOW);

  it('stirring below the mixing index leaves a heterogeneous mixture without the flag, only with feedback', async () => {
    const sim = new Simulator();
    const run = (feedback: boolean) => runQuantitative(sim, parseSolutionText(SAUCE, 'n.solution').recipes[0], 'n.solution', { backend: 'plain', feedback });
    const sauce = (q: Awaited<ReturnType<typeof run>>) => {
      const expr = q.program!.expressions[q.execution!.steps[3].expression];
      const [bowl, kitchen] = [0, 1].map((k) => q.execution!.values[expr.args[k]] as Entity);
      const counter = kitchen.contents.find((c) => c.isA('counter-top'))!;
      return { mixture: bowl.contents[0], inKitchen: counter.contents.find((c) => c.pid === bowl.pid)!.contents[0] };
    };
    const plain = await run(false);
    const stir = plain.physics[3]!;
    expect(stir.procedure).toBe('stir');
    expect(stir.agrees).toBe(false);
    expect(stir.detail.homogeneity).toBeLessThan(0.8);
    expect(sauce(plain).mixture.cls.name).toBe('homogeneous-mixture');
    expect(sauce(plain).mixture.s.mixed).toBe(true);
    const fb = await run(true);
    expect(fb.physics[3]!.detail.homogeneity).toBe(stir.detail.homogeneity);
    const { mixture, inKitchen } = sauce(fb);
    expect(mixture.cls.name).toBe('heterogeneous-mixture');
    expect(mixture.s.mixed ?? null).toBeNull();
    expect(mixture.pid).toBe(sauce(plain).mixture.pid);
    const names = (m: Entity) => (m.s.components as Entity[]).map((c) => c.cls.name).sort();
    expect(names(mixture)).toEqual(['lemon-juice', 'mayonnaise']);
    const grams = (m: Entity) => numToJson(amountValue(m.s.amount as Entity));
    expect(grams(mixture)).toBe(grams(sauce(plain).mixture));
    expect(inKitchen).toBe(mixture);
    expect(fb.feedback!.diagnostics).toEqual([
      { code: 'physics-under-mixed', place: 'n.solution:5', message: expect.stringMatching(/^n\.solution:5: mix: the mixing index reached 0\.\d\d of 0\.8 in [\d.]+ s: the medium-bowl holds a heterogeneous mixture, not mixed$/) },
    ]);
  }, SLOW);

  it('a bake too short to hold the dough at 93 °C for 2 minutes does not bake it, with feedback; a long one does', async () => {
    const sim = new Simulator();
    const dough = (minutes: number) =>
      `#n\n(get-kitchen ?k)\n(fetch-and-proportion ?flour ?ks-1 ?k ?bowl all-purpose-flour 300 g)\n(fetch-and-proportion ?wet ?ks-2 ?ks-1 ?flour water 200 g)\n(mingle ?m ?ks-3 ?ks-2 ?wet ?tool)\n(bake ?baked ?ks-4 ?ks-3 ?m ?oven ${minutes} minute 180 degrees-celsius)\n`;
    const bake = async (minutes: number, feedback: boolean) => {
      const q = await runQuantitative(sim, parseSolutionText(dough(minutes), 'n.solution').recipes[0], 'n.solution', { backend: 'plain', feedback });
      const expr = q.program!.expressions[q.execution!.steps[4].expression];
      const kitchen = q.execution!.values[expr.args[1]] as Entity;
      const bowl = kitchen.contents.find((c) => c.isA('counter-top'))!.contents.find((c) => c.pid === (q.execution!.values[expr.args[0]] as Entity).pid)!;
      return { q, heat: q.physics[4]!, baked: bowl.contents[0].s.baked ?? null, own: (q.execution!.values[expr.args[0]] as Entity).contents[0].s.baked ?? null };
    };
    const short = await bake(2, true);
    expect(short.heat.detail).toMatchObject({ cookedAtC: 93, baked: false });
    expect(short.baked).toBeNull();
    expect(short.own).toBeNull();
    expect(short.q.feedback!.diagnostics.filter((d) => d.code === 'physics-under-cooked').map((d) => d.message)).toEqual([
      expect.stringMatching(/^n\.solution:6: bake: held \d+ s of the 120 s it needs at 93 °C or above \(it reached [\d.]+ °C\): not baked$/),
    ]);
    expect((await bake(2, false)).baked).toBe(true);
    const long = await bake(60, true);
    expect(long.heat.detail.baked).toBe(true);
    expect(long.baked).toBe(true);
    expect(long.q.feedback!.diagnostics.map((d) => d.code)).not.toContain('physics-under-cooked');
  }, SLOW);

  it('evaluate reports the goal-condition success and dish score with feedback beside the qualitative ones, in the published row schema', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-feedback-'));
    const file = join(dir, 'sauce.solution');
    writeFileSync(file, SAUCE.replace('#n', '#basic-chicken-salad'));
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'evaluate', '--input', file, '--mode', 'quantitative', '--physics-feedback', '--backend', 'plain', '--format', 'json'], { cwd: ROOT, encoding: 'utf8', timeout: SLOW });
    expect(r.status).toBe(0);
    const [row] = JSON.parse(r.stdout);
    expect(schemaErrors('evaluation-row.schema.json', row)).toEqual([]);
    // the gold's sauce holds pepper too, so neither sauce is one of its goals; the dish score moves
    expect(row.physics.goalConditionSuccessWithFeedback).toEqual(row.goalConditionSuccess);
    expect(row.physics.dishApproximationScoreWithFeedback).not.toBe(row.dishApproximationScore);
    expect(row.physics.feedbackDiagnostics).toEqual([expect.stringMatching(/sauce\.solution:5: mix: the mixing index reached .* heterogeneous mixture, not mixed$/)]);
  }, SLOW);

  it('--physics-feedback without --mode quantitative is a usage error naming the flag', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'run', '-', '--physics-feedback'], { cwd: ROOT, encoding: 'utf8', input: '#n\n(get-kitchen ?k)\n', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toContain('irl-kitchen: --physics-feedback: only with --mode quantitative');
  }, SLOW);
});
