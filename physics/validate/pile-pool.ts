// The granular case's piles poured side by side, one worker thread (piscina) per core: each pile
// is a simulation of its own of several seconds, and the same on any thread, so the case's
// figures are those of pouring them one after the other.
import { availableParallelism } from 'node:os';
import { workerExecArgv } from '../../src/worker-exec-argv.ts';
import type { BackendName } from '../backend.ts';
import { kernelsNamed } from '../auto-backend.ts';
import { angleOfRepose, type PileOptions, type PileResult } from './granular.ts';

export type PileBackend = BackendName | 'plain' | 'auto';

/** One pile for a worker: its options less the kernels, which the worker makes from the backend's name. */
export interface PileJob {
  backend: PileBackend;
  pile: Omit<PileOptions, 'kernels'>;
}

/** The piles' results in the order given; in this thread with one core, one pile or webgpu (whose device is this thread's). */
export async function pourPiles(backend: PileBackend, piles: Omit<PileOptions, 'kernels'>[], cores = availableParallelism()): Promise<PileResult[]> {
  const threads = Math.min(cores, piles.length);
  if (threads < 2 || backend === 'webgpu') {
    const kernels = kernelsNamed(backend);
    const out: PileResult[] = [];
    for (const pile of piles) out.push(await angleOfRepose({ ...pile, kernels }));
    return out;
  }
  const { Piscina } = await import('piscina');
  const fromSources = import.meta.url.endsWith('.ts');
  const pool = new Piscina({
    filename: new URL(`./pile-worker${fromSources ? '.ts' : '.js'}`, import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    execArgv: workerExecArgv(fromSources),
  });
  try {
    return await Promise.all(piles.map((pile) => pool.run({ backend, pile } satisfies PileJob) as Promise<PileResult>));
  } finally {
    await pool.destroy();
  }
}
