// The passes a step adds for grains around the constraint iterations (docs/PHYSICS.md,
// "Powders and grains"), so that the angle a heap stands at is the material's, not the solve's:
// pre-stabilization before the prediction, cohesion in the prediction (cohesive powders), Coulomb
// friction once after the position solve, and sleeping at the step's end.
import type { Grid } from './grid.ts';
import type { KernelConstants } from './kernels.ts';
import { grainDiameterOf, type NeighbourRuns, neighbourRuns } from './neighbour-runs.ts';
import { GRAIN, type Particles } from './particles.ts';
import type { StepKernels } from './solver.ts';

type Buf = Float32Array;

/** contact passes on the positions before each granular step */
const PRE_STABILIZATION = 2;
/** grains cohere while closer than this × their mean diameter: touching, or all but */
export const COHESION_REACH = 1.1;

export class GranularPasses {
  /** the baseline each grain's net correction is measured from (pre-stabilization's pushes, then the prediction less them) */
  private readonly base: [Buf, Buf, Buf];
  /** each grain's net correction of the solve; a zero λ for the pre-stabilization's passes */
  private readonly load: Buf;
  /** each grain's position at the start of the step, before pre-stabilization, carried through the sorts */
  private readonly start: [Buf, Buf, Buf];

  /** the particles around a grain, for cohesion */
  private readonly runs: NeighbourRuns;
  /** each grain's diameter, worked out once per cohesion pass (scratch; made at the first) */
  private diameters: Float64Array | null = null;

  constructor(
    capacity: number,
    private readonly dim: 2 | 3,
    private readonly constants: KernelConstants,
  ) {
    this.runs = neighbourRuns(constants);
    this.base = [new Float32Array(capacity), new Float32Array(capacity), new Float32Array(capacity)];
    this.load = new Float32Array(capacity);
    this.start = [new Float32Array(capacity), new Float32Array(capacity), new Float32Array(capacity)];
  }

  /** `start` follows the particles through a sort's permutation (`load` as scratch) */
  private carryStart(order: Int32Array) {
    const tmp = this.load;
    for (const s of this.start) {
      tmp.set(s);
      for (let k = 0; k < s.length; k++) s[k] = tmp[order[k]];
    }
  }

  /**
   * Pre-stabilization (Macklin et al. 2014): the overlaps grains start the step with (what
   * the previous step's few iterations left) are pushed out of the positions themselves, before
   * the prediction, so that resolving them gives no grain a velocity. Without it the residue,
   * a share of the diameter, is released as a speed of that share / dt each step: small steps
   * and large grains made heaps flow flat (7° at 7.2 mm and 0.5 ms, 43° at 2 mm and 1.17 ms).
   */
  async preStabilize(p: Particles, grid: Grid, kernels: StepKernels) {
    p.qx.set(p.px);
    p.qy.set(p.py);
    p.qz.set(p.pz);
    for (const [k, x] of [p.px, p.py, p.pz].entries()) this.start[k].set(x);
    grid.sort(p);
    this.carryStart(grid.order);
    const { cellStart, cellEnd } = grid;
    const [hx, hy, hz] = this.base;
    hx.fill(0);
    hy.fill(0);
    hz.fill(0);
    for (let it = 0; it < PRE_STABILIZATION; it++) {
      const d = await kernels.delta(p.qx, p.qy, p.qz, p.px, p.py, p.pz, p.mass, p.kind, this.load.fill(0), cellStart, cellEnd);
      for (let i = 0; i < p.capacity; i++) {
        if (p.kind[i] !== GRAIN) continue;
        p.px[i] = p.qx[i] += d[3 * i];
        p.py[i] = p.qy[i] += d[3 * i + 1];
        if (this.dim === 3) p.pz[i] = p.qz[i] += d[3 * i + 2];
        hx[i] += d[3 * i];
        hy[i] += d[3 * i + 1];
        hz[i] += d[3 * i + 2];
      }
    }
  }

  /**
   * Once the prediction is sorted: the baseline of the solve's correction, the prediction less
   * what pre-stabilization pushed (the part of the support the previous step left undone),
   * carried through the sort's permutation.
   */
  predicted(p: Particles, grid: Grid) {
    const order = grid.order;
    this.carryStart(order);
    const pre = this.load;
    const [hx, hy, hz] = this.base;
    for (const [h, q] of [[hx, p.qx], [hy, p.qy], [hz, p.qz]] as const) {
      pre.set(h);
      for (let k = 0; k < p.capacity; k++) h[k] = q[k] - pre[order[k]];
    }
  }

  /**
   * Cohesion (a cohesive powder such as flour): every two grains closer than COHESION_REACH × their
   * mean diameter pull each other with `bond` × the lighter one's weight, a force added to the
   * velocities before the prediction. The solve then pushes touching grains apart as hard as they
   * pull, so each contact also presses its grains for friction (Mohr–Coulomb's τ = c + σ·tan φ),
   * and a grain separated from the heap by less than a tenth of its size is drawn back.
   * `pull` is the bond's velocity change per step for a grain of its own weight (bond·g·dt).
   * The grid is the one pre-stabilization sorted the particles into this step.
   */
  cohere(p: Particles, grid: Grid, pull: number) {
    const diameters = (this.diameters ??= new Float64Array(p.capacity));
    for (let i = 0; i < p.capacity; i++) if (p.kind[i] === GRAIN) diameters[i] = grainDiameterOf(this.constants, p.mass[i]);
    const { runStart, runEnd, around } = this.runs;
    for (let i = 0; i < p.capacity; i++) {
      if (p.kind[i] !== GRAIN) continue;
      const xi = p.px[i], yi = p.py[i], zi = p.pz[i], mi = p.mass[i], di = diameters[i];
      const nr = around(xi, yi, zi, grid.cellStart, grid.cellEnd);
      for (let q = 0; q < nr; q++)
        for (let j = runStart[q], e = runEnd[q]; j < e; j++) {
          if (j === i || p.kind[j] !== GRAIN) continue;
          const rx = p.px[j] - xi, ry = p.py[j] - yi, rz = p.pz[j] - zi;
          const r = Math.hypot(rx, ry, rz);
          if (r <= 1e-9 || r >= COHESION_REACH * 0.5 * (di + diameters[j])) continue;
          const dv = (pull * Math.min(mi, p.mass[j])) / mi / r;
          p.vx[i] += dv * rx;
          p.vy[i] += dv * ry;
          p.vz[i] += dv * rz;
        }
    }
  }

  /**
   * Granular friction, once per step after the position solve (Macklin et al. 2014): each
   * grain's net correction of the solve is the normal correction its contacts bound their
   * static and kinetic friction with (physics/friction-kernel.ts), so that the angle a heap
   * stands at does not depend on the step, the iterations or the grain size.
   */
  async friction(p: Particles, grid: Grid, kernels: StepKernels) {
    const [hx, hy, hz] = this.base;
    for (let i = 0; i < p.capacity; i++) this.load[i] = p.kind[i] === GRAIN ? Math.hypot(p.qx[i] - hx[i], p.qy[i] - hy[i], p.qz[i] - hz[i]) : 0;
    const f = await kernels.friction(p.qx, p.qy, p.qz, p.px, p.py, p.pz, p.mass, p.kind, this.load, grid.cellStart, grid.cellEnd);
    for (let i = 0; i < p.capacity; i++) {
      if (p.kind[i] !== GRAIN) continue;
      p.qx[i] += f[3 * i];
      p.qy[i] += f[3 * i + 1];
      if (this.dim === 3) p.qz[i] += f[3 * i + 2];
    }
  }

  /**
   * Particle sleeping (Macklin et al. 2014): a grain whose step displaced it by at most
   * `epsilon`, pre-stabilization's push included, stays where the step found it; its velocity
   * is the step's as for every particle, so a grain that gravity accelerates (unsupported, or
   * sliding) gathers speed and wakes. What it stops is the drift a not fully converged solve
   * leaves a grain at rest with, which made heaps creep flat (docs/PHYSICS.md, "Granular
   * pile"). Returns the number of grains asleep.
   */
  sleep(p: Particles, epsilon: number): number {
    const [sx, sy, sz] = this.start;
    let asleep = 0;
    for (let i = 0; i < p.capacity; i++) {
      if (p.kind[i] !== GRAIN || Math.hypot(p.qx[i] - sx[i], p.qy[i] - sy[i], p.qz[i] - sz[i]) > epsilon) continue;
      p.qx[i] = sx[i];
      p.qy[i] = sy[i];
      p.qz[i] = sz[i];
      asleep++;
    }
    return asleep;
  }
}
