// Figures of the engine: action steps, evaluations and networks per second on the gold networks,
// and steps per second with every action answered from a recording (the engine's own share).
import { Simulator } from '../src/simulator.ts';
import type { FigureGroup } from './figure-group.ts';
import { engineOnlyStepsPerSecond, measureThroughput } from './throughput.ts';

export const engineGroup: FigureGroup = {
  name: 'engine',
  measure({ goldRecipes, seconds }) {
    const sim = new Simulator();
    const recipes = goldRecipes();
    const { steps, evaluations, networks, seconds: elapsed } = measureThroughput(sim, recipes, seconds);
    return {
      stepsPerSecond: Math.round(steps / elapsed),
      evaluationsPerSecond: Math.round(evaluations / elapsed),
      networksPerSecond: Math.round((networks / elapsed) * 10) / 10,
      engineOnlyStepsPerSecond: engineOnlyStepsPerSecond(sim, recipes, Math.min(seconds, 2)),
    };
  },
  describe: (f) => [
    `action steps per second: ${f.stepsPerSecond} (reference: about 15; target 100000)`,
    `action evaluations per second (dead ends included): ${f.evaluationsPerSecond}`,
    `networks per second: ${f.networksPerSecond}`,
    `steps per second with every action answered from a recording (the engine's own share): ${f.engineOnlyStepsPerSecond}`,
  ],
};
