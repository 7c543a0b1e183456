// Runs recipes end to end: program building, execution in a fresh kitchen, and a result that
// names every problem by file:line:column. One Simulator per loaded world and rule set.
import { statSync } from 'node:fs';
import type { Diagnostic } from './diagnostics/diagnostic.ts';
import { explainExecution, explainProblems, explainRefused } from './diagnostics/explain.ts';
import { execute, type ExecutionResult } from './engine/execute.ts';
import { buildProgram, type Program } from './engine/program.ts';
import { timeline, type TimelineEntry } from './engine/schedule.ts';
import { InputError, requireChoice } from './errors.ts';
import type { Recipe } from './language/ast.ts';
import { kindOfValue, recipeShapeProblem, requireRecipe } from './language/check-recipe.ts';
import { recipeVersion } from './language/recipe-version.ts';
import { type Entity, Factory } from './kitchen/entity.ts';
import { World } from './kitchen/world.ts';
import type { Num } from './numbers/num.ts';
import { SEMANTICS, type Semantics } from './rules/action.ts';
import { ruleFilesIn } from './rules/load-rules.ts';
import { type Inventory, loadInventory, RULES_DIR } from './rules/registry.ts';
import { optionsOf } from './tasks/arguments.ts';
import { kitchenOntology } from './tasks/derived-kitchen.ts';

/** `ok`: every action ran and every variable is bound; `unexecutable`: some action never became applicable; `error`: malformed input, or the reference simulator would have stopped with an error. */
export type RunStatus = 'ok' | 'unexecutable' | 'error';

/** The result of running one recipe: status, execution time (the latest available-at of any binding), the timeline of steps and messages that start with `file:line:column`. */
export interface RecipeRun {
  file: string;
  recipeId: string | null;
  status: RunStatus;
  executionTime: Num | null;
  timeline: TimelineEntry[];
  messages: string[];
  /**
   * The same problems as values with codes, root causes first (docs/DIAGNOSTICS.md). Always set
   * by `Simulator.run`; optional only so that results built elsewhere stay valid.
   */
  diagnostics?: Diagnostic[];
  program: Program | null;
  execution: ExecutionResult | null;
  /** The kitchen state `get-kitchen` bound in this run. */
  initialKitchen: Entity | null;
}

/** What a Simulator loads and how it runs: extra rule folders and ontology files (after the built-in ones), the initial kitchen (`full-kitchen`), search bounds, and `semantics` (`reference` reproduces the reference simulator, defects included; `corrected` fixes them). */
export interface SimulatorOptions {
  rulesDirs?: string[];
  ontologyFiles?: string[];
  kitchen?: string;
  maxEvaluations?: number;
  /** Wall-clock bound of one execution's search, in milliseconds. */
  maxMillis?: number;
  semantics?: Semantics;
}

/** Executes recipes in the simulated kitchen. Loading the ontology and compiling the rule files happens once per process for the same files, so creating another Simulator over them is cheap. The constructor throws an InputError for a bad rule or ontology file; `run(recipe, file)` executes one recipe and reports a bad one in its result instead of throwing. */
export class Simulator {
  /** The loaded ontology, units and kitchens. */
  readonly world: World;
  /** The compiled actions, by name. */
  readonly inventory: Inventory;
  /** The kitchen every run starts from. */
  readonly kitchenName: string;
  private readonly maxEvaluations?: number;
  private readonly maxMillis?: number;
  /** `reference` or `corrected` (docs/DEVIATIONS.md). */
  readonly semantics: Semantics;
  /** The options it was made with (a session over the same world opens with them). */
  readonly options: Readonly<SimulatorOptions>;

  constructor(options: SimulatorOptions | null = {}) {
    options = checkOptions(options ?? {});
    this.options = { ...options };
    const files = { ontologyFiles: options.ontologyFiles ?? [], rulesDirs: options.rulesDirs ?? [] };
    this.kitchenName = options.kitchen ?? 'full-kitchen';
    let loaded = loadWorld(files.ontologyFiles, files.rulesDirs);
    // a derived task's kitchen is made from its name, as --kitchen makes it; any other unknown
    // name is refused here (with the closest names and the derived form), not by the first run
    if (!loaded.world.kitchenNames().includes(this.kitchenName)) loaded = loadWorld([...files.ontologyFiles, ...kitchenOntology(this.kitchenName, files)], files.rulesDirs);
    ({ world: this.world, inventory: this.inventory } = loaded);
    this.maxEvaluations = options.maxEvaluations;
    this.maxMillis = options.maxMillis;
    this.semantics = options.semantics ?? 'reference';
  }

  /**
   * The initial kitchen. Steps never change an entity in place (they copy what they change),
   * so one built kitchen serves every run of every simulator over the same world. A replacement
   * (the testing kit's kitchen set-ups) builds its own kitchen with the run's `factory`.
   */
  initialKitchen(_factory: Factory): Entity {
    return this.builtKitchen().kitchen;
  }

  private builtKitchen(): BuiltKitchen {
    let built = builtKitchens.get(this.world)?.get(this.kitchenName);
    if (!built) {
      const factory = new Factory(this.world.ontology);
      built = { kitchen: this.world.buildKitchen(this.kitchenName, factory), factory };
      let kitchens = builtKitchens.get(this.world);
      if (!kitchens) builtKitchens.set(this.world, (kitchens = new Map()));
      kitchens.set(this.kitchenName, built);
    }
    return built;
  }

  /** `bounds.maxMillis` replaces the simulator's own time bound for this run. */
  run(recipe: Recipe, file: string, bounds: { maxMillis?: number } | null = {}): RecipeRun {
    // a wrong value (a SolutionFile, text) is the caller's mistake: said at once, in words
    requireRecipe(recipe, 'Simulator.run');
    if (file === undefined) file = typeof recipe.place?.file === 'string' ? recipe.place.file : '';
    if (typeof file !== 'string') throw new InputError(`Simulator.run: expected the file name as a string, got ${kindOfValue(file)}`);
    // a misspelt bound (maxMilis) would leave the run unbounded, silently
    const { maxMillis } = optionsOf(bounds, 'Simulator.run: bounds', ['maxMillis']);
    if (maxMillis !== undefined) checkBound('maxMillis', maxMillis, false);
    // the run's objects get ids after the kitchen's, as the reference's ids never repeat
    const factory = new Factory(this.world.ontology, this.builtKitchen().factory);
    const base: RecipeRun = {
      file,
      recipeId: recipe.id,
      status: 'error',
      executionTime: null,
      timeline: [],
      messages: [],
      diagnostics: [],
      program: null,
      execution: null,
      initialKitchen: null,
    };
    // a recipe built by hand may not have the reader's shape; the engine relies on it
    // one look at the recipe's parts for both: a recipe changed in place since its last run is read anew
    const version = recipeVersion(recipe);
    const shape = recipeShapeProblem(recipe, file, version);
    if (shape) return { ...base, recipeId: typeof recipe.id === 'string' ? recipe.id : null, ...explainRefused({ ...recipe, place: shape.place }, shape.message) };
    let checked;
    try {
      checked = buildProgram(recipe, this.inventory, factory, version);
    } catch (e) {
      if (e instanceof InputError) return { ...base, ...explainRefused(recipe, e.message) };
      throw e;
    }
    if (!checked.program) return { ...base, ...explainProblems(checked.problems) };
    const program = checked.program;
    const kitchen = this.initialKitchen(factory);
    const execution = execute(program, kitchen, factory, this.world.units, { maxEvaluations: this.maxEvaluations, maxMillis: maxMillis ?? this.maxMillis, semantics: this.semantics });
    // a clean run has nothing to explain: no work on the success path
    const clean = execution.status === 'ok' && !execution.steps.some((s) => s.failed);
    const { messages, diagnostics } = clean ? { messages: [], diagnostics: [] } : explainExecution(recipe, program, execution);
    return {
      ...base,
      status: execution.status,
      executionTime: execution.executionTime,
      timeline: timeline(program, execution),
      messages,
      diagnostics,
      program,
      execution,
      initialKitchen: kitchen,
    };
  }
}

const SIMULATOR_OPTIONS = ['rulesDirs', 'ontologyFiles', 'kitchen', 'maxEvaluations', 'maxMillis', 'semantics'] as const satisfies readonly (keyof SimulatorOptions)[];

/** The options as given, or an InputError naming the first wrong one (a typo would otherwise be ignored, a NaN bound disable the bound). */
function checkOptions(options: SimulatorOptions): SimulatorOptions {
  if (typeof options !== 'object' || Array.isArray(options)) throw new InputError(`Simulator options: expected an object, got ${kindOfValue(options)}`);
  // a misspelt option (rulesDir for rulesDirs) would load without what it names, silently
  optionsOf(options, 'new Simulator', SIMULATOR_OPTIONS);
  if (options.semantics !== undefined) requireChoice('semantics', options.semantics, SEMANTICS);
  for (const key of ['rulesDirs', 'ontologyFiles'] as const) {
    const v = options[key];
    if (v !== undefined && !(Array.isArray(v) && v.every((x) => typeof x === 'string')))
      throw new InputError(`${key}: expected an array of paths, got ${Array.isArray(v) ? 'an array holding a non-string' : kindOfValue(v)}`);
  }
  if (options.kitchen !== undefined && typeof options.kitchen !== 'string') throw new InputError(`kitchen: expected a kitchen's name, got ${kindOfValue(options.kitchen)}`);
  if (options.maxEvaluations !== undefined) checkBound('maxEvaluations', options.maxEvaluations, true);
  if (options.maxMillis !== undefined) checkBound('maxMillis', options.maxMillis, false);
  return options;
}

/** A search bound: a number from 0 (a whole one for counts), Infinity for none. */
function checkBound(name: string, v: unknown, whole: boolean): void {
  const ok = typeof v === 'number' && v >= 0 && (v === Infinity || !whole || Number.isSafeInteger(v));
  if (!ok) throw new InputError(`${name}: expected ${whole ? 'a whole number' : 'a number'} from 0 (Infinity for no bound), got ${typeof v === 'number' ? String(v) : kindOfValue(v)}`);
}

/** A built initial kitchen and the factory that numbered its objects. */
interface BuiltKitchen {
  kitchen: Entity;
  factory: Factory;
}

const builtKitchens = new WeakMap<World, Map<string, BuiltKitchen>>();

/**
 * Loaded worlds with their compiled actions, by source files (path, size, modification time):
 * loading reads YAML and rule files (a few hundred milliseconds), and nothing changes a loaded
 * world or inventory, so simulators of one process over the same files share them.
 */
const loadedWorlds = new Map<string, { world: World; inventory: Inventory }>();

function loadWorld(ontologyFiles: string[], rulesDirs: string[]): { world: World; inventory: Inventory } {
  const load = () => {
    const world = World.standard(ontologyFiles);
    return { world, inventory: loadInventory(world, rulesDirs) };
  };
  let key: string;
  try {
    const stamp = (f: string) => {
      const { size, mtimeMs } = statSync(f);
      return `${f}\t${size}\t${mtimeMs}`;
    };
    const rules = [RULES_DIR, ...rulesDirs].flatMap(ruleFilesIn);
    key = [...World.standardFiles(ontologyFiles).map(stamp), '--rules--', ...rules.map(stamp)].join('\n');
  } catch {
    return load(); // a missing file or folder: loading says which, with its place
  }
  let loaded = loadedWorlds.get(key);
  if (!loaded) loadedWorlds.set(key, (loaded = load()));
  return loaded;
}
