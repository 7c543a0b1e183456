// The pour procedure: an amount of a material leaves a source held above a target container and
// falls in (2-D cross-section through the container). Everything that does not end inside the
// target is measured as spilled; nothing is created or destroyed on the way.
import { granularParams, liquidParams, type Material } from '../materials.ts';
import { GRAIN, LIQUID } from '../particles.ts';
import { boxWalls, fillBlock } from '../scenes.ts';
import { GRAIN_MASS, type KernelFactory, Solver } from '../solver.ts';

export interface PourOptions {
  grams: number;
  material: Material;
  kernels: KernelFactory;
  /** inner half-width and height of the target (m) */
  halfWidth?: number;
  height?: number;
  /** horizontal offset of the source from the target's centre (m) */
  offset?: number;
  /** most particles to use; each stands for grams / count */
  maxParticles?: number;
  /** a scene from `pourScene`: its spacing and exact particle count replace the defaults */
  spacing?: number;
  particles?: number;
  /** simulated seconds; default: the fall from the source to the target's floor and 0.3 s to settle */
  seconds?: number;
}

export interface PourResult {
  particles: number;
  gramsPerParticle: number;
  inTarget: number;
  spilled: number;
  /** particles alive at the end (must equal `particles`) */
  alive: number;
  measuredGrams: number;
  spilledGrams: number;
  simulatedSeconds: number;
  wallMs: number;
  /** the step and constraint iterations the pour ran at */
  dt: number;
  iterations: number;
}

const POUR_ITERATIONS = 4;

export async function pour(o: PourOptions): Promise<PourResult> {
  const t0 = performance.now();
  const m = o.material;
  const grams = Math.max(0, o.grams);
  const most = o.maxParticles ?? 256;
  // at least 16 particles (or `most`), so that small amounts still pour as a stream
  const count = o.particles ?? (grams > 0 ? Math.min(most, Math.max(16, Math.round(grams / m.particleGrams))) : 0);
  const half = o.halfWidth ?? 0.09;
  const height = o.height ?? 0.08;

  const d = o.spacing ?? 0.004;
  // the target's floor stands on the counter; its rim is `height` above the floor
  const base = 3 * d;
  const granular = m.model === 'granular';
  const cols = Math.max(1, Math.min(Math.round((0.6 * half) / d), Math.ceil(Math.sqrt(count))));
  const rows = Math.ceil(count / cols);
  // the counter reaches well beyond the target, so that a spill lands on it
  const floor = Math.max(0.4, half + 0.2);
  const top = base + height + 0.03 + rows * d;
  // no particle may move more than 0.4 spacing a step (solver): the fall's speed sets the step
  const dt = Math.min(0.002, (0.3 * d) / Math.sqrt(2 * 9.81 * top));
  const s = await Solver.create(
    {
      dim: 2, spacing: d, domain: { min: [-floor - 4 * d, -4 * d, 0], max: [floor + 4 * d, base + height + 0.05 + rows * d + 8 * d, 0] },
      capacity: count + 2 * Math.round((2 * floor) / d) + 8 * Math.round(height / d) + 2 * Math.round((2 * half) / d) + 64,
      dt, iterations: POUR_ITERATIONS,
      liquid: liquidParams(m),
      granular: granularParams(m),
    },
    o.kernels,
  );
  try {
    // the counter (a wide floor) and the target: floor and walls of its own, standing on it
    boxWalls(s, -floor, floor, 0, d, 0, 0, 1, -2);
    boxWalls(s, -half, half, base, base + height, 0, 0, 2, -3);
    s.finishBoundary();
    const x0 = (o.offset ?? 0) - (cols * d) / 2;
    const y0 = base + height + 0.03;
    const kind = granular ? GRAIN : LIQUID;
    const mass = granular ? GRAIN_MASS : s.liquidMass;
    // fills row by row and keeps exactly `count` particles
    fillBlock(s, kind, mass, x0, x0 + cols * d, y0, y0 + rows * d);
    const p = s.particles;
    let extra = cols * rows - count;
    for (let i = p.capacity - 1; i >= 0 && extra > 0; i--)
      if (p.kind[i] === kind) {
        p.remove(i);
        extra--;
      }
    const seconds = o.seconds ?? Math.sqrt((2 * top) / 9.81) + 0.3;
    while (s.time < seconds) await s.step();
    let inTarget = 0, alive = 0;
    for (let i = 0; i < p.capacity; i++) {
      if (p.kind[i] !== kind) continue;
      alive++;
      // within the walls' first layer (half a spacing beyond the inner face): liquid pressed
      // against a wall settles into it a little, and is still in the container
      if (Math.abs(p.px[i]) < half + d / 2 && p.py[i] > 2 * d && p.py[i] < base + height + 0.02) inTarget++;
    }
    const gpp = count ? grams / count : 0;
    return {
      particles: count, gramsPerParticle: gpp, inTarget, spilled: alive - inTarget, alive,
      measuredGrams: inTarget * gpp, spilledGrams: (alive - inTarget) * gpp, simulatedSeconds: s.time, wallMs: performance.now() - t0, dt, iterations: POUR_ITERATIONS,
    };
  } finally {
    s.destroy();
  }
}
