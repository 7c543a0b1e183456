// Granular pile: a column of grains of width w and height 3w collapses on a floor (2-D); the
// settled pile's flank angle is the angle of repose.
import { GRAIN } from '../particles.ts';
import { boxWalls, fillBlock } from '../scenes.ts';
import { type GranularParams, type KernelFactory, Solver } from '../solver.ts';

export interface PileOptions {
  granular: GranularParams;
  kernels: KernelFactory;
  /** grains across the column */
  width?: number;
  seconds?: number;
}

export interface PileResult {
  angleDeg: number;
  grains: number;
  maxSpeed: number;
}

export async function angleOfRepose(o: PileOptions): Promise<PileResult> {
  const d = 0.002;
  const w = (o.width ?? 10) * d;
  const tank = 14 * w;
  const dt = 0.001;
  const s = await Solver.create(
    {
      dim: 2, spacing: d, domain: { min: [-tank / 2 - 4 * d, -4 * d, 0], max: [tank / 2 + 4 * d, 4 * w, 0] },
      capacity: Math.round((w / d) * (3 * w) / d) + 2 * Math.round(tank / d) + 200, dt, iterations: 6, granular: o.granular,
    },
    o.kernels,
  );
  try {
    boxWalls(s, -tank / 2, tank / 2, 0, 2 * d, 0, 0, 1);
    s.finishBoundary();
    // a lattice with a slight stagger so that the column does not stand as a perfect stack
    const grains = fillBlock(s, GRAIN, 1e-4, -w / 2, w / 2, 0, 3 * w);
    const p = s.particles;
    for (let i = 0; i < p.capacity; i++) if (p.kind[i] === GRAIN && Math.round(p.py[i] / d) % 2) p.px[i] += 0.05 * d;
    const steps = Math.round((o.seconds ?? 1.2) / dt);
    for (let k = 0; k < steps; k++) await s.step();
    let maxSpeed = 0;
    for (let i = 0; i < p.capacity; i++) if (p.kind[i] === GRAIN) maxSpeed = Math.max(maxSpeed, Math.hypot(p.vx[i], p.vy[i]));
    return { angleDeg: flankAngle(s, d), grains, maxSpeed };
  } finally {
    s.destroy();
  }
}

/** Mean of both flanks' slopes (least squares over the surface between 15 % and 85 % of the top). */
function flankAngle(s: Solver, d: number): number {
  const p = s.particles;
  const top = new Map<number, number>();
  for (let i = 0; i < p.capacity; i++) {
    if (p.kind[i] !== GRAIN) continue;
    const b = Math.round(p.px[i] / d);
    top.set(b, Math.max(top.get(b) ?? 0, p.py[i] + d / 2));
  }
  const hMax = Math.max(...top.values());
  const slope = (sign: number) => {
    const pts = [...top.entries()].filter(([b, y]) => Math.sign(b) === sign && y > 0.15 * hMax && y < 0.85 * hMax).map(([b, y]) => [Math.abs(b * d), y]);
    if (pts.length < 2) return Math.PI / 2;
    const mx = pts.reduce((a, q) => a + q[0], 0) / pts.length;
    const my = pts.reduce((a, q) => a + q[1], 0) / pts.length;
    let sxy = 0, sxx = 0;
    for (const [x, y] of pts) {
      sxy += (x - mx) * (y - my);
      sxx += (x - mx) ** 2;
    }
    return sxx > 0 ? Math.atan(-sxy / sxx) : Math.PI / 2;
  };
  return (((slope(1) + slope(-1)) / 2) * 180) / Math.PI;
}
