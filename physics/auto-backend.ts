// `--backend auto`: the kernels measured fastest for the scene's size. A kitchen step's scene (a
// pour, a stir: up to about two thousand particles with the walls) steps faster in plain
// JavaScript than through gpu.js, whose kernels are compiled again for every new scene and whose
// granular passes are slower; large scenes (the bench's 16k and 64k cubes) step about twice as
// fast on webasm, and faster still with its kernels split over worker threads wherever there is
// a second core (measured on 2 cores both idle and with a load average near 15). Figures:
// docs/PHYSICS.md, "Throughput".
import { availableParallelism } from 'node:os';
import type { BackendName } from './backend.ts';
import { gpuKernels } from './gpu-kernels.ts';
import { plainKernels } from './plain.ts';
import type { KernelFactory } from './solver.ts';

/** Scenes with fewer particle slots than this run in plain JavaScript. */
export const PLAIN_BELOW = 2048;

export type AutoChoice = 'plain' | 'webasm' | 'webasm-threads';

/** What `auto` picks for a scene of `capacity` particle slots on a machine of `cores` cores. */
export function autoChoice(capacity: number, cores = availableParallelism()): AutoChoice {
  if (capacity < PLAIN_BELOW) return 'plain';
  return cores >= 2 ? 'webasm-threads' : 'webasm';
}

export function autoKernels(): KernelFactory {
  const webasm = gpuKernels('webasm');
  const threads = gpuKernels('webasm', { threads: true });
  return (constants, capacity) => {
    const choice = autoChoice(capacity);
    return choice === 'plain' ? plainKernels(constants, capacity) : choice === 'webasm' ? webasm(constants, capacity) : threads(constants, capacity);
  };
}

/** The kernels a backend name stands for: a gpu.js backend, plain JavaScript, or auto. */
export function kernelsNamed(backend: BackendName | 'plain' | 'auto'): KernelFactory {
  return backend === 'plain' ? plainKernels : backend === 'auto' ? autoKernels() : gpuKernels(backend);
}
