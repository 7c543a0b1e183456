// Goal progress from a serialised task: which of its goal conditions a run of some network meets,
// with exactly the evaluator's greedy matching (goal-conditions.ts `matchGoals`), the goals read
// back from the task's JSON rather than from a gold network. A partial run counts the steps it
// executed, so the fraction can be followed line by line while a network is built.
import { matchGoals, type GoalValue } from '../evaluator/goal-conditions.ts';
import { executedNodes } from '../evaluator/nodes.ts';
import { InputError } from '../errors.ts';
import { Factory } from '../kitchen/entity.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';
import { requireRun, requireSimulator, requireTask } from './arguments.ts';
import { entityFromJson } from './entity-from-json.ts';
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

/** The task's goal conditions as the matching takes them, read once with `sim`'s ontology. */
export function goalValues(task: Task, sim: Simulator): GoalValue[] {
  const factory = new Factory(sim.world.ontology);
  return task.goal.conditions.map((c) => {
    if (c.location !== null) for (const cls of c.location) if (!sim.world.ontology.has(cls)) throw new InputError(`task ${task.id} goal ${c.id} location: unknown class ${JSON.stringify(cls)}`);
    return { entity: entityFromJson(c.object, factory, `task ${task.id} goal ${c.id} object`), location: c.location };
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
