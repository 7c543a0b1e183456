// The stir procedure: the contents of a bowl (2-D cross-section) as two groups of particles,
// side by side, stirred by a tool (a rod of boundary particles moving on a circle) until the
// homogeneity index reaches the target or the time runs out.
import { granularParams, liquidParams, type Material } from '../materials.ts';
import { BOUNDARY, GRAIN, LIQUID } from '../particles.ts';
import { boxWalls } from '../scenes.ts';
import { GRAIN_MASS, type KernelFactory, Solver } from '../solver.ts';

export interface StirOptions {
  material: Material;
  kernels: KernelFactory;
  particles?: number;
  /** most simulated seconds */
  seconds?: number;
  /** homogeneity at which the mixture counts as formed (0..1) */
  target?: number;
}

export interface StirResult {
  particles: number;
  homogeneity: number;
  mixed: boolean;
  simulatedSeconds: number;
  wallMs: number;
}

/**
 * Lacey's mixing index (σ0² − σ²)/(σ0² − σr²) over cells of the bowl: σ² the variance of group
 * A's share between cells, σ0² that of a fully segregated state, σr² that of a random mixture
 * with the cells' mean occupancy. 0 segregated, 1 as mixed as chance allows.
 */
export function homogeneity(xs: number[], ys: number[], group: number[], cell: number): number {
  const cells = new Map<string, [number, number]>();
  for (let k = 0; k < xs.length; k++) {
    const key = `${Math.floor(xs[k] / cell)},${Math.floor(ys[k] / cell)}`;
    const c = cells.get(key) ?? [0, 0];
    c[0] += group[k];
    c[1] += 1;
    cells.set(key, c);
  }
  const share = group.reduce((a, g) => a + g, 0) / group.length;
  const s0 = share * (1 - share);
  if (s0 === 0) return 1;
  let v = 0;
  let n = 0;
  let used = 0;
  for (const [a, t] of cells.values()) {
    if (t < 2) continue;
    v += (a / t - share) ** 2 * t;
    n += t;
    used++;
  }
  if (!n) return 1;
  const sr = s0 / (n / used);
  return Math.min(1, Math.max(0, (s0 - v / n) / (s0 - sr)));
}

export async function stir(o: StirOptions): Promise<StirResult> {
  const t0 = performance.now();
  const d = 0.004;
  const half = 0.03;
  const n = o.particles ?? 160;
  const cols = Math.round((2 * half) / d);
  const rows = Math.ceil(n / cols);
  const depth = rows * d;
  const height = depth + 0.03;
  const granular = o.material.model === 'granular';
  const kind = granular ? GRAIN : LIQUID;
  // the tool: a paddle through the middle of the contents, turning about its centre
  const reach = Math.min(half - 2 * d, depth / 2 + d);
  const blade = Math.max(2, Math.round(reach / d));
  const s = await Solver.create(
    {
      dim: 2, spacing: d, domain: { min: [-half - 4 * d, -4 * d, 0], max: [half + 4 * d, height + 0.04, 0] },
      capacity: n + 4 * cols + 8 * Math.round(height / d) + 2 * blade + 48, dt: 0.002, iterations: 4,
      liquid: liquidParams(o.material),
      granular: granularParams(o.material),
    },
    o.kernels,
  );
  try {
    boxWalls(s, -half, half, 0, height);
    const p = s.particles;
    const cy = depth / 2 + d / 2;
    // paddle particle id → its signed distance from the centre
    const paddle = new Map<number, number>();
    for (let j = -blade; j <= blade; j++) paddle.set(p.id[p.add(BOUNDARY, j * d, cy, 0, 0, -4)], j * d);
    s.finishBoundary();
    for (let k = 0; k < n; k++) p.add(kind, -half + (0.5 + (k % cols)) * d, (Math.floor(k / cols) + 0.5) * d, 0, granular ? GRAIN_MASS : s.liquidMass, k % cols < cols / 2 ? 1 : 0);
    const target = o.target ?? 0.8;
    const limit = o.seconds ?? 2;
    const omega = 2 * Math.PI * 1.5; // 1.5 turns per second
    const dt = s.config.dt;
    let h = 0;
    const measure = () => {
      const xs: number[] = [], ys: number[] = [], g: number[] = [];
      for (let i = 0; i < p.capacity; i++) if (p.kind[i] === kind) (xs.push(p.px[i] + half), ys.push(p.py[i]), g.push(p.tag[i]));
      return homogeneity(xs, ys, g, 3 * d);
    };
    while (s.time < limit) {
      // velocities that bring every paddle particle exactly to its place at the end of the step
      const a = omega * (s.time + dt);
      for (let i = 0; i < p.capacity; i++) {
        const r = p.kind[i] === BOUNDARY ? paddle.get(p.id[i]) : undefined;
        if (r === undefined) continue;
        p.vx[i] = (r * Math.cos(a) - p.px[i]) / dt;
        p.vy[i] = (cy + r * Math.sin(a) - p.py[i]) / dt;
      }
      await s.step();
      if (s.steps % 25 === 0) {
        h = measure();
        if (h >= target) break;
      }
    }
    h = measure();
    return { particles: n, homogeneity: h, mixed: h >= target, simulatedSeconds: s.time, wallMs: performance.now() - t0 };
  } finally {
    s.destroy();
  }
}
