// The gpu.js kernels on the cpu backend against the plain-JavaScript step, and the pieces
// below them: grid sort, particle bookkeeping.
import { describe, expect, it } from 'vitest';
import { gpuKernels } from '../../physics/gpu-kernels.ts';
import { BOUNDARY, GRAIN, INACTIVE, LIQUID, Particles } from '../../physics/particles.ts';
import { plainKernels } from '../../physics/plain.ts';
import { boxWalls, fillBlock } from '../../physics/scenes.ts';
import { type KernelFactory, Solver } from '../../physics/solver.ts';

async function scene(kernels: KernelFactory, dim: 2 | 3) {
  const d = 0.005;
  const s = await Solver.create(
    { dim, spacing: d, domain: { min: [-0.02, -0.02, -0.02], max: [0.08, 0.08, dim === 3 ? 0.05 : 0] }, capacity: dim === 3 ? 2600 : 600, dt: 0.001, iterations: 3, liquid: { density: 1000, viscosity: 0.3, cohesion: 0.2 }, granular: { staticFriction: 0.5, kineticFriction: 0.4, stackScaling: 0.5 } },
    kernels,
  );
  boxWalls(s, 0, 0.06, 0, 0.05, 0, dim === 3 ? 0.03 : 0, 1);
  s.finishBoundary();
  fillBlock(s, LIQUID, s.liquidMass, 0, 0.03, 0, 0.03, 0, dim === 3 ? 0.015 : 0);
  fillBlock(s, GRAIN, 1e-4, 0.035, 0.055, 0, 0.03, 0, dim === 3 ? 0.015 : 0, 1);
  // grains of several sizes (a grain's diameter follows its mass)
  const p = s.particles;
  for (let i = 0; i < p.capacity; i++) if (p.kind[i] === GRAIN) p.mass[i] = 1e-4 * (0.8 + 0.1 * (i % 5)) ** dim;
  return s;
}

const byId = (s: Solver) => {
  const p = s.particles;
  const m = new Map<number, number[]>();
  for (let i = 0; i < p.capacity; i++) if (p.kind[i] === LIQUID || p.kind[i] === GRAIN) m.set(p.id[i], [p.px[i], p.py[i], p.pz[i], p.vx[i], p.vy[i]]);
  return m;
};

describe('particle kernels', () => {
  for (const dim of [2, 3] as const)
    it(`gpu.js cpu agrees with plain JavaScript per step over 20 steps (${dim}-D, liquid and grains)`, async () => {
      const a = await scene(gpuKernels('cpu'), dim);
      const b = await scene(plainKernels, dim);
      for (let k = 0; k < 20; k++) {
        await a.step();
        await b.step();
        const pa = byId(a), pb = byId(b);
        expect(pa.size).toBe(pb.size);
        for (const [id, x] of pa) {
          const y = pb.get(id)!;
          for (let c = 0; c < 3; c++) expect(Math.abs(x[c] - y[c])).toBeLessThan(1e-6 * 0.06);
        }
      }
      // the scene did move: gravity and the constraints acted
      const moved = [...byId(a).values()].some((x) => Math.abs(x[4]) > 1e-3);
      expect(moved).toBe(true);
    });

  it('fills the last quad of threads when the capacity is not a multiple of four (cpu, webasm)', async () => {
    // 5 × 5 × 5 = 125 liquid particles in 125 slots: the last quad has one particle, three
    // lanes beyond the buffers
    const block = async (kernels: KernelFactory) => {
      const d = 0.01;
      const s = await Solver.create({ dim: 3, spacing: d, domain: { min: [0, 0, 0], max: [0.06, 0.08, 0.06] }, capacity: 125, dt: 0.002, iterations: 2, liquid: { density: 1000, viscosity: 0.3, cohesion: 0 } }, kernels);
      fillBlock(s, LIQUID, s.liquidMass, 0, 0.05, 0.02, 0.07, 0, 0.05);
      return s;
    };
    const ref = await block(plainKernels);
    const others = [await block(gpuKernels('cpu')), await block(gpuKernels('webasm'))];
    for (let k = 0; k < 10; k++) {
      await ref.step();
      for (const s of others) await s.step();
    }
    const pr = byId(ref);
    expect(pr.size).toBe(125);
    for (const s of others) {
      const po = byId(s);
      let worst = 0;
      for (const [id, x] of pr) for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(po.get(id)![c] - x[c]));
      expect(worst).toBeLessThan(1e-6 * 0.06);
      s.destroy();
    }
    // the block fell
    expect(Math.min(...[...pr.values()].map((x) => x[4]))).toBeLessThan(-0.05);
  });

  it('sorts particles by cell, inactive slots last, and keeps every id', async () => {
    const s = await scene(plainKernels, 2);
    const ids = new Set(byId(s).keys());
    s.grid.sort(s.particles);
    const p = s.particles;
    const { cellStart, cellEnd } = s.grid;
    for (let c = 0; c < s.grid.cells; c++)
      for (let j = cellStart[c]; j < cellEnd[c]; j++) expect(s.grid.cellIndex(p.qx[j], p.qy[j], p.qz[j])).toBe(c);
    const last = cellEnd[s.grid.cells - 1];
    for (let j = last; j < p.capacity; j++) expect(p.kind[j]).toBe(INACTIVE);
    expect(new Set(byId(s).keys())).toEqual(ids);
  });

  it('gives a wall particle the volume it displaces: a lattice site, less where the wall is sampled densely', async () => {
    const s = await scene(plainKernels, 2);
    const p = s.particles;
    // a patch of wall particles half a spacing apart, beyond the box (more than h from its walls)
    for (let k = 0; k < 3; k++) p.add(BOUNDARY, 0.073 + 0.0025 * k, 0.0025, 0, 0, -2), p.add(BOUNDARY, 0.073 + 0.0025 * k, 0, 0, 0, -2);
    s.finishBoundary(); // sorts the particles by cell: they are told apart by position
    const lattice: number[] = [], dense: number[] = [];
    for (let i = 0; i < p.capacity; i++) if (p.kind[i] === BOUNDARY) (p.px[i] > 0.07 ? dense : lattice).push(p.mass[i]);
    expect(dense).toHaveLength(6);
    for (const m of lattice) expect(m).toBeCloseTo(s.liquidMass, 6);
    for (const m of dense) expect(m).toBeLessThan(0.9 * s.liquidMass);
  });

  it('refuses particles beyond capacity', () => {
    const p = new Particles(2);
    expect(p.add(LIQUID, 0, 0, 0, 1)).toBe(0);
    expect(p.add(LIQUID, 0, 0, 0, 1)).toBe(1);
    expect(p.add(LIQUID, 0, 0, 0, 1)).toBe(-1);
  });
});
