// Granular pile (2-D), as in the fixed-base cone of USP <1174>: grains of ±20 % diameter are
// poured one at a time from just above the heap's top onto a fixed base of boundary particles;
// grains that roll over its edge fall away and are removed. Once every grain on the base is
// at rest (none moved faster than 5 mm/s × dt/0.5 ms between two checks for 0.1 s), the
// heap's flank angle is the angle of repose. The contact solve's stack scaling and the grains'
// sleeping (physics/solver.ts, as in every granular scene) are what hold the heap up: without
// them it creeps flat whatever the friction.
import { BOUNDARY, GRAIN } from '../particles.ts';
import { GRAIN_MASS, type GranularParams, type KernelFactory, Solver } from '../solver.ts';

export interface PileOptions {
  granular: GranularParams;
  kernels: KernelFactory;
  /** grains across the base */
  width?: number;
  /** grains poured (more than the heap holds: the base's edge must be reached) */
  grains?: number;
  seed?: number;
  /** seconds after the last grain before the angle is taken whether at rest or not (default 3) */
  settleSeconds?: number;
  /** grain diameter (m), time step (s) and constraint iterations (defaults: 2 mm, 0.5 ms, 12) */
  diameter?: number;
  dt?: number;
  iterations?: number;
}

export interface PileResult {
  angleDeg: number;
  /** grains on the base at the end */
  grains: number;
  maxSpeed: number;
  atRest: boolean;
  seconds: number;
}

const DIAMETER = 0.002; // grain diameter (m) of a grain of GRAIN_MASS
const DT = 0.0005;
const ITERATIONS = 12;
const EVERY = 0.008; // s between two grains of 2 mm (as √diameter for others: the same pour, scaled)
const REST_SPEED = 0.005; // m/s at a 0.5 ms step: about one step of free fall, g·dt

export async function angleOfRepose(o: PileOptions): Promise<PileResult> {
  const n = o.width ?? 30;
  const D = o.diameter ?? DIAMETER;
  const dt = o.dt ?? DT;
  const restSpeed = (REST_SPEED * dt) / DT;
  const base = n * D;
  const poured = o.grains ?? 10 * n;
  const rand = xorshift(o.seed ?? 1);
  const top = base + 10 * D;
  const s = await Solver.create(
    {
      dim: 2, spacing: D, domain: { min: [-base / 2 - 6 * D, -6 * D, 0], max: [base / 2 + 6 * D, top, 0] },
      capacity: poured + 2 * n + 16, dt, iterations: o.iterations ?? ITERATIONS, granular: o.granular,
    },
    o.kernels,
  );
  try {
    const p = s.particles;
    for (let l = 0; l < 2; l++) for (let i = 0; i < n; i++) p.add(BOUNDARY, -base / 2 + (i + 0.5) * D, -(l + 0.5) * D, 0, 0);
    s.finishBoundary();
    const every = Math.max(1, Math.round((EVERY * Math.sqrt(D / DIAMETER)) / dt));
    const onBase = (i: number) => p.kind[i] === GRAIN && p.py[i] > 0 && Math.abs(p.px[i]) < base / 2;
    let added = 0, restSince = -1, maxSpeed = 0, lastCheck = 0;
    let lastSeen = new Map<number, [number, number]>();
    const limit = poured * every * dt + (o.settleSeconds ?? 3);
    for (let k = 0; ; k++) {
      if (added < poured && k % every === 0) {
        let high = 0;
        for (let i = 0; i < p.capacity; i++) if (p.kind[i] === GRAIN) high = Math.max(high, p.py[i]);
        // diameter uniform in 0.8–1.2 D: equal disks would crystallise into 60° facets
        const size = 0.8 + 0.4 * rand();
        const i = p.add(GRAIN, (rand() - 0.5) * D, Math.min(high + 4 * D, top - D), 0, GRAIN_MASS * size ** 2);
        p.vy[i] = -0.2;
        added++;
      }
      await s.step();
      for (let i = 0; i < p.capacity; i++) if (p.kind[i] === GRAIN && p.py[i] < -3 * D) p.remove(i);
      if (added < poured || k % 20) continue;
      // speed from the displacement since the last check: a sleeping grain keeps a velocity (the
      // drift the step undid), and a grain inside a heap swings about g·dt within a step
      maxSpeed = 0;
      const seen = new Map<number, [number, number]>();
      for (let i = 0; i < p.capacity; i++) {
        if (!onBase(i)) continue;
        const was = lastSeen.get(p.id[i]);
        // a grain new on the base counts as moving
        maxSpeed = Math.max(maxSpeed, was ? Math.hypot(p.px[i] - was[0], p.py[i] - was[1]) / (s.time - lastCheck) : restSpeed);
        seen.set(p.id[i], [p.px[i], p.py[i]]);
      }
      lastSeen = seen;
      lastCheck = s.time;
      if (maxSpeed >= restSpeed) restSince = -1;
      else if (restSince < 0) restSince = s.time;
      if ((restSince >= 0 && s.time - restSince >= 0.1) || s.time > limit) break;
    }
    let grains = 0;
    for (let i = 0; i < p.capacity; i++) if (onBase(i)) grains++;
    return { angleDeg: flankAngle(s, base, D), grains, maxSpeed, atRest: restSince >= 0, seconds: s.time };
  } finally {
    s.destroy();
  }
}

/** Mean of both flanks' slopes (least squares over the surface between 15 % and 85 % of the top). */
function flankAngle(s: Solver, base: number, D: number): number {
  const p = s.particles;
  const top = new Map<number, number>();
  for (let i = 0; i < p.capacity; i++) {
    if (p.kind[i] !== GRAIN || Math.abs(p.px[i]) > base / 2) continue;
    const b = Math.round(p.px[i] / D);
    top.set(b, Math.max(top.get(b) ?? 0, p.py[i] + D / 2));
  }
  const hMax = Math.max(...top.values());
  const slope = (sign: number) => {
    const pts = [...top.entries()].filter(([b, y]) => Math.sign(b) === sign && y > 0.15 * hMax && y < 0.85 * hMax).map(([b, y]) => [Math.abs(b * D), y]);
    if (pts.length < 2) return Math.PI / 2;
    const mx = pts.reduce((a, q) => a + q[0], 0) / pts.length;
    const my = pts.reduce((a, q) => a + q[1], 0) / pts.length;
    let sxy = 0, sxx = 0;
    for (const [x, y] of pts) {
      sxy += (x - mx) * (y - my);
      sxx += (x - mx) ** 2;
    }
    return sxx > 0 ? Math.atan(-sxy / sxx) : Math.PI / 2;
  };
  return (((slope(1) + slope(-1)) / 2) * 180) / Math.PI;
}

/** A small seeded generator (xorshift32), so that a pile is reproducible. */
function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}
