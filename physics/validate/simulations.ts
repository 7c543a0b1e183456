// The validation simulations that run side by side (simulation-pool.ts): each is a scene of its
// own of seconds to minutes, given by its options less the kernels, which it makes from the
// backend's name wherever it runs.
import { kernelsNamed } from '../auto-backend.ts';
import type { BackendName } from '../backend.ts';
import type { KernelFactory } from '../solver.ts';
import { floatingBlock, type FloatOptions, type FloatResult } from './archimedes.ts';
import { damBreak, type DamBreakOptions, type FrontPoint } from './dam-break.ts';
import { angleOfRepose, type PileOptions, type PileResult } from './granular.ts';

export type SimulationBackend = BackendName | 'plain' | 'auto';

/** A dam break's fronts, and the particle steps whose speed the solver's limit cut. */
export interface DamBreakRun {
  series: FrontPoint[];
  cappedSpeeds: number;
}

/** Each kind of simulation: its options, and its result. */
export interface Simulations {
  pile: [Omit<PileOptions, 'kernels'>, PileResult];
  'floating-block': [Omit<FloatOptions, 'kernels' | 'trace'>, FloatResult];
  'dam-break': [Omit<DamBreakOptions, 'kernels' | 'stats'>, DamBreakRun];
}

export type SimulationKind = keyof Simulations;

/** One simulation for a worker. */
export interface SimulationJob<K extends SimulationKind = SimulationKind> {
  kind: K;
  backend: SimulationBackend;
  options: Simulations[K][0];
}

const RUN: { [K in SimulationKind]: (options: Simulations[K][0], kernels: KernelFactory) => Promise<Simulations[K][1]> } = {
  pile: (o, kernels) => angleOfRepose({ ...o, kernels }),
  'floating-block': (o, kernels) => floatingBlock({ ...o, kernels }),
  'dam-break': async (o, kernels) => {
    const stats = { cappedSpeeds: 0 };
    const series = await damBreak({ ...o, kernels, stats });
    return { series, cappedSpeeds: stats.cappedSpeeds };
  },
};

/** Runs one simulation in this thread. */
export function simulate<K extends SimulationKind>(job: SimulationJob<K>): Promise<Simulations[K][1]> {
  return (RUN[job.kind] as (o: Simulations[K][0], k: KernelFactory) => Promise<Simulations[K][1]>)(job.options, kernelsNamed(job.backend));
}
