// The corpus tasks: one per recipe text of the benchmark (`data/recipe-texts/*.xml`), its goal
// taken from the gold network the evaluator scores that recipe against (gold-standards.ts: the
// environment of the text's id, so black-bean-salad-2 gets its own file's network whatever that
// file's `#` line says), executed once per Simulator.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.ts';
import { type GoldStandard, GoldStandards } from '../evaluator/gold-standards.ts';
import { Simulator } from '../simulator.ts';
import { requireSimulator, requireString } from './arguments.ts';
import { goalOfRun } from './goal-from-run.ts';
import { readRecipeText } from './recipe-text.ts';
import { splitOf } from './split.ts';
import type { Task } from './task.ts';

/** The folder of the recipe texts inside a benchmark checkout. */
export const recipeTextDir = (benchmark: string) => join(benchmark, 'data/recipe-texts');

/** Most recipe files a corpus folder may hold. */
const MAX_RECIPES = 1000;

/** One task per recipe text, sorted by id. A recipe without a gold network that executes is an InputError. */
export function buildCorpusTasks(benchmarkDir: string, sim: Simulator = new Simulator()): Task[] {
  requireString(benchmarkDir, 'buildCorpusTasks: benchmarkDir');
  requireSimulator(sim, 'buildCorpusTasks: simulator');
  const dir = recipeTextDir(benchmarkDir);
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.xml'));
  } catch (e) {
    throw new InputError(`${dir}: cannot list the recipe texts (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  if (files.length > MAX_RECIPES) throw new InputError(`${dir}: more than ${MAX_RECIPES} recipe texts`);
  const golds = new GoldStandards(sim, benchmarkDir);
  const tasks = files.map((f) => corpusTask(join(dir, f), golds, sim));
  const seen = new Set<string>();
  for (const t of tasks) {
    if (seen.has(t.id)) throw new InputError(`${dir}: two recipe texts have the id ${t.id}`);
    seen.add(t.id);
  }
  return tasks.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function corpusTask(path: string, golds: GoldStandards, sim: Simulator): Task {
  const text = readRecipeText(path);
  const gold = executedGold(golds, text.id, path);
  return {
    id: text.id,
    source: text.id,
    split: splitOf(text.id),
    title: text.title,
    text: { ingredients: text.ingredients, instructions: text.instructions },
    kitchen: { name: sim.kitchenName, yaml: null },
    goal: goalOfRun(gold.nodes, gold.environment, sim.semantics),
    variation: [],
  };
}

/** The executed gold of a recipe id; the InputError names the recipe file when there is none. */
export function executedGold(golds: GoldStandards, recipeId: string, where: string): GoldStandard {
  if (!golds.environment(recipeId)) throw new InputError(`${where}: recipe ${recipeId} has no gold network in the benchmark's environments`);
  const gold = golds.get(recipeId);
  if (gold.problem) throw new InputError(`${where}: ${gold.problem}`);
  return gold;
}
