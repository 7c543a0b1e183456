// What the passes written in plain JavaScript share with one another: a grain's diameter from its
// mass, and the particles around a point as runs of the cell-sorted arrays (a row of three cells
// each, in the kernels' order).
import type { KernelConstants } from './kernels.ts';

type Buf = Float32Array;

/** A grain's diameter from its mass (as the gpu.js kernels write it out inline). */
export function grainDiameterOf(c: KernelConstants, mass: number): number {
  return c.grainDiameter * Math.pow(mass / c.grainMass, c.grainRoot);
}

export interface NeighbourRuns {
  runStart: Int32Array;
  runEnd: Int32Array;
  /** Puts the particle runs of the rows of three cells around (x, y, z) into `runStart`/`runEnd`; returns their number. */
  around(x: number, y: number, z: number, start: Buf, end: Buf): number;
}

export function neighbourRuns(c: KernelConstants): NeighbourRuns {
  const { nx, ny, nz, ox, oy, oz, cs } = c;
  const runStart = new Int32Array(9);
  const runEnd = new Int32Array(9);
  const around = (x: number, y: number, z: number, start: Buf, end: Buf): number => {
    const cx = Math.min(Math.max(Math.floor((x - ox) / cs), 0), nx - 1);
    const cy = Math.min(Math.max(Math.floor((y - oy) / cs), 0), ny - 1);
    const cz = Math.min(Math.max(Math.floor((z - oz) / cs), 0), nz - 1);
    const x0 = Math.max(cx - 1, 0), x1 = Math.min(cx + 1, nx - 1);
    let k = 0;
    for (let zc = Math.max(cz - 1, 0); zc <= Math.min(cz + 1, nz - 1); zc++)
      for (let yc = Math.max(cy - 1, 0); yc <= Math.min(cy + 1, ny - 1); yc++) {
        const row = (zc * ny + yc) * nx;
        runStart[k] = start[row + x0];
        runEnd[k++] = end[row + x1];
      }
    return k;
  };
  return { runStart, runEnd, around };
}
