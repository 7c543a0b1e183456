// Hydrostatic rest: a liquid column of width W and height H in a box of boundary particles,
// released from the rest lattice and left to settle; then its density, height and speeds.
import { LIQUID } from '../particles.ts';
import { boxWalls, fillBlock } from '../scenes.ts';
import { type KernelFactory, type LiquidParams, Solver } from '../solver.ts';

export interface RestOptions {
  kernels: KernelFactory;
  liquid: LiquidParams;
  /** particles across and up */
  columns?: number;
  rows?: number;
  spacing?: number;
  seconds?: number;
  /** of `seconds`, the first part settles with damped velocities; the rest runs undamped */
  settleSeconds?: number;
  /** the last part of `seconds` over which the rms speed is averaged (0: the last step only) */
  windowSeconds?: number;
}

export interface RestResult {
  particles: number;
  height0: number;
  height: number;
  heightLoss: number;
  /** mean |ρ/ρ0 − 1| over particles at least one smoothing length below the surface */
  meanDensityError: number;
  /** √(mean of v² over the particles and the steps of the window) */
  rmsSpeed: number;
  windowSeconds: number;
  /** 1e-3·√(gH): the bound for rmsSpeed */
  speedBound: number;
}

export async function hydrostaticRest(o: RestOptions): Promise<RestResult> {
  const d = o.spacing ?? 0.004;
  const W = (o.columns ?? 25) * d, H = (o.rows ?? 25) * d;
  // the dam break's step rule: a quarter spacing per step at the speed bound 2√(gH) of a column of height H
  const dt = Math.min(0.001, (0.25 * d) / (2 * Math.sqrt(9.81 * H)));
  const s = await Solver.create(
    { dim: 2, spacing: d, domain: { min: [-5 * d, -5 * d, 0], max: [W + 5 * d, H + 10 * d, 0] }, capacity: 4 * (o.columns ?? 25) * (o.rows ?? 25), dt, iterations: 6, liquid: o.liquid },
    o.kernels,
  );
  try {
    boxWalls(s, 0, W, 0, H + 5 * d);
    s.finishBoundary();
    const n = fillBlock(s, LIQUID, s.liquidMass, 0, W, 0, H);
    const p = s.particles;
    const height = () => {
      let my = 0;
      for (let i = 0; i < p.capacity; i++) if (p.kind[i] === LIQUID) my += p.py[i];
      return (2 * my) / n; // a uniform column's mean height is half its height
    };
    const height0 = height();
    const steps = Math.round((o.seconds ?? 2.5) / s.config.dt);
    const settle = Math.round((o.settleSeconds ?? 0) / s.config.dt);
    const window = Math.max(1, Math.round((o.windowSeconds ?? 0) / s.config.dt));
    let v2 = 0;
    for (let k = 0; k < steps; k++) {
      s.damping = k < settle ? 0.95 : 1;
      await s.step();
      if (k >= steps - window) for (let i = 0; i < p.capacity; i++) if (p.kind[i] === LIQUID) v2 += (p.vx[i] ** 2 + p.vy[i] ** 2) / window;
    }
    const h1 = height();
    const rho = densities(s);
    const deep = rho.filter((r) => r.y < h1 - s.constants.h);
    const meanDensityError = deep.reduce((a, r) => a + Math.abs(r.rho / s.constants.rho0 - 1), 0) / Math.max(1, deep.length);
    return { particles: n, height0, height: h1, heightLoss: (height0 - h1) / height0, meanDensityError, rmsSpeed: Math.sqrt(v2 / n), windowSeconds: window * s.config.dt, speedBound: 1e-3 * Math.sqrt(9.81 * height0) };
  } finally {
    s.destroy();
  }
}

/** SPH density of every liquid particle (brute force over the active particles: a check only). */
function densities(s: Solver): { y: number; rho: number }[] {
  const p = s.particles;
  const { h2, kPoly } = s.constants;
  const act: number[] = [];
  for (let i = 0; i < p.capacity; i++) if (p.kind[i] === 0 || p.kind[i] === 2) act.push(i);
  const out: { y: number; rho: number }[] = [];
  for (const i of act) {
    if (p.kind[i] !== LIQUID) continue;
    let rho = 0;
    for (const j of act) {
      const r2 = (p.px[i] - p.px[j]) ** 2 + (p.py[i] - p.py[j]) ** 2 + (p.pz[i] - p.pz[j]) ** 2;
      if (r2 < h2) rho += p.mass[j] * kPoly * (h2 - r2) ** 3;
    }
    out.push({ y: p.py[i], rho });
  }
  return out;
}
