// The same step in plain JavaScript, all components of a vector pass in one neighbour walk:
// the bench's baseline and the tests' oracle for the gpu.js kernels.
import type { KernelConstants } from './kernels.ts';
import type { KernelFactory, StepKernels } from './solver.ts';

type Buf = Float32Array;

export const plainKernels: KernelFactory = (c: KernelConstants, capacity: number): StepKernels => {
  const out3 = [new Float32Array(capacity), new Float32Array(capacity), new Float32Array(capacity)];
  const xs3 = [new Float32Array(capacity), new Float32Array(capacity), new Float32Array(capacity)];
  const lam = new Float32Array(capacity);
  const { nx, ny, nz, ox, oy, oz, cs, h, h2, kPoly, kSpiky, rho0 } = c;
  const cellOf = (x: number, y: number, z: number) => {
    const cx = Math.min(Math.max(Math.floor((x - ox) / cs), 0), nx - 1);
    const cy = Math.min(Math.max(Math.floor((y - oy) / cs), 0), ny - 1);
    const cz = Math.min(Math.max(Math.floor((z - oz) / cs), 0), nz - 1);
    return [cx, cy, cz];
  };
  // the neighbour cells of (x, y, z) in the kernels' order, into `cells`; returns their number
  const cells = new Int32Array(27);
  const around = (x: number, y: number, z: number): number => {
    const [cx, cy, cz] = cellOf(x, y, z);
    let k = 0;
    for (let dz = -1; dz <= 1; dz++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const zc = cz + dz, yc = cy + dy, xc = cx + dx;
          if (zc < 0 || zc >= nz || yc < 0 || yc >= ny || xc < 0 || xc >= nx) continue;
          cells[k++] = (zc * ny + yc) * nx + xc;
        }
    return k;
  };
  return {
    name: 'plain-js',
    lambda(qx, qy, qz, mass, kind, start, end) {
      for (let i = 0; i < capacity; i++) {
        lam[i] = 0;
        if (kind[i] !== 0) continue;
        const xi = qx[i], yi = qy[i], zi = qz[i];
        let rho = 0, gx = 0, gy = 0, gz = 0, sum2 = 0;
        const nc = around(xi, yi, zi);
        for (let q = 0; q < nc; q++)
          for (let j = start[cells[q]], e = end[cells[q]]; j < e; j++) {
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
    delta(qx, qy, qz, px, py, pz, mass, kind, lambda, start, end, comp) {
      // the first component's call computes all three; the others return what it stored
      if (comp > 0) return out3[comp];
      const [ox3, oy3, oz3] = out3;
      for (let i = 0; i < capacity; i++) {
        ox3[i] = oy3[i] = oz3[i] = 0;
        const ki = kind[i];
        if (ki !== 0 && ki !== 1) continue;
        const xi = qx[i], yi = qy[i], zi = qz[i], li = lambda[i];
        let ax = 0, ay = 0, az = 0, fx = 0, fy = 0, fz = 0, contacts = 0;
        const nc = around(xi, yi, zi);
        for (let q = 0; q < nc; q++)
          for (let j = start[cells[q]], e = end[cells[q]]; j < e; j++) {
          const rx = xi - qx[j], ry = yi - qy[j], rz = zi - qz[j];
          const r2 = rx * rx + ry * ry + rz * rz;
          const r = Math.sqrt(r2);
          const kj = kind[j];
          if (ki === 0 && (kj === 0 || kj === 2) && r2 < h2 && r > 1e-9) {
            const hr = h - r;
            const f = (-kSpiky * hr * hr) / r;
            const s = (mass[j] / rho0) * (li + lambda[j]) * f;
            ax += s * rx;
            ay += s * ry;
            az += s * rz;
          }
          if (ki === 1 && (kj === 1 || kj === 2) && r < c.grainDiameter && r > 1e-9) {
            const pen = c.grainDiameter - r;
            const w = kj === 2 ? 1 : 0.5;
            const ddx = xi - px[i] - (qx[j] - px[j]);
            const ddy = yi - py[i] - (qy[j] - py[j]);
            const ddz = zi - pz[i] - (qz[j] - pz[j]);
            const dn = (ddx * rx + ddy * ry + ddz * rz) / r;
            const tx = ddx - (dn * rx) / r, ty = ddy - (dn * ry) / r, tz = ddz - (dn * rz) / r;
            const tl = Math.sqrt(tx * tx + ty * ty + tz * tz);
            const keep = tl >= c.staticFriction * pen ? Math.min((c.kineticFriction * pen) / (tl + 1e-12), 1) : 1;
            ax += (w * pen * rx) / r;
            ay += (w * pen * ry) / r;
            az += (w * pen * rz) / r;
            fx += w * keep * tx;
            fy += w * keep * ty;
            fz += w * keep * tz;
            contacts++;
          }}
        ox3[i] = contacts > 0 ? ax - fx / contacts : ax;
        oy3[i] = contacts > 0 ? ay - fy / contacts : ay;
        oz3[i] = contacts > 0 ? az - fz / contacts : az;
      }
      return ox3;
    },
    xsph(qx, qy, qz, vx, vy, vz, mass, kind, start, end, comp) {
      if (comp > 0) return xs3[comp];
      const [sx, sy, sz] = xs3;
      for (let i = 0; i < capacity; i++) {
        const vxi = vx[i], vyi = vy[i], vzi = vz[i];
        sx[i] = vxi;
        sy[i] = vyi;
        sz[i] = vzi;
        if (kind[i] !== 0) continue;
        const xi = qx[i], yi = qy[i], zi = qz[i];
        let ax = 0, ay = 0, az = 0, fx = 0, fy = 0, fz = 0, contacts = 0;
        const nc = around(xi, yi, zi);
        for (let q = 0; q < nc; q++)
          for (let j = start[cells[q]], e = end[cells[q]]; j < e; j++) {
          const rx = xi - qx[j], ry = yi - qy[j], rz = zi - qz[j];
          const r2 = rx * rx + ry * ry + rz * rz;
          if ((kind[j] !== 0 && kind[j] !== 2) || r2 >= h2) continue;
          const d = h2 - r2;
          const w = (mass[j] / rho0) * kPoly * d * d * d * (kind[j] === 2 ? c.wallViscosity : 1);
          ax += (vx[j] - vxi) * w;
          ay += (vy[j] - vyi) * w;
          az += (vz[j] - vzi) * w;}
        sx[i] = vxi + c.viscosity * ax;
        sy[i] = vyi + c.viscosity * ay;
        sz[i] = vzi + c.viscosity * az;
      }
      return sx;
    },
  };
};
