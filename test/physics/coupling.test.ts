// Two-way coupling of rigid bodies and liquid particles (physics/coupling.ts): the water pushes a
// body back (a held body feels the weight of the water it displaces), blocks float at their draft
// or sink, the body moves alike on every backend, and items put into a full pot push water over
// its rim (physics/procedures/immerse.ts), which feedback takes out of the pot.
import { describe, expect, it } from 'vitest';
import { kernelsNamed } from '../../physics/auto-backend.ts';
import { Coupling } from '../../physics/coupling.ts';
import { geometryOf, liquidParams, loadGeometry, loadMaterials } from '../../physics/materials.ts';
import { LIQUID } from '../../physics/particles.ts';
import { plainKernels } from '../../physics/plain.ts';
import { immerse } from '../../physics/procedures/immerse.ts';
import { boxWalls, fillBlock } from '../../physics/scenes.ts';
import { type KernelFactory, Solver } from '../../physics/solver.ts';
import { floatingBlock } from '../../physics/validate/archimedes.ts';
import { amountValue, type Entity } from '../../src/kitchen/entity.ts';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { numToJson } from '../../src/numbers/num.ts';
import { runQuantitative } from '../../src/quantitative/index.ts';
import { Simulator } from '../../src/simulator.ts';

const table = loadMaterials();
const water = table.materials.get('water')!;
const WATER = liquidParams(water);
const G = 9.81;
const SLOW = 120_000;

/** A tank 24 spacings wide with water 14 deep, and a block 8 × 4 spacings whose centre is `y` spacings up. */
async function tankWithBlock(y: number, o: { fixed: boolean; density?: number; kernels?: KernelFactory }) {
  const d = 0.005;
  const s = await Solver.create({ dim: 2, spacing: d, domain: { min: [-3 * d, -3 * d, 0], max: [27 * d, 30 * d, 0] }, capacity: 24 * 14 + 32 + 4 * 30 + 2 * 60 + 64, dt: 0.001, iterations: 4, liquid: WATER }, o.kernels ?? plainKernels);
  boxWalls(s, 0, 24 * d, 0, 26 * d);
  fillBlock(s, LIQUID, s.liquidMass, 0, 24 * d, 0, 14 * d);
  const coupling = new Coupling(s);
  const body = coupling.addBody({ shape: 'box', size: [8 * d, 4 * d], center: [12 * d, y * d], density: o.density ?? 1000, fixed: o.fixed });
  // the water the block stands in is taken out of the lattice
  const p = s.particles;
  for (let i = 0; i < p.capacity; i++)
    if (p.kind[i] === LIQUID && Math.abs(p.px[i] - 12 * d) < 4 * d && Math.abs(p.py[i] - y * d) < 2 * d) p.remove(i);
  coupling.finishBoundary();
  return { s, coupling, body, d };
}

describe('the water pushes a body back', () => {
  it('a block held under water feels the weight of the water it displaces; held above it, nothing', async () => {
    const { s, coupling, body, d } = await tankWithBlock(7, { fixed: true });
    let lift = 0, samples = 0;
    while (s.time < 1.2) {
      await coupling.step();
      if (s.time > 0.8) {
        lift += body.force[1];
        samples++;
      }
    }
    // 2-D: per metre of depth, ρ g × the block's area
    const displaced = WATER.density * G * (8 * d) * (4 * d);
    expect(lift / samples / displaced).toBeGreaterThan(0.9);
    expect(lift / samples / displaced).toBeLessThan(1.1);
    expect(body.c[1]).toBe(7 * d);
    s.destroy();
    const dry = await tankWithBlock(22, { fixed: true });
    for (let k = 0; k < 100; k++) await dry.coupling.step();
    expect(dry.body.force[1]).toBe(0);
    dry.s.destroy();
  }, SLOW);

  it('moves alike on the plain-JavaScript twin and the cpu backend (the reduction runs on the host)', async () => {
    const runs = [];
    for (const kernels of [plainKernels, kernelsNamed('cpu')]) {
      const { s, coupling, body } = await tankWithBlock(17, { fixed: false, density: 600, kernels });
      for (let k = 0; k < 60; k++) await coupling.step();
      runs.push([...body.c, body.angle, ...body.v]);
      s.destroy();
    }
    // it fell into the water and was pushed back
    expect(runs[0][1]).toBeLessThan(17 * 0.005);
    for (let k = 0; k < runs[0].length; k++) expect(runs[1][k]).toBeCloseTo(runs[0][k], 6);
  }, SLOW);
});

describe('bodies touch each other', () => {
  it('a block dropped on another comes to rest on it instead of passing through, and the two keep their momentum', async () => {
    const d = 0.005;
    const s = await Solver.create({ dim: 2, spacing: d, domain: { min: [-3 * d, -3 * d, 0], max: [27 * d, 40 * d, 0] }, capacity: 4 * 40 + 2 * 60 + 2 * 32 + 64, dt: 0.001, iterations: 4, liquid: WATER }, plainKernels);
    boxWalls(s, 0, 24 * d, 0, 36 * d);
    const coupling = new Coupling(s);
    const lower = coupling.addBody({ shape: 'box', size: [8 * d, 4 * d], center: [12 * d, 3 * d], density: 1200, rotates: false });
    const upper = coupling.addBody({ shape: 'box', size: [8 * d, 4 * d], center: [13 * d, 20 * d], density: 1200, rotates: false });
    coupling.finishBoundary();
    let closest = Infinity;
    while (s.time < 0.8) {
      await coupling.step();
      for (const a of lower.local.values())
        for (const b of upper.local.values()) {
          const [ax, ay] = lower.world(a);
          const [bx, by] = upper.world(b);
          closest = Math.min(closest, Math.hypot(ax - bx, ay - by));
        }
    }
    // the upper block lies on the lower one: its bottom at the lower one's top, within a fifth of a spacing
    const lowerTop = lower.bottom(d) + 4 * d;
    expect(Math.abs(upper.bottom(d) - lowerTop)).toBeLessThan(0.2 * d);
    expect(lower.bottom(d)).toBeGreaterThan(-0.6 * d);
    // never closer than the contact distance by more than a step's fall
    expect(closest).toBeGreaterThan(0.8 * d);
    expect(Math.abs(upper.v[1])).toBeLessThan(0.05);
    expect(upper.contacts).toBeGreaterThan(0);
    s.destroy();
  }, SLOW);

  it('a block pushed against a resting one of the same mass: they move on together at half its speed (inelastic, momentum kept)', async () => {
    const d = 0.005;
    const s = await Solver.create({ dim: 2, spacing: d, gravity: 0, domain: { min: [-3 * d, -3 * d, 0], max: [43 * d, 20 * d, 0] }, capacity: 2 * 32 + 64, dt: 0.001, iterations: 4, liquid: WATER }, plainKernels);
    const coupling = new Coupling(s);
    const resting = coupling.addBody({ shape: 'box', size: [4 * d, 4 * d], center: [20 * d, 8 * d], density: 1000, rotates: false });
    const moving = coupling.addBody({ shape: 'box', size: [4 * d, 4 * d], center: [8 * d, 8 * d], density: 1000, rotates: false });
    coupling.finishBoundary();
    moving.v[0] = 0.5;
    while (s.time < 0.2) await coupling.step();
    expect(resting.v[0]).toBeCloseTo(0.25, 6);
    expect(moving.v[0]).toBeCloseTo(0.25, 6);
    // side by side: the centres a block width apart (particle centres one spacing apart across the contact)
    expect(resting.c[0] - moving.c[0]).toBeGreaterThan(3.95 * d);
    s.destroy();
  }, SLOW);
});

describe('Archimedes (the validation case at its small size)', () => {
  it('blocks of 500 and 800 kg/m³ float at their draft within 10 %; one of 1,200 sinks to the floor', async () => {
    const light = await floatingBlock({ kernels: plainKernels, liquid: WATER, density: 500, blockRows: 8, seconds: 1.6 });
    expect(light.floats).toBe(true);
    expect(Math.abs(light.draftError)).toBeLessThan(0.1);
    expect(light.swingM).toBeLessThan(0.05 * light.blockHeightM);
    const heavier = await floatingBlock({ kernels: plainKernels, liquid: WATER, density: 800, blockRows: 8, seconds: 1.6 });
    expect(Math.abs(heavier.draftError)).toBeLessThan(0.1);
    // the drafts follow the densities: 800 lies deeper than 500
    expect(heavier.draftM).toBeGreaterThan(1.4 * light.draftM);
    const dense = await floatingBlock({ kernels: plainKernels, liquid: WATER, density: 1200, blockRows: 8, seconds: 1.6 });
    expect(dense.floats).toBe(false);
    expect(dense.restsOnFloor).toBe(true);
  }, SLOW);
});

describe('items put into a liquid displace it', () => {
  const pot = geometryOf(loadGeometry(), 'cooking-pot');

  it('spills what no longer fits the pot, and nothing when it fits', async () => {
    const full = await immerse({ liquid: water, liquidGrams: 5500, itemGrams: 1500, itemDensity: 1200, count: 6, container: pot, kernels: plainKernels });
    // water 5511 ml + 1250 ml of items in 6333 ml
    const over = 5500 / 0.998 + 1500 / 1.2 - full.containerMl;
    expect(full.overflow).toBe(true);
    expect(full.spilledGrams).toBeGreaterThan(0.8 * over);
    expect(full.spilledGrams).toBeLessThan(1.2 * over);
    const room = await immerse({ liquid: water, liquidGrams: 3000, itemGrams: 1500, itemDensity: 1200, count: 6, container: pot, kernels: plainKernels });
    expect(room.overflow).toBe(false);
    expect(room.spilledGrams).toBeLessThan(0.05 * 3000);
  }, SLOW);

  it('with --physics-feedback the pot keeps the water that stayed and the rest lies on the counter-top', async () => {
    const network = [
      '#n', '(get-kitchen ?k)', '(fetch ?pot ?ks-0 ?k cooking-pot 1)', '(fetch-and-proportion ?water ?ks-1 ?ks-0 ?pot water 5500 g)',
      '(fetch-and-proportion ?potatoes ?ks-2 ?ks-1 ?bowl potato 1500 g)', '(transfer-contents ?out ?rest ?ks-3 ?ks-2 ?water ?potatoes ?q ?u)', '',
    ].join('\n');
    const sim = new Simulator();
    const run = (feedback: boolean) => runQuantitative(sim, parseSolutionText(network, 'n.solution').recipes[0], 'n.solution', { backend: 'plain', feedback });
    const q = await run(true);
    const step = q.physics[4]!;
    expect(step.detail).toMatchObject({ material: 'water', container: 'cooking-pot', displacedBy: 'potato', overflow: true });
    expect(step.spilledGrams).toBeGreaterThan(0);
    const diagnostics = q.feedback!.diagnostics.filter((x) => x.place === 'n.solution:6');
    expect(diagnostics.map((x) => x.code)).toEqual(['physics-overflow', 'physics-spill']);
    expect(diagnostics[0].message).toMatch(/^n\.solution:6: transfer-contents: \d+ ml of potato does not fit the cooking-pot/);
    const expr = q.program!.expressions[q.execution!.steps[4].expression];
    const potAfter = q.execution!.values[expr.args[0]] as Entity;
    const grams = (e: Entity) => numToJson(amountValue(e.s.amount as Entity));
    const waterIn = potAfter.contents.find((c) => c.isA('water'))!;
    const potato = potAfter.contents.find((c) => c.isA('potato'))!;
    expect(grams(potato)).toBe(1500);
    // the water the pour left, less what the potatoes pushed out
    const poured = q.physics[2]!.measuredGrams;
    expect(grams(waterIn)).toBeCloseTo(poured - step.spilledGrams, 2);
    // without feedback the pot keeps the nominal amounts
    const nominal = await run(false);
    const potNominal = nominal.execution!.values[expr.args[0]] as Entity;
    expect(grams(potNominal.contents.find((c) => c.isA('water'))!)).toBe(5500);
    expect(nominal.physics[4]!.detail).toMatchObject({ displacedBy: 'potato' });
  }, SLOW);
});
