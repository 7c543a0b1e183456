// What one fuzz case is thrown at: the parser, then the engine (Simulator.run) for every recipe
// read, and the evaluator when the project has one; a mutated rule or ontology file goes to its
// loader instead (file-targets.ts), and a rule file it accepts runs in corpus recipes. Bad input
// must come back as problems and statuses; anything thrown is a crash, and so is an execution error that names no reason.
import { existsSync } from 'node:fs';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import type { Recipe } from '../src/language/ast.ts';
import type { RecipeRun, Simulator } from '../src/simulator.ts';
import type { ActionDef } from '../src/rules/action.ts';
import { Inventory } from '../src/rules/registry.ts';
import { corpusTexts, type FuzzCase } from './cases.ts';
import { runOntologyCase, runRuleCase, Scratch } from './file-targets.ts';

/** At most this many recipes of one text are executed (the parser still reads them all). */
const MAX_RECIPES = 4;

type Evaluate = (sim: Simulator, gold: unknown, recipe: Recipe, file: string, metrics: readonly string[]) => { status: string; messages: string[] };

export interface Targets {
  sim: Simulator;
  /** The evaluator, when src/evaluator/evaluate.ts exists and a gold corpus is found. */
  evaluator: { evaluate: Evaluate; gold: unknown; metrics: readonly string[] } | null;
  /** Why the evaluator is not used (null when it is). */
  evaluatorNote: string | null;
  /** Where rule and ontology cases write their file, beside a canary. */
  scratch: Scratch;
  /** The corpus's recipes, which an accepted mutated rule file's action runs in. */
  corpusRecipes: Recipe[];
}

/** The targets: the parser and engine always, the evaluator when asked for and present. */
export async function loadTargets(sim: Simulator, evaluator = true): Promise<Targets> {
  const scratch = new Scratch();
  process.once('exit', () => scratch.remove());
  const corpusRecipes = corpusTexts().flatMap((text) => parseSolutionText(text, 'corpus.solution').recipes);
  return { ...(await loadEvaluator(sim, evaluator)), scratch, corpusRecipes };
}

async function loadEvaluator(sim: Simulator, evaluator: boolean): Promise<Omit<Targets, 'scratch' | 'corpusRecipes'>> {
  if (!evaluator) return { sim, evaluator: null, evaluatorNote: 'left out (--no-evaluator)' };
  const path = new URL('../src/evaluator/evaluate.ts', import.meta.url);
  if (!existsSync(path)) return { sim, evaluator: null, evaluatorNote: 'src/evaluator/evaluate.ts does not exist' };
  try {
    const mod = await import(path.href);
    const goldMod = await import(new URL('../src/evaluator/gold-standards.ts', import.meta.url).href);
    if (typeof mod.evaluateRecipe !== 'function' || typeof goldMod.GoldStandards !== 'function')
      return { sim, evaluator: null, evaluatorNote: 'the evaluator has no evaluateRecipe/GoldStandards' };
    let gold: unknown;
    try {
      gold = new goldMod.GoldStandards(sim);
    } catch (e) {
      return { sim, evaluator: null, evaluatorNote: `no gold standards: ${(e as Error).message}` };
    }
    const metrics: readonly string[] = mod.METRIC_NAMES ?? ['goal-condition-success', 'dish-approximation-score', 'execution-time'];
    return { sim, evaluator: { evaluate: mod.evaluateRecipe, gold, metrics }, evaluatorNote: null };
  } catch (e) {
    return { sim, evaluator: null, evaluatorNote: `the evaluator could not be loaded: ${(e as Error).message}` };
  }
}

export interface CaseOutcome {
  recipes: number;
  problems: number;
  statuses: string[];
}

/** A reported problem that betrays a bug rather than bad input. */
function suspicious(run: RecipeRun): string | null {
  if (run.status === 'error' && run.messages.length === 0) return 'status error without any message';
  if (run.status === 'unexecutable' && run.messages.length === 0) return 'status unexecutable without any message';
  const reason = run.execution?.error?.reason;
  if (reason !== undefined && /^internal-error/.test(reason)) return `internal error: ${run.messages.join(' | ')}`;
  return null;
}

/** Runs one case through its targets; throws on a crash. */
export function runCase(t: Targets, c: FuzzCase, file: string): CaseOutcome {
  if (c.kind === 'mutated-rules') {
    const { outcome, action } = runRuleCase(t.scratch, t.sim.world, c.text);
    return { recipes: 0, problems: 0, statuses: [outcome, ...(action ? runAction(t, action, c.text.length) : [])] };
  }
  if (c.kind === 'mutated-ontology') return { recipes: 0, problems: 0, statuses: [runOntologyCase(t.scratch, c.text)] };
  return runTargets(t, c.text, file);
}

/** At most this many corpus recipes run with a mutated rule file's action. */
const MAX_ACTION_RUNS = 2;

/**
 * Runs corpus recipes that call a mutated rule file's action with it in place of the loaded one
 * (as `run --rules` would): a rule file loading accepts must run without a crash. `pick` chooses
 * the recipes, so that a case always runs the same ones.
 */
function runAction(t: Targets, action: ActionDef, pick: number): string[] {
  const calling = t.corpusRecipes.filter((r) => r.predicates.some((p) => p.name === action.name));
  const inventory = new Inventory();
  for (const [name, a] of t.sim.inventory.actions) inventory.actions.set(name, a);
  inventory.actions.set(action.name, action);
  const sim: Simulator = Object.create(t.sim, { inventory: { value: inventory } });
  const statuses: string[] = [];
  for (let i = 0; i < Math.min(MAX_ACTION_RUNS, calling.length); i++) {
    const recipe = calling[(pick + i * 7919) % calling.length];
    const run = sim.run(recipe, 'corpus.solution');
    const bad = suspicious(run);
    if (bad) throw new Error(`${bad} (recipe ${recipe.id ?? '(no id)'} with the mutated ${action.name})`);
    statuses.push(`rules-run-${run.status}`);
  }
  return statuses;
}

/** Runs one network text through every target; throws on a crash. */
export function runTargets(t: Targets, text: string, file: string): CaseOutcome {
  const parsed = parseSolutionText(text, file);
  if (!parsed || !Array.isArray(parsed.recipes) || !Array.isArray(parsed.problems)) throw new Error('parseSolutionText returned no SolutionFile');
  for (const p of parsed.problems) if (typeof p.message !== 'string' || !p.place) throw new Error(`malformed parse problem ${JSON.stringify(p)}`);
  const statuses: string[] = [];
  for (const recipe of parsed.recipes.slice(0, MAX_RECIPES)) {
    // a recipe with an id goes through the evaluator (which runs it), the others straight to the engine
    if (t.evaluator && recipe.id) {
      const row = t.evaluator.evaluate(t.sim, t.evaluator.gold, recipe, file, t.evaluator.metrics);
      if (!row || typeof row.status !== 'string') throw new Error('evaluateRecipe returned no row');
      if (row.status === 'error' && !row.messages.length) throw new Error(`evaluation status ${row.status} without any message (recipe ${recipe.id})`);
      if (row.messages.some((m) => /internal error/.test(m))) throw new Error(`internal error: ${row.messages.join(' | ')}`);
      statuses.push(`evaluated-${row.status}`);
      continue;
    }
    const run = t.sim.run(recipe, file);
    const bad = suspicious(run);
    if (bad) throw new Error(`${bad} (recipe ${recipe.id ?? '(no id)'})`);
    statuses.push(run.status);
  }
  return { recipes: parsed.recipes.length, problems: parsed.problems.length, statuses };
}
