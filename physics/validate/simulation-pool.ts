// Validation simulations run side by side, one worker thread (piscina) per core: the granular
// case's piles, the Archimedes blocks, the dam break's resolutions. Each is a scene of its own
// and computes the same on any thread, so the figures are those of running them one after the
// other.
import { availableParallelism } from 'node:os';
import { scopeSignal } from '../abort-scope.ts';
import { workerModule } from '../../src/worker-exec-argv.ts';
import { simulate, type SimulationBackend, type SimulationJob, type SimulationKind, type Simulations } from './simulations.ts';

/**
 * The results of one kind of simulation for each of `options`, in their order; in this thread
 * with one core, one simulation, or webgpu (whose device is this thread's).
 */
export async function simulateAll<K extends SimulationKind>(backend: SimulationBackend, kind: K, options: Simulations[K][0][], cores = availableParallelism()): Promise<Simulations[K][1][]> {
  const jobs: SimulationJob<K>[] = options.map((o) => ({ kind, backend, options: o }));
  const threads = Math.min(cores, jobs.length);
  if (threads < 2 || backend === 'webgpu') {
    const out: Simulations[K][1][] = [];
    for (const job of jobs) out.push(await simulate(job));
    return out;
  }
  const { Piscina } = await import('piscina');
  const pool = new Piscina({ ...workerModule(import.meta.url, './simulation-worker'), minThreads: threads, maxThreads: threads });
  try {
    // an abort (Ctrl-C) ends the workers' simulations too: otherwise they would hold the process
    const signal = scopeSignal();
    return await Promise.all(jobs.map((job) => pool.run(job, signal ? { signal } : {}) as Promise<Simulations[K][1]>));
  } finally {
    await pool.destroy();
  }
}
