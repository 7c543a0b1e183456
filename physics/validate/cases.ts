// The validation cases of `irl-kitchen physics validate`, each with its figures and verdict.
// Sizes: `full` for the command, `small` for quick checks.
import { BACKENDS, type BackendName, installWebGpu } from '../backend.ts';
import { autoKernels } from '../auto-backend.ts';
import { gpuKernels } from '../gpu-kernels.ts';
import { loadMaterials } from '../materials.ts';
import { plainKernels } from '../plain.ts';
import { pour } from '../procedures/pour.ts';
import type { KernelFactory, LiquidParams } from '../solver.ts';
import { backendAgreement } from './agreement.ts';
import { compareWithMeasurement, DAM_BREAK_WATER, damBreak, type FrontPoint, martinMoyce } from './dam-break.ts';
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
  backend?: BackendName | 'plain' | 'auto';
  size?: 'small' | 'full';
  only?: string[];
  /** told one line before and after each case (the command writes them to standard error) */
  progress?: (line: string) => void;
}

/**
 * Seconds each case took on the 2-core development machine (cpu backend, other jobs running),
 * told up front so that a long run is expected; the granular pile dominates at full size.
 */
export const EXPECTED_SECONDS: Record<'small' | 'full', Record<string, number>> = {
  small: { hydrostatic: 9, 'dam-break': 12, conservation: 1, 'granular-pile': 15, rigid: 2, backends: 2 },
  full: { hydrostatic: 60, 'dam-break': 240, conservation: 2, 'granular-pile': 480, rigid: 2, backends: 5 },
};

const kernelsFor = (b: BackendName | 'plain' | 'auto'): KernelFactory => (b === 'plain' ? plainKernels : b === 'auto' ? autoKernels() : gpuKernels(b));

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
      // to T = 9.25 (the last measured point); water at this scale: DAM_BREAK_WATER
      const res = full ? [20, 40] : [8, 16];
      const until = 9.25;
      const series: FrontPoint[][] = [];
      for (const resolution of res) series.push(await damBreak({ resolution, liquid: DAM_BREAK_WATER, kernels, until }));
      const measured = martinMoyce();
      const cmp = series.map((s) => compareWithMeasurement(s, measured, until));
      const fine = cmp[cmp.length - 1];
      const from = (T0: number) => Math.max(...fine.points.filter((p) => p.T >= T0).map((p) => Math.abs(p.relError)));
      // converging: the change from coarse to fine is under 10 % of the front at every sample
      const change = Math.max(...series[0].map((p, k) => Math.abs(series[1][k].Z - p.Z) / series[1][k].Z));
      const pass = from(1) <= 0.1 && cmp.every((c) => c.withinRitter) && change < 0.1;
      return { name: 'dam-break', pass, figures: { resolutions: res, maxRelErrorFromT1: from(1), maxRelErrorFromT3: from(3), points: fine.points, withinRitter: cmp.every((c) => c.withinRitter), resolutionChange: change, series: series[series.length - 1] } };
    }],
    ['conservation', async () => {
      const r = await pour({ grams: 300, material: water, kernels, offset: 0.07, seconds: full ? 0.6 : 0.4 });
      return { name: 'conservation', pass: r.alive === r.particles && r.inTarget + r.spilled === r.particles, figures: { ...r } };
    }],
    ['granular-pile', async () => {
      // bands after USP <1174> as proposed for free-flowing (sugar-like) and cohesive (flour-like)
      // powders; each angle the mean over poured piles of several seeds (one scatters by ±5°)
      const bands: Record<string, [number, number]> = { sugar: [30, 40], flour: [40, 55] };
      // small: a smoke run (one seed, a narrow base, 1 s to settle), not a verdict on the bands
      const width = full ? 30 : 16;
      const seeds = full ? [1, 2, 3] : [1];
      const settleSeconds = full ? 3 : 1;
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
          const r = await angleOfRepose({ granular: { staticFriction, kineticFriction }, kernels, width, seed, settleSeconds });
          angles.push(r.angleDeg);
          atRest &&= r.atRest;
        }
        return { angleDeg: angles.reduce((a, b) => a + b, 0) / angles.length, seeds: angles, atRest };
      };
      const sweep: { staticFriction: number; angleDeg: number; seeds: number[]; atRest: boolean }[] = [];
      // small: two frictions (the flour pile is a third, steeper point)
      for (const mu of full ? [0.1, 0.3, 0.6] : [0.1, 0.3]) sweep.push({ staticFriction: mu, ...(await pile(mu, Number((0.8 * mu).toFixed(6)))) });
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
  const chosen = cases.filter(([name]) => !o.only || o.only.includes(name));
  const size = full ? 'full' : 'small';
  const expected = (name: string) => EXPECTED_SECONDS[size][name] ?? 0;
  const total = chosen.reduce((a, [name]) => a + expected(name), 0);
  const say = o.progress ?? (() => {});
  say(`physics validate: ${chosen.length} case(s), size ${size}, backend ${o.backend ?? 'cpu'}: expected about ${formatSeconds(total)} on 2 cores`);
  const out: CaseResult[] = [];
  for (const [k, [name, run]] of chosen.entries()) {
    say(`[${k + 1}/${chosen.length}] ${name} (about ${formatSeconds(expected(name))}) …`);
    const t0 = performance.now();
    const r = await run();
    say(`[${k + 1}/${chosen.length}] ${name}: ${r.pass === null ? 'skipped' : r.pass ? 'pass' : 'FAIL'} in ${formatSeconds((performance.now() - t0) / 1000)}`);
    out.push(r);
  }
  return out;
}

function formatSeconds(s: number): string {
  return s >= 90 ? `${(s / 60).toFixed(1)} min` : `${Math.max(1, Math.round(s))} s`;
}
