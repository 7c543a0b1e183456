// The quantitative mode's engine runs on packages that scoring and the qualitative engine never
// load: gpu.js, Rapier and, for the webgpu backend, Dawn's binding (`webgpu`), optional peer
// dependencies (src/optional-packages.ts). Checked before any recipe runs, so that what is
// missing is one line naming the `npm install` to run.
import { codeGenerationAllowed } from '../src/code-generation.ts';
import { InputError } from '../src/errors.ts';
import { installCommand, installedVersion, wantedVersion } from '../src/optional-packages.ts';

/** Every backend needs these (the kernels and the rigid bodies). */
export const ENGINE_PACKAGES: readonly string[] = ['gpu.js', '@dimforge/rapier3d-compat'];
/** Dawn's binding, for the webgpu backend only. */
export const WEBGPU_PACKAGE = 'webgpu';

/**
 * Why Dawn's binding cannot be used, or null: missing, or another version than the pinned one
 * (gpu.js depends on an older copy whose binary needs a newer C++ runtime than many systems have).
 */
export function webGpuPackageProblem(): string | null {
  const found = installedVersion(WEBGPU_PACKAGE);
  const wanted = wantedVersion(WEBGPU_PACKAGE);
  if (found === null) return `the webgpu backend needs the optional package ${WEBGPU_PACKAGE}: ${installCommand([WEBGPU_PACKAGE])}`;
  if (/^\d+\.\d+\.\d+$/.test(wanted) && found !== wanted) {
    return `the webgpu backend needs ${WEBGPU_PACKAGE} ${wanted}, found ${found} (gpu.js brings an older copy): ${installCommand([WEBGPU_PACKAGE])}`;
  }
  return null;
}

/** What is missing for quantitative mode on a backend, as one line; null when all is installed. */
export function physicsPackagesProblem(backend: string): string | null {
  const missing = ENGINE_PACKAGES.filter((n) => installedVersion(n) === null);
  if (backend === 'webgpu' && missing.length && webGpuPackageProblem()) missing.push(WEBGPU_PACKAGE);
  if (missing.length) return `quantitative mode needs the optional package${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: ${installCommand(missing)}`;
  // Rapier's rigid bodies run on WebAssembly, whatever the particles' backend
  if (typeof WebAssembly !== 'object') return 'quantitative mode needs WebAssembly (the rigid bodies run on it), which this process lacks (Node started with --jitless)';
  if (backend === 'cpu') return cpuBackendProblem();
  return backend === 'webgpu' ? webGpuPackageProblem() : null;
}

/** Why gpu.js's cpu backend cannot run here, or null: it compiles its kernels from strings. */
export function cpuBackendProblem(): string | null {
  if (codeGenerationAllowed()) return null;
  return 'the cpu backend compiles its kernels from strings (gpu.js), which this process forbids (--disallow-code-generation-from-strings); --backend plain, webasm or auto runs without that';
}

/**
 * Throws an InputError (one line, exit status 2 in the CLI) when quantitative mode cannot run on
 * the backend here: a package missing, or for webgpu, Dawn finding no adapter.
 */
export async function requirePhysics(backend: string | undefined, defaultBackend: 'auto' | 'cpu' = 'auto'): Promise<void> {
  const problem = physicsPackagesProblem(backend ?? '');
  if (problem) throw new InputError(problem);
  if (backend !== 'webgpu') return;
  const { installWebGpu } = await import('./backend.ts');
  const why = await installWebGpu();
  // the command's own default is named as such (run and evaluate: auto; physics: cpu)
  const without = defaultBackend === 'auto' ? 'auto (the default), webasm or cpu' : 'cpu (the default), plain, webasm or auto';
  if (why) throw new InputError(`--backend webgpu: ${why}; --backend ${without} runs without a GPU`);
}
