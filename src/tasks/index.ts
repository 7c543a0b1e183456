// The tasks of the planning environment (docs/TASKS.md): corpus and derived tasks, their JSON
// form, goal progress and dish shaping computed from a task alone, and the session a task opens.
export type { GoalCondition, GoalMode, TargetDish, Task, TaskText } from './task.ts';
export { buildCorpusTasks } from './corpus.ts';
export { deriveTasks, type DeriveOptions } from './derive.ts';
export { getTask, listTasks, missingTask, type TaskOptions } from './library.ts';
export { taskFromJson, taskToJson, type TaskJson } from './task-json.ts';
export { entityFromJson } from './entity-from-json.ts';
export { goalChecker, type GoalProgress, unmeetableGoals } from './goal-checker.ts';
export { dishScorer } from './dish-scorer.ts';
export { sessionOptionsFor } from './session-options.ts';
export { splitOf } from './split.ts';
