// Particle-engine figures: PBF steps per second at 16k and 64k liquid particles (3-D) on each
// backend and in plain JavaScript in the same run, and the wall time of the gold networks in
// quantitative mode. `physicsBench` returns them nested; `physicsGroup` flattens them for
// bench/run.ts.
import { installWebGpu } from '../physics/backend.ts';
import { gpuKernels } from '../physics/gpu-kernels.ts';
import { LIQUID } from '../physics/particles.ts';
import { plainKernels } from '../physics/plain.ts';
import { fillBlock } from '../physics/scenes.ts';
import { type KernelFactory, Solver } from '../physics/solver.ts';
import { runQuantitative } from '../src/quantitative/index.ts';
import { Simulator } from '../src/simulator.ts';
import type { BenchContext, FigureGroup, Figures } from './figure-group.ts';
import { median } from './figure-group.ts';

export interface PhysicsFigures {
  particleStepsPerSecond: Record<string, number>;
  plainJsParticleStepsPerSecond: Record<string, number>;
  quantitativeGoldMedianSeconds: number | null;
  /** the fastest CPU backend over plain JavaScript at 64k */
  speedupOverPlainJs64k: number;
}

export interface PhysicsBenchOptions {
  /** steps timed per measurement (after one warm-up step) */
  steps?: number;
  /** sizes, in particles */
  sizes?: number[];
  /** gold networks for the quantitative median (default all; 0: skip) */
  goldNetworks?: number;
}

/** A cube of liquid on the rest lattice, falling in a closed domain: `n` particles. */
async function cube(kernels: KernelFactory, n: number): Promise<Solver> {
  const side = Math.round(Math.cbrt(n));
  const d = 0.01;
  const L = side * d;
  const s = await Solver.create({ dim: 3, spacing: d, domain: { min: [0, 0, 0], max: [L * 1.2, L * 1.2, L * 1.2] }, capacity: side ** 3, dt: 0.002, iterations: 2, liquid: { density: 1000, viscosity: 0.3, cohesion: 0 } }, kernels);
  fillBlock(s, LIQUID, s.liquidMass, 0, L, 0, L, 0, L);
  return s;
}

async function stepsPerSecond(kernels: KernelFactory, n: number, steps: number): Promise<number> {
  const s = await cube(kernels, n);
  try {
    await s.step(); // compile, warm up
    const t0 = performance.now();
    for (let k = 0; k < steps; k++) await s.step();
    return (steps * 1000) / (performance.now() - t0);
  } finally {
    s.destroy();
  }
}

export async function physicsBench(context: Pick<BenchContext, 'goldRecipes'> | null, o: PhysicsBenchOptions = {}): Promise<PhysicsFigures> {
  const steps = o.steps ?? 3;
  const sizes = o.sizes ?? [16_384, 65_536];
  const label = (n: number) => `${Math.round(n / 1024)}k`;
  const backends: [string, KernelFactory][] = [['cpu', gpuKernels('cpu')], ['webasm', gpuKernels('webasm')], ['webasmThreads', gpuKernels('webasm', { threads: true })]];
  if ((await installWebGpu()) === null) backends.push(['webgpu', gpuKernels('webgpu')]);
  const particleStepsPerSecond: Record<string, number> = {};
  const plainJsParticleStepsPerSecond: Record<string, number> = {};
  for (const n of sizes) {
    plainJsParticleStepsPerSecond[label(n)] = await stepsPerSecond(plainKernels, n, steps);
    for (const [name, k] of backends) particleStepsPerSecond[`${name}${label(n)}`] = await stepsPerSecond(k, n, steps);
  }
  const big = label(Math.max(...sizes));
  const cpuSide = Math.max(...['cpu', 'webasm', 'webasmThreads'].map((b) => particleStepsPerSecond[`${b}${big}`] ?? 0));
  let quantitativeGoldMedianSeconds: number | null = null;
  const count = o.goldNetworks ?? Infinity;
  if (context && count > 0) {
    const sim = new Simulator();
    const times: number[] = [];
    for (const { file, recipe } of context.goldRecipes().slice(0, count)) {
      const t0 = performance.now();
      await runQuantitative(sim, recipe, file);
      times.push((performance.now() - t0) / 1000);
    }
    quantitativeGoldMedianSeconds = median(times);
  }
  return { particleStepsPerSecond, plainJsParticleStepsPerSecond, quantitativeGoldMedianSeconds, speedupOverPlainJs64k: cpuSide / plainJsParticleStepsPerSecond[big] };
}

export const physicsGroup: FigureGroup = {
  name: 'physics',
  async measure(context) {
    const f = await physicsBench(context);
    const out: Figures = {};
    for (const [k, v] of Object.entries(f.particleStepsPerSecond)) out[`particleStepsPerSecond.${k}`] = v;
    for (const [k, v] of Object.entries(f.plainJsParticleStepsPerSecond)) out[`plainJsParticleStepsPerSecond.${k}`] = v;
    if (f.quantitativeGoldMedianSeconds !== null) out.quantitativeGoldMedianSeconds = f.quantitativeGoldMedianSeconds;
    out.speedupOverPlainJs64k = f.speedupOverPlainJs64k;
    return out;
  },
  describe: (f) => [
    `particle steps per second (PBF, 3-D liquid, 2 iterations): ${Object.entries(f).filter(([k]) => k.startsWith('particle')).map(([k, v]) => `${k.split('.')[1]} ${v.toFixed(2)}`).join(', ')}`,
    `plain JavaScript: ${Object.entries(f).filter(([k]) => k.startsWith('plainJs')).map(([k, v]) => `${k.split('.')[1]} ${v.toFixed(2)}`).join(', ')}`,
    `fastest CPU backend over plain JavaScript at 64k: ${f.speedupOverPlainJs64k?.toFixed(2)}×`,
    ...(f.quantitativeGoldMedianSeconds !== undefined ? [`quantitative mode, median wall time per gold network: ${f.quantitativeGoldMedianSeconds.toFixed(1)} s`] : []),
  ],
};
