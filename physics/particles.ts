// Particle buffers as structure of arrays (float32), of fixed capacity: unused slots are kind 3
// (inactive), so buffers and kernels keep their size while sources add particles.
export const LIQUID = 0;
export const GRAIN = 1;
export const BOUNDARY = 2;
export const INACTIVE = 3;

export class Particles {
  readonly capacity: number;
  /** positions (start of step) */
  px: Float32Array;
  py: Float32Array;
  pz: Float32Array;
  /** predicted positions (during a step) */
  qx: Float32Array;
  qy: Float32Array;
  qz: Float32Array;
  vx: Float32Array;
  vy: Float32Array;
  vz: Float32Array;
  /** kg; a boundary particle's mass is ρ0 times its Akinci volume */
  mass: Float32Array;
  kind: Float32Array;
  /** a stable label per particle (slot order changes with every sort) */
  id: Int32Array;
  /** per particle temperature, °C */
  temp: Float32Array;
  /** a free tag (e.g. which ingredient or which rigid body a particle belongs to) */
  tag: Int32Array;
  private nextId = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    const f = () => new Float32Array(capacity);
    this.px = f(); this.py = f(); this.pz = f();
    this.qx = f(); this.qy = f(); this.qz = f();
    this.vx = f(); this.vy = f(); this.vz = f();
    this.mass = f(); this.temp = f();
    this.kind = new Float32Array(capacity).fill(INACTIVE);
    this.id = new Int32Array(capacity).fill(-1);
    this.tag = new Int32Array(capacity).fill(-1);
  }

  /** Activates a free slot; returns its index, or -1 when full. */
  add(kind: number, x: number, y: number, z: number, mass: number, tag = 0, temp = 20): number {
    const i = this.kind.indexOf(INACTIVE, 0);
    if (i < 0) return -1;
    this.px[i] = this.qx[i] = x;
    this.py[i] = this.qy[i] = y;
    this.pz[i] = this.qz[i] = z;
    this.vx[i] = this.vy[i] = this.vz[i] = 0;
    this.mass[i] = mass;
    this.kind[i] = kind;
    this.id[i] = this.nextId++;
    this.tag[i] = tag;
    this.temp[i] = temp;
    return i;
  }

  remove(i: number) {
    this.kind[i] = INACTIVE;
    this.id[i] = -1;
    this.tag[i] = -1;
  }

  count(kind: number): number {
    let n = 0;
    for (let i = 0; i < this.capacity; i++) if (this.kind[i] === kind) n++;
    return n;
  }

  /** Rearranges every buffer so that slot k holds what slot order[k] held. */
  reorder(order: Int32Array) {
    const n = this.capacity;
    for (const key of ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'vx', 'vy', 'vz', 'mass', 'kind', 'temp'] as const) {
      const src = this[key];
      const dst = new Float32Array(n);
      for (let k = 0; k < n; k++) dst[k] = src[order[k]];
      this[key] = dst;
    }
    for (const key of ['id', 'tag'] as const) {
      const src = this[key];
      const dst = new Int32Array(n);
      for (let k = 0; k < n; k++) dst[k] = src[order[k]];
      this[key] = dst;
    }
  }
}
