// The validation cases of `irl-kitchen physics validate`, each with its figures and verdict.
// Sizes: `full` for the command, `small` for quick checks.
import { abortable } from '../abort-scope.ts';
import { InputError } from '../../src/errors.ts';
import { BACKENDS, type BackendName, installWebGpu } from '../backend.ts';
import { kernelsNamed } from '../auto-backend.ts';
import { liquidParams, loadMaterials } from '../materials.ts';
import { cpuBackendProblem } from '../packages.ts';
import { pour } from '../procedures/pour.ts';
import type { LiquidParams } from '../solver.ts';
import { backendAgreement } from './agreement.ts';
import { archimedesCase } from './archimedes-case.ts';
import { COLUMN_WIDTH, compareWithMeasurement, type DamBreakComparison, type FrontPoint, martinMoyce, martinMoyceFile, onExperimentClock, RELEASE_SECONDS } from './dam-break.ts';
import { simulateAll } from './simulation-pool.ts';
import type { DamBreakRun } from './simulations.ts';
import { granularPileCase } from './granular-case.ts';
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
  /** told each case's result as it ends (the command prints it then, so that an interrupted run keeps the cases done) */
  onResult?: (result: CaseResult) => void;
}

/**
 * Seconds each case took on the 2-core test machine (cpu backend, other jobs running),
 * told up front so that a long run is expected; the granular pile dominates at full size.
 */
export const EXPECTED_SECONDS: Record<'small' | 'full', Record<string, number>> = {
  small: { hydrostatic: 9, 'dam-break': 8, 'dam-break-convergence': 1, conservation: 1, 'granular-pile': 12, rigid: 2, backends: 2, archimedes: 9 },
  full: { hydrostatic: 55, 'dam-break': 100, 'dam-break-convergence': 2, conservation: 2, 'granular-pile': 440, rigid: 2, backends: 5, archimedes: 55 },
};

export async function validateAll(o: ValidateOptions = {}): Promise<CaseResult[]> {
  const backend = o.backend ?? 'cpu';
  const kernels = kernelsNamed(backend);
  const full = (o.size ?? 'full') === 'full';
  const table = loadMaterials();
  // the recipes' water: one parameter set for every liquid case
  const water = table.materials.get('water')!;
  const liquid: LiquidParams = liquidParams(water);
  // the dam break at a resolution (particles across the column), to T = 9.25 (the last measured
  // point); each resolution runs once for both of its cases
  const until = 9.25;
  const damResolutions = full ? [20, 30, 40] : [8, 12, 16];
  // coarser columns sit further from the data and change more between resolutions: the small
  // size's bounds are its measured figures (12.2 % and 6.3 %, every backend) with a margin
  const dam = full ? { maxRelError: 0.1, maxRelChange: 0.05 } : { maxRelError: 0.13, maxRelChange: 0.08 };
  const finest = damResolutions[damResolutions.length - 1];
  // the resolutions the chosen cases need, run side by side at the first one's asking
  const damRuns = new Map<number, Promise<DamBreakRun>>();
  const damBreakAt = (resolution: number) => {
    if (!damRuns.size) {
      const needed = !o.only || o.only.includes('dam-break-convergence') ? damResolutions : [finest];
      const runs = simulateAll(backend, 'dam-break', needed.map((r) => ({ resolution: r, liquid, until })));
      // a failure is told by the case that awaits its run; the others' copies of it are handled here
      needed.forEach((r, k) => {
        const run = runs.then((all) => all[k]);
        run.catch(() => {});
        damRuns.set(r, run);
      });
    }
    return damRuns.get(resolution)!;
  };
  // read before any case runs: a missing or unusable series is told before the minutes of simulation
  const judged = !o.only || o.only.includes('dam-break') ? judgedSeries(until) : undefined;
  const cases: [string, () => Promise<CaseResult>][] = [
    ['hydrostatic', async () => {
      // settled: 3 s (2 s small) of plain simulation from the lattice, then the rms speed over 0.5 s
      const r = await hydrostaticRest({ kernels, liquid, columns: full ? 25 : 16, rows: full ? 25 : 16, seconds: full ? 3.5 : 2.5, windowSeconds: 0.5 });
      const pass = r.meanDensityError < 0.01 && Math.abs(r.heightLoss) < 0.01 && r.rmsSpeed < r.speedBound;
      return { name: 'hydrostatic', pass, figures: { material: water.name, ...r } };
    }],
    ['dam-break', async () => {
      const measured = judged!;
      const { series, cappedSpeeds } = await damBreakAt(finest);
      // on the experiment's clock (its release took RELEASE_SECONDS), and as if released at once
      const cmp = compareWithMeasurement(onExperimentClock(series, COLUMN_WIDTH), measured, until);
      const instant = compareWithMeasurement(series, measured, until);
      const from = (c: DamBreakComparison, T0: number) => Math.max(...c.points.filter((p) => p.T >= T0).map((p) => Math.abs(p.relError)));
      // the solver's per-step speed limit must never have acted: it would change the physics
      const pass = from(cmp, 1) <= dam.maxRelError && instant.withinRitter && cappedSpeeds === 0;
      return {
        name: 'dam-break',
        pass,
        figures: {
          material: water.name, resolution: finest, releaseSeconds: RELEASE_SECONDS, maxRelErrorFromT1: from(cmp, 1), maxRelErrorFromT3: from(cmp, 3), points: cmp.points,
          instantRelease: { maxRelErrorFromT1: from(instant, 1), points: instant.points }, withinRitter: instant.withinRitter, cappedSpeeds, series,
        },
      };
    }],
    ['dam-break-convergence', async () => {
      // the front at every sample from T = 1 on changes by less than 5 % (small: 8 %) between the two finest resolutions
      const runs: FrontPoint[][] = [];
      for (const r of damResolutions) runs.push((await damBreakAt(r)).series);
      const change = (a: FrontPoint[], b: FrontPoint[]) => Math.max(...b.map((p, k) => (p.T >= 1 ? Math.abs(p.Z - a[k].Z) / p.Z : 0)));
      const changes = runs.slice(1).map((b, k) => ({ from: damResolutions[k], to: damResolutions[k + 1], maxRelChangeFromT1: change(runs[k], b) }));
      const last = changes[changes.length - 1].maxRelChangeFromT1;
      return { name: 'dam-break-convergence', pass: last < dam.maxRelChange, figures: { resolutions: damResolutions, changes, fronts: runs.map((r, k) => ({ resolution: damResolutions[k], Z: r.map((p) => Number(p.Z.toFixed(4))) })) } };
    }],
    ['conservation', async () => {
      const r = await pour({ grams: 300, material: water, kernels, offset: 0.07, seconds: full ? 0.6 : 0.4 });
      return { name: 'conservation', pass: r.alive === r.particles && r.inTarget + r.spilled === r.particles, figures: { ...r } };
    }],
    ['granular-pile', () => granularPileCase({ backend, full, table })],
    ['rigid', async () => {
      const depth = await restingPenetration();
      const bowl = await dropIntoBowl(40);
      return { name: 'rigid', pass: depth < 0.001 && bowl.inside === bowl.count, figures: { restingPenetrationM: depth, ...bowl } };
    }],
    ['archimedes', () => archimedesCase({ backend, liquid, full })],
    ['backends', async () => {
      // every backend is compared with the cpu backend
      const noCpu = cpuBackendProblem();
      if (noCpu) return { name: 'backends', pass: null, figures: {}, note: `skipped: ${noCpu}` };
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
  say(`physics validate: ${chosen.length} case${chosen.length === 1 ? '' : 's'}, size ${size}, backend ${backend}: expected about ${formatSeconds(total)} on 2 cores`);
  const out: CaseResult[] = [];
  for (const [k, [name, run]] of chosen.entries()) {
    say(`[${k + 1}/${chosen.length}] ${name} (about ${formatSeconds(expected(name))}) …`);
    const t0 = performance.now();
    // Ctrl-C (the command's abort scope) stops a case that runs in worker threads too
    const r = await abortable(run());
    say(`[${k + 1}/${chosen.length}] ${name}: ${r.pass === null ? 'skipped' : r.pass ? 'pass' : 'FAIL'} in ${formatSeconds((performance.now() - t0) / 1000)}`);
    out.push(r);
    o.onResult?.(r);
  }
  return out;
}

/** The measured dam-break series, refused when it has no point the case's verdict reads (T from 1 to `until`): it would pass, judging nothing. */
function judgedSeries(until: number): FrontPoint[] {
  const measured = martinMoyce();
  if (!measured.some((m) => m.T >= 1 && m.T <= until))
    throw new InputError(`${martinMoyceFile()}: no measured point from T = 1 to ${until}, which the dam-break case judges (T ${measured.map((m) => m.T).join(', ')})`);
  return measured;
}

function formatSeconds(s: number): string {
  return s >= 90 ? `${(s / 60).toFixed(1)} min` : `${Math.max(1, Math.round(s))} s`;
}
