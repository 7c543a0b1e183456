// The solver's passes as gpu.js kernels on one backend.
import { createGpu, type BackendName } from './backend.ts';
import { deltaKernel, type KernelConstants, lambdaKernel, xsphKernel } from './kernels.ts';
import type { KernelFactory, StepKernels } from './solver.ts';

type Run = (...args: unknown[]) => Float32Array | Promise<Float32Array>;

export interface GpuKernelOptions {
  /** webasm: split kernels over worker threads (gpu.js asyncMode; results identical) */
  threads?: boolean;
}

export function gpuKernels(backend: BackendName, options: GpuKernelOptions = {}): KernelFactory {
  return async (constants: KernelConstants, capacity: number): Promise<StepKernels> => {
    const gpu = await createGpu(backend);
    // loopMaxIterations bounds the per-cell loop on GPU-style backends: a cell holds far fewer
    // particles than this even when compressed
    const settings = { output: [capacity], constants, loopMaxIterations: 4096, tactic: 'precision', asyncMode: backend === 'webasm' && options.threads === true };
    const make = (fn: unknown) => gpu.createKernel(fn as never, settings as never) as unknown as Run;
    const lambda = make(lambdaKernel);
    const delta = make(deltaKernel);
    const xsph = make(xsphKernel);
    return {
      name: options.threads ? `${backend}-threads` : backend,
      lambda: (...a) => lambda(...a),
      delta: (...a) => delta(...a),
      xsph: (...a) => xsph(...a),
      destroy: () => void gpu.destroy(),
    };
  };
}
