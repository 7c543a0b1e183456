// The solver's per-particle kernels, written in the gpu.js subset that runs unchanged on the
// cpu, webasm and webgpu backends: structure-of-arrays float buffers, a scalar or an Array(3)
// per thread (a vector pass walks its neighbours once for all three components), `j += 1`
// loops, indices read straight from the arrays (no row locals).
// Particles are sorted by grid cell; `cellStart` and `cellEnd` bound each cell's run, and the
// cells of one x-row are consecutive, so a row of three cells is one run of particles.
// Threads come in quads: output [4, ⌈capacity/4⌉], particle i = 4·thread.y + thread.x. A quad
// walks the rows of its box, the 3×3×3 (2-D: 3×3) cells around each of its particles, the same
// for its four threads: webasm runs a quad as one SIMD quad whose neighbour loads and loop
// control are then shared. Every term vanishes beyond h, so the extra candidates of the box add
// nothing, and the box visits a particle's neighbours in the order of its own 27 cells: sums
// equal the per-particle walk's (physics/plain.ts) in value and order.
// Kinds: 0 liquid (position-based fluids), 1 granular (contacts with friction), 2 boundary,
// 3 inactive (a free slot: buffers keep one size, so kernels never recompile).
// Each kernel computes its quad's box itself: a gpu.js helper function returns one value, not
// the box's six bounds, and a separate pass would cost a kernel call and a buffer per step.

import type { GridSpec } from './grid.ts';

/** Constants baked into every kernel (gpu.js compiles them into the source), the grid's included. */
export interface KernelConstants extends GridSpec {
  [key: string]: number;
  cap: number; // particle slots
  h: number; // smoothing length
  h2: number;
  kPoly: number; // poly6 normalisation (2-D or 3-D)
  kSpiky: number; // spiky-gradient normalisation
  rho0: number; // liquid rest density, kg/m³
  eps: number; // constraint relaxation
  relax: number; // under-relaxation of the liquid's Jacobi position correction
  cohesion: number; // 0: no pull at low density; up to 1: as strong as the push
  sCorr: number; // artificial pressure between liquid particles, in units of λ (a force: ∝ dt²)
  sCorrInv: number; // 1 / (h² − Δq²): the artificial pressure's reference distance Δq
  viscosity: number; // XSPH share of the step
  wallViscosity: number; // share of the XSPH coefficient towards boundary particles (no-slip walls)
  grainDiameter: number; // diameter of a grain of mass grainMass, the contact distance to boundary
  grainMass: number;
  grainRoot: number; // 1/dim: a grain's diameter is grainDiameter · (mass/grainMass)^grainRoot
  stackScaling: number; // per grain diameter of height: contact weights as if mass × e^(−k·y/d)
  contactReach: number; // friction acts on contacts closer than this × the mean diameter
  staticFriction: number;
  kineticFriction: number;
}

/** What gpu.js gives a kernel's `this`: the thread's place and the baked constants. */
export interface KernelThis {
  thread: { x: number; y: number };
  constants: KernelConstants;
}

/** Density constraint multiplier λ of each liquid particle (Macklin & Müller 2013, eq. 11). */
export function lambdaKernel(this: KernelThis, qx: number[], qy: number[], qz: number[], mass: number[], kind: number[], cellStart: number[], cellEnd: number[]): number {
  const q = 4 * this.thread.y;
  // the quad's box, over its liquid particles
  let x0 = this.constants.nx;
  let x1 = -1;
  let y0 = this.constants.ny;
  let y1 = -1;
  let z0 = this.constants.nz;
  let z1 = -1;
  for (let k = 0; k < 4; k += 1) {
    const m = Math.min(q + k, this.constants.cap - 1);
    if (kind[m] === 0) {
      const cx = Math.min(Math.max(Math.floor((qx[m] - this.constants.ox) / this.constants.cs), 0), this.constants.nx - 1);
      const cy = Math.min(Math.max(Math.floor((qy[m] - this.constants.oy) / this.constants.cs), 0), this.constants.ny - 1);
      const cz = Math.min(Math.max(Math.floor((qz[m] - this.constants.oz) / this.constants.cs), 0), this.constants.nz - 1);
      x0 = Math.min(x0, cx - 1);
      x1 = Math.max(x1, cx + 1);
      y0 = Math.min(y0, cy - 1);
      y1 = Math.max(y1, cy + 1);
      z0 = Math.min(z0, cz - 1);
      z1 = Math.max(z1, cz + 1);
    }
  }
  x0 = Math.max(x0, 0);
  x1 = Math.min(x1, this.constants.nx - 1);
  y0 = Math.max(y0, 0);
  y1 = Math.min(y1, this.constants.ny - 1);
  z0 = Math.max(z0, 0);
  z1 = Math.min(z1, this.constants.nz - 1);
  const i = Math.min(q + this.thread.x, this.constants.cap - 1);
  const xi = qx[i];
  const yi = qy[i];
  const zi = qz[i];
  let rho = 0;
  let gx = 0;
  let gy = 0;
  let gz = 0;
  let sum2 = 0;
  for (let zc = z0; zc <= z1; zc += 1) {
    for (let yc = y0; yc <= y1; yc += 1) {
      const row = (zc * this.constants.ny + yc) * this.constants.nx;
      const e = cellEnd[row + x1];
      for (let j = cellStart[row + x0]; j < e; j += 1) {
        const rx = xi - qx[j];
        const ry = yi - qy[j];
        const rz = zi - qz[j];
        const r2 = rx * rx + ry * ry + rz * rz;
        if (r2 < this.constants.h2 && (kind[j] === 0 || kind[j] === 2)) {
          const d = this.constants.h2 - r2;
          rho += mass[j] * this.constants.kPoly * d * d * d;
          const r = Math.sqrt(r2);
          if (r > 1e-9) {
            const hr = this.constants.h - r;
            const f = (-this.constants.kSpiky * hr * hr) / r;
            const a = mass[j] / this.constants.rho0;
            gx += a * f * rx;
            gy += a * f * ry;
            gz += a * f * rz;
            if (kind[j] === 0) sum2 += a * a * f * f * r2;
          }
        }
      }
    }
  }
  let out = 0;
  if (q + this.thread.x < this.constants.cap && kind[i] === 0) {
    let C = rho / this.constants.rho0 - 1;
    if (C < 0) C = C * this.constants.cohesion;
    out = -C / (sum2 + gx * gx + gy * gy + gz * gz + this.constants.eps);
  }
  return out;
}

/**
 * Position correction, all three components. Liquid: relax · Σ m_j/ρ0 (λ_i + λ_j + s_corr) ∇W
 * over liquid and boundary neighbours (a boundary particle's λ and s_corr are 0, its mass its
 * Akinci volume × ρ0); the under-relaxation keeps the Jacobi sum from overshooting. Granular:
 * contact push-out against grains and boundary at the mean of two grains' diameters (from their
 * masses), shared by mass with stack scaling (Macklin et al. 2014, §5.1), pushes summed;
 * friction is a pass of its own once the position solve is done (`frictionKernel`).
 */
export function deltaKernel(this: KernelThis, qx: number[], qy: number[], qz: number[], px: number[], py: number[], pz: number[], mass: number[], kind: number[], lambda: number[], cellStart: number[], cellEnd: number[]): number[] {
  const q = 4 * this.thread.y;
  // the quad's box, over its liquid and granular particles
  let x0 = this.constants.nx;
  let x1 = -1;
  let y0 = this.constants.ny;
  let y1 = -1;
  let z0 = this.constants.nz;
  let z1 = -1;
  for (let k = 0; k < 4; k += 1) {
    const m = Math.min(q + k, this.constants.cap - 1);
    if (kind[m] === 0 || kind[m] === 1) {
      const cx = Math.min(Math.max(Math.floor((qx[m] - this.constants.ox) / this.constants.cs), 0), this.constants.nx - 1);
      const cy = Math.min(Math.max(Math.floor((qy[m] - this.constants.oy) / this.constants.cs), 0), this.constants.ny - 1);
      const cz = Math.min(Math.max(Math.floor((qz[m] - this.constants.oz) / this.constants.cs), 0), this.constants.nz - 1);
      x0 = Math.min(x0, cx - 1);
      x1 = Math.max(x1, cx + 1);
      y0 = Math.min(y0, cy - 1);
      y1 = Math.max(y1, cy + 1);
      z0 = Math.min(z0, cz - 1);
      z1 = Math.max(z1, cz + 1);
    }
  }
  x0 = Math.max(x0, 0);
  x1 = Math.min(x1, this.constants.nx - 1);
  y0 = Math.max(y0, 0);
  y1 = Math.min(y1, this.constants.ny - 1);
  z0 = Math.max(z0, 0);
  z1 = Math.min(z1, this.constants.nz - 1);
  const i = Math.min(q + this.thread.x, this.constants.cap - 1);
  const ki = kind[i];
  const xi = qx[i];
  const yi = qy[i];
  const zi = qz[i];
  const li = lambda[i];
  // a grain's diameter (liquid particles have none)
  let di = 0;
  if (ki === 1) di = this.constants.grainDiameter * Math.pow(mass[i] / this.constants.grainMass, this.constants.grainRoot);
  let ax = 0;
  let ay = 0;
  let az = 0;
  for (let zc = z0; zc <= z1; zc += 1) {
    for (let yc = y0; yc <= y1; yc += 1) {
      const row = (zc * this.constants.ny + yc) * this.constants.nx;
      const e = cellEnd[row + x1];
      for (let j = cellStart[row + x0]; j < e; j += 1) {
        const rx = xi - qx[j];
        const ry = yi - qy[j];
        const rz = zi - qz[j];
        const r2 = rx * rx + ry * ry + rz * rz;
        if (ki === 0 && (kind[j] === 0 || kind[j] === 2) && r2 < this.constants.h2) {
          const rl = Math.sqrt(r2);
          if (rl > 1e-9) {
            const hr = this.constants.h - rl;
            const f = (-this.constants.kSpiky * hr * hr) / rl;
            // artificial pressure s_corr = −k (W(r)/W(Δq))⁴ between liquid particles (Macklin &
            // Müller 2013): keeps particles from clustering
            let sp = 0;
            if (kind[j] === 0) {
              const wq = (this.constants.h2 - r2) * this.constants.sCorrInv;
              const w3 = wq * wq * wq;
              sp = -this.constants.sCorr * w3 * w3 * w3 * w3;
            }
            // a boundary particle takes the pressure of the liquid beside it (pressure
            // mirroring): a wall pushes back as hard as the liquid pushes on it
            let lj = lambda[j];
            if (kind[j] === 2) lj = li;
            const sc = (mass[j] / this.constants.rho0) * (li + lj + sp) * f;
            ax += sc * rx;
            ay += sc * ry;
            az += sc * rz;
          }
        }
        if (ki === 1 && (kind[j] === 1 || kind[j] === 2)) {
          let dj = this.constants.grainDiameter;
          let w = 1;
          if (kind[j] === 1) {
            dj = this.constants.grainDiameter * Math.pow(mass[j] / this.constants.grainMass, this.constants.grainRoot);
            w = mass[j] / (mass[j] + mass[i] * Math.exp((this.constants.stackScaling * (qy[j] - yi)) / this.constants.grainDiameter));
          }
          const r = Math.sqrt(r2);
          if (r < 0.5 * (di + dj) && r > 1e-9) {
            const pen = 0.5 * (di + dj) - r;
            ax += (w * pen * rx) / r;
            ay += (w * pen * ry) / r;
            az += (w * pen * rz) / r;
          }
        }
      }
    }
  }
  let ox = 0;
  let oy = 0;
  let oz = 0;
  if (q + this.thread.x < this.constants.cap && (ki === 0 || ki === 1)) {
    ox = ax;
    oy = ay;
    oz = az;
    if (ki === 0) {
      ox = this.constants.relax * ax;
      oy = this.constants.relax * ay;
      oz = this.constants.relax * az;
    }
  }
  return [ox, oy, oz];
}
