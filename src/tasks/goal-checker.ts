// Goal progress from a serialised task: which of its goal conditions a run of some network meets,
// with exactly the evaluator's greedy matching (goal-conditions.ts `matchGoals`), the goals read
// back from the task's JSON rather than from a gold network. A partial run counts the steps it
// executed, so the fraction can be followed line by line while a network is built.
import { matchGoals, type GoalValue } from '../evaluator/goal-conditions.ts';
import { executedNodes } from '../evaluator/nodes.ts';
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { Factory } from '../kitchen/entity.ts';
import type { Ontology } from '../kitchen/ontology.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';
import { requireRun, requireSimulator, requireTask } from './arguments.ts';
import { entityFromJson } from './entity-from-json.ts';
import { quote } from './quote.ts';
import type { Task } from './task.ts';

/** Which goal conditions of a task a run meets, and the fraction met. */
export interface GoalProgress {
  /** Per goal condition, in the task's order: whether the run meets it. */
  met: boolean[];
  /** reached / total; null for a task without goal conditions (read without its goal): no score, not a perfect one. */
  fraction: number | null;
  reached: number;
  total: number;
}

/** The task's goal conditions as the matching takes them, read once with `sim`'s ontology and checked against its world. */
export function goalValues(task: Task, sim: Simulator): GoalValue[] {
  const factory = new Factory(sim.world.ontology);
  const actions = sim.inventory.names();
  return task.goal.conditions.map((c, i) => {
    const owner = `task ${task.id} goal ${c.id}`;
    // the ranker and the planner look templates up by action: a misspelt one would be passed over in silence
    if (!actions.includes(c.action)) throw new InputError(`${owner} (task.goal.conditions[${i}].action): unknown action ${quote(c.action)}${didYouMean(c.action, actions)}`);
    checkLocation(c.location, sim.world.ontology, owner, `task.goal.conditions[${i}].location`);
    return { entity: entityFromJson(c.object, factory, `task ${task.id} goal ${c.id} object`), location: c.location };
  });
}

/**
 * A goal's location as a run's outputs can have it: a kitchen-state first (where every location
 * starts), then containers, each a class of the world; any other path is a goal nothing meets.
 */
export function checkLocation(location: readonly string[] | null, ontology: Ontology, owner: string, path: string): void {
  location?.forEach((cls, j) => {
    const where = `${owner} (${path}[${j}])`;
    if (!ontology.has(cls)) throw new InputError(`${where}: unknown class ${quote(cls)}${didYouMean(cls, [...ontology.classes.keys()])}`);
    if (j === 0 && cls !== 'kitchen-state') throw new InputError(`${where}: a location starts at the kitchen-state (["kitchen-state", "counter-top"]), not at ${quote(cls)}`);
    if (j > 0 && !ontology.get(cls).isContainer) throw new InputError(`${where}: a ${cls} holds nothing, so no object lies in it (a location names containers)`);
  });
}

/**
 * A checker of the task's goal conditions: given a run (complete or not) of a network in the
 * task's kitchen, which conditions its executed steps meet. Reads nothing but the task.
 */
export function goalChecker(task: Task, sim: Simulator): (run: RecipeRun) => GoalProgress {
  requireTask(task, 'goalChecker: task');
  requireSimulator(sim, 'goalChecker: simulator');
  const goals = goalValues(task, sim);
  return (run) => {
    requireRun(run, 'goal checker: run');
    const met = matchGoals(goals, executedNodes(run)).map((n) => n !== null);
    const reached = met.filter(Boolean).length;
    return { met, fraction: goals.length ? reached / goals.length : null, reached, total: goals.length };
  };
}

/**
 * The ids of goal conditions no network can meet: a failed object of the gold run (a network that
 * binds a failed object is not a plan, and a planner never keeps one), e.g. chocolate-cream-cheese-cupcakes.
 */
export function unmeetableGoals(task: Task): string[] {
  requireTask(task, 'unmeetableGoals: task');
  return task.goal.conditions.filter((c) => (c.object as { kind?: unknown } | null)?.kind === 'failed').map((c) => c.id);
}
