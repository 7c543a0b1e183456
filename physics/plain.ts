// The same step in plain JavaScript, the same arithmetic in the same order as the gpu.js kernels
// (each particle walks its own 27 cells, a row of three cells as one run; the kernels' quads
// reach the same sums): the bench's baseline and the tests' oracle for them.
import type { KernelConstants } from './kernels.ts';
import { grainDiameterOf, neighbourRuns } from './neighbour-runs.ts';
import type { KernelFactory, StepKernels } from './solver.ts';

export const plainKernels: KernelFactory = (c: KernelConstants, capacity: number): StepKernels => {
  const out3 = new Float32Array(3 * capacity);
  const xs3 = new Float32Array(3 * capacity);
  const lam = new Float32Array(capacity);
  const { h, h2, kPoly, kSpiky, rho0 } = c;
  const { runStart, runEnd, around } = neighbourRuns(c);
  return {
    name: 'plain-js',
    lambda(qx, qy, qz, mass, kind, start, end) {
      for (let i = 0; i < capacity; i++) {
        lam[i] = 0;
        if (kind[i] !== 0) continue;
        const xi = qx[i], yi = qy[i], zi = qz[i];
        let rho = 0, gx = 0, gy = 0, gz = 0, sum2 = 0;
        const nr = around(xi, yi, zi, start, end);
        for (let q = 0; q < nr; q++)
          for (let j = runStart[q], e = runEnd[q]; j < e; j++) {
          const rx = xi - qx[j], ry = yi - qy[j], rz = zi - qz[j];
          const r2 = rx * rx + ry * ry + rz * rz;
          if (r2 >= h2 || (kind[j] !== 0 && kind[j] !== 2)) continue;
          const d = h2 - r2;
          rho += mass[j] * kPoly * d * d * d;
          const r = Math.sqrt(r2);
          if (r <= 1e-9) continue;
          const hr = h - r;
          const f = (-kSpiky * hr * hr) / r;
          const a = mass[j] / rho0;
          gx += a * f * rx;
          gy += a * f * ry;
          gz += a * f * rz;
          if (kind[j] === 0) sum2 += a * a * f * f * r2;}
        let C = rho / rho0 - 1;
        if (C < 0) C = C * c.cohesion;
        lam[i] = -C / (sum2 + gx * gx + gy * gy + gz * gz + c.eps);
      }
      return lam;
    },
    delta(qx, qy, qz, px, py, pz, mass, kind, lambda, start, end) {
      for (let i = 0; i < capacity; i++) {
        out3[3 * i] = out3[3 * i + 1] = out3[3 * i + 2] = 0;
        const ki = kind[i];
        if (ki !== 0 && ki !== 1) continue;
        const xi = qx[i], yi = qy[i], zi = qz[i], li = lambda[i];
        const di = ki === 1 ? grainDiameterOf(c, mass[i]) : 0;
        let ax = 0, ay = 0, az = 0;
        const nr = around(xi, yi, zi, start, end);
        for (let q = 0; q < nr; q++)
          for (let j = runStart[q], e = runEnd[q]; j < e; j++) {
          const rx = xi - qx[j], ry = yi - qy[j], rz = zi - qz[j];
          const r2 = rx * rx + ry * ry + rz * rz;
          const kj = kind[j];
          if (ki === 0) {
            if ((kj !== 0 && kj !== 2) || r2 >= h2) continue;
            const r = Math.sqrt(r2);
            if (r <= 1e-9) continue;
            const hr = h - r;
            const f = (-kSpiky * hr * hr) / r;
            let sp = 0;
            if (kj === 0) {
              const wq = (h2 - r2) * c.sCorrInv;
              const w3 = wq * wq * wq;
              sp = -c.sCorr * w3 * w3 * w3 * w3;
            }
            // a wall particle takes the pressure of the liquid beside it (pressure mirroring)
            const s = (mass[j] / rho0) * (li + (kj === 2 ? li : lambda[j]) + sp) * f;
            ax += s * rx;
            ay += s * ry;
            az += s * rz;
            continue;
          }
          if (kj !== 1 && kj !== 2) continue;
          let dj = c.grainDiameter, w = 1;
          if (kj === 1) {
            dj = grainDiameterOf(c, mass[j]);
            w = mass[j] / (mass[j] + mass[i] * Math.exp((c.stackScaling * (qy[j] - yi)) / c.grainDiameter));
          }
          const r = Math.sqrt(r2);
          if (r < 0.5 * (di + dj) && r > 1e-9) {
            const pen = 0.5 * (di + dj) - r;
            ax += (w * pen * rx) / r;
            ay += (w * pen * ry) / r;
            az += (w * pen * rz) / r;
          }}
        if (ki === 0) {
          out3[3 * i] = c.relax * ax;
          out3[3 * i + 1] = c.relax * ay;
          out3[3 * i + 2] = c.relax * az;
          continue;
        }
        out3[3 * i] = ax;
        out3[3 * i + 1] = ay;
        out3[3 * i + 2] = az;
      }
      return out3;
    },
    // Coulomb friction once per step, bounded by the contact's normal correction (physics/friction-kernel.ts)
    friction(qx, qy, qz, px, py, pz, mass, kind, load, start, end) {
      for (let i = 0; i < capacity; i++) {
        out3[3 * i] = out3[3 * i + 1] = out3[3 * i + 2] = 0;
        if (kind[i] !== 1) continue;
        const xi = qx[i], yi = qy[i], zi = qz[i], li = load[i];
        const di = grainDiameterOf(c, mass[i]);
        let fx = 0, fy = 0, fz = 0, slip = 0;
        const nr = around(xi, yi, zi, start, end);
        for (let q = 0; q < nr; q++)
          for (let j = runStart[q], e = runEnd[q]; j < e; j++) {
          const kj = kind[j];
          if (kj !== 1 && kj !== 2) continue;
          const rx = xi - qx[j], ry = yi - qy[j], rz = zi - qz[j];
          const r = Math.sqrt(rx * rx + ry * ry + rz * rz);
          let dj = c.grainDiameter, w = 1, d = li;
          if (kj === 1) {
            dj = grainDiameterOf(c, mass[j]);
            w = mass[j] / (mass[j] + mass[i] * Math.exp((c.stackScaling * (qy[j] - yi)) / c.grainDiameter));
            d = Math.min(li, load[j]);
          }
          if (r >= c.contactReach * 0.5 * (di + dj) || r <= 1e-9) continue;
          const ddx = xi - px[i] - (qx[j] - px[j]);
          const ddy = yi - py[i] - (qy[j] - py[j]);
          const ddz = zi - pz[i] - (qz[j] - pz[j]);
          const dn = (ddx * rx + ddy * ry + ddz * rz) / r;
          const tx = ddx - (dn * rx) / r, ty = ddy - (dn * ry) / r, tz = ddz - (dn * rz) / r;
          const tl = Math.sqrt(tx * tx + ty * ty + tz * tz);
          const keep = tl >= c.staticFriction * d ? Math.min((c.kineticFriction * d) / (tl + 1e-12), 1) : 1;
          fx += w * keep * tx * tl;
          fy += w * keep * ty * tl;
          fz += w * keep * tz * tl;
          slip += tl;}
        // averaged over the contacts, each weighted by its slip (Jacobi: summed, static
        // corrections overshoot; plainly averaged, a touching neighbour that moves along dilutes them)
        if (slip <= 0) continue;
        out3[3 * i] = -fx / slip;
        out3[3 * i + 1] = -fy / slip;
        out3[3 * i + 2] = -fz / slip;
      }
      return out3;
    },
    xsph(qx, qy, qz, vx, vy, vz, mass, kind, start, end) {
      for (let i = 0; i < capacity; i++) {
        const vxi = vx[i], vyi = vy[i], vzi = vz[i];
        xs3[3 * i] = vxi;
        xs3[3 * i + 1] = vyi;
        xs3[3 * i + 2] = vzi;
        if (kind[i] !== 0) continue;
        const xi = qx[i], yi = qy[i], zi = qz[i];
        let ax = 0, ay = 0, az = 0;
        const nr = around(xi, yi, zi, start, end);
        for (let q = 0; q < nr; q++)
          for (let j = runStart[q], e = runEnd[q]; j < e; j++) {
          const rx = xi - qx[j], ry = yi - qy[j], rz = zi - qz[j];
          const r2 = rx * rx + ry * ry + rz * rz;
          if ((kind[j] !== 0 && kind[j] !== 2) || r2 >= h2) continue;
          const d = h2 - r2;
          const w = (mass[j] / rho0) * kPoly * d * d * d * (kind[j] === 2 ? c.wallViscosity : 1);
          ax += (vx[j] - vxi) * w;
          ay += (vy[j] - vyi) * w;
          az += (vz[j] - vzi) * w;}
        xs3[3 * i] = vxi + c.viscosity * ax;
        xs3[3 * i + 1] = vyi + c.viscosity * ay;
        xs3[3 * i + 2] = vzi + c.viscosity * az;
      }
      return xs3;
    },
  };
};
