// `--backend auto`: the kernels measured fastest for the scene's size. A kitchen step's scene
// (a pour, a stir: up to about two thousand particles with the walls) steps faster in plain
// JavaScript than through gpu.js, whose kernels are compiled again for every new scene and
// whose granular passes are slower; large scenes (the bench's 16k and 64k cubes) step about
// twice as fast on webasm. Figures: docs/PHYSICS.md, "Throughput".
import { gpuKernels } from './gpu-kernels.ts';
import { plainKernels } from './plain.ts';
import type { KernelFactory } from './solver.ts';

/** Scenes with fewer particle slots than this run in plain JavaScript. */
export const PLAIN_BELOW = 2048;

/** What `auto` picks for a scene of `capacity` particle slots. */
export function autoChoice(capacity: number): 'plain' | 'webasm' {
  return capacity < PLAIN_BELOW ? 'plain' : 'webasm';
}

export function autoKernels(): KernelFactory {
  const webasm = gpuKernels('webasm');
  return (constants, capacity) => (autoChoice(capacity) === 'plain' ? plainKernels(constants, capacity) : webasm(constants, capacity));
}
