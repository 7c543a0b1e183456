// One step of the particle engine: (grains: pre-stabilization, cohesion), gravity and prediction, grid
// sort, constraint iterations (liquid density, granular contacts), velocity update, grains' sleeping,
// XSPH viscosity; the per-particle work by a `StepKernels`: gpu.js kernels on a backend, or plain JS.
import { abortPoint } from './abort-scope.ts';
import { akinciMasses } from './boundary-mass.ts';
import { GranularPasses } from './granular-passes.ts';
import { Grid, type GridSpec } from './grid.ts';
import type { KernelConstants } from './kernels.ts';
import { latticeSums } from './lattice.ts';
import { checkSolverConfig } from './solver-config.ts';
import { BOUNDARY, GRAIN, INACTIVE, LIQUID, Particles } from './particles.ts';

type Buf = Float32Array;
type Out = Buf | Promise<Buf>;

/**
 * The per-particle passes of a step. `lambda` returns one value per particle slot; the vector
 * passes return three per slot, interleaved (x, y, z of slot i at 3i, 3i+1, 3i+2).
 */
export interface StepKernels {
  readonly name: string;
  lambda(qx: Buf, qy: Buf, qz: Buf, mass: Buf, kind: Buf, cellStart: Buf, cellEnd: Buf): Out;
  delta(qx: Buf, qy: Buf, qz: Buf, px: Buf, py: Buf, pz: Buf, mass: Buf, kind: Buf, lambda: Buf, cellStart: Buf, cellEnd: Buf): Out;
  xsph(qx: Buf, qy: Buf, qz: Buf, vx: Buf, vy: Buf, vz: Buf, mass: Buf, kind: Buf, cellStart: Buf, cellEnd: Buf): Out;
  /** granular friction once per step; `load`: each grain's net correction of the position solve (physics/friction-kernel.ts) */
  friction(qx: Buf, qy: Buf, qz: Buf, px: Buf, py: Buf, pz: Buf, mass: Buf, kind: Buf, load: Buf, cellStart: Buf, cellEnd: Buf): Out;
  destroy?(): void;
}

export type KernelFactory = (constants: KernelConstants, capacity: number) => StepKernels | Promise<StepKernels>;

export interface Box {
  min: [number, number, number];
  max: [number, number, number];
}

export interface LiquidParams {
  density: number; // kg/m³
  /**
   * XSPH: the share of a particle's velocity difference to its neighbours' that is smoothed away
   * per millisecond (0..1); the solver turns it into its step's share, so that the liquid is
   * equally viscous at any time step
   */
  viscosity: number;
  /** 0..1: the pull of the density constraint below rest density (sticky liquids: dough, syrup) */
  cohesion: number;
  /** share of the viscosity acting towards walls (default 0.3; 1: no-slip, 0: free-slip) */
  wallViscosity?: number;
}

export interface GranularParams {
  /**
   * Coulomb coefficients on position corrections: a contact's tangential displacement of the step
   * is undone while under staticFriction × its normal correction, limited to kineticFriction ×
   * it once sliding (physics/friction-kernel.ts)
   */
  staticFriction: number;
  kineticFriction: number;
  /** mass (kg) of a grain of diameter `spacing`; a grain's diameter scales with mass^(1/dim) (the grid finds contacts up to h) */
  grainMass?: number;
  /**
   * stack scaling k per grain diameter of height (Macklin et al. 2014, §5.1): contacts share
   * their push as if a grain's mass were m·e^(−k·y/d), so that a pile's weight is carried down
   * within the step's few Jacobi iterations instead of creeping; default STACK_SCALING, 0: the
   * plain mass ratio
   */
  stackScaling?: number;
  /** sleeping threshold in g·dt² per step (physics/granular-passes.ts); default SLEEP_DRIFT, 0: no sleeping */
  sleep?: number;
  /**
   * granular Bond number: grains closer than COHESION_REACH × their mean diameter pull each other
   * with this × the lighter one's weight (a cohesive powder such as flour; physics/granular-passes.ts);
   * default 0
   */
  bond?: number;
}

export interface SolverConfig {
  dim: 2 | 3;
  /** particle spacing (m): the rest lattice of the liquid, the grain diameter */
  spacing: number;
  /** smoothing length over spacing */
  hRatio?: number;
  domain: Box;
  capacity: number;
  dt: number;
  iterations: number;
  gravity?: number;
  liquid?: LiquidParams;
  granular?: GranularParams;
}

const WATER: LiquidParams = { density: 1000, viscosity: 0.01, cohesion: 0 };
/** the step (s) for which the XSPH share `LiquidParams.viscosity` and S_CORR_K are given */
export const REFERENCE_STEP = 0.001;
/**
 * Under-relaxation of the liquid's Jacobi correction: summed over a particle's neighbours the
 * corrections overshoot (with ω = 1 a column at rest oscillates from step to step).
 */
const RELAX = 0.45;
/** Artificial pressure s_corr (Macklin & Müller 2013): k in units of the lattice's 1/|∇C|² at a step of REFERENCE_STEP, Δq/h. */
const S_CORR_K = 0.02;
const S_CORR_DQ = 0.2;
/** the grain mass the scenes use (its value only sets the reference of the grains' sizes) */
export const GRAIN_MASS = 1e-4;
/** stack scaling per grain diameter: enough to hold a heap, small against its 10–15 grains' height */
export const STACK_SCALING = 0.5;
/** friction acts on contacts within this × the mean diameter: the solve leaves them touching, not overlapping */
const CONTACT_REACH = 1.05;
/**
 * A grain stays put in a step that displaces it by at most this × g·dt² (particle sleeping): of
 * the order of the drop gravity gives a grain at rest in one step, which a solve of a few Jacobi
 * iterations leaves partly undone in every grain of a heap. Halfway between an unsupported
 * grain's first step from rest (g·dt²: it stays, keeping its velocity) and its second (2·g·dt²:
 * it falls), so that it falls one step late on every backend; at 1 × g·dt² exactly, rounding
 * decided whether it moved in its first step, and backends disagreed.
 */
export const SLEEP_DRIFT = 1.5;
const SAND: GranularParams = { staticFriction: 0.5, kineticFriction: 0.4 };

export class Solver {
  readonly particles: Particles;
  readonly grid: Grid;
  readonly constants: KernelConstants;
  readonly liquidMass: number;
  /** Σ W of a particle inside the rest lattice (1/volume of a lattice site) */
  private readonly latticeW: number;
  time = 0;
  steps = 0;
  /** velocity kept per step (1: none lost); below 1 only to settle a scene before measuring it */
  damping = 1;
  /** particle steps whose speed the step's limit cut (a scene's dt is chosen so that it never binds) */
  cappedSpeeds = 0;
  /** called after each constraint iteration's λ, before its corrections move the particles */
  onCorrection?: (lambda: Float32Array) => void;
  private kernels!: StepKernels;
  private readonly granular: GranularPasses;

  private constructor(readonly config: SolverConfig) {
    const { dim, spacing, domain } = config;
    const h = spacing * (config.hRatio ?? 2);
    const liquid = config.liquid ?? WATER;
    const granular = config.granular ?? SAND;
    const nz = dim === 2 ? 1 : Math.max(1, Math.ceil((domain.max[2] - domain.min[2]) / h));
    const spec: GridSpec = {
      ox: domain.min[0],
      oy: domain.min[1],
      oz: dim === 2 ? 0 : domain.min[2],
      cs: h,
      nx: Math.max(1, Math.ceil((domain.max[0] - domain.min[0]) / h)),
      ny: Math.max(1, Math.ceil((domain.max[1] - domain.min[1]) / h)),
      nz,
    };
    const kPoly = dim === 3 ? 315 / (64 * Math.PI * h ** 9) : 4 / (Math.PI * h ** 8);
    const kSpiky = dim === 3 ? 45 / (Math.PI * h ** 6) : 30 / (Math.PI * h ** 5);
    const c: KernelConstants = {
      cap: config.capacity, h, h2: h * h, kPoly, kSpiky, rho0: liquid.density, eps: 0, relax: RELAX, cohesion: liquid.cohesion, sCorr: 0, sCorrInv: 1 / (h * h * (1 - S_CORR_DQ ** 2)), viscosity: stepShare(liquid.viscosity, config.dt), wallViscosity: liquid.wallViscosity ?? 0.3,
      grainDiameter: spacing, grainMass: Math.fround(granular.grainMass ?? GRAIN_MASS), grainRoot: 1 / dim, stackScaling: granular.stackScaling ?? STACK_SCALING, contactReach: CONTACT_REACH, staticFriction: granular.staticFriction, kineticFriction: granular.kineticFriction, ...spec,
    };
    // particle mass so that the rest lattice has exactly the rest density; ε a small fraction
    // of the lattice's constraint-gradient norm
    const lattice = latticeSums(dim, spacing, h, kPoly, kSpiky);
    this.liquidMass = liquid.density / lattice.w;
    this.latticeW = lattice.w;
    const grad2 = lattice.grad2 * (this.liquidMass / liquid.density) ** 2;
    c.eps = 0.01 * grad2;
    // the artificial pressure keeps particles from clustering (with it a column comes to rest
    // under the one-sided constraint). It is a force: a correction of dt² per step, or a
    // finer step would push harder and feed the flow energy (docs/PHYSICS.md, "Dam break to T = 9")
    c.sCorr = (S_CORR_K * (config.dt / REFERENCE_STEP) ** 2) / grad2;
    this.constants = c;
    this.particles = new Particles(config.capacity);
    this.granular = new GranularPasses(config.capacity, dim, c);
    this.grid = new Grid(spec, config.capacity);
  }

  static async create(config: SolverConfig, factory: KernelFactory): Promise<Solver> {
    checkSolverConfig(config);
    const s = new Solver(config);
    s.kernels = await factory(s.constants, config.capacity);
    return s;
  }

  get backend(): string {
    return this.kernels.name;
  }

  /** Gives every boundary particle its Akinci mass (physics/boundary-mass.ts). */
  finishBoundary() {
    akinciMasses(this.particles, this.grid, this.constants, this.latticeW);
  }

  async step(): Promise<void> {
    await abortPoint(); // stops a long scene between steps (abort-scope.ts)
    const p = this.particles;
    const { dt, iterations } = this.config;
    const g = this.config.gravity ?? 9.81;
    const dim = this.config.dim;
    const n = p.capacity;
    // no particle moves more than 0.4 spacing in a step, or it could pass through a wall
    const vMax = (0.4 * this.config.spacing) / dt;
    let grains = 0;
    for (let i = 0; i < n; i++) if (p.kind[i] === GRAIN) grains++;
    // grains: pre-stabilization before the prediction, friction after the solve (granular-passes.ts)
    if (grains > 0) await this.granular.preStabilize(p, this.grid, this.kernels);
    const bond = this.config.granular?.bond ?? 0;
    if (grains > 0 && bond > 0) this.granular.cohere(p, this.grid, bond * g * dt);
    for (let i = 0; i < n; i++) {
      const k = p.kind[i];
      if (k === LIQUID || k === GRAIN) {
        if (this.damping !== 1) {
          p.vx[i] *= this.damping;
          p.vy[i] *= this.damping;
          p.vz[i] *= this.damping;
        }
        p.vy[i] -= g * dt;
        const speed = Math.hypot(p.vx[i], p.vy[i], p.vz[i]);
        if (speed > vMax) {
          this.cappedSpeeds++;
          const f = vMax / speed;
          p.vx[i] *= f;
          p.vy[i] *= f;
          p.vz[i] *= f;
        }
        p.qx[i] = p.px[i] + p.vx[i] * dt;
        p.qy[i] = p.py[i] + p.vy[i] * dt;
        p.qz[i] = dim === 3 ? p.pz[i] + p.vz[i] * dt : 0;
      } else if (k === BOUNDARY) {
        p.qx[i] = p.px[i] + p.vx[i] * dt;
        p.qy[i] = p.py[i] + p.vy[i] * dt;
        p.qz[i] = p.pz[i] + p.vz[i] * dt;
      }
    }
    this.grid.sort(p);
    const { cellStart, cellEnd } = this.grid;
    const K = this.kernels;
    if (grains > 0) this.granular.predicted(p, this.grid);
    for (let it = 0; it < iterations; it++) {
      const lambda = await K.lambda(p.qx, p.qy, p.qz, p.mass, p.kind, cellStart, cellEnd);
      const d = await K.delta(p.qx, p.qy, p.qz, p.px, p.py, p.pz, p.mass, p.kind, lambda, cellStart, cellEnd);
      // coupled bodies read the iteration's λ at the positions it was computed at (coupling.ts)
      this.onCorrection?.(lambda);
      for (let i = 0; i < n; i++) {
        const k = p.kind[i];
        if (k !== LIQUID && k !== GRAIN) continue;
        p.qx[i] += d[3 * i];
        p.qy[i] += d[3 * i + 1];
        if (dim === 3) p.qz[i] += d[3 * i + 2];
      }
      this.keepInDomain();
    }
    if (grains > 0) {
      await this.granular.friction(p, this.grid, K);
      this.keepInDomain();
    }
    for (let i = 0; i < n; i++) {
      const k = p.kind[i];
      if (k === INACTIVE) continue;
      p.vx[i] = (p.qx[i] - p.px[i]) / dt;
      p.vy[i] = (p.qy[i] - p.py[i]) / dt;
      p.vz[i] = (p.qz[i] - p.pz[i]) / dt;
    }
    const sleep = this.config.granular?.sleep ?? SLEEP_DRIFT;
    if (grains > 0 && sleep > 0) this.granular.sleep(p, sleep * g * dt * dt);
    if (this.constants.viscosity > 0) {
      const v = await K.xsph(p.qx, p.qy, p.qz, p.vx, p.vy, p.vz, p.mass, p.kind, cellStart, cellEnd);
      for (let i = 0; i < n; i++) {
        if (p.kind[i] !== LIQUID) continue;
        p.vx[i] = v[3 * i];
        p.vy[i] = v[3 * i + 1];
        if (dim === 3) p.vz[i] = v[3 * i + 2];
      }
    }
    p.px.set(p.qx);
    p.py.set(p.qy);
    p.pz.set(p.qz);
    this.time += dt;
    this.steps++;
  }

  /** The domain's walls as a last resort (containers are made of boundary particles). */
  private keepInDomain() {
    const p = this.particles;
    const { min, max } = this.config.domain;
    const r = this.config.spacing / 2;
    for (let i = 0; i < p.capacity; i++) {
      const k = p.kind[i];
      if (k !== LIQUID && k !== GRAIN) continue;
      p.qx[i] = Math.min(Math.max(p.qx[i], min[0] + r), max[0] - r);
      p.qy[i] = Math.min(Math.max(p.qy[i], min[1] + r), max[1] - r);
      if (this.config.dim === 3) p.qz[i] = Math.min(Math.max(p.qz[i], min[2] + r), max[2] - r);
    }
  }

  destroy() {
    this.kernels.destroy?.();
  }
}

/** The share of the velocity difference XSPH removes in a step of dt, from its share per REFERENCE_STEP. */
export function stepShare(perTime: number, dt: number): number {
  return perTime >= 1 ? 1 : 1 - (1 - perTime) ** (dt / REFERENCE_STEP);
}
