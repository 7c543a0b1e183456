// Building blocks of validation scenes: blocks of liquid or grains on a lattice, container walls
// of boundary particles.
import { BOUNDARY, type Particles } from './particles.ts';
import type { Solver } from './solver.ts';

/** Fills [x0,x1]×[y0,y1](×[z0,z1]) with particles of `kind` on the solver's lattice. */
export function fillBlock(s: Solver, kind: number, mass: number, x0: number, x1: number, y0: number, y1: number, z0 = 0, z1 = 0, tag = 0): number {
  const d = s.config.spacing;
  const p = s.particles;
  let n = 0;
  const zs = s.config.dim === 3 ? Math.round((z1 - z0) / d) : 1;
  for (let k = 0; k < zs; k++)
    for (let j = 0; j < Math.round((y1 - y0) / d); j++)
      for (let i = 0; i < Math.round((x1 - x0) / d); i++) {
        const z = s.config.dim === 3 ? z0 + (k + 0.5) * d : 0;
        if (p.add(kind, x0 + (i + 0.5) * d, y0 + (j + 0.5) * d, z, mass, tag) < 0) throw new RangeError('particle capacity exceeded');
        n++;
      }
  return n;
}

/**
 * An open box of boundary particles (2-D: floor and two walls; 3-D: floor and four walls) with
 * inner faces at x0/x1, y0 (floor), z0/z1, up to height y1. `layers` rows thick.
 */
export function boxWalls(s: Solver, x0: number, x1: number, y0: number, y1: number, z0 = 0, z1 = 0, layers = 2, tag = -2): number {
  const d = s.config.spacing;
  const p: Particles = s.particles;
  const is3 = s.config.dim === 3;
  let n = 0;
  const put = (x: number, y: number, z: number) => {
    if (p.add(BOUNDARY, x, y, z, 0, tag) < 0) throw new RangeError('particle capacity exceeded');
    n++;
  };
  const nx = Math.round((x1 - x0) / d);
  const ny = Math.round((y1 - y0) / d);
  const nzz = is3 ? Math.round((z1 - z0) / d) : 0;
  for (let l = 0; l < layers; l++) {
    const off = (l + 0.5) * d;
    // floor, extended under the walls
    for (let k = is3 ? -layers : 0; k < (is3 ? nzz + layers : 1); k++)
      for (let i = -layers; i < nx + layers; i++) put(x0 + (i + 0.5) * d, y0 - off, is3 ? z0 + (k + 0.5) * d : 0);
    for (let j = 0; j < ny; j++) {
      const y = y0 + (j + 0.5) * d;
      for (let k = is3 ? -l - 1 : 0; k < (is3 ? nzz + l + 1 : 1); k++) {
        const z = is3 ? z0 + (k + 0.5) * d : 0;
        put(x0 - off, y, z);
        put(x1 + off, y, z);
      }
      if (is3)
        for (let i = -l; i < nx + l; i++) {
          put(x0 + (i + 0.5) * d, y, z0 - off);
          put(x0 + (i + 0.5) * d, y, z1 + off);
        }
    }
  }
  return n;
}
