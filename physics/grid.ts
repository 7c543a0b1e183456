// Uniform grid of cell size h over the solver's domain; particles are counting-sorted by cell
// so that each cell's particles are one contiguous run [cellStart, cellEnd).
import { INACTIVE, type Particles } from './particles.ts';

export interface GridSpec {
  ox: number;
  oy: number;
  oz: number;
  cs: number;
  nx: number;
  ny: number;
  nz: number;
}

export class Grid {
  readonly cells: number;
  readonly cellStart: Float32Array;
  readonly cellEnd: Float32Array;
  private readonly counts: Int32Array;
  private cellOf: Int32Array;
  /** the last sort's permutation: slot k holds what slot order[k] held */
  readonly order: Int32Array;

  constructor(
    readonly spec: GridSpec,
    capacity: number,
  ) {
    this.cells = spec.nx * spec.ny * spec.nz;
    if (this.cells > 1 << 24) throw new RangeError(`grid of ${this.cells} cells is too large (float32 indices)`);
    this.cellStart = new Float32Array(this.cells);
    this.cellEnd = new Float32Array(this.cells);
    this.counts = new Int32Array(this.cells + 1);
    this.cellOf = new Int32Array(capacity);
    this.order = new Int32Array(capacity);
  }

  cellIndex(x: number, y: number, z: number): number {
    const { ox, oy, oz, cs, nx, ny, nz } = this.spec;
    const cx = Math.min(Math.max(Math.floor((x - ox) / cs), 0), nx - 1);
    const cy = Math.min(Math.max(Math.floor((y - oy) / cs), 0), ny - 1);
    const cz = Math.min(Math.max(Math.floor((z - oz) / cs), 0), nz - 1);
    return (cz * ny + cy) * nx + cx;
  }

  /** Sorts the particles by the cell of their predicted position; inactive slots go last. */
  sort(p: Particles) {
    const n = p.capacity;
    const counts = this.counts;
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const c = p.kind[i] === INACTIVE ? this.cells : this.cellIndex(p.qx[i], p.qy[i], p.qz[i]);
      this.cellOf[i] = c;
      counts[c]++;
    }
    let sum = 0;
    for (let c = 0; c <= this.cells; c++) {
      const k = counts[c];
      counts[c] = sum;
      if (c < this.cells) {
        this.cellStart[c] = sum;
        this.cellEnd[c] = sum + k;
      }
      sum += k;
    }
    for (let i = 0; i < n; i++) this.order[counts[this.cellOf[i]]++] = i;
    p.reorder(this.order);
  }
}
