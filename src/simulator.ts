// Runs recipes end to end: program building, execution in a fresh kitchen, and a result that
// names every problem by file:line:column. One Simulator per loaded world and rule set.
import { statSync } from 'node:fs';
import { execute, type ExecutionResult } from './engine/execute.ts';
import { buildProgram, type Program, showPredicate } from './engine/program.ts';
import { timeline, type TimelineEntry } from './engine/schedule.ts';
import { InputError } from './errors.ts';
import type { Recipe } from './language/ast.ts';
import { formatPlace } from './language/parse-solution.ts';
import { type Entity, Factory } from './kitchen/entity.ts';
import { World } from './kitchen/world.ts';
import type { Num } from './numbers/num.ts';
import type { Semantics } from './rules/action.ts';
import { ruleFilesIn } from './rules/load-rules.ts';
import { type Inventory, loadInventory, RULES_DIR } from './rules/registry.ts';

export type RunStatus = 'ok' | 'unexecutable' | 'error';

export interface RecipeRun {
  file: string;
  recipeId: string | null;
  status: RunStatus;
  executionTime: Num | null;
  timeline: TimelineEntry[];
  messages: string[];
  program: Program | null;
  execution: ExecutionResult | null;
  /** The kitchen state `get-kitchen` bound in this run. */
  initialKitchen: Entity | null;
}

export interface SimulatorOptions {
  rulesDirs?: string[];
  ontologyFiles?: string[];
  kitchen?: string;
  maxEvaluations?: number;
  /** Wall-clock bound of one execution's search, in milliseconds. */
  maxMillis?: number;
  semantics?: Semantics;
}

export class Simulator {
  readonly world: World;
  readonly inventory: Inventory;
  readonly kitchenName: string;
  private readonly maxEvaluations?: number;
  private readonly maxMillis?: number;
  readonly semantics: Semantics;

  constructor(options: SimulatorOptions = {}) {
    ({ world: this.world, inventory: this.inventory } = loadWorld(options.ontologyFiles ?? [], options.rulesDirs ?? []));
    this.kitchenName = options.kitchen ?? 'full-kitchen';
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

  run(recipe: Recipe, file: string): RecipeRun {
    // the run's objects get ids after the kitchen's, as the reference's ids never repeat
    const factory = new Factory(this.world.ontology, this.builtKitchen().factory);
    const base: RecipeRun = {
      file,
      recipeId: recipe.id,
      status: 'error',
      executionTime: null,
      timeline: [],
      messages: [],
      program: null,
      execution: null,
      initialKitchen: null,
    };
    let checked;
    try {
      checked = buildProgram(recipe, this.inventory, factory);
    } catch (e) {
      if (e instanceof InputError) return { ...base, messages: [`${formatPlace(recipe.place)}: ${e.message}`] };
      throw e;
    }
    if (!checked.program) return { ...base, messages: checked.problems.map((p) => `${formatPlace(p.place)}: ${p.message}`) };
    const program = checked.program;
    const kitchen = this.initialKitchen(factory);
    const execution = execute(program, kitchen, factory, this.world.units, { maxEvaluations: this.maxEvaluations, maxMillis: this.maxMillis, semantics: this.semantics });
    const messages: string[] = [];
    if (execution.status === 'unexecutable') messages.push(...explainUnexecutable(program, execution));
    if (execution.status === 'error' && execution.error) {
      const e = execution.error.expression;
      const where = e !== undefined ? `${formatPlace(program.expressions[e].predicate.place)}: ${showPredicate(program.expressions[e].predicate)}: ` : `${formatPlace(recipe.place)}: `;
      messages.push(`${where}${execution.error.message} [${execution.error.reason}]`);
    }
    return {
      ...base,
      status: execution.status,
      executionTime: execution.executionTime,
      timeline: timeline(program, execution),
      messages,
      program,
      execution,
      initialKitchen: kitchen,
    };
  }
}

/** A built initial kitchen and the factory that numbered its objects. */
interface BuiltKitchen {
  kitchen: Entity;
  factory: Factory;
}

const builtKitchens = new WeakMap<World, Map<string, BuiltKitchen>>();

/**
 * Loaded worlds with their compiled actions, by source files (path, size, modification time):
 * loading runs YAML and tau-prolog (a few hundred milliseconds), and nothing changes a loaded
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

/** One line per action that never ran, naming the variables it waited for. */
function explainUnexecutable(program: Program, ex: ExecutionResult): string[] {
  const name = (v: number) => program.variables[v].name.toLowerCase();
  const lines = ex.waiting.map((w) => {
    const p = program.expressions[w.expression].predicate;
    const why: string[] = [];
    if (w.unbound.length) why.push(`waiting for ${w.unbound.map(name).join(', ')}, which no executed action produced`);
    if (w.alreadyBound.length) why.push(`its output ${w.alreadyBound.map(name).join(', ')} was already bound by another action, so none of its modes applies`);
    if (!why.length) why.push('its inputs do not have the types it accepts');
    return `${formatPlace(p.place)}: ${p.name} never ran: ${why.join('; ')}`;
  });
  if (!lines.length) {
    const open = program.variables.filter((v, i) => !v.constant && ex.values[i] === null);
    for (const v of open) lines.push(`${formatPlace(v.place)}: ${v.name.toLowerCase()} is never bound by any action`);
  }
  if (!lines.length) lines.push('no complete execution exists');
  return lines;
}
