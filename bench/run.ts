// `npm run bench [-- --json] [-- --seconds N]`: throughput of the engine on the corpus's gold
// networks, measured in one process; prints ratios, never asserts (machines are shared and noisy).
import { requireBenchmarkDir } from '../src/benchmark-dir.ts';
import { Simulator } from '../src/simulator.ts';
import { extraBenchmarks, goldRecipes } from './evaluation.ts';
import { engineOnlyStepsPerSecond, measureThroughput } from './throughput.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 3;
const bench = requireBenchmarkDir(args.includes('--benchmark') ? args[args.indexOf('--benchmark') + 1] : undefined);
const recipes = goldRecipes(bench);

const sim = new Simulator();
const { steps, evaluations, networks, seconds: elapsed } = measureThroughput(sim, recipes, seconds);
const result: Record<string, number> = {
  stepsPerSecond: Math.round(steps / elapsed),
  evaluationsPerSecond: Math.round(evaluations / elapsed),
  networksPerSecond: Math.round((networks / elapsed) * 10) / 10,
  engineOnlyStepsPerSecond: engineOnlyStepsPerSecond(sim, recipes, Math.min(seconds, 2)),
  ...(await extraBenchmarks(recipes, bench)),
};
if (!json) {
  console.log(`gold networks executed: ${networks} in ${elapsed.toFixed(2)} s (${recipes.length} distinct)`);
  console.log(`action steps per second: ${result.stepsPerSecond} (reference: about 15; target 100000)`);
  console.log(`action evaluations per second (dead ends included): ${result.evaluationsPerSecond}`);
  console.log(`networks per second: ${result.networksPerSecond}`);
  console.log(`steps per second with every action answered from a recording (the engine's own share): ${result.engineOnlyStepsPerSecond}`);
  console.log(`evaluating the 30 gold files, three simulation metrics (best of 5 passes): ${result.goldEvaluationSeconds} s (reference: 180 s; goal 0.18 s)`);
  console.log(`smatch on the 30 gold-vs-gold pairs: ${result.smatchGoldPairsSeconds} s`);
}
console.log(JSON.stringify(result));
