// What search pays per step, on the gold networks: bytes a whole execution allocates per action
// step (V8's used heap, freed bytes of every collection added back), a session fork at every gold
// state, and a dry run — one action call on a state, as listings and `check` make them — replayed
// on the inputs of every call of the gold runs.
import { GCProfiler, getHeapStatistics } from 'node:v8';
import type { CallInput, ModeDef } from '../src/rules/action.ts';
import { openSession } from '../src/session/index.ts';
import type { Simulator } from '../src/simulator.ts';
import { goldNetworks } from './api.ts';
import { median } from './figure-group.ts';
import { type Recipes, withWrappedModes } from './throughput.ts';

/** Bytes allocated per action step over `passes` runs of every recipe (after one warm-up pass). */
export function bytesAllocatedPerStep(sim: Simulator, recipes: Recipes, passes = 10): number {
  for (const r of recipes) sim.run(r.recipe, r.file);
  const profiler = new GCProfiler();
  profiler.start();
  const before = getHeapStatistics().used_heap_size;
  let steps = 0;
  for (let k = 0; k < passes; k++) for (const r of recipes) steps += sim.run(r.recipe, r.file).execution?.steps.length ?? 0;
  const after = getHeapStatistics().used_heap_size;
  let freed = 0;
  for (const gc of profiler.stop()?.statistics ?? []) freed += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize;
  return Math.round((after - before + freed) / steps);
}

/** Median microseconds of `session.fork()` after every line of the first `networks` gold networks. */
export function forkMicroseconds(benchmark: string, networks = 6): number {
  const times: number[] = [];
  for (const { lines } of goldNetworks(benchmark).slice(0, networks)) {
    const session = openSession({ benchmark });
    for (const line of lines) {
      session.execute(line);
      // many forks per timing: one is below the clock's resolution
      const t0 = performance.now();
      for (let k = 0; k < 100; k++) session.fork();
      times.push(((performance.now() - t0) * 1000) / 100);
    }
  }
  return Math.round(median(times) * 100) / 100;
}

/** Median microseconds of one action call on the inputs each call of the gold runs had. */
export function dryRunMicroseconds(sim: Simulator, recipes: Recipes): number {
  const calls: { run: ModeDef['run']; input: CallInput }[] = [];
  withWrappedModes(
    sim,
    (original) => (input) => {
      calls.push({ run: original, input: frozen(input) });
      return original(input);
    },
    () => recipes.forEach((r) => sim.run(r.recipe, r.file)),
  );
  const times = calls.map(({ run, input }) => {
    const once = () => {
      try {
        run(input);
      } catch {
        // a call that stops the simulation costs its time all the same
      }
    };
    once(); // compiled and warm
    const t0 = performance.now();
    for (let k = 0; k < 20; k++) once();
    return ((performance.now() - t0) * 1000) / 20;
  });
  return Math.round(median(times) * 100) / 100;
}

/**
 * A call's input as it stands now: the engine reloads one input for each of its calls and reads
 * available-at times from bindings the search goes on changing, so a replay needs a copy.
 */
function frozen(input: CallInput): CallInput {
  const times = input.values.map((_, slot) => {
    try {
      return { at: input.avail(slot) };
    } catch (e) {
      return { error: e };
    }
  });
  return {
    values: [...input.values],
    avail: (slot) => {
      const t = times[slot];
      if ('error' in t) throw t.error;
      return t.at;
    },
    factory: input.factory,
    units: input.units,
    initialKitchen: input.initialKitchen,
    semantics: input.semantics,
  };
}
