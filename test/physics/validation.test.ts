// The validation cases at small sizes on the cpu backend (the full sizes run in
// `irl-kitchen physics validate`; docs/PHYSICS.md has their figures).
import { describe, expect, it } from 'vitest';
import { gpuKernels } from '../../physics/gpu-kernels.ts';
import { liquidParams, loadMaterials } from '../../physics/materials.ts';
import { BOUNDARY, LIQUID, Particles } from '../../physics/particles.ts';
import { pour } from '../../physics/procedures/pour.ts';
import { homogeneity, stir } from '../../physics/procedures/stir.ts';
import { compareWithMeasurement, continuousFront, damBreak, martinMoyce, onExperimentClock, ritterBound } from '../../physics/validate/dam-break.ts';
import { COLUMNS } from '../../physics/validate/columns.ts';
import { angleOfRepose } from '../../physics/validate/granular.ts';
import { meanOfSeeds, pourSettings } from '../../physics/validate/granular-case.ts';
import { hydrostaticRest } from '../../physics/validate/hydrostatic.ts';
import { dropIntoBowl, restingPenetration } from '../../physics/validate/rigid.ts';

const cpu = gpuKernels('cpu');
const table = loadMaterials();
const water = table.materials.get('water')!;
const liquid = liquidParams(water);
const SLOW = 60_000;

describe('validation on the cpu backend (small sizes)', () => {
  it(
    'hydrostatic column: density and height kept, speeds small',
    async () => {
      const r = await hydrostaticRest({ kernels: cpu, liquid, columns: 16, rows: 16, seconds: 2.5, windowSeconds: 0.5 });
      // the recipes' water, 16 × 16 particles after 2 s, the last 0.5 s measured (docs/PHYSICS.md)
      expect(r.meanDensityError).toBeLessThan(0.01);
      expect(Math.abs(r.heightLoss)).toBeLessThan(0.01);
      expect(r.rmsSpeed).toBeLessThan(r.speedBound);
    },
    SLOW,
  );

  it(
    'dam break to T = 9.25 with the recipes\' water: front against Martin & Moyce, under the shallow-water bound, monotone',
    async () => {
      const stats = { cappedSpeeds: -1 };
      const sim = await damBreak({ resolution: 16, liquid, kernels: cpu, until: 9.25, stats });
      expect(sim[sim.length - 1].T).toBe(9.25);
      expect(stats.cappedSpeeds).toBe(0); // the solver's speed limit never acted
      const cmp = compareWithMeasurement(sim, martinMoyce(), 9.25);
      // 16 particles across the column: within 12 % of the data at every measured T ≥ 1 (9.8 % at
      // most when measured; the full-size figures are in docs/PHYSICS.md), no stall of the surge
      for (const p of cmp.points.filter((q) => q.T >= 1)) expect(Math.abs(p.relError)).toBeLessThan(0.12);
      for (const p of sim) expect(p.Z).toBeLessThanOrEqual(ritterBound(p.T));
      for (let k = 1; k < sim.length; k++) expect(sim[k].Z).toBeGreaterThanOrEqual(sim[k - 1].Z - 1e-6);
    },
    SLOW,
  );

  it('on the experiment\'s clock the column stands for the release time, the same seconds for both columns', () => {
    const sim = [{ T: 0.25, Z: 1.1 }, { T: 0.5, Z: 1.3 }];
    const wide = onExperimentClock(sim, COLUMNS['2.25in'], 0.013);
    const narrow = onExperimentClock(sim, COLUMNS['1.125in'], 0.013);
    // T = t·√(2g/a): 13 ms is T 0.241 for the 2.25 in column and √2 times that for the 1.125 in one
    expect(wide[0]).toEqual({ T: expect.closeTo(0.013 * Math.sqrt((2 * 9.81) / 0.05715), 9), Z: 1 });
    expect(narrow[0].T / wide[0].T).toBeCloseTo(Math.SQRT2, 9);
    expect(wide.slice(1).map((p) => p.Z)).toEqual([1.1, 1.3]);
    expect(wide[2].T - wide[1].T).toBeCloseTo(0.25, 12);
    // released at once: the simulated series itself, after its start
    expect(onExperimentClock(sim, COLUMNS['2.25in'], 0).slice(1)).toEqual(sim);
  });

  it('dam-break front: the largest body of liquid, not a drop thrown ahead of it', () => {
    const p = new Particles(16);
    for (let i = 0; i < 10; i++) p.add(LIQUID, 0.001 * i, 0.0005, 0, 1, 0); // a sheet 1 mm apart, to x = 9 mm
    p.add(LIQUID, 0.02, 0.0005, 0, 1, 0); // a drop 11 mm ahead
    p.add(BOUNDARY, 0.015, 0.0005, 0, 1, 0); // walls do not join liquid
    expect(continuousFront(p, 0.002)).toBeCloseTo(0.009, 6);
    // joined once the gap is under the link distance
    p.add(LIQUID, 0.011, 0.0005, 0, 1, 0);
    p.add(LIQUID, 0.013, 0.0005, 0, 1, 0);
    expect(continuousFront(p, 0.0021)).toBeCloseTo(0.013, 6);
    expect(continuousFront(new Particles(4), 0.002)).toBe(0);
  });

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
    'granular pile: the angle of repose grows with friction, at a kitchen pour\'s grain size and step',
    async () => {
      // a heap poured on a base 16 grains wide, one seed, at the grain size and step of 200 g of
      // sugar poured into a medium bowl (the full case averages three seeds of a 30-grain base;
      // single piles scatter by ±5°)
      const settings = await pourSettings(table.materials.get('sugar')!, cpu);
      expect(settings.diameter).toBeGreaterThan(0.005);
      const at = { kernels: cpu, width: 16, diameter: settings.diameter, dt: settings.dt, iterations: settings.iterations };
      const low = await angleOfRepose({ granular: { staticFriction: 0, kineticFriction: 0 }, ...at });
      const high = await angleOfRepose({ granular: { staticFriction: 1, kineticFriction: 0.8 }, ...at });
      // both heaps come to rest (the grains' sleeping)
      expect(low.atRest).toBe(true);
      expect(high.atRest).toBe(true);
      // the grains do not rotate, so even frictionless ones interlock into a low heap (17° here)
      expect(high.angleDeg).toBeGreaterThan(low.angleDeg + 10);
    },
    SLOW,
  );

  it('a pile verdict comes with the standard error of its seeds\' mean', () => {
    // flour's twelve piles at its pour's 4 iterations (docs/PHYSICS.md): 44.2°, give or take 1.61°
    const flour = meanOfSeeds([53.8, 40.2, 50.6, 45.5, 48.2, 41.7, 39.2, 48.6, 44.8, 37.9, 45.2, 35.1]);
    expect(flour.mean).toBeCloseTo(44.23, 2);
    expect(flour.standardError).toBeCloseTo(1.608, 3);
    expect(meanOfSeeds([30]).standardError).toBeNull();
    expect(meanOfSeeds([30, 30, 30]).standardError).toBe(0);
  });

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
