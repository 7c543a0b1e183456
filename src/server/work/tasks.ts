// GET /tasks and GET /tasks/{id} in a worker: the tasks of the server's benchmark folder and world
// (library.ts builds the corpus tasks once per thread and keeps them), as summaries or one task
// in a goal mode. A derived task's id makes it on first use (docs/TASKS.md).
import type { Simulator } from '../../simulator.ts';
import { getTask, listTasks } from '../../tasks/library.ts';
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
  if (!task)
    return errorAnswer(404, 'unknown-task', `no task ${JSON.stringify(call.id)}: GET /tasks lists the corpus tasks; a derived task is <recipe>~<variation> (docs/TASKS.md)`);
  return json(200, taskToJson(task, call.goal), limit);
}

function summary(t: Task, goal: TasksCall['goal']): TaskSummary {
  const s: TaskSummary = { id: t.id, title: t.title, split: t.split, source: t.source };
  if (goal === 'visible') s.goalConditions = t.goal.conditions.length;
  return s;
}
