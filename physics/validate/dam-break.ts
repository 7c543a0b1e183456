// Dam break (Martin & Moyce 1952, n² = 2): a liquid column of width a and height 2a released on
// a dry floor; the surge front Z = z/a against T = t·√(2g/a). Simulated in 2-D (the experiment
// is a long narrow tank, essentially 2-D), with boundary particles on floor and walls.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PACKAGE_ROOT } from '../../src/package-root.ts';
import { BOUNDARY, LIQUID } from '../particles.ts';
import { fillBlock, boxWalls } from '../scenes.ts';
import { type KernelFactory, type LiquidParams, Solver } from '../solver.ts';

export const G = 9.81;
/** Martin & Moyce's column width, 2.25 in. */
export const COLUMN_WIDTH = 0.05715;
/** Their two column widths (the series of the 1.125 in column is not among the data here). */
export const COLUMNS: Record<string, number> = { '2.25in': 0.05715, '1.125in': 0.028575 };

/**
 * Water at the dam break's scale: inertia dominates (Reynolds number about 5·10⁴, Weber number
 * about 800 at a 2.25 in column), so neither viscosity nor surface tension may act at the
 * particle scale: the smallest XSPH that keeps the flow orderly, no cohesion, and walls that let
 * the surge slide (a tenth of the XSPH towards them). The kitchen's water (materials.yaml) has
 * cohesion 1 because at rest, in millimetre films, surface tension is what holds its surface.
 */
export const DAM_BREAK_WATER: LiquidParams = { density: 998, viscosity: 0.01, cohesion: 0, wallViscosity: 0.1 };

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
}

/** Front positions at T = 0.25, 0.5, … up to `until` (default 3). */
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
    const front = () => {
      let m = 0;
      for (let i = 0; i < p.capacity; i++) if (p.kind[i] === LIQUID && p.px[i] > m) m = p.px[i];
      return (m + d / 2) / a;
    };
    const out: FrontPoint[] = [];
    for (let k = 1; k * 0.25 <= until + 1e-9; k++) {
      const T = k * 0.25;
      while (s.time * tScale < T - 1e-9) await s.step();
      out.push({ T, Z: front() });
    }
    return out;
  } finally {
    s.destroy();
  }
}

/** The shallow-water (Ritter) bound: the front cannot pass 1 + 2√(g·2a)·t, i.e. Z ≤ 1 + √2·T. */
export const ritterBound = (T: number) => 1 + Math.SQRT2 * T;

export const PHYSICS_DATA_ENV = 'IRL_KITCHEN_PHYSICS_DATA';
const SERIES = 'martin-moyce-1952-n2-2-a2.25in.csv';

/** The measured series (T, Z), from $IRL_KITCHEN_PHYSICS_DATA or ../shared/physics. */
export function martinMoyce(dir?: string): FrontPoint[] {
  const folder = dir ?? process.env[PHYSICS_DATA_ENV] ?? resolve(PACKAGE_ROOT, '../shared/physics');
  const file = join(folder, SERIES);
  if (!existsSync(file)) throw new Error(`dam-break reference data not found: ${file} (set ${PHYSICS_DATA_ENV} to the folder holding ${SERIES})`);
  const rows = readFileSync(file, 'utf8').trim().split(/\r?\n/).slice(1);
  return rows.map((line, k) => {
    const [T, Z] = line.split(',').map(Number);
    if (!Number.isFinite(T) || !Number.isFinite(Z)) throw new Error(`${file}:${k + 2}: expected two numbers T,Z`);
    return { T, Z };
  });
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

/** Simulated against measured at every measured T ≤ `until`; Ritter bound at every sample. */
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
