// The solver's per-particle kernels, written in the gpu.js subset that runs unchanged on the
// cpu, webasm and webgpu backends: structure-of-arrays float buffers, scalar 1D outputs (a
// vector quantity is asked for one component `comp` at a time), `j += 1` loops, indices read
// straight from the arrays (no row locals). Particles are sorted by grid cell; `cellStart` and
// `cellEnd` bound each cell's run, so neighbours are the 27 (2-D: 9) cells around a particle.
// Kinds: 0 liquid (position-based fluids), 1 granular (contacts with friction), 2 boundary,
// 3 inactive (a free slot: buffers keep one size, so kernels never recompile).

import type { GridSpec } from './grid.ts';

/** Constants baked into every kernel (gpu.js compiles them into the source), the grid's included. */
export interface KernelConstants extends GridSpec {
  [key: string]: number;
  h: number; // smoothing length
  h2: number;
  kPoly: number; // poly6 normalisation (2-D or 3-D)
  kSpiky: number; // spiky-gradient normalisation
  rho0: number; // liquid rest density, kg/m³
  eps: number; // constraint relaxation
  cohesion: number; // 0: no pull at low density; up to 1: as strong as the push
  viscosity: number; // XSPH coefficient
  wallViscosity: number; // share of the XSPH coefficient towards boundary particles (no-slip walls)
  grainDiameter: number; // contact distance of granular particles
  staticFriction: number;
  kineticFriction: number;
}

interface KernelThis {
  thread: { x: number };
  constants: KernelConstants;
}

/** Density constraint multiplier λ of each liquid particle (Macklin & Müller 2013, eq. 11). */
export function lambdaKernel(this: KernelThis, qx: number[], qy: number[], qz: number[], mass: number[], kind: number[], cellStart: number[], cellEnd: number[]): number {
  const i = this.thread.x;
  let out = 0;
  if (kind[i] === 0) {
    const xi = qx[i];
    const yi = qy[i];
    const zi = qz[i];
    const cx = Math.min(Math.max(Math.floor((xi - this.constants.ox) / this.constants.cs), 0), this.constants.nx - 1);
    const cy = Math.min(Math.max(Math.floor((yi - this.constants.oy) / this.constants.cs), 0), this.constants.ny - 1);
    const cz = Math.min(Math.max(Math.floor((zi - this.constants.oz) / this.constants.cs), 0), this.constants.nz - 1);
    let rho = 0;
    let gx = 0;
    let gy = 0;
    let gz = 0;
    let sum2 = 0;
    for (let dz = -1; dz <= 1; dz += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const zc = cz + dz;
          const yc = cy + dy;
          const xc = cx + dx;
          if (zc >= 0 && zc < this.constants.nz && yc >= 0 && yc < this.constants.ny && xc >= 0 && xc < this.constants.nx) {
            const c = (zc * this.constants.ny + yc) * this.constants.nx + xc;
            const s = cellStart[c];
            const e = cellEnd[c];
            for (let j = s; j < e; j += 1) {
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
      }
    }
    let C = rho / this.constants.rho0 - 1;
    if (C < 0) C = C * this.constants.cohesion;
    out = -C / (sum2 + gx * gx + gy * gy + gz * gz + this.constants.eps);
  }
  return out;
}

/**
 * Position correction, component `comp` (0 x, 1 y, 2 z). Liquid: Σ m_j/ρ0 (λ_i + λ_j) ∇W over
 * liquid and boundary neighbours (a boundary particle's λ is 0, its mass its Akinci volume × ρ0).
 * Granular: contact push-out against grains and boundary with static/kinetic friction on the
 * tangential relative displacement (Macklin et al. 2014); pushes are summed, the friction
 * corrections averaged over the contacts (summed, they overshoot in a dense pile).
 */
export function deltaKernel(this: KernelThis, qx: number[], qy: number[], qz: number[], px: number[], py: number[], pz: number[], mass: number[], kind: number[], lambda: number[], cellStart: number[], cellEnd: number[], comp: number): number {
  const i = this.thread.x;
  let out = 0;
  const ki = kind[i];
  if (ki === 0 || ki === 1) {
    const xi = qx[i];
    const yi = qy[i];
    const zi = qz[i];
    const li = lambda[i];
    const cx = Math.min(Math.max(Math.floor((xi - this.constants.ox) / this.constants.cs), 0), this.constants.nx - 1);
    const cy = Math.min(Math.max(Math.floor((yi - this.constants.oy) / this.constants.cs), 0), this.constants.ny - 1);
    const cz = Math.min(Math.max(Math.floor((zi - this.constants.oz) / this.constants.cs), 0), this.constants.nz - 1);
    let acc = 0;
    let fric = 0;
    let contacts = 0;
    for (let dz = -1; dz <= 1; dz += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const zc = cz + dz;
          const yc = cy + dy;
          const xc = cx + dx;
          if (zc >= 0 && zc < this.constants.nz && yc >= 0 && yc < this.constants.ny && xc >= 0 && xc < this.constants.nx) {
            const c = (zc * this.constants.ny + yc) * this.constants.nx + xc;
            const s = cellStart[c];
            const e = cellEnd[c];
            for (let j = s; j < e; j += 1) {
              const rx = xi - qx[j];
              const ry = yi - qy[j];
              const rz = zi - qz[j];
              const r2 = rx * rx + ry * ry + rz * rz;
              const r = Math.sqrt(r2);
              let rc = rx;
              if (comp === 1) rc = ry;
              if (comp === 2) rc = rz;
              if (ki === 0 && (kind[j] === 0 || kind[j] === 2) && r2 < this.constants.h2 && r > 1e-9) {
                const hr = this.constants.h - r;
                const f = (-this.constants.kSpiky * hr * hr) / r;
                acc += (mass[j] / this.constants.rho0) * (li + lambda[j]) * f * rc;
              }
              if (ki === 1 && (kind[j] === 1 || kind[j] === 2) && r < this.constants.grainDiameter && r > 1e-9) {
                const pen = this.constants.grainDiameter - r;
                let w = 0.5;
                if (kind[j] === 2) w = 1;
                // relative displacement this step, its tangential part
                const ddx = xi - px[i] - (qx[j] - px[j]);
                const ddy = yi - py[i] - (qy[j] - py[j]);
                const ddz = zi - pz[i] - (qz[j] - pz[j]);
                const dn = (ddx * rx + ddy * ry + ddz * rz) / r;
                const tx = ddx - (dn * rx) / r;
                const ty = ddy - (dn * ry) / r;
                const tz = ddz - (dn * rz) / r;
                let tc = tx;
                if (comp === 1) tc = ty;
                if (comp === 2) tc = tz;
                const tl = Math.sqrt(tx * tx + ty * ty + tz * tz);
                let keep = 1;
                if (tl >= this.constants.staticFriction * pen) keep = Math.min((this.constants.kineticFriction * pen) / (tl + 1e-12), 1);
                acc += (w * pen * rc) / r;
                fric += w * keep * tc;
                contacts += 1;
              }
            }
          }
        }
      }
    }
    out = acc;
    if (contacts > 0) out = acc - fric / contacts;
  }
  return out;
}

/**
 * XSPH viscosity, component `comp`: towards liquid neighbours, and towards boundary particles
 * (their own velocity) scaled by `wallViscosity`, which makes walls no-slip.
 */
export function xsphKernel(this: KernelThis, qx: number[], qy: number[], qz: number[], vx: number[], vy: number[], vz: number[], mass: number[], kind: number[], cellStart: number[], cellEnd: number[], comp: number): number {
  const i = this.thread.x;
  let vi = vx[i];
  if (comp === 1) vi = vy[i];
  if (comp === 2) vi = vz[i];
  let out = vi;
  if (kind[i] === 0) {
    const xi = qx[i];
    const yi = qy[i];
    const zi = qz[i];
    const cx = Math.min(Math.max(Math.floor((xi - this.constants.ox) / this.constants.cs), 0), this.constants.nx - 1);
    const cy = Math.min(Math.max(Math.floor((yi - this.constants.oy) / this.constants.cs), 0), this.constants.ny - 1);
    const cz = Math.min(Math.max(Math.floor((zi - this.constants.oz) / this.constants.cs), 0), this.constants.nz - 1);
    let acc = 0;
    for (let dz = -1; dz <= 1; dz += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const zc = cz + dz;
          const yc = cy + dy;
          const xc = cx + dx;
          if (zc >= 0 && zc < this.constants.nz && yc >= 0 && yc < this.constants.ny && xc >= 0 && xc < this.constants.nx) {
            const c = (zc * this.constants.ny + yc) * this.constants.nx + xc;
            const s = cellStart[c];
            const e = cellEnd[c];
            for (let j = s; j < e; j += 1) {
              const rx = xi - qx[j];
              const ry = yi - qy[j];
              const rz = zi - qz[j];
              const r2 = rx * rx + ry * ry + rz * rz;
              if ((kind[j] === 0 || kind[j] === 2) && r2 < this.constants.h2) {
                const d = this.constants.h2 - r2;
                let vj = vx[j];
                if (comp === 1) vj = vy[j];
                if (comp === 2) vj = vz[j];
                let wf = 1;
                if (kind[j] === 2) wf = this.constants.wallViscosity;
                acc += (mass[j] / this.constants.rho0) * (vj - vi) * this.constants.kPoly * d * d * d * wf;
              }
            }
          }
        }
      }
    }
    out = vi + this.constants.viscosity * acc;
  }
  return out;
}
