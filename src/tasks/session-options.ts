// Where a session of a task runs: the task's kitchen, and for a derived kitchen the ontology file
// that defines it (kitchen-files.ts), after any ontology files the caller's world already loads.
import type { SessionOptions } from '../session/session.ts';
import { optionsOf, requireTask } from './arguments.ts';
import { kitchenFile, kitchenNameOf } from './kitchen-files.ts';
import type { Task } from './task.ts';

/** Session options that open a session in the task's kitchen; `base` (a server's world) is kept. */
export function sessionOptionsFor(task: Task, base: SessionOptions = {}): SessionOptions {
  requireTask(task, 'sessionOptionsFor: task');
  base = optionsOf(base, 'sessionOptionsFor: base');
  if (task.kitchen.yaml === null) return { ...base, kitchen: task.kitchen.name };
  const kitchen = kitchenNameOf(task.kitchen.yaml, task.kitchen.name, `task ${task.id} kitchen.yaml`);
  return { ...base, kitchen, ontology: [...(base.ontology ?? []), kitchenFile(task.kitchen.yaml)] };
}
