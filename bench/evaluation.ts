// Evaluator timings for `npm run bench` (filled in once the evaluator exists).
import type { Simulator } from '../src/simulator.ts';

export async function extraBenchmarks(_sim: Simulator, _benchmark: string): Promise<Record<string, number>> {
  return {};
}
