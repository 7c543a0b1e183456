// Granular friction as a gpu.js kernel (the same subset and quad walk as physics/kernels.ts),
// one pass per step after the position solve. Coulomb's law on position corrections
// (Macklin et al. 2014): at each contact the relative tangential displacement of the step
// is undone while it stays under μs·d, and limited to μk·d once sliding, where d is the normal
// correction the contact received in the step. Position-based contacts keep no per-contact
// impulse, so d is read from the grains: `load` holds each grain's net correction of the
// solve, |q − q̂| (q̂ the prediction less what pre-stabilization pushed), and a contact takes
// the smaller of its two grains' (a wall contact the grain's own). For a grain resting on a
// slope that is g·dt²·cos θ against a
// tangential drift of g·dt²·sin θ: it holds while tan θ < μs, whatever the step, the number of
// iterations or the grain's size. A grain pressed by nothing (free fall) has no friction.
import type { KernelThis } from './kernels.ts';

/** Friction correction of each grain (three components; 0 for other kinds). */
export function frictionKernel(this: KernelThis, qx: number[], qy: number[], qz: number[], px: number[], py: number[], pz: number[], mass: number[], kind: number[], load: number[], cellStart: number[], cellEnd: number[]): number[] {
  const q = 4 * this.thread.y;
  // the quad's box, over its grains
  let x0 = this.constants.nx;
  let x1 = -1;
  let y0 = this.constants.ny;
  let y1 = -1;
  let z0 = this.constants.nz;
  let z1 = -1;
  for (let k = 0; k < 4; k += 1) {
    const m = Math.min(q + k, this.constants.cap - 1);
    if (kind[m] === 1) {
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
  const li = load[i];
  let di = 0;
  if (kind[i] === 1) di = this.constants.grainDiameter * Math.pow(mass[i] / this.constants.grainMass, this.constants.grainRoot);
  let fx = 0;
  let fy = 0;
  let fz = 0;
  let slip = 0;
  for (let zc = z0; zc <= z1; zc += 1) {
    for (let yc = y0; yc <= y1; yc += 1) {
      const row = (zc * this.constants.ny + yc) * this.constants.nx;
      const e = cellEnd[row + x1];
      for (let j = cellStart[row + x0]; j < e; j += 1) {
        if (kind[i] === 1 && (kind[j] === 1 || kind[j] === 2)) {
          const rx = xi - qx[j];
          const ry = yi - qy[j];
          const rz = zi - qz[j];
          const r = Math.sqrt(rx * rx + ry * ry + rz * rz);
          let dj = this.constants.grainDiameter;
          let w = 1;
          let d = li;
          if (kind[j] === 1) {
            dj = this.constants.grainDiameter * Math.pow(mass[j] / this.constants.grainMass, this.constants.grainRoot);
            w = mass[j] / (mass[j] + mass[i] * Math.exp((this.constants.stackScaling * (qy[j] - yi)) / this.constants.grainDiameter));
            d = Math.min(li, load[j]);
          }
          // contacts the solve left touching: it resolves them to their diameter, not beyond
          if (r < this.constants.contactReach * 0.5 * (di + dj) && r > 1e-9) {
            const ddx = xi - px[i] - (qx[j] - px[j]);
            const ddy = yi - py[i] - (qy[j] - py[j]);
            const ddz = zi - pz[i] - (qz[j] - pz[j]);
            const dn = (ddx * rx + ddy * ry + ddz * rz) / r;
            const tx = ddx - (dn * rx) / r;
            const ty = ddy - (dn * ry) / r;
            const tz = ddz - (dn * rz) / r;
            const tl = Math.sqrt(tx * tx + ty * ty + tz * tz);
            let keep = 1;
            if (tl >= this.constants.staticFriction * d) keep = Math.min((this.constants.kineticFriction * d) / (tl + 1e-12), 1);
            fx += w * keep * tx * tl;
            fy += w * keep * ty * tl;
            fz += w * keep * tz * tl;
            slip += tl;
          }
        }
      }
    }
  }
  let ox = 0;
  let oy = 0;
  let oz = 0;
  // averaged over the contacts, each weighted by its slip (Jacobi: summed, static corrections
  // overshoot; plainly averaged, a touching neighbour that moves along dilutes them)
  if (q + this.thread.x < this.constants.cap && kind[i] === 1 && slip > 0) {
    ox = -fx / slip;
    oy = -fy / slip;
    oz = -fz / slip;
  }
  return [ox, oy, oz];
}
