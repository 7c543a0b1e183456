// gpu.js instances per backend. `webgpu` in Node goes through Dawn (the `webgpu` package) over
// its OpenGL ES backend, which also runs on Mesa's software renderer where no GPU exists;
// IRL_KITCHEN_DAWN_BACKEND=vulkan picks Dawn's Vulkan backend on a machine with a GPU driver.
import type { GPU } from 'gpu.js';
import { didYouMean } from '../src/did-you-mean.ts';
import { webGpuPackageProblem } from './packages.ts';

export type BackendName = 'cpu' | 'webasm' | 'webgpu';
export const BACKENDS: readonly BackendName[] = ['cpu', 'webasm', 'webgpu'];

let webgpuInstalled: Promise<string | null> | null = null;

/**
 * Puts Dawn's GPU object on `navigator.gpu` (Node has none) asking for a compatibility-level
 * adapter. Resolves null when an adapter exists, else the reason it does not.
 */
export function installWebGpu(): Promise<string | null> {
  if (!webgpuInstalled) webgpuInstalled = probeWebGpu();
  return webgpuInstalled;
}

/** Dawn's backends the variable IRL_KITCHEN_DAWN_BACKEND may name (unset or empty: opengles). */
export const DAWN_BACKENDS = ['opengles', 'vulkan'] as const;

async function probeWebGpu(): Promise<string | null> {
  // a misspelt value ran on OpenGL ES without a word
  const backend = process.env.IRL_KITCHEN_DAWN_BACKEND || 'opengles';
  if (!(DAWN_BACKENDS as readonly string[]).includes(backend))
    return `IRL_KITCHEN_DAWN_BACKEND: unknown Dawn backend ${JSON.stringify(backend)} (backends: ${DAWN_BACKENDS.join(', ')})${didYouMean(backend, DAWN_BACKENDS)}`;
  const packageProblem = webGpuPackageProblem();
  if (packageProblem) return packageProblem;
  try {
    process.env.EGL_PLATFORM ??= 'surfaceless';
    // an ES module: import() loads it on every Node 20 (require() only from 20.19)
    const dawn = (await import('webgpu')) as unknown as { create(flags: string[]): { requestAdapter(o?: object): Promise<unknown> } };
    const gpu = dawn.create([`backend=${backend}`]);
    const request = gpu.requestAdapter.bind(gpu);
    // OpenGL ES offers only compatibility-level adapters; Vulkan offers core ones
    const featureLevel = backend === 'vulkan' ? 'core' : 'compatibility';
    const adapterFor = async (o?: object) => raiseLimits(await request({ featureLevel, ...(o ?? {}) }));
    // Dawn writes warnings about the adapter's limits straight to standard error (native code: no
    // hook) each time it makes an adapter; the probe's adapter serves the first request (gpu.js's
    // shared device), so a run prints them once rather than twice
    let spare: unknown = await adapterFor();
    if (!spare) return `Dawn found no WebGPU adapter (${backend === 'vulkan' ? 'Vulkan' : 'OpenGL ES over EGL'})`;
    gpu.requestAdapter = async (o?: object) => {
      const first = spare;
      spare = null;
      return first ?? adapterFor(o);
    };
    const nav = ((globalThis as { navigator?: { gpu?: unknown } }).navigator ??= {} as { gpu?: unknown });
    if (!nav.gpu) Object.defineProperty(nav, 'gpu', { value: gpu, configurable: true, writable: true });
    return null;
  } catch (e) {
    return `Dawn could not start: ${(e as Error).message}`;
  }
}

interface Adapter {
  limits: Record<string, number>;
  requestDevice(d?: { requiredLimits?: Record<string, number> }): Promise<unknown>;
}

/**
 * The solver's kernels read up to 11 buffers; WebGPU's default allows 8 storage buffers per
 * stage, adapters usually more: devices are asked for what the adapter offers.
 */
function raiseLimits(adapter: unknown): unknown {
  const a = adapter as Adapter | null;
  if (!a) return a;
  const request = a.requestDevice.bind(a);
  const max = a.limits.maxStorageBuffersPerShaderStage;
  a.requestDevice = (d = {}) => request({ ...d, requiredLimits: { ...(d.requiredLimits ?? {}), maxStorageBuffersPerShaderStage: max } });
  return a;
}

/** A gpu.js instance in the given mode; webgpu first installs Dawn (reject if unavailable). */
export async function createGpu(backend: BackendName): Promise<GPU> {
  if (backend === 'webgpu') {
    const why = await installWebGpu();
    if (why) throw new Error(why);
  }
  // loaded on first use: an optional package (packages.ts), not needed to import this module
  const gpuJs = await import('gpu.js');
  return new gpuJs.GPU({ mode: backend });
}

/** The fastest backend that works here: webasm (WebAssembly SIMD), else cpu. */
export function defaultBackend(): BackendName {
  return typeof WebAssembly === 'object' ? 'webasm' : 'cpu';
}
