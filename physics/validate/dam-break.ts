// Dam break (Martin & Moyce 1952, n² = 2): a liquid column of width a and height 2a released on
// a dry floor; the surge front Z = z/a against T = t·√(2g/a). Simulated in 2-D (the experiment
// is a long narrow tank, essentially 2-D), with boundary particles on floor and walls.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { InputError } from '../../src/errors.ts';
import { PACKAGE_ROOT } from '../../src/package-root.ts';
import { BOUNDARY, LIQUID, type Particles } from '../particles.ts';
import { fillBlock, boxWalls } from '../scenes.ts';
import { type KernelFactory, type LiquidParams, Solver } from '../solver.ts';
import { COLUMNS, RELEASE_SECONDS } from './columns.ts';

export { RELEASE_SECONDS };

export const G = 9.81;
/** Martin & Moyce's column width of the measured series, 2.25 in. */
export const COLUMN_WIDTH = COLUMNS['2.25in'];

export interface FrontPoint {
  T: number;
  Z: number;
}

export interface DamBreakOptions {
  /** particles across the column's width */
  resolution: number;
  /** the column's width a (m; default 2.25 in) */
  width?: number;
  liquid: LiquidParams;
  kernels: KernelFactory;
  /** last T to simulate */
  until?: number;
  iterations?: number;
  /** speed (m/s) at which the gate holding the column is lifted; 0 or absent: removed at once */
  gateSpeed?: number;
  /** told each point as it is simulated (progress; awaited, so it may let signals in or stop the run by throwing) */
  onPoint?: (point: FrontPoint) => void | Promise<void>;
  /** filled in: particle steps whose speed the solver's per-step limit cut (0: it never acted) */
  stats?: { cappedSpeeds: number };
}

/**
 * Front positions at T = 0.25, 0.5, … up to `until` (default 3), and at `until` itself when it
 * falls between two of them: a measured point past the last quarter is then compared with a
 * simulated front, not with the front held at that quarter.
 */
export async function damBreak(o: DamBreakOptions): Promise<FrontPoint[]> {
  const a = o.width ?? COLUMN_WIDTH;
  const d = a / o.resolution;
  const until = o.until ?? 3;
  // the tank reaches past where the front can be by `until` (the shallow-water bound)
  const tank = Math.max(8, Math.ceil(ritterBound(until) + 1)) * a;
  const tScale = Math.sqrt((2 * G) / a);
  // time step from the front's speed bound 2√(g·2a): under 0.25 spacing per step
  const dt = Math.min(0.001, (0.25 * d) / (2 * Math.sqrt(G * 2 * a)));
  const columnParticles = o.resolution * 2 * o.resolution;
  const wallParticles = 2 * (Math.round(tank / d) + 4) + 4 * Math.round((2.5 * a) / d);
  const s = await Solver.create(
    {
      dim: 2, spacing: d, domain: { min: [-4 * d, -4 * d, 0], max: [tank + 4 * d, 3 * a, 0] },
      capacity: columnParticles + wallParticles + 4 * o.resolution + 32, dt, iterations: o.iterations ?? 6, liquid: o.liquid,
    },
    o.kernels,
  );
  try {
    boxWalls(s, 0, tank, 0, 2.5 * a);
    s.finishBoundary();
    fillBlock(s, LIQUID, s.liquidMass, 0, a, 0, 2 * a);
    // the gate: two columns of boundary particles lifted at a constant speed
    if (o.gateSpeed)
      for (let l = 0; l < 2; l++)
        for (let j = 0; j < 2 * o.resolution + 4; j++) {
          const i = s.particles.add(BOUNDARY, a + (l + 0.5) * d, (j + 0.5) * d, 0, s.liquidMass, -3);
          s.particles.vy[i] = o.gateSpeed;
        }
    const p = s.particles;
    // the front of the body of liquid (particles within one smoothing length joined), its edge half a spacing beyond its last particle
    const front = () => (continuousFront(p, s.constants.h) + d / 2) / a;
    const out: FrontPoint[] = [];
    for (const T of sampleTimes(until)) {
      while (s.time * tScale < T - 1e-9) await s.step();
      out.push({ T, Z: front() });
      await o.onPoint?.(out[out.length - 1]);
    }
    if (o.stats) o.stats.cappedSpeeds = s.cappedSpeeds;
    return out;
  } finally {
    s.destroy();
  }
}

/** T = 0.25, 0.5, … up to `until`, ending on `until` itself when it is not one of them. */
export function sampleTimes(until: number): number[] {
  const times: number[] = [];
  for (let k = 1; k * 0.25 <= until + 1e-9; k++) times.push(k * 0.25);
  if (until - (times.at(-1) ?? 0) > 1e-9) times.push(until);
  return times;
}

/**
 * A simulated series (its clock starting at the release) on the experiment's clock: the column
 * stands for `seconds`, then moves as simulated.
 */
export function onExperimentClock(series: FrontPoint[], width: number, seconds = RELEASE_SECONDS): FrontPoint[] {
  const shift = seconds * Math.sqrt((2 * G) / width);
  return [{ T: shift, Z: 1 }, ...series.map((p) => ({ T: p.T + shift, Z: p.Z }))];
}

/** The shallow-water (Ritter) bound: the front cannot pass a + 2√(g·2a)·t, i.e. Z ≤ 1 + 2T (2√(g·2a)·t = 2a·T). */
export const ritterBound = (T: number) => 1 + 2 * T;

export const PHYSICS_DATA_ENV = 'IRL_KITCHEN_PHYSICS_DATA';
const SERIES = 'martin-moyce-1952-n2-2-a2.25in.csv';

/** Where the measured series is read from. */
export function martinMoyceFile(dir?: string): string {
  return join(dir ?? process.env[PHYSICS_DATA_ENV] ?? resolve(PACKAGE_ROOT, '../shared/physics'), SERIES);
}

/** The measured series (T, Z), from $IRL_KITCHEN_PHYSICS_DATA or ../shared/physics. */
export function martinMoyce(dir?: string): FrontPoint[] {
  const file = martinMoyceFile(dir);
  if (!existsSync(file)) throw new InputError(`dam-break reference data not found: ${file} (set ${PHYSICS_DATA_ENV} to the folder holding ${SERIES})`);
  return measuredSeries(readFileSync(file, 'utf8'), file);
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The rows of a measured series: the header `T,Z`, then at least one row of two plain decimals,
 * T increasing, Z > 0. A header-only file would compare no point and pass every bound; a row out of
 * order would be matched to the wrong stretch of the simulated front.
 */
export function measuredSeries(text: string, file: string): FrontPoint[] {
  const lines = text.replace(/\s+$/, '').split(/\r?\n/);
  if (lines[0].trim() !== 'T,Z') throw new InputError(`${file}:1: expected the header T,Z, got '${lines[0].slice(0, 40)}'`);
  const points = lines.slice(1).map((line, k) => {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 2 || !fields.every((f) => DECIMAL.test(f))) throw new InputError(`${file}:${k + 2}: expected two numbers T,Z, got '${line.slice(0, 40)}'`);
    const point = { T: Number(fields[0]), Z: Number(fields[1]) };
    // each comparison divides by Z: a front of 0 would make it infinite (the front starts at 1)
    if (point.Z <= 0) throw new InputError(`${file}:${k + 2}: Z must be > 0 (the front over the column's width), got '${fields[1]}'`);
    return point;
  });
  if (!points.length) throw new InputError(`${file}: no measured point after the header T,Z`);
  const back = points.findIndex((p, k) => k > 0 && p.T <= points[k - 1].T);
  if (back > 0) throw new InputError(`${file}:${back + 2}: T ${points[back].T} does not follow T ${points[back - 1].T}: the rows must be in increasing T`);
  return points;
}

/** Linear interpolation of a simulated series at T (clamped to its ends). */
export function frontAt(series: FrontPoint[], T: number): number {
  if (T <= series[0].T) return series[0].Z;
  for (let k = 1; k < series.length; k++)
    if (T <= series[k].T) {
      const a = series[k - 1], b = series[k];
      return a.Z + ((b.Z - a.Z) * (T - a.T)) / (b.T - a.T);
    }
  return series[series.length - 1].Z;
}

export interface DamBreakComparison {
  points: { T: number; measured: number; simulated: number; relError: number }[];
  maxRelError: number;
  withinRitter: boolean;
}

/** Simulated against measured at every measured T ≤ `until`; Ritter bound at every sample (on the simulation's own clock: a series moved to the experiment's clock only lags it more). */
export function compareWithMeasurement(sim: FrontPoint[], measured: FrontPoint[], until = 3): DamBreakComparison {
  const points = measured
    .filter((m) => m.T <= until)
    .map((m) => {
      const simulated = frontAt([{ T: 0, Z: 1 }, ...sim], m.T);
      return { T: m.T, measured: m.Z, simulated, relError: (simulated - m.Z) / m.Z };
    });
  return {
    points,
    maxRelError: Math.max(...points.map((p) => Math.abs(p.relError))),
    withinRitter: sim.every((p) => p.Z <= ritterBound(p.T) + 1e-9),
  };
}

/**
 * The front of the liquid that hangs together: the rightmost particle of the largest body of
 * liquid (particles closer than `link` are joined), so that drops and spray thrown ahead of the
 * surge, which the experiment's front does not include, do not count.
 */
export function continuousFront(p: Particles, link: number): number {
  const ids: number[] = [];
  for (let i = 0; i < p.capacity; i++) if (p.kind[i] === LIQUID) ids.push(i);
  // cells of size `link`: a particle's links are in its own cell and the eight around it
  const cells = new Map<number, number[]>();
  const cellOf = (i: number) => Math.floor(p.px[i] / link) * 65536 + Math.floor(p.py[i] / link);
  for (const i of ids) {
    const k = cellOf(i);
    const list = cells.get(k);
    if (list) list.push(i);
    else cells.set(k, [i]);
  }
  const seen = new Set<number>();
  let best = { size: 0, front: 0 };
  const link2 = link * link;
  for (const first of ids) {
    if (seen.has(first)) continue;
    seen.add(first);
    const queue = [first];
    let size = 0, front = p.px[first];
    while (queue.length) {
      const i = queue.pop()!;
      size++;
      if (p.px[i] > front) front = p.px[i];
      const c = cellOf(i);
      for (const dc of [-65537, -65536, -65535, -1, 0, 1, 65535, 65536, 65537])
        for (const j of cells.get(c + dc) ?? []) {
          if (seen.has(j) || (p.px[i] - p.px[j]) ** 2 + (p.py[i] - p.py[j]) ** 2 >= link2) continue;
          seen.add(j);
          queue.push(j);
        }
    }
    if (size > best.size) best = { size, front };
  }
  return best.front;
}
