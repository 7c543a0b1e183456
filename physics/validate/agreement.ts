// Backends against the cpu reference, per step: both start every step from the same state (the
// cpu's), and the largest position difference after it, relative to the scene's size, is that
// step's figure. (Trajectories compared over many steps diverge chaotically, whatever the
// arithmetic.) The scene holds a liquid block and, beside it, grains of two sizes, so that both
// contact paths of the kernels are compared.
import type { BackendName } from '../backend.ts';
import { gpuKernels } from '../gpu-kernels.ts';
import { GRAIN, LIQUID } from '../particles.ts';
import { boxWalls, fillBlock } from '../scenes.ts';
import { GRAIN_MASS, type KernelFactory, Solver } from '../solver.ts';

async function scene(kernels: KernelFactory, columns: number): Promise<Solver> {
  const d = 0.004;
  const W = 2 * columns * d;
  const s = await Solver.create(
    {
      dim: 2, spacing: d, domain: { min: [-4 * d, -4 * d, 0], max: [W + 4 * d, W, 0] }, capacity: 3 * columns * columns + 8 * columns + 64, dt: 0.001, iterations: 4,
      liquid: { density: 1000, viscosity: 0.3, cohesion: 0 }, granular: { staticFriction: 0.5, kineticFriction: 0.4 },
    },
    kernels,
  );
  boxWalls(s, 0, W, 0, W / 2);
  s.finishBoundary();
  fillBlock(s, LIQUID, s.liquidMass, 0, columns * d, 0, columns * d);
  // grains of the spacing's diameter and, every other one, of 0.84 of it (diameter ∝ √mass in 2-D)
  fillBlock(s, GRAIN, GRAIN_MASS, columns * d + d, 2 * columns * d - d, 0, (columns / 2) * d);
  const p = s.particles;
  for (let i = 0, k = 0; i < p.capacity; i++) if (p.kind[i] === GRAIN && k++ % 2) p.mass[i] = 0.7 * GRAIN_MASS;
  return s;
}

/** Per step, max over particles of |x_backend − x_cpu| / size, over `steps` steps. */
export async function backendAgreement(backend: BackendName, steps = 20, columns = 16): Promise<number[]> {
  const ref = await scene(gpuKernels('cpu'), columns);
  const other = await scene(gpuKernels(backend), columns);
  const size = 2 * columns * 0.004;
  const out: number[] = [];
  try {
    for (let k = 0; k < steps; k++) {
      await ref.step();
      await other.step();
      const a = byId(ref), b = byId(other);
      let worst = 0;
      for (const [id, [x, y]] of a) {
        const q = b.get(id)!;
        worst = Math.max(worst, Math.abs(q[0] - x) / size, Math.abs(q[1] - y) / size);
      }
      out.push(worst);
      resync(ref, other);
    }
    return out;
  } finally {
    ref.destroy();
    other.destroy();
  }
}

/** Copies every particle buffer of `from` into `to` (same capacity, same scene). */
function resync(from: Solver, to: Solver) {
  const a = from.particles, b = to.particles;
  for (const key of ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'vx', 'vy', 'vz', 'mass', 'kind', 'temp', 'id', 'tag'] as const) b[key].set(a[key] as never);
}

function byId(s: Solver): Map<number, [number, number]> {
  const p = s.particles;
  const m = new Map<number, [number, number]>();
  for (let i = 0; i < p.capacity; i++) if (p.kind[i] === LIQUID || p.kind[i] === GRAIN) m.set(p.id[i], [p.px[i], p.py[i]]);
  return m;
}
