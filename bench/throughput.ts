// Execution throughput for `npm run bench`: the gold networks run repeatedly in one process, and
// the same runs with every action call answered from a recording, which leaves the engine's own
// share of a step (search, bindings, schedule, run set-up) without any action's work.
import type { Recipe } from '../src/language/ast.ts';
import type { ModeDef, Outcome } from '../src/rules/action.ts';
import type { Simulator } from '../src/simulator.ts';

export type Recipes = { file: string; recipe: Recipe }[];

export interface Throughput {
  steps: number;
  evaluations: number;
  networks: number;
  seconds: number;
}

/** Runs every recipe in turn for about `seconds` (after one warm-up pass); `starting(i)` is told
 * which recipe runs next. */
export function measureThroughput(sim: Simulator, recipes: Recipes, seconds: number, starting: (i: number) => void = () => {}): Throughput {
  const runAll = (count: (steps: number, evaluations: number) => void) =>
    recipes.forEach((r, i) => {
      starting(i);
      const run = sim.run(r.recipe, r.file);
      count(run.execution?.steps.length ?? 0, run.execution?.evaluations ?? 0);
    });
  runAll(() => {}); // warm-up: compile, JIT
  const total: Throughput = { steps: 0, evaluations: 0, networks: 0, seconds: 0 };
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000)
    runAll((steps, evaluations) => {
      total.steps += steps;
      total.evaluations += evaluations;
      total.networks++;
    });
  total.seconds = (performance.now() - t0) / 1000;
  return total;
}

/**
 * Runs `body` with every action mode's `run` replaced by `wrap(original)`, restoring the
 * originals afterwards whatever happens.
 */
export function withWrappedModes<T>(sim: Simulator, wrap: (original: ModeDef['run']) => ModeDef['run'], body: () => T): T {
  const modes: ModeDef[] = sim.inventory.names().flatMap((name) => sim.inventory.get(name)!.modes);
  const originals = modes.map((m) => m.run);
  try {
    modes.forEach((m, k) => (m.run = wrap(originals[k])));
    return body();
  } finally {
    modes.forEach((m, k) => (m.run = originals[k]));
  }
}

/**
 * Steps per second when actions cost nothing: each recipe is run once to record what every
 * action call returned, then again with each call answering the recorded result of the same call.
 * The simulator's actions are restored afterwards.
 */
export function engineOnlyStepsPerSecond(sim: Simulator, recipes: Recipes, seconds: number): number {
  const recorded: (Outcome | null)[][] = recipes.map(() => []);
  let recipe = 0;
  let call = 0;
  withWrappedModes(
    sim,
    (original) => (input) => {
      const answer = original(input);
      // a copy: the mode refills its own record at its next call
      recorded[recipe].push(answer && { ...answer, values: [...answer.values], at: [...answer.at] });
      return answer;
    },
    () =>
      recipes.forEach((r, i) => {
        recipe = i;
        sim.run(r.recipe, r.file);
      }),
  );
  const t = withWrappedModes(
    sim,
    () => () => recorded[recipe][call++],
    () =>
      measureThroughput(sim, recipes, seconds, (i) => {
        recipe = i;
        call = 0;
      }),
  );
  return Math.round(t.steps / t.seconds);
}
