// Figures of the engine: action steps, evaluations and networks per second on the gold networks,
// steps per second with every action answered from a recording (the engine's own share) and the
// ratio of the two measured in the same run, and what search pays per step: bytes allocated, a
// session fork, a dry run (search-figures.ts).
import { Simulator } from '../src/simulator.ts';
import type { FigureGroup } from './figure-group.ts';
import { bytesAllocatedPerStep, dryRunMicroseconds, forkMicroseconds } from './search-figures.ts';
import { engineOnlyStepsPerSecond, measureThroughput } from './throughput.ts';

export const engineGroup: FigureGroup = {
  name: 'engine',
  measure({ goldRecipes, seconds, benchmark }) {
    const sim = new Simulator();
    const recipes = goldRecipes();
    const { steps, evaluations, networks, seconds: elapsed } = measureThroughput(sim, recipes, seconds);
    const stepsPerSecond = Math.round(steps / elapsed);
    const engineOnly = engineOnlyStepsPerSecond(sim, recipes, Math.min(seconds, 2));
    return {
      stepsPerSecond,
      evaluationsPerSecond: Math.round(evaluations / elapsed),
      networksPerSecond: Math.round((networks / elapsed) * 10) / 10,
      engineOnlyStepsPerSecond: engineOnly,
      stepsShareOfEngineOnly: Math.round((stepsPerSecond / engineOnly) * 1000) / 1000,
      bytesAllocatedPerStep: bytesAllocatedPerStep(sim, recipes),
      forkMicroseconds: forkMicroseconds(benchmark),
      dryRunMicroseconds: dryRunMicroseconds(sim, recipes),
    };
  },
  describe: (f) => [
    `action steps per second: ${f.stepsPerSecond} (reference: about 15; target 100000)`,
    `action evaluations per second (dead ends included): ${f.evaluationsPerSecond}`,
    `networks per second: ${f.networksPerSecond}`,
    `steps per second with every action answered from a recording (the engine's own share): ${f.engineOnlyStepsPerSecond}`,
    `whole steps per second as a share of the engine's own: ${f.stepsShareOfEngineOnly} (target 0.25)`,
    `bytes allocated per action step: ${f.bytesAllocatedPerStep} (target 2048)`,
    `a session fork, median over gold states: ${f.forkMicroseconds} µs (target 5)`,
    `a dry run (one action call on a gold state), median: ${f.dryRunMicroseconds} µs`,
  ],
};
