// Where a session of a task runs: the task's kitchen, and for a derived kitchen the ontology file
// that defines it (kitchen-files.ts), after any ontology files the caller's world already loads.
import { InputError } from '../errors.ts';
import type { SessionOptions } from '../session/session.ts';
import { checkSessionOptions } from '../session/arguments.ts';
import { Simulator } from '../simulator.ts';
import { requireTask } from './arguments.ts';
import { kitchenFile, kitchenNameOf } from './kitchen-files.ts';
import type { Task } from './task.ts';

/**
 * Session options that open a session in the task's kitchen; `base` (a server's world) is kept,
 * checked as openSession checks its options: a misspelt `kitchn` or `semantic` would be dropped silently.
 */
export function sessionOptionsFor(task: Task, base: SessionOptions = {}): SessionOptions {
  requireTask(task, 'sessionOptionsFor: task');
  base = checkSessionOptions<SessionOptions>(base, 'sessionOptionsFor', 'base');
  if (task.kitchen.yaml === null) return { ...base, kitchen: task.kitchen.name };
  const where = `task ${task.id} kitchen.yaml`;
  const kitchen = kitchenNameOf(task.kitchen.yaml, task.kitchen.name, where);
  const options = { ...base, kitchen, ontology: [...(base.ontology ?? []), kitchenFile(task.kitchen.yaml)] };
  loadKitchen(options, where);
  return options;
}

/**
 * Loads the world and builds the kitchen the options name (both kept for the sessions that follow):
 * the kitchen's YAML is read from a file of this process, so a refusal names the task's field instead.
 */
function loadKitchen(options: SessionOptions, where: string): void {
  const file = options.ontology![options.ontology!.length - 1];
  try {
    new Simulator({ ontologyFiles: options.ontology, rulesDirs: options.rules, kitchen: options.kitchen });
  } catch (e) {
    if (e instanceof InputError && e.message.includes(file)) throw new InputError(e.message.split(file).join(where));
    throw e;
  }
}
