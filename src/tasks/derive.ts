// Derived tasks: a corpus task's gold network transformed (quantities scaled, an ingredient
// swapped for a stocked sibling, more tools in the kitchen: variations.ts), then executed to give
// the new task's goal and dish exactly as the corpus task's come from its gold network. A
// variation whose network does not execute completely, or fails a step the gold network did not,
// gives no task. A seed fixes which variations `deriveTasks` draws, so its result is the same
// on every run and machine.
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { type GoldStandard, GoldStandards } from '../evaluator/gold-standards.ts';
import { nodeSequence } from '../evaluator/nodes.ts';
import { kindOfValue } from '../language/check-recipe.ts';
import { Simulator } from '../simulator.ts';
import { requireSimulator, requireString, requireTask } from './arguments.ts';
import { executedGold } from './corpus.ts';
import { candidateVariations } from './enumerate.ts';
import { goalOfRun } from './goal-from-run.ts';
import { ExtraToolsSimulator } from './extra-tools.ts';
import { toolsKitchenYaml } from './kitchen-files.ts';
import { quote } from './quote.ts';
import type { Task } from './task.ts';
import { transformNetwork, type Variation, variationId, VariationRefused, variationWords } from './variations.ts';

/** How many derived tasks to draw, and the seed that draws them (docs/TASKS.md). */
export interface DeriveOptions {
  /** Any integer: which variations are drawn, and in which order. */
  seed: number;
  /** How many derived tasks to make (fewer when the variations run out). */
  count: number;
}

/** The separator of a derived task's id: `<recipe>~<variation id>`. */
export const DERIVED = '~';

/**
 * `count` derived tasks of the corpus tasks `base`: every variation of every base recipe, in an
 * order shuffled by `seed`, executed in that order until `count` of them give a task.
 */
export function deriveTasks(base: Task[], options: DeriveOptions, benchmarkDir: string, sim: Simulator = new Simulator()): Task[] {
  if (!Array.isArray(base)) throw new InputError(`deriveTasks: base must be an array of corpus tasks (listTasks()), got ${kindOfValue(base)}`);
  base.forEach((t, i) => requireTask(t, `deriveTasks: base[${i}]`));
  checkDeriveOptions(options);
  requireString(benchmarkDir, 'deriveTasks: benchmarkDir');
  requireSimulator(sim, 'deriveTasks: simulator');
  const golds = new GoldStandards(sim, benchmarkDir);
  const candidates = base.flatMap((task) => {
    const gold = executedGold(golds, task.source, `task ${task.id}`);
    return candidateVariations(gold, sim).map((variation) => ({ task, gold, variation }));
  });
  shuffle(candidates, options.seed);
  const out: Task[] = [];
  for (const c of candidates) {
    if (out.length >= options.count) break;
    const derived = deriveTask(c.task, c.gold, c.variation, sim);
    if (derived) out.push(derived);
  }
  return out;
}

/** What `derive` holds. */
const DERIVE_KEYS = ['seed', 'count'];

export function checkDeriveOptions(options: DeriveOptions): void {
  // a misspelt key (`cout`) would otherwise be ignored, and its value with it
  const unknown = typeof options === 'object' && options !== null ? Object.keys(options).find((k) => !DERIVE_KEYS.includes(k)) : undefined;
  if (unknown !== undefined) throw new InputError(`derive: no option ${JSON.stringify(unknown)}${didYouMean(unknown, DERIVE_KEYS)} (its options: ${DERIVE_KEYS.join(', ')})`);
  if (!Number.isSafeInteger(options?.seed)) throw new InputError(`derive.seed: must be an integer, got ${quote(options?.seed)}`);
  if (!Number.isSafeInteger(options.count) || options.count < 0) throw new InputError(`derive.count: must be an integer ≥ 0, got ${quote(options.count)}`);
}

/** The task one variation of a corpus task gives, or null when its network does not execute as the gold network does. */
export function deriveTask(base: Task, gold: GoldStandard, variation: Variation, sim: Simulator): Task | null {
  if (!gold.recipe || !gold.run?.execution) return null;
  const id = variationId(variation);
  let recipe;
  try {
    recipe = transformNetwork(gold.recipe, variation);
  } catch (e) {
    if (e instanceof VariationRefused) return null;
    throw e;
  }
  // the task carries its kitchen as YAML (what sessions load); the run here builds the same kitchen in the loaded world
  const yaml = variation.kind === 'tools' ? toolsKitchenYaml(base.kitchen.name, variation.tool, variation.extra) : null;
  const runner = variation.kind === 'tools' ? new ExtraToolsSimulator(sim.options, variation.tool, variation.extra) : sim;
  const run = runner.run(recipe, `${gold.path}${DERIVED}${id}`);
  if (run.status !== 'ok') return null;
  const failedSteps = (r: typeof run) => r.execution!.steps.filter((s) => s.failed).length;
  if (failedSteps(run) > failedSteps(gold.run)) return null;
  const words = variationWords(gold.recipe, variation);
  return {
    id: `${base.id}${DERIVED}${id}`,
    source: base.source,
    split: base.split,
    title: `${base.title} (${words[0]})`,
    text: { ingredients: [...base.text.ingredients], instructions: [...base.text.instructions] },
    kitchen: { name: base.kitchen.name, yaml },
    goal: goalOfRun(nodeSequence(run), gold.environment, sim.semantics),
    variation: words,
  };
}

/** Fisher–Yates with mulberry32 seeded by `seed`: the same order for the same seed everywhere. */
function shuffle<T>(items: T[], seed: number): void {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}
