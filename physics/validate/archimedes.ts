// Archimedes: a block released on the surface of water in a tank (2-D) is moved only by gravity
// and the water's reaction on its boundary particles (physics/coupling.ts). A block lighter than
// water comes to rest floating with draft = (ρ_body/ρ_water) × its height; a denser one sinks to
// the floor.
import { Coupling } from '../coupling.ts';
import { LIQUID } from '../particles.ts';
import { boxWalls, fillBlock } from '../scenes.ts';
import { type KernelFactory, type LiquidParams, Solver } from '../solver.ts';

export interface FloatOptions {
  kernels: KernelFactory;
  liquid: LiquidParams;
  /** the block's density, kg/m³ */
  density: number;
  /** the block's height in particles (its width is twice that); the tank is 3 blocks wide, its water 1.25 blocks deep */
  blockRows?: number;
  spacing?: number;
  seconds?: number;
  iterations?: number;
  /** told the time, the block's bottom (m) and its vertical speed after every step */
  trace?: (t: number, bottom: number, vy: number) => void;
}

export interface FloatResult {
  density: number;
  blockHeightM: number;
  /** ρ_body/ρ_water × height: the draft Archimedes predicts for a floating block */
  expectedDraftM: number;
  /** water level beside the block less the block's bottom (m) */
  draftM: number;
  draftError: number;
  /** the block's bottom above the tank's floor (m) */
  clearanceM: number;
  /** the block's speed (m/s) and angle (degrees) at the end */
  speed: number;
  /** how far the bottom's middle moved up and down over the last 0.25 s (m): at rest when small */
  swingM: number;
  angleDeg: number;
  /** the fluid's vertical force on the block over its weight, averaged over the last 0.2 s */
  supportShare: number;
  /** the block's lowest point is less than one spacing above the floor */
  restsOnFloor: boolean;
  /** its bottom more than two spacings above the floor and its top above the water */
  floats: boolean;
  spacingM: number;
  particles: number;
  steps: number;
  /** particle steps whose speed the solver's limit cut (0: the step never bound) */
  cappedSpeeds: number;
}

export async function floatingBlock(o: FloatOptions): Promise<FloatResult> {
  const d = o.spacing ?? 0.005;
  const rows = o.blockRows ?? 10;
  const H = rows * d, W = 2 * H;
  // whole spacings, so that the block starts one spacing above the top row of liquid; deep
  // enough that a block of any density is under water once the level has risen
  const tankW = 3 * W, depth = Math.round(1.25 * rows) * d;
  const g = 9.81;
  const rho0 = o.liquid.density;
  // a quarter spacing per step at the speed of a fall of the block's height (at 0.3, splashes
  // of the sinking block met the solver's speed limit)
  const dt = Math.min(0.002, (0.25 * d) / Math.sqrt(2 * g * H));
  const wallTop = depth + 2 * H;
  const cols = Math.round(tankW / d);
  const capacity = cols * Math.round(depth / d) + 2 * rows * rows + 4 * (cols + 8) + 4 * Math.round(wallTop / d) + 64;
  const s = await Solver.create(
    { dim: 2, spacing: d, domain: { min: [-3 * d, -3 * d, 0], max: [tankW + 3 * d, wallTop + 3 * d, 0] }, capacity, dt, iterations: o.iterations ?? 4, liquid: o.liquid },
    o.kernels,
  );
  try {
    boxWalls(s, 0, tankW, 0, wallTop);
    const particles = fillBlock(s, LIQUID, s.liquidMass, 0, tankW, 0, depth);
    const coupling = new Coupling(s);
    // released with its bottom on the undisturbed surface
    const body = coupling.addBody({ shape: 'box', size: [W, H], center: [tankW / 2, depth + H / 2], density: o.density });
    coupling.finishBoundary();
    const steps = Math.round((o.seconds ?? 3) / dt);
    const window = Math.round(0.2 / dt);
    const still = Math.round(0.25 / dt);
    let support = 0, low = Infinity, high = -Infinity;
    for (let k = 0; k < steps; k++) {
      await coupling.step();
      o.trace?.(s.time, body.bottom(d), body.v[1]);
      if (k >= steps - window) support += body.force[1] / window;
      if (k >= steps - still) {
        const mid = body.c[1] - (H / 2) * Math.cos(body.angle);
        low = Math.min(low, mid);
        high = Math.max(high, mid);
      }
    }
    const bottom = body.bottom(d);
    const level = waterLevel(s, body.c[0], W / 2 + 3 * d, tankW, d);
    const expected = (o.density / rho0) * H;
    // at the middle of the bottom face: a block resting a little tilted displaces the same
    const draft = level - (body.c[1] - (H / 2) * Math.cos(body.angle));
    const weight = body.mass * g;
    return {
      density: o.density, blockHeightM: H, expectedDraftM: expected, draftM: draft, draftError: (draft - expected) / expected, clearanceM: bottom,
      speed: Math.hypot(body.v[0], body.v[1]), swingM: high - low, angleDeg: (body.angle * 180) / Math.PI, supportShare: support / weight,
      // a flat face keeps at most one layer of liquid particles under it: the particle scale
      restsOnFloor: bottom < d, floats: bottom > 2 * d && draft < H, spacingM: d, particles, steps, cappedSpeeds: s.cappedSpeeds,
    };
  } finally {
    s.destroy();
  }
}

/**
 * The free surface away from the block: per column two spacings wide (more than `clear` from the
 * block's centre and two spacings from the walls), the top particle's centre plus half a
 * spacing; the median of the columns. Columns one spacing wide miss their top particle where the
 * surface layer has shifted sideways (4 mm low in a fifth of them, 8 % of a draft of 20 mm in
 * their mean), and a column cut by the bounds holds only part of the surface.
 */
function waterLevel(s: Solver, cx: number, clear: number, tankW: number, d: number): number {
  const p = s.particles;
  const top = new Map<number, number>();
  for (let i = 0; i < p.capacity; i++) {
    if (p.kind[i] !== LIQUID) continue;
    const x = p.px[i];
    if (Math.abs(x - cx) < clear || x < 2 * d || x > tankW - 2 * d) continue;
    const col = Math.floor(x / (2 * d));
    top.set(col, Math.max(top.get(col) ?? -Infinity, p.py[i]));
  }
  const ys = [...top.values()].sort((a, b) => a - b);
  return (ys.length ? ys[Math.floor(ys.length / 2)] : 0) + d / 2;
}
