// Cohesion between grains (a cohesive powder such as flour): grains closer than the cohesion's
// reach pull together with the Bond number × the lighter one's weight; farther ones do not, and
// a heap of cohesive grains stands steeper than one of the same grains without it.
import { describe, expect, it } from 'vitest';
import { COHESION_REACH } from '../../physics/granular-passes.ts';
import { granularParams, loadMaterials } from '../../physics/materials.ts';
import { GRAIN } from '../../physics/particles.ts';
import { plainKernels } from '../../physics/plain.ts';
import { GRAIN_MASS, Solver } from '../../physics/solver.ts';
import { angleOfRepose } from '../../physics/validate/granular.ts';

const D = 0.0087; // flour's grain and step at a kitchen pour
const DT = 0.00135;

/** Two equal grains side by side, `gap` × D apart centre to centre, after `seconds` of free fall. */
async function pairDistance(gap: number, bond: number, seconds = 0.1): Promise<number> {
  const s = await Solver.create(
    { dim: 2, spacing: D, domain: { min: [-10 * D, -200 * D, 0], max: [10 * D, 10 * D, 0] }, capacity: 8, dt: DT, iterations: 4, granular: { staticFriction: 2, kineticFriction: 1.6, bond } },
    plainKernels,
  );
  const p = s.particles;
  p.add(GRAIN, (-gap / 2) * D, 0, 0, GRAIN_MASS);
  p.add(GRAIN, (gap / 2) * D, 0, 0, GRAIN_MASS);
  for (let t = 0; t < seconds / DT; t++) await s.step();
  const at: number[][] = [];
  for (let i = 0; i < p.capacity; i++) if (p.kind[i] === GRAIN) at.push([p.px[i], p.py[i]]);
  return Math.hypot(at[0][0] - at[1][0], at[0][1] - at[1][1]) / D;
}

describe('granular cohesion', () => {
  it('draws two grains within its reach together until they touch, and leaves them apart without it', async () => {
    const gap = (1 + COHESION_REACH) / 2;
    expect(await pairDistance(gap, 0)).toBeCloseTo(gap, 4);
    const bonded = await pairDistance(gap, 0.4);
    expect(bonded).toBeLessThan(gap - 0.02);
    expect(bonded).toBeGreaterThan(0.98);
  });

  it('does not reach grains farther apart than its reach', async () => {
    const gap = COHESION_REACH + 0.05;
    expect(await pairDistance(gap, 0.4)).toBeCloseTo(gap, 4);
  });

  it('pulls as hard as the Bond number says: the gap closes in the time a constant force takes', async () => {
    // each grain accelerates at bond·g towards the other: the gap of 0.05 D closes in √(2·0.025·D / (bond·g))
    const bond = 0.4;
    const closes = Math.sqrt((2 * 0.025 * D) / (bond * 9.81));
    expect(await pairDistance(1.05, bond, 0.5 * closes)).toBeGreaterThan(1.01);
    expect(await pairDistance(1.05, bond, 1.5 * closes)).toBeLessThan(1.005);
  });

  it("is flour's and not sugar's, as the materials file says", () => {
    const t = loadMaterials();
    expect(granularParams(t.materials.get('flour')!).bond).toBeGreaterThan(0);
    expect(granularParams(t.materials.get('sugar')!).bond).toBe(0);
  });

  it('a heap of cohesive grains stands steeper than one of the same grains without it', async () => {
    const pile = (bond: number) => angleOfRepose({ granular: { staticFriction: 2, kineticFriction: 1.6, bond }, kernels: plainKernels, width: 16, seed: 1, diameter: D, dt: DT, iterations: 4 });
    const [loose, cohesive] = await Promise.all([pile(0), pile(1)]);
    expect(loose.atRest && cohesive.atRest).toBe(true);
    expect(cohesive.angleDeg).toBeGreaterThan(loose.angleDeg + 5);
  }, 120_000);
});
