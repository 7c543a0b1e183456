// A worker thread of the validation's pool (simulation-pool.ts): runs one simulation.
import { simulate, type SimulationJob } from './simulations.ts';

export default function runSimulation(job: SimulationJob): Promise<unknown> {
  return simulate(job);
}
