// `irl-kitchen physics validate | dam-break`: the particle engine's validation cases. The engine
// (gpu.js, Rapier) is loaded when a subcommand runs.
import { type Command, Option } from 'commander';
import { didYouMeanChoice } from '../../did-you-mean.ts';
import { InputError } from '../../errors.ts';
import { figureText } from '../figure-text.ts';
import { type NumberForm, numberValue } from '../number-flag.ts';
import type { CliIO } from '../io.ts';
import { EXIT, raiseExit } from '../io.ts';
import { Interrupted, watchInterrupt } from '../interrupt.ts';
import { requirePhysics } from '../../../physics/packages.ts';
import { COLUMNS, RELEASE_SECONDS } from '../../../physics/validate/columns.ts';
import type { CaseResult, ValidateOptions } from '../../../physics/validate/cases.ts';
import { withAbortSignal } from '../../../physics/abort-scope.ts';
import type { FrontPoint } from '../../../physics/validate/dam-break.ts';

const BACKEND_CHOICES = ['cpu', 'webasm', 'webgpu', 'plain', 'auto'];
const SIZES = ['full', 'small'] as const;

/** The validation cases, in the order they run. */
const VALIDATION_CASES = ['hydrostatic', 'dam-break', 'dam-break-convergence', 'conservation', 'granular-pile', 'rigid', 'archimedes', 'backends'];

export function register(cli: Command, io: CliIO) {
  const physics = cli.command('physics').description('the quantitative mode\'s particle engine: its validation cases, and the dam-break front against the measured series');
  physics
    .command('validate')
    .description('the validation cases: hydrostatic rest, dam break and its convergence, conservation, granular pile, rigid bodies, floating blocks (Archimedes), backend agreement (docs/PHYSICS.md)')
    .addOption(new Option('--backend <name>', 'backend of the particle kernels').choices(BACKEND_CHOICES).default('cpu'))
    .addOption(new Option('--size <size>', 'full scenes (about 9 min), or small ones (about 30 s, a quick check judged by criteria of its sizes)').choices(SIZES).default('full'))
    .option('--case <names>', `comma-separated cases to run (default: all): ${VALIDATION_CASES.join(', ')}`)
    .option('--json', 'print the results as JSON')
    .action(async (opts: { backend: string; size: 'full' | 'small'; case?: string; json?: boolean }) => {
      // each case's line as it ends: a run stopped with Ctrl-C keeps the cases done
      const done: CaseResult[] = [];
      const onResult = (r: CaseResult) => {
        done.push(r);
        if (opts.json) return;
        const figures = figureText(r.figures);
        io.out(`${r.pass === null ? 'SKIP' : r.pass ? 'PASS' : 'FAIL'} ${r.name}${figures ? `: ${figures}` : ''}${r.note ? ` (${r.note})` : ''}`);
      };
      // Ctrl-C stops the case under way (its solver steps, or its wait for worker threads)
      const watch = watchInterrupt();
      try {
        const results = await withAbortSignal(watch.signal, () => validateCommand({ ...opts, progress: (line) => io.err(line), onResult }));
        if (opts.json) io.out(JSON.stringify(results, null, 2));
        raiseExit(io, results.every((r) => r.pass !== false) ? EXIT.ok : EXIT.someFailed);
      } catch (e) {
        if (!(e instanceof Interrupted)) throw e;
        if (opts.json) io.out(JSON.stringify(done, null, 2));
        throw new Interrupted(e.signal, done.length ? `the cases done (${done.map((r) => r.name).join(', ')}) are printed` : 'no case was done');
      } finally {
        watch.dispose();
      }
    });
  physics
    .command('dam-break')
    .description('the dam-break front Z = z/a at T = 0.25, 0.5, … and at --until itself (Martin & Moyce, n² = 2, 2-D)')
    .addOption(new Option('--backend <name>', 'backend of the particle kernels').choices(BACKEND_CHOICES).default('cpu'))
    .option('--resolution <n>', 'particles across the column', '40')
    .addOption(new Option('--column <width>', 'the column\'s width a (the measured series is that of 2.25 in)').choices(Object.keys(COLUMNS)).default('2.25in'))
    .option('--until <T>', 'last dimensionless time T = t·√(2g/a), always printed (also when not a multiple of 0.25)', '9.25')
    .option('--release-ms <ms>', 'milliseconds from the experiment\'s time zero to the column\'s release (its gate; 0: released at once)', String(RELEASE_SECONDS * 1000))
    .option('--json', 'print [{T, Z}] as JSON (with the measured Z and the relative error where the 2.25 in series has a point)')
    .action(async (opts: { backend: string; resolution: string; column: string; until: string; releaseMs: string; json?: boolean }) => {
      // Ctrl-C stops the simulation at its next solver step and prints the points done
      const watch = watchInterrupt();
      try {
        const { points, interrupted } = await damBreakRun(opts, { progress: (line) => io.err(line), pause: () => watch.pause(), signal: watch.signal });
        if (opts.json) io.out(JSON.stringify(points));
        else for (const p of points) io.out(`T ${p.T.toFixed(3)}  Z ${p.Z.toFixed(3)}${p.measured === undefined ? '' : `  measured ${p.measured.toFixed(3)}  ${(100 * p.relError!).toFixed(1)} %`}`);
        if (interrupted) throw new Interrupted(interrupted.signal, points.length ? `the points up to T = ${points.at(-1)!.T} are printed` : 'no point was simulated');
      } finally {
        watch.dispose();
      }
    });
}

export async function validateCommand(opts: { backend?: string; size?: 'full' | 'small'; case?: string; progress?: (line: string) => void; onResult?: ValidateOptions['onResult'] }) {
  const backend = checkBackend(opts.backend ?? 'cpu');
  const size = oneOf('--size', opts.size ?? 'full', SIZES);
  if (opts.case !== undefined && typeof opts.case !== 'string') throw new InputError(`--case: expected comma-separated case names, got ${typeof opts.case}`);
  // an empty --case (a variable that expanded to nothing) must not run every case, 11 minutes of them
  if (opts.case !== undefined && opts.case.trim() === '') throw new InputError(`--case: expected one or more case names, got '${opts.case}'`);
  const only = opts.case !== undefined ? opts.case.split(',').map((s) => s.trim()) : undefined;
  // a misspelt case is told before the engine's packages are looked for
  if (only?.includes('')) throw new InputError(`--case: an empty case name in '${opts.case}' (a comma too many?)`);
  for (const c of only ?? []) if (!VALIDATION_CASES.includes(c)) throw new InputError(`--case: unknown case '${c}' (cases: ${VALIDATION_CASES.join(', ')})${didYouMeanChoice(c, VALIDATION_CASES)}`);
  // gpu.js and Rapier, and what the chosen backend needs; the backends case says itself why it skips one
  await requirePhysics(backend, 'cpu');
  const { validateAll } = await import('../../../physics/validate/cases.ts');
  return validateAll({ backend, size, only, progress: opts.progress, onResult: opts.onResult });
}

type DamBreakFlags = { backend?: string; resolution?: string; column?: string; until?: string; releaseMs?: string };

/** The simulated front every 0.25 in T and at --until, and for the 2.25 in column also at each measured T (interpolated) against the data. */
export async function damBreakCommand(opts: DamBreakFlags) {
  return (await damBreakRun(opts)).points;
}

/** A flag's number (number-flag.ts's reading), or its default when not given. */
const flagNumber = (flag: string, value: string | undefined, fallback: number, form: NumberForm) => (value === undefined ? fallback : numberValue(flag, value, form));

/**
 * damBreakCommand with progress on `progress` and, after each point, `pause` (which throws
 * Interrupted once Ctrl-C came; `signal`, aborted by it, also stops a point under way): an
 * interrupted run gives the points simulated so far.
 */
async function damBreakRun(opts: DamBreakFlags, hooks: { progress?: (line: string) => void; pause?: () => Promise<void>; signal?: AbortSignal } = {}) {
  const backend = checkBackend(opts.backend ?? 'cpu');
  const resolution = flagNumber('--resolution', opts.resolution, 40, { integer: true, least: 4, most: 200 });
  const column = opts.column ?? '2.25in';
  oneOf('--column', column, Object.keys(COLUMNS));
  let until = flagNumber('--until', opts.until, 9.25, { least: 0.25, most: 20 });
  const releaseMs = flagNumber('--release-ms', opts.releaseMs, RELEASE_SECONDS * 1000, { least: 0, most: 1000 });
  // the flags are checked before the engine's packages are looked for
  await requirePhysics(backend, 'cpu');
  const [{ damBreak, martinMoyce, frontAt, onExperimentClock }, { kernelsNamed }, { liquidParams, loadMaterials }] = await Promise.all([
    import('../../../physics/validate/dam-break.ts'),
    import('../../../physics/auto-backend.ts'),
    import('../../../physics/materials.ts'),
  ]);
  // the measured series is read first: a missing file is told before the minutes of simulation
  const measured = column === '2.25in' ? martinMoyce() : [];
  // the recipes' water, the same for both columns
  const liquid = liquidParams(loadMaterials().materials.get('water')!);
  const say = hooks.progress ?? (() => {});
  say(`physics dam-break: ${resolution} × ${2 * resolution} particles, backend ${backend}, to T = ${until}`);
  const t0 = performance.now();
  const done: FrontPoint[] = [];
  let interrupted: Interrupted | null = null;
  const onPoint = async (p: FrontPoint) => {
    done.push(p);
    if (Number.isInteger(p.T) || p.T >= until - 1e-9) say(`T ${p.T} of ${until} in ${Math.round((performance.now() - t0) / 1000)} s`);
    await hooks.pause?.();
  };
  try {
    // the signal also stops a point under way between two solver steps: a large column's point takes minutes
    await withAbortSignal(hooks.signal, () => damBreak({ resolution, width: COLUMNS[column], liquid, until, kernels: kernelsNamed(backend), onPoint }));
  } catch (e) {
    if (!(e instanceof Interrupted)) throw e;
    interrupted = e;
    until = done.at(-1)?.T ?? 0;
  }
  // simulated on its own clock, shown on the experiment's (the same samples, interpolated)
  const simulated = done;
  const moved = [{ T: 0, Z: 1 }, ...onExperimentClock(simulated, COLUMNS[column], releaseMs / 1000)];
  const series = simulated.map((p) => ({ T: p.T, Z: frontAt(moved, p.T) }));
  const points: { T: number; Z: number; measured?: number; relError?: number }[] = series.map((p) => ({ ...p }));
  if (column === '2.25in') {
    const withStart = [{ T: 0, Z: 1 }, ...series];
    for (const m of measured.filter((x) => x.T <= until)) {
      const Z = frontAt(withStart, m.T);
      points.push({ T: m.T, Z, measured: m.Z, relError: (Z - m.Z) / m.Z });
    }
    points.sort((x, y) => x.T - y.T);
  }
  return { points, interrupted };
}

function checkBackend(b: string): 'cpu' | 'webasm' | 'webgpu' | 'plain' | 'auto' {
  return oneOf('--backend', b, BACKEND_CHOICES) as 'cpu' | 'webasm' | 'webgpu' | 'plain' | 'auto';
}

/** `value` when it is one of `choices`, else an InputError naming the flag, the choices and the one meant (called as a function, commander's check is not there). */
function oneOf<T extends string>(flag: string, value: unknown, choices: readonly T[]): T {
  if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return value as T;
  const shown = typeof value === 'string' ? `'${value}'${didYouMeanChoice(value, choices)}` : typeof value;
  throw new InputError(`${flag}: expected one of ${choices.join(', ')}, got ${shown}`);
}
