// The masses of a scene's boundary particles (Akinci et al. 2012), set once its walls are placed.
import type { Grid } from './grid.ts';
import type { KernelConstants } from './kernels.ts';
import { BOUNDARY, type Particles } from './particles.ts';

/**
 * Gives every boundary particle its Akinci mass, ρ0 / Σ W over the boundary neighbours, at most
 * the liquid's particle mass (`latticeW`: Σ W of a site of the rest lattice): a wall sampled at
 * the spacing stands for the liquid it displaces, one lattice site each, so that liquid resting
 * beside it has the rest density (uncapped, a wall two particles thick made the liquid beside it
 * 5.6 % too dense, 7.7 % in a corner, and pushed it off at the first step with a speed of that
 * share of a spacing per step).
 */
export function akinciMasses(p: Particles, grid: Grid, constants: KernelConstants, latticeW: number) {
  const { h2, kPoly, rho0 } = constants;
  grid.sort(p);
  const { cellStart, cellEnd } = grid;
  const { nx, ny, nz } = constants;
  for (let i = 0; i < p.capacity; i++) {
    if (p.kind[i] !== BOUNDARY) continue;
    const c = grid.cellIndex(p.qx[i], p.qy[i], p.qz[i]);
    const cx = c % nx, cy = Math.floor(c / nx) % ny, cz = Math.floor(c / (nx * ny));
    let sum = 0;
    for (let z = Math.max(cz - 1, 0); z <= Math.min(cz + 1, nz - 1); z++)
      for (let y = Math.max(cy - 1, 0); y <= Math.min(cy + 1, ny - 1); y++)
        for (let x = Math.max(cx - 1, 0); x <= Math.min(cx + 1, nx - 1); x++) {
          const cc = (z * ny + y) * nx + x;
          for (let j = cellStart[cc]; j < cellEnd[cc]; j++) {
            if (p.kind[j] !== BOUNDARY) continue;
            const r2 = (p.qx[i] - p.qx[j]) ** 2 + (p.qy[i] - p.qy[j]) ** 2 + (p.qz[i] - p.qz[j]) ** 2;
            if (r2 < h2) sum += kPoly * (h2 - r2) ** 3;
          }
        }
    p.mass[i] = rho0 / Math.max(sum, latticeW);
  }
}
