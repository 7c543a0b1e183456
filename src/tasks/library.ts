// The tasks as a library offers them: corpus tasks built once per process, benchmark folder and
// world (rule files, ontology, kitchen, semantics), then kept; derived tasks made on demand, by
// seed or by id, and kept too. Tasks handed out are frozen, since every caller shares them.
import { requireBenchmarkDir } from '../benchmark-dir.ts';
import { closest, didYouMean, didYouMeanOneOf } from '../did-you-mean.ts';
import { GoldStandards } from '../evaluator/gold-standards.ts';
import type { Inventory } from '../rules/registry.ts';
import { Simulator } from '../simulator.ts';
import { buildCorpusTasks, executedGold } from './corpus.ts';
import { checkDeriveOptions, DERIVED, type DeriveOptions, deriveTask, deriveTasks } from './derive.ts';
import { candidateVariations } from './enumerate.ts';
import type { Task } from './task.ts';
import { optionalString, optionsOf, requireSimulator, requireString } from './arguments.ts';
import { quote } from './quote.ts';
import { parseVariationId, variationId } from './variations.ts';

/** Where tasks come from: the corpus folder, derived tasks to add, the simulator that runs them. */
export interface TaskOptions {
  /** The benchmark folder (default: IRL_KITCHEN_BENCHMARK, else ../shared/benchmark beside the package). */
  benchmark?: string;
  /** Derived tasks to list besides the corpus's (docs/TASKS.md). */
  derive?: DeriveOptions;
  /** The simulator whose world executes the gold networks (default: the standard one). */
  sim?: Simulator;
}

/** The options TaskOptions names. */
const TASK_OPTIONS = ['benchmark', 'derive', 'sim'] as const;

interface Shelf {
  corpus: Task[];
  byId: Map<string, Task>;
  /** Derived tasks by seed and count, and single derived tasks by id (null: that id gives none). */
  drawn: Map<string, Task[]>;
  derived: Map<string, Task | null>;
  sim: Simulator;
  dir: string;
}

/** Per action inventory (one per loaded world and rule set), then per folder, kitchen and semantics. */
const shelves = new WeakMap<Inventory, Map<string, Shelf>>();

function shelf(options: TaskOptions): Shelf {
  optionalString(options.benchmark, 'benchmark');
  if (options.sim !== undefined) requireSimulator(options.sim, 'sim');
  const dir = requireBenchmarkDir(options.benchmark);
  const sim = options.sim ?? new Simulator();
  let byWorld = shelves.get(sim.inventory);
  if (!byWorld) shelves.set(sim.inventory, (byWorld = new Map()));
  const key = `${dir}\n${sim.kitchenName}\n${sim.semantics}`;
  let s = byWorld.get(key);
  if (!s) {
    const corpus = buildCorpusTasks(dir, sim).map(deepFreeze);
    s = { corpus, byId: new Map(corpus.map((t) => [t.id, t])), drawn: new Map(), derived: new Map(), sim, dir };
    byWorld.set(key, s);
  }
  return s;
}

/** The corpus tasks, then (with `derive`) the derived tasks that seed and count give. */
export function listTasks(options: TaskOptions = {}): Task[] {
  options = optionsOf(options, 'listTasks', TASK_OPTIONS);
  const s = shelf(options);
  if (!options.derive) return [...s.corpus];
  checkDeriveOptions(options.derive);
  const key = `${options.derive.seed}:${options.derive.count}`;
  let drawn = s.drawn.get(key);
  if (!drawn) {
    drawn = deriveTasks(s.corpus, options.derive, s.dir, s.sim).map((t) => remember(s, t));
    s.drawn.set(key, drawn);
  }
  return [...s.corpus, ...drawn];
}

/**
 * A task by id: a corpus task, or a derived task (`<recipe>~<variation>`) of one of the
 * variations the generator draws from (docs/TASKS.md), whatever the seed. Undefined when there is
 * no such task (an unknown recipe or variation, or one whose network does not execute).
 */
export function getTask(id: string, options: TaskOptions = {}): Task | undefined {
  requireString(id, 'getTask: id');
  options = optionsOf(options, 'getTask', TASK_OPTIONS);
  const s = shelf(options);
  const known = s.byId.get(id);
  if (known) return known;
  if (options.derive) {
    listTasks(options);
    const drawn = s.byId.get(id);
    if (drawn) return drawn;
  }
  const cut = id.indexOf(DERIVED);
  if (cut < 0) return undefined;
  if (s.derived.has(id)) return s.derived.get(id) ?? undefined;
  const base = s.byId.get(id.slice(0, cut));
  const variation = parseVariationId(id.slice(cut + 1));
  // only the generator's own variations: their number is bounded, so is what is kept here
  if (!base || base.variation.length || !variation || variationId(variation) !== id.slice(cut + 1)) return undefined;
  const gold = executedGold(new GoldStandards(s.sim, s.dir), base.source, `task ${base.id}`);
  if (!candidateVariations(gold, s.sim).some((v) => variationId(v) === variationId(variation))) return undefined;
  const task = deriveTask(base, gold, variation, s.sim);
  if (!task) s.derived.set(id, null);
  return task ? remember(s, task) : undefined;
}

/**
 * Why `getTask(id)` gives no task, in words for an error: `unknown task "…"` with the closest
 * corpus ids, or for a derived id (`<recipe>~<variation>`) the recipe's own variations closest to
 * it (a variation id is compared with variation ids, not with the corpus's recipe ids).
 * `listedBy`: what lists the tasks where the caller asks (`listTasks()` in the library).
 */
export function missingTask(id: string, options: TaskOptions = {}, listedBy = 'listTasks()'): string {
  requireString(id, 'missingTask: id');
  options = optionsOf(options, 'missingTask', TASK_OPTIONS);
  const s = shelf(options);
  const head = `unknown task ${quote(id)}`;
  const cut = id.indexOf(DERIVED);
  if (cut < 0) return `${head}${didYouMean(id, s.corpus.map((t) => t.id)) || ` (a task id of ${listedBy}, e.g. almond-crescent-cookies)`}`;
  const recipe = id.slice(0, cut);
  const wanted = id.slice(cut + 1);
  const base = s.byId.get(recipe);
  // nothing spelt alike (an empty recipe, `~x`): the form a derived id takes says what is missing
  const form = ` (a derived task id is <recipe>${DERIVED}<variation>, a corpus task id of ${listedBy} and one of its variations, e.g. almond-crescent-cookies${DERIVED}scale.2)`;
  if (!base || base.variation.length) return `${head}: no corpus recipe ${quote(recipe)}${didYouMean(recipe, s.corpus.map((t) => t.id)) || form}`;
  const gold = executedGold(new GoldStandards(s.sim, s.dir), base.source, `task ${base.id}`);
  const offered = candidateVariations(gold, s.sim).map(variationId);
  if (offered.includes(wanted)) return `${head}: variation ${wanted} of ${recipe} gives no task (its network does not execute, or fails a step the gold network did not; docs/TASKS.md)`;
  const close = closest(wanted, offered).map((v) => `${recipe}${DERIVED}${v}`);
  // nothing spelt alike (`tools.oven.2`): the variations of the kind asked for say what there is
  const kind = wanted.split('.')[0];
  const same = offered.filter((v) => v.split('.')[0] === kind);
  const listed = same.length ? same : offered;
  const shown = listed.slice(0, LISTED).join(', ') + (listed.length > LISTED ? ` and ${listed.length - LISTED} more` : '');
  return `${head}: ${recipe} has no variation ${quote(wanted)}${didYouMeanOneOf(close) || ` (its ${same.length ? `${kind} ` : ''}variations: ${shown})`}`;
}

/** Variations a message lists before `and N more`. */
const LISTED = 12;

/** The task frozen and findable by id (the first made of an id is the one kept). */
function remember(s: Shelf, task: Task): Task {
  const kept = s.byId.get(task.id) ?? deepFreeze(task);
  s.byId.set(task.id, kept);
  s.derived.set(task.id, kept);
  return kept;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
