// Two-way coupling of rigid bodies and liquid particles. A coupled body is a shape sampled as
// boundary particles that move with it; each constraint iteration the liquid's position
// corrections through the body's particles are summed with opposite sign (Newton's third law:
// F = −Σ m_i Δx_i / dt²) and, with gravity, move the body. The reduction runs in plain
// JavaScript on the host from the iteration's λ, which every backend hands back, so the body
// moves alike on every backend.
import { Obstacles, type PlacedBody } from './body-contacts.ts';
import { BOUNDARY, LIQUID } from './particles.ts';
import type { Solver } from './solver.ts';

export interface CoupledBodyOptions {
  /** a box, or a disc (2-D) / ball (3-D) of diameter size[0] */
  shape: 'box' | 'disc';
  /** full extents (m): x, y (and z in 3-D) */
  size: [number, number, number?];
  /** the centre of mass at the start */
  center: [number, number, number?];
  /** kg/m³ */
  density: number;
  /** 2-D only: turns about z (default true); 3-D bodies translate only */
  rotates?: boolean;
  /** held in place: the fluid's force is measured, the body does not move */
  fixed?: boolean;
}

/** A rigid body's state; in 2-D, mass and inertia are per metre of depth. */
export class CoupledBody {
  readonly mass: number;
  readonly inertia: number;
  /** centre of mass, angle about z (rad), and their rates */
  readonly c: [number, number, number];
  angle = 0;
  readonly v: [number, number, number] = [0, 0, 0];
  omega = 0;
  /** the fluid's force and torque on the body in the last step (N, N·m; 2-D: per metre of depth) */
  readonly force: [number, number, number] = [0, 0, 0];
  torque = 0;
  /** steps in which the body touched a static wall or another body */
  contacts = 0;
  /** particle id → offset from the centre of mass in the body's frame */
  readonly local = new Map<number, [number, number, number]>();

  constructor(readonly tag: number, readonly options: CoupledBodyOptions, mass: number, inertia: number) {
    this.mass = mass;
    this.inertia = inertia;
    this.c = [options.center[0], options.center[1], options.center[2] ?? 0];
  }

  get fixed(): boolean {
    return this.options.fixed ?? false;
  }

  /** Where a body-frame offset lies in the world at a pose. */
  world(o: [number, number, number], c = this.c, angle = this.angle): [number, number, number] {
    const cs = Math.cos(angle), sn = Math.sin(angle);
    return [c[0] + cs * o[0] - sn * o[1], c[1] + sn * o[0] + cs * o[1], c[2] + o[2]];
  }

  /** Lowest point of the body's extent (its particles' centres less half a spacing). */
  bottom(spacing: number): number {
    let y = Infinity;
    for (const o of this.local.values()) y = Math.min(y, this.world(o)[1]);
    return y - spacing / 2;
  }
}

/** Tags of coupled bodies start here (walls and liquids use small tags). */
const BODY_TAG = 1000;

export class Coupling {
  readonly bodies: CoupledBody[] = [];
  /** the static boundary particles (walls), read at the first step, and the bodies placed in a step: what bodies rest on */
  private obstacles: Obstacles | null = null;
  private readonly target = new Map<number, [number, number, number]>();

  constructor(readonly solver: Solver) {}

  /** Samples a body on the solver's lattice as boundary particles (before `finishBoundary`). */
  addBody(o: CoupledBodyOptions): CoupledBody {
    const s = this.solver;
    const d = s.config.spacing;
    const is3 = s.config.dim === 3;
    const [w, h, depth = w] = o.size;
    const n = [Math.max(1, Math.round(w / d)), Math.max(1, Math.round(h / d)), is3 ? Math.max(1, Math.round(depth / d)) : 1];
    const offsets: [number, number, number][] = [];
    for (let k = 0; k < n[2]; k++)
      for (let j = 0; j < n[1]; j++)
        for (let i = 0; i < n[0]; i++) {
          const off: [number, number, number] = [(i + 0.5 - n[0] / 2) * d, (j + 0.5 - n[1] / 2) * d, is3 ? (k + 0.5 - n[2] / 2) * d : 0];
          if (o.shape === 'disc' && (off[0] / (w / 2)) ** 2 + (off[1] / (h / 2)) ** 2 + (is3 ? (off[2] / (depth / 2)) ** 2 : 0) > 1) continue;
          offsets.push(off);
        }
    if (!offsets.length) offsets.push([0, 0, 0]);
    // each particle stands for one lattice cell of the body: mass and inertia from the cells
    const cell = is3 ? d ** 3 : d ** 2;
    const m = o.density * cell;
    const mass = m * offsets.length;
    const inertia = offsets.reduce((a, r) => a + m * (r[0] ** 2 + r[1] ** 2 + d * d / 6), 0);
    const body = new CoupledBody(BODY_TAG + this.bodies.length, { ...o, rotates: !is3 && (o.rotates ?? true) }, mass, inertia);
    const p = s.particles;
    for (const off of offsets) {
      const [x, y, z] = body.world(off);
      const i = p.add(BOUNDARY, x, y, is3 ? z : 0, 0, body.tag);
      if (i < 0) throw new RangeError('particle capacity exceeded');
      body.local.set(p.id[i], off);
    }
    this.bodies.push(body);
    return body;
  }

  /**
   * The solver's boundary masses, then each body's own: ρ0 / Σ W over its own particles, so that
   * a body's mass per particle does not depend on the walls it starts beside.
   */
  finishBoundary() {
    const s = this.solver;
    s.finishBoundary();
    const p = s.particles;
    const { h2, kPoly, rho0 } = s.constants;
    const latticeW = rho0 / s.liquidMass;
    for (const b of this.bodies) {
      const mine = this.slots(b);
      for (const i of mine) {
        let sum = 0;
        for (const j of mine) {
          const r2 = (p.px[i] - p.px[j]) ** 2 + (p.py[i] - p.py[j]) ** 2 + (p.pz[i] - p.pz[j]) ** 2;
          if (r2 < h2) sum += kPoly * (h2 - r2) ** 3;
        }
        p.mass[i] = rho0 / Math.max(sum, latticeW);
      }
    }
  }

  /** One solver step with the bodies moving: pose ahead, the fluid's reaction, then velocities. */
  async step(): Promise<void> {
    const s = this.solver;
    const p = s.particles;
    const dt = s.config.dt;
    const g = s.config.gravity ?? 9.81;
    const obstacles = (this.obstacles ??= new Obstacles(this.readWalls()));
    obstacles.reset();
    // the pose at the end of the step, from the velocity the last step left (symplectic Euler),
    // out of the walls and of the bodies placed before it
    const poses: PlacedBody[] = [];
    for (const b of this.bodies) {
      const c: [number, number, number] = b.fixed ? [...b.c] : [b.c[0] + b.v[0] * dt, b.c[1] + b.v[1] * dt, b.c[2] + b.v[2] * dt];
      const angle = b.fixed || !b.options.rotates ? b.angle : b.angle + b.omega * dt;
      if (!b.fixed && obstacles.resolve(b, c, angle, s.config.spacing)) b.contacts++;
      b.force.fill(0);
      b.torque = 0;
      const placed = { body: b, c, angle };
      poses.push(placed);
      obstacles.place(placed);
    }
    const byTag = new Map(this.bodies.map((b, k) => [b.tag, k]));
    this.target.clear();
    for (let i = 0; i < p.capacity; i++) {
      const k = byTag.get(p.tag[i]);
      if (k === undefined || p.kind[i] !== BOUNDARY) continue;
      const b = this.bodies[k];
      const t = b.world(b.local.get(p.id[i])!, poses[k].c, poses[k].angle);
      this.target.set(p.id[i], t);
      // the solver predicts boundary particles as x + v·dt: this velocity lands them on the pose
      p.vx[i] = (t[0] - p.px[i]) / dt;
      p.vy[i] = (t[1] - p.py[i]) / dt;
      p.vz[i] = (t[2] - p.pz[i]) / dt;
    }
    const previous = s.onCorrection;
    s.onCorrection = (lambda) => this.react(lambda, poses);
    try {
      await s.step();
    } finally {
      s.onCorrection = previous;
    }
    for (const [k, b] of this.bodies.entries()) {
      b.c.splice(0, 3, ...poses[k].c);
      b.angle = poses[k].angle;
      if (b.fixed) continue;
      b.v[0] += (b.force[0] / b.mass) * dt;
      b.v[1] += (b.force[1] / b.mass - g) * dt;
      if (s.config.dim === 3) b.v[2] += (b.force[2] / b.mass) * dt;
      if (b.options.rotates) b.omega += (b.torque / b.inertia) * dt;
    }
    // the particles sit exactly on the pose (float32 rounding of x + v·dt aside), moving with it
    for (let i = 0; i < p.capacity; i++) {
      const t = p.kind[i] === BOUNDARY ? this.target.get(p.id[i]) : undefined;
      if (!t) continue;
      p.px[i] = p.qx[i] = t[0];
      p.py[i] = p.qy[i] = t[1];
      p.pz[i] = p.qz[i] = t[2];
    }
  }

  /**
   * Adds one iteration's reaction: the correction a liquid particle i gets through body particle
   * b is relax · (m_b/ρ0) · 2λ_i · ∇W(q_i − q_b) (the kernels' term with pressure mirroring);
   * the body feels −m_i times it over dt². Each liquid particle near a body walks the cells
   * around it as the kernels do, so the pairs are theirs.
   */
  private react(lambda: Float32Array, poses: { c: number[]; angle: number }[]) {
    const s = this.solver;
    const p = s.particles;
    const { h, h2, kSpiky, rho0, relax, nx, ny, nz } = s.constants;
    const { cellStart, cellEnd } = s.grid;
    const inv = 1 / (s.config.dt * s.config.dt);
    const byTag = new Map(this.bodies.map((b, k) => [b.tag, k]));
    // the bodies' boxes, widened by h (their particles do not move within a step)
    const box = this.bodies.map(() => [Infinity, -Infinity, Infinity, -Infinity, Infinity, -Infinity]);
    for (let j = 0; j < p.capacity; j++) {
      const k = byTag.get(p.tag[j]);
      if (k === undefined || p.kind[j] !== BOUNDARY) continue;
      const bx = box[k];
      bx[0] = Math.min(bx[0], p.qx[j] - h); bx[1] = Math.max(bx[1], p.qx[j] + h);
      bx[2] = Math.min(bx[2], p.qy[j] - h); bx[3] = Math.max(bx[3], p.qy[j] + h);
      bx[4] = Math.min(bx[4], p.qz[j] - h); bx[5] = Math.max(bx[5], p.qz[j] + h);
    }
    for (let i = 0; i < p.capacity; i++) {
      if (p.kind[i] !== LIQUID || lambda[i] === 0) continue;
      const xi = p.qx[i], yi = p.qy[i], zi = p.qz[i];
      if (!box.some((b) => xi > b[0] && xi < b[1] && yi > b[2] && yi < b[3] && zi >= b[4] && zi <= b[5])) continue;
      const cell = s.grid.cellIndex(xi, yi, zi);
      const cx = cell % nx, cy = Math.floor(cell / nx) % ny, cz = Math.floor(cell / (nx * ny));
      const a0 = relax * 2 * lambda[i] * p.mass[i] * inv / rho0;
      for (let z = Math.max(cz - 1, 0); z <= Math.min(cz + 1, nz - 1); z++)
        for (let y = Math.max(cy - 1, 0); y <= Math.min(cy + 1, ny - 1); y++) {
          const row = (z * ny + y) * nx;
          for (let j = cellStart[row + Math.max(cx - 1, 0)], e = cellEnd[row + Math.min(cx + 1, nx - 1)]; j < e; j++) {
            const k = p.kind[j] === BOUNDARY ? byTag.get(p.tag[j]) : undefined;
            if (k === undefined) continue;
            const rx = xi - p.qx[j], ry = yi - p.qy[j], rz = zi - p.qz[j];
            const r2 = rx * rx + ry * ry + rz * rz;
            if (r2 >= h2 || r2 <= 1e-18) continue;
            const r = Math.sqrt(r2);
            const a = a0 * p.mass[j] * ((-kSpiky * (h - r) ** 2) / r);
            const b = this.bodies[k];
            const fx = -a * rx, fy = -a * ry;
            b.force[0] += fx;
            b.force[1] += fy;
            b.force[2] -= a * rz;
            b.torque += (p.qx[j] - poses[k].c[0]) * fy - (p.qy[j] - poses[k].c[1]) * fx;
          }
        }
    }
  }

  private slots(b: CoupledBody): number[] {
    const p = this.solver.particles;
    const out: number[] = [];
    for (let i = 0; i < p.capacity; i++) if (p.tag[i] === b.tag && p.kind[i] === BOUNDARY) out.push(i);
    return out;
  }

  private readWalls(): Float64Array {
    const p = this.solver.particles;
    const mine = new Set(this.bodies.map((b) => b.tag));
    const xs: number[] = [];
    for (let i = 0; i < p.capacity; i++) if (p.kind[i] === BOUNDARY && !mine.has(p.tag[i])) xs.push(p.px[i], p.py[i], p.pz[i]);
    return Float64Array.from(xs);
  }
}
