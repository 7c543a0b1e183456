// The validation cases at small sizes on the cpu backend (the full sizes run in
// `irl-kitchen physics validate`; docs/PHYSICS.md has their figures).
import { describe, expect, it } from 'vitest';
import { gpuKernels } from '../../physics/gpu-kernels.ts';
import { loadMaterials } from '../../physics/materials.ts';
import { pour } from '../../physics/procedures/pour.ts';
import { homogeneity, stir } from '../../physics/procedures/stir.ts';
import { compareWithMeasurement, DAM_BREAK_WATER, damBreak, martinMoyce, ritterBound } from '../../physics/validate/dam-break.ts';
import { angleOfRepose } from '../../physics/validate/granular.ts';
import { hydrostaticRest } from '../../physics/validate/hydrostatic.ts';
import { dropIntoBowl, restingPenetration } from '../../physics/validate/rigid.ts';

const cpu = gpuKernels('cpu');
const table = loadMaterials();
const water = table.materials.get('thin-liquid')!;
const liquid = { density: water.density, viscosity: water.viscosity, cohesion: water.cohesion };
const SLOW = 60_000;

describe('validation on the cpu backend (small sizes)', () => {
  it(
    'hydrostatic column: density and height kept, speeds small',
    async () => {
      const r = await hydrostaticRest({ kernels: cpu, liquid, columns: 10, rows: 10, seconds: 1.2 });
      // a 10 × 10 column after 1.2 s: coarser bounds than the full-size case (docs/PHYSICS.md)
      expect(r.meanDensityError).toBeLessThan(0.02);
      expect(Math.abs(r.heightLoss)).toBeLessThan(0.02);
      expect(r.rmsSpeed).toBeLessThan(10 * r.speedBound);
    },
    SLOW,
  );

  it(
    'dam break to T = 9.25: front against Martin & Moyce, under the shallow-water bound, monotone',
    async () => {
      const sim = await damBreak({ resolution: 12, liquid: DAM_BREAK_WATER, kernels: cpu, until: 9.25 });
      expect(sim[sim.length - 1].T).toBe(9.25);
      const cmp = compareWithMeasurement(sim, martinMoyce(), 9.25);
      // 12 particles across the column: from T = 3 on within 10 % (no stall of the surge); before,
      // ahead of the data by less than 35 % (the full-size figures are in docs/PHYSICS.md)
      for (const p of cmp.points.filter((q) => q.T >= 3)) expect(Math.abs(p.relError)).toBeLessThan(0.1);
      for (const p of cmp.points.filter((q) => q.T < 3)) expect(p.relError).toBeLessThan(0.35);
      for (const p of sim) expect(p.Z).toBeLessThanOrEqual(ritterBound(p.T));
      for (let k = 1; k < sim.length; k++) expect(sim[k].Z).toBeGreaterThanOrEqual(sim[k - 1].Z - 1e-6);
    },
    SLOW,
  );

  it(
    'pour: the particle count is constant and target + spill = poured, to the particle',
    async () => {
      const r = await pour({ grams: 120, material: water, kernels: cpu, offset: 0.08, seconds: 0.3, maxParticles: 60 });
      expect(r.alive).toBe(r.particles);
      expect(r.inTarget + r.spilled).toBe(r.particles);
      expect(r.spilled).toBeGreaterThan(0); // poured over the rim: some of it is spilled, and measured
      expect(r.measuredGrams + r.spilledGrams).toBeCloseTo(120, 9);
    },
    SLOW,
  );

  it(
    'granular pile: the angle of repose grows with friction',
    async () => {
      // a heap poured on a base 16 grains wide, one seed (the full case averages three seeds of
      // a 30-grain base; single piles scatter by ±5°)
      const low = await angleOfRepose({ granular: { staticFriction: 0.1, kineticFriction: 0.08 }, kernels: cpu, width: 16 });
      const high = await angleOfRepose({ granular: { staticFriction: 0.6, kineticFriction: 0.48 }, kernels: cpu, width: 16 });
      expect(low.atRest).toBe(true);
      expect(high.angleDeg).toBeGreaterThan(low.angleDeg + 5);
    },
    SLOW,
  );

  it('rigid bodies: resting penetration under 1 mm, 40 small bodies stay in a bowl', async () => {
    expect(await restingPenetration()).toBeLessThan(0.001);
    expect(await dropIntoBowl(40)).toEqual({ inside: 40, count: 40 });
  });

  it('stirring mixes two halves until the mixing index passes 0.8', async () => {
    const r = await stir({ material: water, kernels: cpu, particles: 96 });
    expect(r.mixed).toBe(true);
    expect(r.homogeneity).toBeGreaterThanOrEqual(0.8);
  }, SLOW);

  it('mixing index: 0 for separated halves, near 1 for alternating groups', () => {
    const xs: number[] = [], ys: number[] = [], left: number[] = [], alt: number[] = [];
    for (let i = 0; i < 20; i++)
      for (let j = 0; j < 4; j++) {
        xs.push(i + 0.5);
        ys.push(j + 0.5);
        left.push(i < 10 ? 1 : 0);
        alt.push((i + j) % 2);
      }
    expect(homogeneity(xs, ys, left, 5)).toBe(0);
    expect(homogeneity(xs, ys, alt, 5)).toBe(1);
  });
});
