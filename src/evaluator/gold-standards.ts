// The 30 gold environments of the benchmark (spec: evaluation §2.7–2.8, §3.6): which gold file
// each recipe id is scored against and which variable names its dish. Gold networks are read
// from the benchmark folder and executed once per Simulator; every prediction is compared with
// that one execution, as the reference builds its environments once at load time.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { goldDir, requireBenchmarkDir } from '../benchmark-dir.ts';
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import type { Recipe, SolutionFile, Term } from '../language/ast.ts';
import { kindOfValue } from '../language/check-recipe.ts';
import { formatProblem, readSolutionFile } from '../language/parse-solution.ts';
import type { Semantics } from '../rules/action.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';
import { type ExecNode, isFailed, nodeSequence } from './nodes.ts';

export interface GoldEnvironment {
  /** The id a prediction's `#` line must carry (lower case). */
  recipeId: string;
  /** The gold file's name in `data/gold-standard-solutions/meaning-only/`, without `.solution`. */
  file: string;
  /** The variable naming the gold dish (`?name`). */
  dish: string;
  /** The variable naming the finished dish where the reference names another one. */
  correctedDish?: string;
}

const env = (recipeId: string, dish: string, file = recipeId, correctedDish?: string): GoldEnvironment => ({ recipeId, file, dish, correctedDish });

/** In the reference's order. */
export const GOLD_ENVIRONMENTS: readonly GoldEnvironment[] = [
  env('almond-crescent-cookies', '?almond-crescent-cookies'),
  env('afghan-biscuits', '?sprinkled-cookies'),
  env('best-brownies', '?cut-brownie'),
  env('chocolate-fudge-cookies', '?cooled-cookies'),
  env('easy-banana-bread', '?baked-banana-bread'),
  env('easy-oatmeal-cookies', '?baked-cookies'),
  env('whole-wheat-ginger-snaps', '?cooled-snaps'),
  env('cucumber-slices-with-dill', '?served-salad'),
  env('easy-cherry-tomato-corn-salad', '?cooled-salad'),
  env('black-bean-and-sweet-potato-salad', '?salad', 'vegan-black-bean-and-sweet-potato-salad'),
  env('almond-crescent-cookies-2', '?cooled-cookies'),
  env('almond-crescent-cookies-3', '?almond-crescent-cookies'),
  env('almond-crescent-cookies-4', '?baked-crescents'),
  env('almond-crescent-cookies-5', '?covered-cookies'),
  env('coconut-tuiles', '?cooled-rounds'),
  env('mexican-wedding-cookies', '?mexican-wedding-cookies'),
  env('bisquick-shortcake-biscuits', '?bisquick-shortcake-biscuits'),
  env('chocolate-cream-cheese-cupcakes', '?baked-cupcakes'),
  env('black-bean-salad-2', '?served-salad'),
  env('black-bean-salad-3', '?cooled-salad'),
  env('black-bean-salad-4', '?seasoned-salad'),
  env('black-bean-salad-5', '?black-bean-salad'),
  env('classic-greek-salad', '?greek-salad'),
  env('classic-potato-salad', '?potato-salad'),
  env('cole-slaw', '?cole-slaw'),
  env('cranberry-fluff-salad', '?cranberry-fluff-salad'),
  env('avocado-chicken-salad', '?cooled-salad'),
  env('basic-chicken-salad', '?basic-chicken-salad'),
  // the reference names the first fetched broccoli as the dish; the salad is the last output
  env('broccoli-salad', '?proportioned-broccoli', 'broccoli-salad', '?cooled-salad'),
  env('croutons-vinegar-salad', '?croutons-vinegar-salad'),
];

/**
 * ` (did you mean …?)`: a gold id close to `id`, the one a file name written as the id names
 * (`cole-slaw.solution`), or the only one `id` begins (`#afghan biscuits` has the id afghan: the
 * header's first word).
 */
export function nearGoldId(id: string): string {
  const base = id.replace(/\.solution$/, '');
  const named = GOLD_ENVIRONMENTS.find((e) => e.recipeId === base || e.file === base);
  if (named) return ` (did you mean ${named.recipeId}?)`;
  const near = didYouMean(id, GOLD_ENVIRONMENTS.map((e) => e.recipeId));
  if (near) return near;
  const begun = GOLD_ENVIRONMENTS.filter((e) => e.recipeId.startsWith(`${id}-`));
  return begun.length === 1 ? ` (did you mean ${begun[0].recipeId}? a recipe id is one word, its parts joined by "-")` : '';
}

const byId = new Map(GOLD_ENVIRONMENTS.map((e) => [e.recipeId, e]));

export function goldEnvironment(recipeId: string, where = 'goldEnvironment'): GoldEnvironment | undefined {
  // a recipe id that is not text (undefined, a Recipe) would fail as a TypeError deep inside
  if (typeof recipeId !== 'string') throw new InputError(`${where}: expected a recipe id (text such as afghan-biscuits), got ${kindOfValue(recipeId)}`);
  return byId.get(recipeId.toLowerCase());
}

/** One gold environment after executing its network. */
export interface GoldStandard {
  environment: GoldEnvironment;
  path: string;
  /** The gold network's run; null when its file could not be read. */
  run: RecipeRun | null;
  /** Executed nodes in order; empty when the gold network did not execute completely. */
  nodes: ExecNode[];
  /** Why the gold cannot be used, or null. */
  problem: string | null;
  /** The gold network as read, when its file could be read. */
  recipe?: Recipe;
}

/**
 * The gold dish node: walking back from the last executed node, the first whose primary output is
 * the environment's dish variable. Corrected semantics: the finished dish's variable where the
 * reference names another one, and, when the dish is a failed object, the latest earlier step
 * whose output did not fail (the dish as far as the gold network could make it).
 */
export function goldOutputNode(gold: GoldStandard, semantics: Semantics = 'reference'): ExecNode | null {
  return dishNode(gold.nodes, gold.environment, semantics);
}

/** `goldOutputNode` over any executed nodes of the environment's network (a transformed gold network's run too). */
export function dishNode(nodes: ExecNode[], environment: GoldEnvironment, semantics: Semantics = 'reference'): ExecNode | null {
  const corrected = semantics === 'corrected';
  const name = (corrected ? (environment.correctedDish ?? environment.dish) : environment.dish).toUpperCase();
  let i = nodes.length - 1;
  while (i >= 0 && nodes[i].outName !== name) i--;
  if (i < 0) return null;
  if (corrected) while (i > 0 && isFailed(nodes[i].output) && nodes[i - 1].action !== 'get-kitchen') i--;
  return nodes[i];
}

const executed = new WeakMap<Simulator, Map<string, GoldStandard>>();

/**
 * Gold files read once per process (by path, size and modification time): each simulator
 * executes them anew, but their text never needs parsing twice.
 */
const goldFiles = new Map<string, { stamp: string; parsed: SolutionFile; recipe: Recipe | undefined }>();

function readGold(path: string, recipeId: string): { parsed: SolutionFile; recipe: Recipe | undefined } {
  let stamp = 'unreadable';
  try {
    const { size, mtimeMs } = statSync(path);
    stamp = `${size}:${mtimeMs}:${recipeId}`;
  } catch {
    // readSolutionFile says what is wrong
  }
  const known = goldFiles.get(path);
  if (known && known.stamp === stamp && stamp !== 'unreadable') return known;
  const parsed = readSolutionFile(path);
  // every gold file holds one recipe; the reference would take the last one of several (it reads
  // recipes into a list in reverse and takes the first)
  const last = parsed.recipes[parsed.recipes.length - 1];
  // the gold file's own `#` line is ignored: the environment says which recipe it is
  const entry = { stamp, parsed, recipe: last && { ...last, id: recipeId } };
  goldFiles.set(path, entry);
  return entry;
}

/** The benchmark's 30 gold recipes with their kitchens: each gold network is read from the corpus (`benchmark`, else `$IRL_KITCHEN_BENCHMARK`, else `../shared/benchmark` beside a clone; an installed package has no default) and executed once per Simulator, on first use. */
export class GoldStandards {
  /** The folder of the gold networks. */
  readonly dir: string;

  /** `benchmark`: the benchmark folder, resolved as `requireBenchmarkDir` does. */
  constructor(
    /** The simulator that executes the gold networks. */
    readonly sim: Simulator,
    benchmark?: string,
  ) {
    // a wrong simulator would be used only at the first gold network, far from this call
    if (typeof sim !== 'object' || sim === null || typeof (sim as { run?: unknown }).run !== 'function')
      throw new InputError(`new GoldStandards: expected a Simulator first, got ${kindOfValue(sim)}`);
    if (benchmark !== undefined && typeof benchmark !== 'string') throw new InputError(`new GoldStandards: the benchmark folder must be a path (text), got ${kindOfValue(benchmark)}`);
    this.dir = requireBenchmarkDir(benchmark);
  }

  /** The gold environment of a recipe (its kitchen and dish variable), if the corpus has one. */
  environment(recipeId: string): GoldEnvironment | undefined {
    return goldEnvironment(recipeId, 'GoldStandards.environment');
  }

  /** The executed gold of a recipe id, computed on first use and kept for the Simulator's life. */
  get(recipeId: string): GoldStandard {
    const environment = goldEnvironment(recipeId, 'GoldStandards.get');
    if (!environment) throw new InputError(`GoldStandards.get: no gold environment for recipe ${recipeId}${nearGoldId(recipeId)}`);
    let cache = executed.get(this.sim);
    if (!cache) executed.set(this.sim, (cache = new Map()));
    const path = join(goldDir(this.dir), `${environment.file}.solution`);
    let gold = cache.get(path);
    if (!gold) cache.set(path, (gold = this.execute(environment, path)));
    return gold;
  }

  /**
   * The gold network's own run when `recipe` is that very network (the same file, as named, and
   * recipe) and `sim` executes as this gold simulator does: execution is deterministic, so
   * running it again would give the same run. Scoring the corpus's gold files runs each once.
   */
  sameRun(sim: Simulator, recipe: Recipe, file: string): RecipeRun | null {
    const environment = recipe.id ? goldEnvironment(recipe.id) : undefined;
    if (!environment || file !== join(goldDir(this.dir), `${environment.file}.solution`) || recipe.place.file !== file) return null;
    const g = this.sim;
    if (sim.world !== g.world || sim.inventory !== g.inventory || sim.semantics !== g.semantics || sim.kitchenName !== g.kitchenName) return null;
    const gold = this.get(recipe.id!);
    const goldRecipe = gold.recipe;
    return gold.run && goldRecipe && goldRecipe.place.line === recipe.place.line && sameText(goldRecipe, recipe) ? gold.run : null;
  }

  private execute(environment: GoldEnvironment, path: string): GoldStandard {
    const { parsed, recipe } = readGold(path, environment.recipeId);
    const fail = (problem: string, run: RecipeRun | null = null): GoldStandard => ({ environment, path, run, nodes: [], problem, recipe: recipe ?? undefined });
    // each problem with its file:line:column, so a damaged corpus file can be found and mended
    if (parsed.problems.length || !recipe) return fail(`the gold file cannot be read: ${parsed.problems.map(formatProblem).join('; ') || `${path}: no recipe`}`);
    const run = this.sim.run(recipe, path);
    if (run.status !== 'ok')
      return fail(`the gold network of ${environment.recipeId} did not execute (${run.status}): ${run.messages.slice(0, 3).join(' | ')}`, run);
    return { environment, path, run, nodes: nodeSequence(run), problem: null, recipe };
  }
}

/** Whether two recipes hold the same predicates at the same places (compared as terms: printing them costs more). */
function sameText(a: Recipe, b: Recipe): boolean {
  if (a.predicates.length !== b.predicates.length) return false;
  return a.predicates.every((p, i) => {
    const q = b.predicates[i];
    return p.place.line === q.place.line && p.place.column === q.place.column && p.name === q.name && sameTerms(p.args, q.args);
  });
}

function sameTerms(a: Term[], b: Term[]): boolean {
  return a.length === b.length && a.every((t, i) => sameTerm(t, b[i]));
}

function sameTerm(a: Term, b: Term): boolean {
  if (a.kind === 'list') return b.kind === 'list' && sameTerms(a.items, b.items);
  if (a.kind === 'number') return b.kind === 'number' && a.text === b.text;
  return a.kind === b.kind && a.name === (b as { name: string }).name;
}
