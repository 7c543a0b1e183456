// Granular friction is Coulomb's law whatever the solve's settings: a grain sliding on a floor
// stops after v²/(2·μk·g) at any step, iteration count and grain size, and a resting grain
// stays put.
import { describe, expect, it } from 'vitest';
import { BOUNDARY, GRAIN } from '../../physics/particles.ts';
import { plainKernels } from '../../physics/plain.ts';
import { GRAIN_MASS, Solver } from '../../physics/solver.ts';

/** Distance a grain launched at `v0` along a floor slides before it stops, and its height drift. */
async function slide(o: { diameter: number; dt: number; iterations: number; v0: number; kinetic: number }) {
  const D = o.diameter;
  const s = await Solver.create(
    { dim: 2, spacing: D, domain: { min: [-0.05, -2 * D, 0], max: [0.25, 0.05, 0] }, capacity: 2000, dt: o.dt, iterations: o.iterations, granular: { staticFriction: 1.25 * o.kinetic, kineticFriction: o.kinetic } },
    plainKernels,
  );
  // a floor sampled at a quarter diameter: flat to 1/100 of a diameter
  for (let x = -0.05; x < 0.25; x += D / 4) s.particles.add(BOUNDARY, x, -D / 2, 0, 0);
  s.finishBoundary();
  const p = s.particles;
  const g = p.add(GRAIN, 0, D / 2, 0, GRAIN_MASS);
  p.vx[g] = o.v0;
  const id = p.id[g];
  const find = () => p.id.indexOf(id);
  let last = 0;
  for (let k = 0; k < 1.5 / o.dt; k++) {
    await s.step();
    last = p.px[find()];
  }
  return { distance: last, height: p.py[find()] - D / 2, speed: Math.hypot(p.vx[find()], p.vy[find()]) };
}

describe('granular friction', () => {
  it('a sliding grain stops after v²/(2·μk·g), whatever the step, iterations and grain size', async () => {
    const v0 = 0.3, kinetic = 0.5;
    const expected = v0 ** 2 / (2 * kinetic * 9.81); // 9.2 mm
    for (const settings of [
      { diameter: 0.002, dt: 0.0005, iterations: 12 },
      { diameter: 0.0072, dt: 0.00117, iterations: 4 },
      { diameter: 0.0072, dt: 0.00117, iterations: 12 },
    ]) {
      const r = await slide({ ...settings, v0, kinetic });
      expect(r.speed).toBeLessThan(0.01);
      expect(Math.abs(r.distance - expected) / expected).toBeLessThan(0.1);
      expect(Math.abs(r.height)).toBeLessThan(0.05 * settings.diameter);
    }
  });

  it('a grain without friction keeps sliding', async () => {
    // μk 0.5 would stop it within 0.25 mm; the floor's ripple alone slows it a little
    const r = await slide({ diameter: 0.004, dt: 0.001, iterations: 4, v0: 0.05, kinetic: 0 });
    expect(r.distance).toBeGreaterThan(0.03);
    expect(r.speed).toBeGreaterThan(0.01);
  });
});
