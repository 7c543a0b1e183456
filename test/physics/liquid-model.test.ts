// The liquid model's consistency: liquid resting beside a wall has the rest density, the flow
// gains no energy at any time step, and the viscosity is a rate, not a share per step.
import { describe, expect, it } from 'vitest';
import { LIQUID } from '../../physics/particles.ts';
import { plainKernels } from '../../physics/plain.ts';
import { boxWalls, fillBlock } from '../../physics/scenes.ts';
import { type LiquidParams, Solver, stepShare } from '../../physics/solver.ts';

const WATER: LiquidParams = { density: 998, viscosity: 0.1, cohesion: 0, wallViscosity: 0.05 };
const G = 9.81;

/** A column of `cols` × 2·`cols` particles at spacing d in the corner of a long tank. */
async function column(dt: number, cols = 8, d = 0.003) {
  const tank = 6 * cols * d;
  const s = await Solver.create({ dim: 2, spacing: d, domain: { min: [-4 * d, -4 * d, 0], max: [tank + 4 * d, 3 * cols * d, 0] }, capacity: 2 * cols * cols + 2 * (tank / d + 8) + 8 * cols + 64, dt, iterations: 6, liquid: WATER }, plainKernels);
  boxWalls(s, 0, tank, 0, 2.5 * cols * d);
  s.finishBoundary();
  fillBlock(s, LIQUID, s.liquidMass, 0, cols * d, 0, 2 * cols * d);
  return s;
}

/** Kinetic and potential energy per unit mass, summed over the liquid particles. */
function energy(s: Solver): { kinetic: number; potential: number } {
  const p = s.particles;
  let kinetic = 0, potential = 0;
  for (let i = 0; i < p.capacity; i++)
    if (p.kind[i] === LIQUID) {
      kinetic += 0.5 * (p.vx[i] ** 2 + p.vy[i] ** 2);
      potential += G * p.py[i];
    }
  return { kinetic, potential };
}

describe('liquid model', () => {
  it('liquid resting on the lattice beside walls and floor has the rest density', async () => {
    const s = await column(1e-4);
    const p = s.particles;
    const { h2, kPoly, rho0 } = s.constants;
    let worst = 0;
    for (let i = 0; i < p.capacity; i++) {
      if (p.kind[i] !== LIQUID || p.px[i] > 0.012 || p.py[i] > 0.012) continue; // the corner: two walls
      let rho = 0;
      for (let j = 0; j < p.capacity; j++) {
        if (p.kind[j] !== 0 && p.kind[j] !== 2) continue;
        const r2 = (p.px[i] - p.px[j]) ** 2 + (p.py[i] - p.py[j]) ** 2;
        if (r2 < h2) rho += p.mass[j] * kPoly * (h2 - r2) ** 3;
      }
      worst = Math.max(worst, Math.abs(rho / rho0 - 1));
    }
    expect(worst).toBeLessThan(1e-5);
  });

  it('a collapsing column gains no energy, at a coarse and at a fine time step', async () => {
    for (const dt of [4e-4, 5e-5]) {
      const s = await column(dt);
      const start = energy(s);
      while (s.time < 0.05) await s.step();
      const end = energy(s);
      // it has started to flow, and what it gained in motion it lost in height (viscosity takes a little)
      expect(end.kinetic).toBeGreaterThan(0.005 * start.potential);
      expect(end.kinetic + end.potential).toBeLessThan(start.potential * 1.002);
    }
  }, 60_000);

  it('the viscosity is a share per millisecond: two half steps smooth as much as one step', () => {
    for (const v of [0.01, 0.1, 0.5]) {
      expect((1 - stepShare(v, 5e-4)) ** 2).toBeCloseTo(1 - stepShare(v, 1e-3), 12);
      expect(stepShare(v, 1e-3)).toBeCloseTo(v, 12);
    }
    expect(stepShare(1, 1e-4)).toBe(1);
  });
});
