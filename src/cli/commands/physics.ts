// `irl-kitchen physics validate | dam-break`: the particle engine's validation cases. The engine
// (gpu.js, Rapier) is loaded when a subcommand runs.
import { type Command, Option } from 'commander';
import { InputError } from '../../errors.ts';
import { figureText } from '../figure-text.ts';
import type { CliIO } from '../io.ts';
import { EXIT, raiseExit } from '../io.ts';
import { requirePhysics } from '../../../physics/packages.ts';
import { COLUMNS, RELEASE_SECONDS } from '../../../physics/validate/columns.ts';

const BACKEND_CHOICES = ['cpu', 'webasm', 'webgpu', 'plain', 'auto'];

export function register(cli: Command, io: CliIO) {
  const physics = cli.command('physics').description('the quantitative mode\'s particle engine: validation');
  physics
    .command('validate')
    .description('hydrostatic rest, dam break, conservation, granular pile, rigid bodies, backend agreement')
    .addOption(new Option('--backend <name>', 'backend of the particle kernels').choices(BACKEND_CHOICES).default('cpu'))
    .addOption(new Option('--size <size>', 'full or small scenes').choices(['full', 'small']).default('full'))
    .option('--case <names>', 'comma-separated cases to run')
    .option('--json', 'print the results as JSON')
    .action(async (opts: { backend: string; size: 'full' | 'small'; case?: string; json?: boolean }) => {
      const results = await validateCommand({ ...opts, progress: (line) => io.err(line) });
      if (opts.json) io.out(JSON.stringify(results, null, 2));
      else
        for (const r of results) {
          const figures = figureText(r.figures);
          io.out(`${r.pass === null ? 'SKIP' : r.pass ? 'PASS' : 'FAIL'} ${r.name}${figures ? `: ${figures}` : ''}${r.note ? ` (${r.note})` : ''}`);
        }
      raiseExit(io, results.every((r) => r.pass !== false) ? EXIT.ok : EXIT.someFailed);
    });
  physics
    .command('dam-break')
    .description('the dam-break front Z = z/a at T = 0.25, 0.5, … up to --until (Martin & Moyce, n² = 2, 2-D)')
    .addOption(new Option('--backend <name>', 'backend of the particle kernels').choices(BACKEND_CHOICES).default('cpu'))
    .option('--resolution <n>', 'particles across the column', '40')
    .addOption(new Option('--column <width>', 'the column\'s width a (the measured series is that of 2.25 in)').choices(Object.keys(COLUMNS)).default('2.25in'))
    .option('--until <T>', 'last dimensionless time T = t·√(2g/a)', '9.25')
    .option('--release-ms <ms>', 'milliseconds from the experiment\'s time zero to the column\'s release (its gate; 0: released at once)', String(RELEASE_SECONDS * 1000))
    .option('--json', 'print [{T, Z}] as JSON (with the measured Z and the relative error where the 2.25 in series has a point)')
    .action(async (opts: { backend: string; resolution: string; column: string; until: string; releaseMs: string; json?: boolean }) => {
      const series = await damBreakCommand(opts);
      if (opts.json) io.out(JSON.stringify(series));
      else for (const p of series) io.out(`T ${p.T.toFixed(3)}  Z ${p.Z.toFixed(3)}${p.measured === undefined ? '' : `  measured ${p.measured.toFixed(3)}  ${(100 * p.relError!).toFixed(1)} %`}`);
    });
}

export async function validateCommand(opts: { backend?: string; size?: 'full' | 'small'; case?: string; progress?: (line: string) => void }) {
  const backend = checkBackend(opts.backend ?? 'cpu');
  // gpu.js and Rapier, and what the chosen backend needs; the backends case says itself why it skips one
  await requirePhysics(backend);
  const { validateAll } = await import('../../../physics/validate/cases.ts');
  const only = opts.case ? opts.case.split(',').map((s) => s.trim()) : undefined;
  const known = ['hydrostatic', 'dam-break', 'dam-break-convergence', 'conservation', 'granular-pile', 'rigid', 'archimedes', 'backends'];
  for (const c of only ?? []) if (!known.includes(c)) throw new InputError(`--case: unknown case '${c}' (cases: ${known.join(', ')})`);
  return validateAll({ backend, size: opts.size, only, progress: opts.progress });
}

/** The simulated front every 0.25 in T, and for the 2.25 in column also at each measured T (interpolated) against the data. */
export async function damBreakCommand(opts: { backend?: string; resolution?: string; column?: string; until?: string; releaseMs?: string }) {
  const backend = checkBackend(opts.backend ?? 'cpu');
  await requirePhysics(backend);
  const resolution = Number(opts.resolution ?? 40);
  if (!Number.isInteger(resolution) || resolution < 4 || resolution > 200) throw new InputError(`--resolution: expected an integer from 4 to 200, got '${opts.resolution}'`);
  const column = opts.column ?? '2.25in';
  if (!(column in COLUMNS)) throw new InputError(`--column: expected one of ${Object.keys(COLUMNS).join(', ')}, got '${column}'`);
  const until = Number(opts.until ?? 9.25);
  if (!Number.isFinite(until) || until < 0.25 || until > 20) throw new InputError(`--until: expected a number from 0.25 to 20, got '${opts.until}'`);
  const releaseMs = Number(opts.releaseMs ?? RELEASE_SECONDS * 1000);
  if (opts.releaseMs?.trim() === '' || !Number.isFinite(releaseMs) || releaseMs < 0 || releaseMs > 1000) throw new InputError(`--release-ms: expected a number from 0 to 1000, got '${opts.releaseMs}'`);
  const [{ damBreak, martinMoyce, frontAt, onExperimentClock }, { kernelsNamed }, { liquidParams, loadMaterials }] = await Promise.all([
    import('../../../physics/validate/dam-break.ts'),
    import('../../../physics/auto-backend.ts'),
    import('../../../physics/materials.ts'),
  ]);
  // the measured series is read first: a missing file is told before the minutes of simulation
  const measured = column === '2.25in' ? martinMoyce() : [];
  // the recipes' water, the same for both columns
  const liquid = liquidParams(loadMaterials().materials.get('water')!);
  // simulated on its own clock, shown on the experiment's (the same samples, interpolated)
  const simulated = await damBreak({ resolution, width: COLUMNS[column], liquid, until, kernels: kernelsNamed(backend) });
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
  return points;
}

function checkBackend(b: string): 'cpu' | 'webasm' | 'webgpu' | 'plain' | 'auto' {
  if (!BACKEND_CHOICES.includes(b)) throw new InputError(`--backend: expected one of ${BACKEND_CHOICES.join(', ')}, got '${b}'`);
  return b as 'cpu' | 'webasm' | 'webgpu' | 'plain' | 'auto';
}
