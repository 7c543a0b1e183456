// GET /tasks and GET /tasks/{id} in a worker: the tasks of the server's benchmark folder and world
// (library.ts builds the corpus tasks once per thread and keeps them), as summaries or one task
// in a goal mode. A derived task's id makes it on first use (docs/TASKS.md).
import type { Simulator } from '../../simulator.ts';
import { getTask, listTasks, missingTask, type TaskOptions } from '../../tasks/library.ts';
import { taskToJson } from '../../tasks/task-json.ts';
import type { Task } from '../../tasks/task.ts';
import { errorAnswer, json } from './answers.ts';
import type { Answer, TasksCall } from './protocol.ts';

/** What GET /tasks lists of a task; the number of goal conditions only when the goal is visible. */
export interface TaskSummary {
  id: string;
  title: string;
  split: Task['split'];
  source: string;
  goalConditions?: number;
}

export function tasksAnswer(call: TasksCall, sim: Simulator, benchmark: string | null, limit: number): Answer {
  if (!benchmark) return errorAnswer(503, 'no-benchmark', 'this server has no benchmark corpus (start it with --benchmark DIR), so it has no tasks');
  const options = { benchmark, sim };
  if (call.kind === 'list') {
    const tasks = listTasks({ ...options, ...(call.derive ? { derive: call.derive } : {}) }).filter((t) => !call.split || t.split === call.split);
    return json(200, { tasks: tasks.map((t) => summary(t, call.goal)) }, limit);
  }
  const task = getTask(call.id, options);
  if (!task) return unknownTask(call.id, options);
  return json(200, taskToJson(task, call.goal), limit);
}

/**
 * The one answer for a task id the server has no task for, wherever it is named (GET /tasks/{id},
 * the task of POST /envs, of an environment's reset, of POST /plan): 404 `unknown-task`, with the
 * closest ids (or a recipe's variations) as `plan` and the library say it.
 */
export function unknownTask(id: string, options: TaskOptions): Answer {
  return errorAnswer(404, 'unknown-task', missingTask(id, options, 'GET /tasks'));
}

/** unknownTask's answer when a body names a task id the corpus has no task for; null otherwise (no id, no corpus: the work says). */
export function namedTaskMissing(id: unknown, benchmark: string | null | undefined): Answer | null {
  if (typeof id !== 'string' || !benchmark) return null;
  const options = { benchmark };
  return getTask(id, options) ? null : unknownTask(id, options);
}

function summary(t: Task, goal: TasksCall['goal']): TaskSummary {
  const s: TaskSummary = { id: t.id, title: t.title, split: t.split, source: t.source };
  if (goal === 'visible') s.goalConditions = t.goal.conditions.length;
  return s;
}
