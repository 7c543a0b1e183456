// The solver's passes as gpu.js kernels on one backend.
import { createGpu, type BackendName } from './backend.ts';
import { frictionKernel } from './friction-kernel.ts';
import { deltaKernel, type KernelConstants, lambdaKernel } from './kernels.ts';
import { xsphKernel } from './xsph-kernel.ts';
import type { KernelFactory, StepKernels } from './solver.ts';

/** A 2-D kernel result: rows of four threads, each a number or a Float32Array(3); or unshaped. */
type Rows = Float32Array[] | Float32Array[][];
type Result = Rows | Float32Array;
type Run = ((...args: unknown[]) => Result | Promise<Result>) & { kernel?: { _shapeOutput?: unknown } };

export interface GpuKernelOptions {
  /** webasm: split kernels over worker threads (gpu.js asyncMode; results identical) */
  threads?: boolean;
}

export function gpuKernels(backend: BackendName, options: GpuKernelOptions = {}): KernelFactory {
  return async (constants: KernelConstants, capacity: number): Promise<StepKernels> => {
    const gpu = await createGpu(backend);
    // threads in quads (see kernels.ts); loopMaxIterations bounds the per-row loop on GPU-style
    // backends: a row of a quad's box holds far fewer particles than this even when compressed
    const settings = { output: [4, Math.ceil(capacity / 4)], constants, loopMaxIterations: 4096, tactic: 'precision', asyncMode: backend === 'webasm' && options.threads === true };
    const make = (fn: unknown, vector = false) => gpu.createKernel(fn as never, (vector ? { ...settings, returnType: 'Array(3)' } : settings) as never) as unknown as Run;
    const lambda = make(lambdaKernel);
    const delta = make(deltaKernel, true);
    const xsph = make(xsphKernel, true);
    const friction = make(frictionKernel, true);
    const scalars = new Float32Array(capacity);
    const vectors = new Float32Array(3 * capacity);
    const call = async (run: Run, a: unknown[], into: Float32Array, n: number) => {
      unshaped(run);
      return flatten(await run(...a), into, n);
    };
    return {
      name: options.threads ? `${backend}-threads` : backend,
      lambda: (...a) => call(lambda, a, scalars, 1),
      delta: (...a) => call(delta, a, vectors, 3),
      xsph: (...a) => call(xsph, a, vectors, 3),
      friction: (...a) => call(friction, a, vectors, 3),
      destroy: () => void gpu.destroy(),
    };
  };
}

/**
 * webasm and webgpu shape a result from one flat buffer into a typed array per row, or per
 * thread for Array(3) (about 30 ms per call for 64k particles on webasm, more than some kernels
 * take): the kernel (gpu.js 2.24.1, pinned) is asked to hand out that buffer as it is. Where
 * the method is missing, or gpu.js replaced the kernel, results come shaped and are flattened.
 */
function unshaped(run: Run) {
  const k = run.kernel;
  if (k && typeof k._shapeOutput === 'function' && !Object.hasOwn(k, '_shapeOutput')) k._shapeOutput = (data: Float32Array) => data;
}

/**
 * A result as one buffer of `into.length` values in thread order, `n` per thread (a vector's
 * components interleaved). webasm and webgpu hand out views into one fresh buffer, which is
 * used as it is; otherwise the values are copied into `into`.
 */
function flatten(rows: Result, into: Float32Array, n: number): Float32Array {
  if (rows instanceof Float32Array) return rows.subarray(0, into.length);
  const first = leaf(rows, 0);
  const last = leaf(rows, rows.length - 1);
  const shared = first.buffer === last.buffer && last.byteOffset - first.byteOffset === 16 * n * (rows.length - 1);
  if (shared && first.buffer.byteLength - first.byteOffset >= 4 * into.length) return new Float32Array(first.buffer, first.byteOffset, into.length);
  let k = 0;
  for (const row of rows)
    for (const v of row as Iterable<number | Float32Array>) {
      if (typeof v === 'number') into[k++] = v;
      else for (let c = 0; c < n; c++) into[k++] = v[c];
      if (k >= into.length) return into;
    }
  return into;
}

/** The first typed array of row `y`: the row itself, or its first vector. */
function leaf(rows: Rows, y: number): Float32Array {
  const row = rows[y];
  return row instanceof Float32Array ? row : row[0];
}
