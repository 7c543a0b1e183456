// Particle sleeping: a grain the step barely moves stays where it was, so a heap comes to rest;
// a grain that gravity accelerates still falls, and liquids are untouched.
import { describe, expect, it } from 'vitest';
import { BOUNDARY, GRAIN, LIQUID } from '../../physics/particles.ts';
import { plainKernels } from '../../physics/plain.ts';
import { fillBlock } from '../../physics/scenes.ts';
import { GRAIN_MASS, SLEEP_DRIFT, Solver } from '../../physics/solver.ts';

const G = 9.81;
const D = 0.0087; // flour's grain and step at a kitchen pour
const DT = 0.00135;

async function scene(sleep: number) {
  const s = await Solver.create(
    { dim: 2, spacing: D, domain: { min: [-12 * D, -3 * D, 0], max: [12 * D, 40 * D, 0] }, capacity: 200, dt: DT, iterations: 4, granular: { staticFriction: 2, kineticFriction: 1.6, sleep } },
    plainKernels,
  );
  for (let l = 0; l < 2; l++) for (let x = -10; x < 10; x++) s.particles.add(BOUNDARY, (x + 0.5) * D, -(l + 0.5) * D, 0, 0);
  s.finishBoundary();
  return s;
}

/** Each grain's position by id. */
function positions(s: Solver): Map<number, [number, number]> {
  const p = s.particles;
  const out = new Map<number, [number, number]>();
  for (let i = 0; i < p.capacity; i++) if (p.kind[i] === GRAIN) out.set(p.id[i], [p.px[i], p.py[i]]);
  return out;
}

/** A stack of grains (rows of 6, 5, …, 1, sizes 0.8–1.2 D) settled for 1 s, then the largest displacement over 0.3 s. */
async function heapDrift(sleep: number): Promise<number> {
  const s = await scene(sleep);
  const p = s.particles;
  let k = 0;
  for (let row = 0; row < 6; row++)
    for (let c = 0; c < 6 - row; c++) {
      const size = 0.8 + 0.4 * ((k++ * 0.618) % 1);
      p.add(GRAIN, (c - (5 - row) / 2) * 1.05 * D, (row * 0.9 + 0.55) * D, 0, GRAIN_MASS * size ** 2);
    }
  for (let t = 0; t < 1 / DT; t++) await s.step();
  const before = positions(s);
  for (let t = 0; t < 0.3 / DT; t++) await s.step();
  let worst = 0;
  for (const [id, [x, y]] of positions(s)) {
    const was = before.get(id);
    worst = Math.max(worst, was ? Math.hypot(x - was[0], y - was[1]) : Infinity);
  }
  return worst;
}

describe('granular sleeping', () => {
  it('a stack of grains comes to rest: not a grain moves once it has settled', async () => {
    expect(await heapDrift(SLEEP_DRIFT)).toBe(0);
    // without sleeping the same stack keeps drifting
    expect(await heapDrift(0)).toBeGreaterThan(G * DT * DT);
  }, 60_000);

  it('a grain released in the air falls as without sleeping, at most one step behind', async () => {
    const fall = async (sleep: number) => {
      const s = await scene(sleep);
      const i = s.particles.add(GRAIN, 0, 30 * D, 0, GRAIN_MASS);
      const id = s.particles.id[i];
      for (let t = 0; t < 60; t++) await s.step();
      const j = s.particles.id.indexOf(id);
      return { y: s.particles.py[j], vy: s.particles.vy[j] };
    };
    const slept = await fall(SLEEP_DRIFT);
    const free = await fall(0);
    expect(Math.abs(slept.y - free.y)).toBeLessThanOrEqual(1.01 * G * DT * DT);
    expect(slept.vy).toBeCloseTo(free.vy, 4);
    expect(slept.y).toBeLessThan(30 * D - 50 * 49 * 0.5 * G * DT * DT);
  });

  it('a liquid steps the same whatever the grains\' sleeping threshold', async () => {
    const run = async (sleep: number) => {
      const s = await scene(sleep);
      fillBlock(s, LIQUID, s.liquidMass, -3 * D, 3 * D, 0, 6 * D);
      for (let t = 0; t < 40; t++) await s.step();
      return [...s.particles.py];
    };
    expect(await run(SLEEP_DRIFT)).toEqual(await run(0));
  });
});
