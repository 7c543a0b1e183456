// plan(task, options): a network that reaches the task's goal, found by a best-first search
// over lines made from the session's templates (docs/PLANNING.md, "Plan"). Reads the task alone
// (its goal conditions in `visible` mode, its recipe text in both), never a gold network.
import { taskJudge } from '../env/judge.ts';
import { InputError } from '../errors.ts';
import { countedAfter, runSteps, runStepsUntil, type SearchSteps } from '../search-steps.ts';
import { openSession } from '../session/api.ts';
import { checkSessionOptions } from '../session/arguments.ts';
import type { Session } from '../session/api.ts';
import { Simulator } from '../simulator.ts';
import { getTask, missingTask, taskFromJson } from '../tasks/index.ts';
import { checkAsyncOptions, optionalString, optionsOf, requireWhole } from '../tasks/arguments.ts';
import { quote } from '../tasks/quote.ts';
import { didYouMean } from '../did-you-mean.ts';
import type { Task } from '../tasks/task.ts';
import { type Candidate, candidatesFor, type Focus, networkOf, variableClasses } from './candidates.ts';
import { DISH_SHARE, finishDish } from './dish-finish.ts';
import { amountsIn, hintsOfJson, textHints } from './hints.ts';
import { bestFirst, type Scored, type SearchNode } from './search.ts';
import { textActions, textGoal, textProgress } from './text-progress.ts';
import type { PlanAsyncOptions, PlanOptions, PlanResult } from './types.ts';

/** Nodes expanded per second of --budget-seconds: the node budget, so the result never depends on the machine's speed. */
export const NODES_PER_SECOND = 5;
/** The nodes a search may expand: `maxNodes`, else NODES_PER_SECOND per second of the budget. */
export const nodeBudget = (budgetSeconds: number, maxNodes?: number): number => maxNodes ?? Math.max(1, Math.ceil(budgetSeconds * NODES_PER_SECOND));
/** The options PlanOptions names. */
const PLAN_OPTIONS = ['goal', 'seed', 'budgetSeconds', 'maxNodes', 'timing', 'benchmark', 'rules', 'ontology', 'semantics'];
/** `plan`'s defaults: visible goals, seed 0, 60 seconds. */
export const PLAN_DEFAULTS = { goal: 'visible', seed: 0, budgetSeconds: 60 } as const;
/** Unmet goal conditions whose actions a node tries (visible mode). */
const NEXT_GOALS = 2;
/** Weight of how alike the newest output is to the earliest unmet conditions, per condition (visible). */
const LIKENESS = 0.5;
/** Weight of the dish score (visible) and of the network's length (both: shorter first). */
const DISH = 0.02;
const LENGTH = 0.001;
/** Visible mode: what a line that meets no new condition costs, in conditions. */
const STALE = 0.5;
/** Text mode: what binding an object slot another mode would make fresh costs. */
const TEXT_BOUND_COST = 0.5;

/**
 * A network that reaches the task's goal, by best-first search over the session's templates,
 * each candidate executed in a fork (docs/PLANNING.md, "Plan"); the best partial network when
 * the budget runs out. Never reads a gold network. Deterministic for the same task, options and
 * seed (with `timing: false`, byte-identical).
 */
export function plan(task: Task | string, options: PlanOptions = {}): PlanResult {
  return runSteps(planning(task, optionsOf(options, 'plan', PLAN_OPTIONS)));
}

/**
 * plan() that lets the event loop in every few milliseconds: once `options.signal` aborts, the
 * search stops and the result is the best network found so far (`search.stopped: "interrupted"`).
 */
export async function planAsync(task: Task | string, options: PlanAsyncOptions = {}): Promise<PlanResult> {
  const o = optionsOf(options, 'planAsync', [...PLAN_OPTIONS, 'signal', 'onProgress']);
  checkAsyncOptions(o, 'planAsync');
  return runStepsUntil(planning(task, o), o.signal, o.onProgress);
}

function* planning(task: Task | string, options: PlanOptions): SearchSteps<PlanResult> {
  const started = performance.now();
  optionalString(options.benchmark, 'benchmark');
  // named as plan takes them: the Simulator built from them would name its own rulesDirs, ontologyFiles
  checkSessionOptions({ rules: options.rules, ontology: options.ontology }, 'plan');
  const t = resolveTask(task, options);
  const goal = options.goal ?? PLAN_DEFAULTS.goal;
  if (goal !== 'visible' && goal !== 'text') throw new InputError(`goal must be visible or text, not ${quote(goal)}`);
  // a task read without its goal (its text form) has nothing to plan towards in visible mode
  if (goal === 'visible' && t.goal.conditions.length === 0 && t.goal.dish === null)
    throw new InputError(`task ${t.id} has no goal conditions and no target dish to plan towards (a task read without its goal): plan it with goal text`);
  const seed = options.seed ?? PLAN_DEFAULTS.seed;
  requireWhole(seed, 'seed');
  const budgetSeconds = options.budgetSeconds ?? PLAN_DEFAULTS.budgetSeconds;
  if (!(typeof budgetSeconds === 'number' && budgetSeconds > 0 && Number.isFinite(budgetSeconds))) throw new InputError(`budgetSeconds must be a positive number of seconds, not ${quote(budgetSeconds)}`);
  if (options.maxNodes !== undefined && options.maxNodes !== null && !(Number.isSafeInteger(options.maxNodes) && options.maxNodes >= 1))
    throw new InputError(`maxNodes must be a positive integer, not ${quote(options.maxNodes)}`);
  const maxNodes = nodeBudget(budgetSeconds, options.maxNodes ?? undefined);
  // without maxNodes, the seconds give the node budget: so many that no count holds them is the seconds' fault
  if (!Number.isSafeInteger(maxNodes)) throw new InputError(`budgetSeconds must be a positive number of seconds of at most ${Math.floor(Number.MAX_SAFE_INTEGER / NODES_PER_SECOND)} (the node budget is ${NODES_PER_SECOND} per second), not ${quote(budgetSeconds)}`);
  if (options.timing !== undefined && typeof options.timing !== 'boolean') throw new InputError(`timing must be true or false, not ${quote(options.timing)}`);

  const source = { benchmark: options.benchmark, world: { rules: options.rules, ontology: options.ontology, semantics: options.semantics } };
  const judge = taskJudge(t, source);
  const root = openSession(judge.sessionOptions);
  root.execute('(get-kitchen ?kitchen)');
  const texts = textHints(t);
  const order = (cs: Candidate[]) => cs.sort((a, b) => a.rank - b.rank || hash(seed, a.line) - hash(seed, b.line));
  let templates = 0;

  const conditionFocus = t.goal.conditions.map((c): Focus => {
    const h = hintsOfJson(c.object);
    return { classes: h.classes, amounts: [...h.amounts, ...texts.amounts], words: null };
  });
  const text = textGoal(t, (a) => root.sim.inventory.get(a) !== undefined);
  // text mode: a mixture goes on in its own container (a bound target costs little), each ingredient with its line's amounts
  const textFocus: Focus = { classes: new Set(), amounts: texts.amounts, words: texts.words, boundCost: TEXT_BOUND_COST };
  const ingredientFocus = t.text.ingredients.map((line): Focus => ({ ...textFocus, words: new Set(wordsOf(line)), amounts: [...amountsIn(line, true), ...texts.amounts] }));

  const visibleScore = (session: Session, lines: string[]): Scored => {
    const run = session.state().run;
    const status = judge.goal(run);
    const met = status.met.filter(Boolean).length;
    const total = status.total || 1;
    const newest = lines.length ? newestClasses(session, lines[lines.length - 1]) : null;
    let alike = 0;
    if (newest) {
      let k = 0;
      for (let i = 0; i < status.met.length && k < NEXT_GOALS; i++)
        if (!status.met[i]) alike = Math.max(alike, jaccard(newest, conditionFocus[i].classes) / (1 + k++));
    }
    const value = met / total + (LIKENESS * alike) / total + DISH * judge.dish(run) - LENGTH * lines.length;
    return { value, progress: met, done: status.total > 0 && met === status.total };
  };
  const textScore = (_session: Session, lines: string[]): Scored => {
    const p = textProgress(text, lines);
    return { value: p.value - LENGTH * lines.length, progress: Math.round(p.value * 1e6), done: false };
  };

  const visibleCandidates = (node: SearchNode): Candidate[] => {
    const met = judge.goal(node.session.state().run).met;
    const classes = networkOf(node.session, node.lines);
    const out: Candidate[] = [];
    const seen = new Set<string>();
    let k = 0;
    for (let i = 0; i < met.length && k < NEXT_GOALS; i++) {
      if (met[i]) continue;
      k++;
      templates++;
      for (const c of order(candidatesFor(node.session, t.goal.conditions[i].action, conditionFocus[i], classes)))
        if (!seen.has(c.line)) {
          seen.add(c.line);
          out.push(c);
        }
    }
    return out;
  };
  const textCandidates = (node: SearchNode): Candidate[] => {
    const fetched = textProgress(text, node.lines).fetched;
    const classes = networkOf(node.session, node.lines);
    const actions = ['fetch-and-proportion', 'transfer-contents', ...textActions(text)];
    // ingredients not fetched yet come first, then the steps the text names
    const unfetched = text.ingredients.map((_, k) => k).filter((k) => !fetched.has(k));
    const out: Candidate[] = [];
    const seen = new Set<string>();
    const take = (cs: Candidate[]) => {
      for (const c of order(cs).slice(0, 4))
        if (!seen.has(c.line)) {
          seen.add(c.line);
          out.push(c);
        }
    };
    for (const action of new Set(actions)) {
      templates++;
      if (action !== 'fetch-and-proportion') take(candidatesFor(node.session, action, textFocus, classes));
      // the first ingredient line not fetched yet that names something the kitchen stocks
      else
        for (const k of unfetched) {
          const cs = candidatesFor(node.session, action, ingredientFocus[k], classes);
          if (cs.length) {
            take(cs);
            break;
          }
          templates++;
        }
    }
    return out;
  };

  const score = goal === 'visible' ? visibleScore : textScore;
  const rootNode: SearchNode = { session: root, lines: [], depth: 0, score: score(root, []), pending: null, order: 0, priority: 0, stale: 0 };
  rootNode.priority = rootNode.score.value;
  const deadline = started + budgetSeconds * 1000;
  // visible: each line that meets nothing new costs half a condition, so the search backtracks to another way of meeting the last one
  const stalePenalty = goal === 'visible' ? STALE / Math.max(1, t.goal.conditions.length) : 0;
  // visible: a share of the nodes is kept for bringing the dish closer when the goal is not reached
  const dishPhase = goal === 'visible' && t.goal.dish !== null;
  const goalNodes = dishPhase ? Math.max(1, maxNodes - Math.floor(maxNodes * DISH_SHARE)) : maxNodes;
  let { best, stats } = yield* bestFirst(rootNode, { candidates: goal === 'visible' ? visibleCandidates : textCandidates, score, stalePenalty }, goalNodes, deadline);
  if (dishPhase && (stats.stopped === 'node-budget' || stats.stopped === 'exhausted') && stats.nodes < maxNodes) {
    const finish = yield* countedAfter(stats.nodes, finishDish(t, best, judge, order, texts.amounts, maxNodes - stats.nodes, deadline));
    templates += finish.templates;
    // the dish phase's own "goal" is a dish of score 1, not the task's goal
    const stopped = finish.stats.stopped === 'goal' ? stats.stopped : finish.stats.stopped;
    stats = { nodes: stats.nodes + finish.stats.nodes, executions: stats.executions + finish.stats.executions, stopped };
    best = { ...finish.best, score: score(finish.best.session, finish.best.lines) };
  }

  const run = best.session.state().run;
  const status = judge.goal(run);
  const lines = ['(get-kitchen ?kitchen)', ...best.lines];
  const result: PlanResult = {
    task: t.id,
    goal,
    seed,
    reached: status.total > 0 && status.met.every(Boolean),
    network: `#${t.id}\n${lines.join('\n')}\n`,
    lines: lines.length,
    status: best.session.status(),
    progress: { met: status.met.filter(Boolean).length, total: status.total, fraction: status.total ? round(status.fraction) : null },
    dishScore: round(judge.dish(run)),
    heuristic: round(best.score.value),
    search: { nodes: stats.nodes, executions: stats.executions, templates, maxNodes, stopped: status.total > 0 && status.met.every(Boolean) ? 'goal' : stats.stopped },
  };
  if (options.timing !== false) result.search.seconds = round((performance.now() - started) / 1000);
  return result;
}

function resolveTask(task: Task | string, options: PlanOptions): Task {
  if (typeof task === 'string') {
    // the task of the world planned in: its goal is what a run of that world's gold network gives
    // (under corrected semantics, chocolate-cream-cheese-cupcakes has no failed gold step)
    const sim = new Simulator({ semantics: options.semantics, rulesDirs: options.rules, ontologyFiles: options.ontology });
    const found = getTask(task, { benchmark: options.benchmark, sim });
    if (found) return found;
    // JSON text is not an id: the caller meant a task object
    if (task.trimStart().startsWith('{')) throw new InputError(`unknown task ${quote(task)}: plan takes a task id or a task object (JSON text: taskFromJson(text) first)`);
    throw new InputError(missingTask(task, { benchmark: options.benchmark, sim }, 'listTasks()'));
  }
  return taskFromJson(task);
}

/** The classes of what the line bound to its first argument. */
function newestClasses(session: Session, line: string): Set<string> | null {
  const first = line.slice(1, -1).split(' ')[1];
  return variableClasses(session).get(first) ?? null;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  const either = a.size + b.size - both;
  return either ? both / either : 0;
}

/** A line's words, lower-cased, plurals also singular. */
function wordsOf(line: string): string[] {
  return line.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).flatMap((w) => (w.endsWith('s') ? [w, w.slice(0, -1)] : [w]));
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** FNV-1a of the seed and a line: orders candidates of equal rank, the same for the same seed. */
function hash(seed: number, line: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  // the seed's bits above 32 too (`^` keeps the low 32 only): 1 and 2^32 + 1 are different seeds
  const high = Math.floor(seed / 2 ** 32);
  if (high) h = Math.imul(h ^ high, 0x01000193) >>> 0;
  for (let i = 0; i < line.length; i++) h = Math.imul(h ^ line.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
