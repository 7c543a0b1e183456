// Particle-engine figures: PBF steps per second at 16k and 64k liquid particles (3-D) on each
// backend and in plain JavaScript in the same run, and the wall time of the gold networks in
// quantitative mode. `physicsBench` returns them nested; `physicsGroup` flattens them for
// bench/run.ts. IRL_KITCHEN_BENCH_GOLD=N times only the first N gold networks (0: none, for a
// quick run of the particle figures); unset, all 30.
import { autoKernels } from '../physics/auto-backend.ts';
import { installWebGpu } from '../physics/backend.ts';
import { geometryOf, loadGeometry, loadMaterials } from '../physics/materials.ts';
import { pour } from '../physics/procedures/pour.ts';
import { pourScene } from '../physics/procedures/pour-scene.ts';
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
  /** per backend and size (`plain16k`, `webasm64k`…), plain JavaScript included */
  particleStepsPerSecond: Record<string, number>;
  /** a kitchen pour (300 g of water into a medium bowl, its scene from pourScene), median wall ms per backend */
  pourMedianMs: Record<string, number>;
  plainJsParticleStepsPerSecond: Record<string, number>;
  quantitativeGoldMedianSeconds: number | null;
  /** the fastest CPU backend over plain JavaScript at 64k */
  speedupOverPlainJs64k: number;
  /** the auto backend's speed over the fastest one's, at its worst over both sizes (median steps) and the pour (best of its runs); 1: as fast */
  autoShareOfFastest: number;
}

export interface PhysicsBenchOptions {
  /** steps timed per kernel set (after one warm-up step); the median counts */
  steps?: number;
  /** sizes, in particles */
  sizes?: number[];
  /** gold networks for the quantitative median (default all; 0: skip) */
  goldNetworks?: number;
  /** pours timed per backend (the median counts; default 9, as one pour of plain JavaScript takes tens of ms) */
  pours?: number;
}

/**
 * Median wall time of the same kitchen pour on each kernel set, in turns (as the steps); each
 * round starts one kernel set later. A webgpu pour leaves the clean-up of its device buffers to
 * whatever runs next: an untimed pour on the first kernel set takes it, as rotating the turns
 * alone did not (the same set followed webgpu in every round, and its median came out 40 %
 * slower than that of the same kernels elsewhere in the turn).
 */
async function pourTimes(factories: [string, KernelFactory][], rounds: number): Promise<{ median: Record<string, number>; best: Record<string, number> }> {
  const water = loadMaterials().materials.get('water')!;
  const scene = pourScene({ grams: 300, material: water, target: geometryOf(loadGeometry(), 'medium-bowl') });
  const times = factories.map(() => [] as number[]);
  const once = (kernels: KernelFactory) => pour({ grams: 300, material: water, kernels, halfWidth: scene.halfWidth, height: scene.height, spacing: scene.spacing, particles: scene.particles });
  for (let r = 0; r < rounds; r++)
    for (let turn = 0; turn < factories.length; turn++) {
      const k = (r + turn) % factories.length;
      const t0 = performance.now();
      await once(factories[k][1]);
      times[k].push(performance.now() - t0);
      if (factories[k][0] === 'webgpu') await once(factories[0][1]);
    }
  return { median: Object.fromEntries(factories.map(([name], k) => [name, median(times[k])])), best: Object.fromEntries(factories.map(([name], k) => [name, Math.min(...times[k])])) };
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

/**
 * Steps per second of each kernel set on the same cube, timed in turns (one step of each, then
 * the next round) and taken from its median step, so that load from other jobs on a shared
 * machine falls on all of them alike.
 */
async function stepsPerSecond(factories: KernelFactory[], n: number, steps: number): Promise<number[]> {
  const solvers: Solver[] = [];
  try {
    for (const k of factories) {
      const s = await cube(k, n);
      solvers.push(s);
      await s.step(); // compile, warm up
    }
    const times = solvers.map(() => [] as number[]);
    for (let round = 0; round < steps; round++)
      for (const [k, s] of solvers.entries()) {
        const t0 = performance.now();
        await s.step();
        times[k].push(performance.now() - t0);
      }
    return times.map((t) => 1000 / median(t));
  } finally {
    for (const s of solvers) s.destroy();
  }
}

export async function physicsBench(context: Pick<BenchContext, 'goldRecipes'> | null, o: PhysicsBenchOptions = {}): Promise<PhysicsFigures> {
  const steps = o.steps ?? 5;
  const sizes = o.sizes ?? [16_384, 65_536];
  const label = (n: number) => `${Math.round(n / 1024)}k`;
  const backends: [string, KernelFactory][] = [['cpu', gpuKernels('cpu')], ['webasm', gpuKernels('webasm')], ['webasmThreads', gpuKernels('webasm', { threads: true })]];
  if ((await installWebGpu()) === null) backends.push(['webgpu', gpuKernels('webgpu')]);
  const particleStepsPerSecond: Record<string, number> = {};
  const plainJsParticleStepsPerSecond: Record<string, number> = {};
  // auto is timed in the same turns as the others: its share of the fastest is then fair
  const measured: [string, KernelFactory][] = [['plain', plainKernels], ...backends, ['auto', autoKernels()]];
  let autoShareOfFastest = Infinity;
  for (const n of sizes) {
    const rates = await stepsPerSecond(measured.map(([, k]) => k), n, steps);
    for (const [b, [name]] of measured.entries()) particleStepsPerSecond[`${name}${label(n)}`] = rates[b];
    plainJsParticleStepsPerSecond[label(n)] = rates[0];
    autoShareOfFastest = Math.min(autoShareOfFastest, rates[rates.length - 1] / Math.max(...rates.slice(0, -1)));
  }
  const pours = await pourTimes(measured.filter(([name]) => name !== 'webasmThreads'), o.pours ?? 9);
  const pourMedianMs = pours.median;
  // a pour of tens of ms is at the mercy of a garbage collection: compared by the best of its runs
  const best = Object.entries(pours.best);
  autoShareOfFastest = Math.min(autoShareOfFastest, Math.min(...best.filter(([k]) => k !== 'auto').map(([, v]) => v)) / pours.best.auto);
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
  return { particleStepsPerSecond, pourMedianMs, plainJsParticleStepsPerSecond, quantitativeGoldMedianSeconds, speedupOverPlainJs64k: cpuSide / plainJsParticleStepsPerSecond[big], autoShareOfFastest };
}

export const GOLD_ENV = 'IRL_KITCHEN_BENCH_GOLD';

/** How many gold networks $IRL_KITCHEN_BENCH_GOLD asks for; undefined (all) when unset. */
function goldCount(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${GOLD_ENV} must be a whole number of gold networks, not "${value}"`);
  return n;
}

export const physicsGroup: FigureGroup = {
  name: 'physics',
  async measure(context) {
    const f = await physicsBench(context, { goldNetworks: goldCount(process.env[GOLD_ENV]) });
    const out: Figures = {};
    for (const [k, v] of Object.entries(f.particleStepsPerSecond)) out[`particleStepsPerSecond.${k}`] = v;
    for (const [k, v] of Object.entries(f.plainJsParticleStepsPerSecond)) out[`plainJsParticleStepsPerSecond.${k}`] = v;
    for (const [k, v] of Object.entries(f.pourMedianMs)) out[`pourMedianMs.${k}`] = v;
    if (f.quantitativeGoldMedianSeconds !== null) out.quantitativeGoldMedianSeconds = f.quantitativeGoldMedianSeconds;
    out.speedupOverPlainJs64k = f.speedupOverPlainJs64k;
    out.autoShareOfFastest = Math.round(f.autoShareOfFastest * 1000) / 1000;
    return out;
  },
  describe: (f) => [
    `particle steps per second (PBF, 3-D liquid, 2 iterations): ${Object.entries(f).filter(([k]) => k.startsWith('particle')).map(([k, v]) => `${k.split('.')[1]} ${v.toFixed(2)}`).join(', ')}`,
    `plain JavaScript: ${Object.entries(f).filter(([k]) => k.startsWith('plainJs')).map(([k, v]) => `${k.split('.')[1]} ${v.toFixed(2)}`).join(', ')}`,
    `a kitchen pour (300 g of water into a medium bowl), median ms: ${Object.entries(f).filter(([k]) => k.startsWith('pourMedianMs')).map(([k, v]) => `${k.split('.')[1]} ${v.toFixed(0)}`).join(', ')}`,
    `fastest CPU backend over plain JavaScript at 64k: ${f.speedupOverPlainJs64k?.toFixed(2)}×`,
    `auto backend's speed over the fastest's, worst of 16k, 64k and the pour: ${f.autoShareOfFastest} (target 0.9)`,
    ...(f.quantitativeGoldMedianSeconds !== undefined ? [`quantitative mode, median wall time per gold network: ${f.quantitativeGoldMedianSeconds.toFixed(1)} s`] : []),
  ],
};
