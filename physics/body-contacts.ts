// Contacts of a coupled body's pose at the end of a step (physics/coupling.ts): with the static
// walls, and with the bodies already placed this step. A contact is closer than one spacing
// between the centres of two boundary particles; the pose moves out along the deepest one, up to
// four times, and the motion into it stops (inelastic, frictionless). Against another body the
// stopped motion is an impulse shared by their masses, so momentum is kept: an item dropped on
// another comes to rest on it instead of passing through.
import type { CoupledBody } from './coupling.ts';

/** A body with the pose it takes at the end of this step. */
export interface PlacedBody {
  body: CoupledBody;
  c: [number, number, number];
  angle: number;
}

const PASSES = 4;

/**
 * What a body may touch this step, as one list of particle centres: the walls (read once), then
 * the particles of the bodies placed so far this step where they will be.
 */
export class Obstacles {
  private readonly xs: number[];
  /** whose each centre is: null for a wall */
  private readonly owner: (PlacedBody | null)[];
  private readonly walls: number;

  constructor(walls: Float64Array) {
    this.xs = Array.from(walls);
    this.walls = walls.length / 3;
    this.owner = new Array(this.walls).fill(null);
  }

  /** The walls alone again, for a new step. */
  reset() {
    this.xs.length = 3 * this.walls;
    this.owner.length = this.walls;
  }

  /** A body placed at its pose for this step: the next bodies may touch it. */
  place(o: PlacedBody) {
    for (const off of o.body.local.values()) {
      this.xs.push(...o.body.world(off, o.c, o.angle));
      this.owner.push(o);
    }
  }

  /** Moves the pose `c` of `b` out of the obstacles; true when it touched any. */
  resolve(b: CoupledBody, c: [number, number, number], angle: number, spacing: number): boolean {
    const { xs, owner } = this;
    const d = spacing;
    const pts = [...b.local.values()];
    let touched = false;
    for (let pass = 0; pass < PASSES; pass++) {
      let deepest = 0, nx = 0, ny = 0, nz = 0;
      let against: PlacedBody | null = null;
      for (const o of pts) {
        const [x, y, z] = b.world(o, c, angle);
        for (let k = 0; k < owner.length; k++) {
          const rx = x - xs[3 * k], ry = y - xs[3 * k + 1], rz = z - xs[3 * k + 2];
          if (Math.abs(rx) >= d || Math.abs(ry) >= d || Math.abs(rz) >= d) continue;
          const r = Math.hypot(rx, ry, rz);
          if (d - r > deepest && r > 1e-12) {
            deepest = d - r;
            nx = rx / r; ny = ry / r; nz = rz / r;
            against = owner[k];
          }
        }
      }
      if (deepest <= 0) break;
      touched = true;
      c[0] += deepest * nx;
      c[1] += deepest * ny;
      c[2] += deepest * nz;
      stopApproach(b, against, nx, ny, nz);
    }
    return touched;
  }
}

/** Removes the velocity of `b` into the contact normal n (pointing at `b`): against a wall (or a
 * held body) all of it, against a free body as an impulse shared by the two masses. */
function stopApproach(b: CoupledBody, other: PlacedBody | null, nx: number, ny: number, nz: number) {
  const o = other !== null && !other.body.fixed ? other.body : null;
  const ov = o ? o.v : [0, 0, 0];
  const vn = (b.v[0] - ov[0]) * nx + (b.v[1] - ov[1]) * ny + (b.v[2] - ov[2]) * nz;
  if (vn >= 0) return;
  // the share of the closing speed each body loses: all of it against something that does not move
  const share = o ? o.mass / (b.mass + o.mass) : 1;
  b.v[0] -= share * vn * nx;
  b.v[1] -= share * vn * ny;
  b.v[2] -= share * vn * nz;
  if (o) {
    const back = 1 - share;
    o.v[0] += back * vn * nx;
    o.v[1] += back * vn * ny;
    o.v[2] += back * vn * nz;
  }
}
