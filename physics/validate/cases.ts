// The validation cases of `irl-kitchen physics validate`, each with its figures and verdict.
// Sizes: `full` for the command, `small` for quick checks.
import { BACKENDS, type BackendName, installWebGpu } from '../backend.ts';
import { gpuKernels } from '../gpu-kernels.ts';
import { loadMaterials } from '../materials.ts';
import { plainKernels } from '../plain.ts';
import { pour } from '../procedures/pour.ts';
import type { KernelFactory, LiquidParams } from '../solver.ts';
import { backendAgreement } from './agreement.ts';
import { compareWithMeasurement, damBreak, type FrontPoint, martinMoyce } from './dam-break.ts';
import { angleOfRepose } from './granular.ts';
import { hydrostaticRest } from './hydrostatic.ts';
import { dropIntoBowl, restingPenetration } from './rigid.ts';

export interface CaseResult {
  name: string;
  pass: boolean | null; // null: skipped
  figures: Record<string, unknown>;
  note?: string;
}

export interface ValidateOptions {
  backend?: BackendName | 'plain';
  size?: 'small' | 'full';
  only?: string[];
}

const kernelsFor = (b: BackendName | 'plain'): KernelFactory => (b === 'plain' ? plainKernels : gpuKernels(b));

export async function validateAll(o: ValidateOptions = {}): Promise<CaseResult[]> {
  const kernels = kernelsFor(o.backend ?? 'cpu');
  const full = (o.size ?? 'full') === 'full';
  const table = loadMaterials();
  const water = table.materials.get('thin-liquid')!;
  const liquid: LiquidParams = { density: water.density, viscosity: water.viscosity, cohesion: water.cohesion };
  const cases: [string, () => Promise<CaseResult>][] = [
    ['hydrostatic', async () => {
      // settled: 3 s (2 s small) of plain simulation from the lattice, then the rms speed over 0.5 s
      const r = await hydrostaticRest({ kernels, liquid, columns: full ? 25 : 16, rows: full ? 25 : 16, seconds: full ? 3.5 : 2.5, windowSeconds: 0.5 });
      const pass = r.meanDensityError < 0.01 && Math.abs(r.heightLoss) < 0.01 && r.rmsSpeed < r.speedBound;
      return { name: 'hydrostatic', pass, figures: { ...r } };
    }],
    ['dam-break', async () => {
      const res = full ? [20, 40] : [12, 24];
      const series: FrontPoint[][] = [];
      for (const resolution of res) series.push(await damBreak({ resolution, liquid, kernels }));
      const measured = martinMoyce();
      const cmp = series.map((s) => compareWithMeasurement(s, measured));
      const fine = cmp[cmp.length - 1];
      // converging: the change from coarse to fine is under 10 % of the front at every sample
      const change = Math.max(...series[0].map((p, k) => Math.abs(series[1][k].Z - p.Z) / series[1][k].Z));
      const pass = fine.maxRelError <= 0.1 && cmp.every((c) => c.withinRitter) && change < 0.1;
      return { name: 'dam-break', pass, figures: { resolutions: res, maxRelError: fine.maxRelError, points: fine.points, withinRitter: cmp.every((c) => c.withinRitter), resolutionChange: change, series: series[series.length - 1] } };
    }],
    ['conservation', async () => {
      const r = await pour({ grams: 300, material: water, kernels, offset: 0.07, seconds: full ? 0.6 : 0.4 });
      return { name: 'conservation', pass: r.alive === r.particles && r.inTarget + r.spilled === r.particles, figures: { ...r } };
    }],
    ['granular-pile', async () => {
      // bands after USP <1174> as proposed for free-flowing (sugar-like) and cohesive (flour-like)
      // powders; each angle the mean over poured piles of several seeds (one scatters by ±5°)
      const bands: Record<string, [number, number]> = { sugar: [30, 40], flour: [40, 55] };
      const width = full ? 30 : 20;
      const seeds = full ? [1, 2, 3] : [1];
      // piles are deterministic per seed: one of the same friction is not poured twice
      const done = new Map<string, { angleDeg: number; seeds: number[]; atRest: boolean }>();
      const pile = async (staticFriction: number, kineticFriction: number) => {
        const key = `${staticFriction}/${kineticFriction}`;
        if (!done.has(key)) done.set(key, await measure(staticFriction, kineticFriction));
        return done.get(key)!;
      };
      const measure = async (staticFriction: number, kineticFriction: number) => {
        const angles: number[] = [];
        let atRest = true;
        for (const seed of seeds) {
          const r = await angleOfRepose({ granular: { staticFriction, kineticFriction }, kernels, width, seed });
          angles.push(r.angleDeg);
          atRest &&= r.atRest;
        }
        return { angleDeg: angles.reduce((a, b) => a + b, 0) / angles.length, seeds: angles, atRest };
      };
      const sweep: { staticFriction: number; angleDeg: number; seeds: number[]; atRest: boolean }[] = [];
      for (const mu of [0.1, 0.3, 0.6]) sweep.push({ staticFriction: mu, ...(await pile(mu, Number((0.8 * mu).toFixed(6)))) });
      const grows = sweep.every((r, k) => k === 0 || r.angleDeg > sweep[k - 1].angleDeg);
      const piles = [];
      for (const [name, [lo, hi]] of Object.entries(bands)) {
        const m = table.materials.get(name)!;
        const r = await pile(m.staticFriction, m.kineticFriction);
        piles.push({ material: name, staticFriction: m.staticFriction, ...r, band: [lo, hi], inBand: r.angleDeg >= lo && r.angleDeg <= hi });
      }
      return { name: 'granular-pile', pass: grows && piles.every((p) => p.inBand), figures: { width, sweep, growsWithFriction: grows, piles } };
    }],
    ['rigid', async () => {
      const depth = await restingPenetration();
      const bowl = await dropIntoBowl(40);
      return { name: 'rigid', pass: depth < 0.001 && bowl.inside === bowl.count, figures: { restingPenetrationM: depth, ...bowl } };
    }],
    ['backends', async () => {
      const figures: Record<string, unknown> = {};
      let pass: boolean | null = true;
      const notes: string[] = [];
      for (const b of BACKENDS.filter((x) => x !== 'cpu')) {
        if (b === 'webgpu') {
          const why = await installWebGpu();
          if (why) {
            notes.push(`webgpu skipped: ${why}`);
            continue;
          }
        }
        const per = await backendAgreement(b, 20, full ? 16 : 10);
        figures[b] = Math.max(...per);
        if (Math.max(...per) > 1e-6) pass = false;
      }
      return { name: 'backends', pass, figures, note: notes.join('; ') || undefined };
    }],
  ];
  const out: CaseResult[] = [];
  for (const [name, run] of cases) if (!o.only || o.only.includes(name)) out.push(await run());
  return out;
}
