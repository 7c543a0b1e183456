// repair(): the smallest set of edits that makes a network execute with no failed object
// (docs/PLANNING.md, "Repair"). Reads the network and, for hints, the recipe's text; never a gold
// network.
import { InputError } from '../errors.ts';
import { formatProblem, parseSolutionText } from '../language/parse-solution.ts';
import { runSteps, runStepsUntil, type SearchSteps } from '../search-steps.ts';
import { Simulator } from '../simulator.ts';
import { checkSessionOptions } from '../session/arguments.ts';
import { checkAsyncOptions, optionalString, optionsOf, requireWhole } from '../tasks/arguments.ts';
import { quote } from '../tasks/quote.ts';
import type { RepairContext } from './context.ts';
import { type Net, netOfRecipe, netText } from './network.ts';
import { executeNet, statusOf } from './outcome.ts';
import { hintSource } from './hint-source.ts';
import { recipeHintText } from './recipe-hints.ts';
import { searchRepair } from './search.ts';
import { REPAIR_DEFAULTS, type RepairAsyncOptions, type RepairOptions, type RepairResult } from './types.ts';

/** The options RepairOptions names. */
const REPAIR_OPTIONS = ['seed', 'budgetSeconds', 'nodeBudget', 'maxEdits', 'benchmark', 'file', 'kitchen', 'semantics', 'rules', 'ontology'];

/**
 * Repairs the first recipe of a `.solution` text. A network that already executes cleanly comes
 * back unchanged with no edits; one that cannot be read is an InputError naming the line.
 */
export function repair(network: string, options: RepairOptions = {}): RepairResult {
  const o = optionsOf(options, 'repair', REPAIR_OPTIONS);
  checkOptions(o);
  const { start, recipeId } = firstNet(network, o);
  return runSteps(repairing(start, recipeId, o));
}

/**
 * repair() that lets the event loop in every few milliseconds: once `options.signal` aborts, the
 * search stops with the cheapest clean network found so far, if any (`stopped: "interrupted"`).
 */
export async function repairAsync(network: string, options: RepairAsyncOptions = {}): Promise<RepairResult> {
  const o = optionsOf(options, 'repairAsync', [...REPAIR_OPTIONS, 'signal', 'onProgress']);
  checkOptions(o);
  checkAsyncOptions(o, 'repairAsync');
  const { start, recipeId } = firstNet(network, o);
  return runStepsUntil(repairing(start, recipeId, o), o.signal, o.onProgress);
}

function firstNet(network: string, options: RepairOptions): { start: Net; recipeId: string | null } {
  const file = options.file ?? 'network.solution';
  const parsed = parseSolutionText(network, file);
  if (parsed.problems.length) throw new InputError(formatProblem(parsed.problems[0]), parsed.problems[0].place);
  const recipe = parsed.recipes[0];
  if (!recipe || recipe.predicates.length === 0) throw new InputError(`${file}:1:1: no network to repair (one (action ?output … ?input) predicate per line)`);
  return { start: netOfRecipe(recipe, network.split(/\r\n|\n|\r/)), recipeId: recipe.id };
}

/** Bounds and seed as numbers the search can use: an InputError names the one that is not. */
function checkOptions(o: RepairOptions): void {
  const count = (v: unknown, least: number) => Number.isSafeInteger(v) && (v as number) >= least;
  if (o.seed !== undefined) requireWhole(o.seed, 'seed');
  if (o.nodeBudget !== undefined && !count(o.nodeBudget, 1)) throw new InputError(`nodeBudget must be a positive integer, not ${quote(o.nodeBudget)}`);
  if (o.maxEdits !== undefined) requireWhole(o.maxEdits, 'maxEdits');
  const s = o.budgetSeconds;
  if (s !== undefined && !(typeof s === 'number' && s > 0 && Number.isFinite(s))) throw new InputError(`budgetSeconds must be a positive number of seconds, not ${quote(s)}`);
  optionalString(o.benchmark, 'benchmark');
  optionalString(o.file, 'file');
  // named as repair takes them: the Simulator built from them would name its own rulesDirs, ontologyFiles
  checkSessionOptions({ rules: o.rules, ontology: o.ontology }, 'repair');
}

/** The repair of one recipe's network, paused between the networks it tries (search-steps.ts). */
export function* repairing(start: Net, recipeId: string | null, options: RepairOptions = {}): SearchSteps<RepairResult> {
  options = optionsOf(options, 'repair');
  checkOptions(options);
  const file = options.file ?? 'network.solution';
  const budgetSeconds = options.budgetSeconds ?? REPAIR_DEFAULTS.budgetSeconds;
  const sim = new Simulator({ kitchen: options.kitchen, rulesDirs: options.rules, ontologyFiles: options.ontology, semantics: options.semantics });
  const text = recipeHintText(recipeId, options.benchmark);
  const ctx: RepairContext = {
    sim,
    hints: text.lines,
    sessionOptions: { kitchen: options.kitchen, rules: options.rules, ontology: options.ontology, semantics: options.semantics },
    sessions: new Map(),
  };
  const startLines = start.lines.map((l) => l.source ?? 0);
  const before = executeNet(sim, start, file);
  const beforeStatus = statusOf(before, (i) => startLines[i]);
  const base = { recipeId, hints: hintSource(text, start, sim.world.ontology), before: beforeStatus };
  if (before.clean) return { ...base, repaired: true, network: netText(start), edits: [], after: beforeStatus, nodes: 0, stopped: null };
  const found = yield* searchRepair(ctx, start, before, {
    nodeBudget: options.nodeBudget ?? REPAIR_DEFAULTS.nodeBudget,
    maxEdits: options.maxEdits ?? REPAIR_DEFAULTS.maxEdits,
    seed: options.seed ?? REPAIR_DEFAULTS.seed,
    deadline: performance.now() + budgetSeconds * 1000,
    file,
  });
  if (!found.best) return { ...base, repaired: false, network: netText(start), edits: [], after: beforeStatus, nodes: found.nodes, stopped: found.stopped };
  // lines of the repaired network as the output file numbers them
  const offset = start.header === null ? 1 : 2;
  return {
    ...base,
    repaired: true,
    network: netText(found.best.net),
    edits: found.best.edits,
    after: statusOf(found.best.outcome, (i) => i + offset),
    nodes: found.nodes,
    stopped: found.stopped,
  };
}
