// `irl-kitchen physics validate | dam-break`: the particle engine's validation cases. The engine
// (gpu.js, Rapier) is loaded when a subcommand runs.
import { type Command, Option } from 'commander';
import { InputError } from '../../errors.ts';
import type { CliIO } from '../io.ts';
import { EXIT, raiseExit } from '../io.ts';

const BACKEND_CHOICES = ['cpu', 'webasm', 'webgpu', 'plain'];

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
      const results = await validateCommand(opts);
      if (opts.json) io.out(JSON.stringify(results, null, 2));
      else for (const r of results) io.out(`${r.pass === null ? 'SKIP' : r.pass ? 'PASS' : 'FAIL'} ${r.name} ${JSON.stringify(r.figures)}${r.note ? ` (${r.note})` : ''}`);
      raiseExit(io, results.every((r) => r.pass !== false) ? EXIT.ok : EXIT.someFailed);
    });
  physics
    .command('dam-break')
    .description('the dam-break front Z = z/a at T = 0.25, 0.5, …, 3 (Martin & Moyce, n² = 2, 2-D)')
    .addOption(new Option('--backend <name>', 'backend of the particle kernels').choices(BACKEND_CHOICES).default('cpu'))
    .option('--resolution <n>', 'particles across the column', '40')
    .option('--json', 'print [{T, Z}] as JSON')
    .action(async (opts: { backend: string; resolution: string; json?: boolean }) => {
      const series = await damBreakCommand(opts);
      if (opts.json) io.out(JSON.stringify(series));
      else for (const p of series) io.out(`T ${p.T.toFixed(2)}  Z ${p.Z.toFixed(3)}`);
    });
}

export async function validateCommand(opts: { backend?: string; size?: 'full' | 'small'; case?: string }) {
  const { validateAll } = await import('../../../physics/validate/cases.ts');
  const backend = checkBackend(opts.backend ?? 'cpu');
  const only = opts.case ? opts.case.split(',').map((s) => s.trim()) : undefined;
  const known = ['hydrostatic', 'dam-break', 'conservation', 'granular-pile', 'rigid', 'backends'];
  for (const c of only ?? []) if (!known.includes(c)) throw new InputError(`--case: unknown case '${c}' (cases: ${known.join(', ')})`);
  return validateAll({ backend, size: opts.size, only });
}

export async function damBreakCommand(opts: { backend?: string; resolution?: string }) {
  const [{ damBreak }, { gpuKernels }, { plainKernels }, { loadMaterials }] = await Promise.all([
    import('../../../physics/validate/dam-break.ts'),
    import('../../../physics/gpu-kernels.ts'),
    import('../../../physics/plain.ts'),
    import('../../../physics/materials.ts'),
  ]);
  const backend = checkBackend(opts.backend ?? 'cpu');
  const resolution = Number(opts.resolution ?? 40);
  if (!Number.isInteger(resolution) || resolution < 4 || resolution > 200) throw new InputError(`--resolution: expected an integer from 4 to 200, got '${opts.resolution}'`);
  const water = loadMaterials().materials.get('thin-liquid')!;
  const liquid = { density: water.density, viscosity: water.viscosity, cohesion: water.cohesion };
  return damBreak({ resolution, liquid, kernels: backend === 'plain' ? plainKernels : gpuKernels(backend) });
}

function checkBackend(b: string): 'cpu' | 'webasm' | 'webgpu' | 'plain' {
  if (!BACKEND_CHOICES.includes(b)) throw new InputError(`--backend: expected one of ${BACKEND_CHOICES.join(', ')}, got '${b}'`);
  return b as 'cpu' | 'webasm' | 'webgpu' | 'plain';
}
