// XSPH viscosity as a gpu.js kernel (the same subset and quad walk as physics/kernels.ts): once
// per step after the velocity update.
import type { KernelThis } from './kernels.ts';

/**
 * XSPH viscosity, the three components: towards liquid neighbours, and towards boundary
 * particles (their own velocity) scaled by `wallViscosity`, which makes walls no-slip.
 */
export function xsphKernel(this: KernelThis, qx: number[], qy: number[], qz: number[], vx: number[], vy: number[], vz: number[], mass: number[], kind: number[], cellStart: number[], cellEnd: number[]): number[] {
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
  const vxi = vx[i];
  const vyi = vy[i];
  const vzi = vz[i];
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
        if ((kind[j] === 0 || kind[j] === 2) && r2 < this.constants.h2) {
          const d = this.constants.h2 - r2;
          let wf = 1;
          if (kind[j] === 2) wf = this.constants.wallViscosity;
          const w = (mass[j] / this.constants.rho0) * this.constants.kPoly * d * d * d * wf;
          ax += (vx[j] - vxi) * w;
          ay += (vy[j] - vyi) * w;
          az += (vz[j] - vzi) * w;
        }
      }
    }
  }
  let ox = vxi;
  let oy = vyi;
  let oz = vzi;
  if (q + this.thread.x < this.constants.cap && kind[i] === 0) {
    ox = vxi + this.constants.viscosity * ax;
    oy = vyi + this.constants.viscosity * ay;
    oz = vzi + this.constants.viscosity * az;
  }
  return [ox, oy, oz];
}
