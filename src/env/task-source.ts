// Where an environment's tasks come from: the corpus (and its derived tasks) of a benchmark
// folder, or a task given as an object; and the world a session of a task runs in.
import { InputError } from '../errors.ts';
import type { SessionOptions } from '../session/session.ts';
import { getTask, listTasks, missingTask, taskFromJson } from '../tasks/index.ts';
import type { Task } from '../tasks/task.ts';

/** Where an environment finds its tasks: the corpus folder and derived tasks. */
export interface TaskSource {
  /** The benchmark folder (default: as everywhere, `--benchmark`, IRL_KITCHEN_BENCHMARK, ../shared/benchmark). */
  benchmark?: string;
  /** Where a reset without a task draws one from (default `train`). */
  split?: 'train' | 'test';
  /** Derived tasks to offer besides the corpus's (docs/TASKS.md). */
  derive?: { seed: number; count: number };
  /** The rule folders, ontology files and semantics sessions run with (a server's world). */
  world?: Pick<SessionOptions, 'rules' | 'ontology' | 'semantics'>;
  /** What lists the tasks, as an unknown id's error names it: `listTasks()` (the default), `GET /tasks` for the server. */
  listedBy?: string;
}

/** The keys of a TaskSource. */
export const TASK_SOURCE_KEYS = ['benchmark', 'split', 'derive', 'world', 'listedBy'] as const;

/** The task source within an environment's options (EnvOptions is a TaskSource with more). */
export function taskSourceOf(options: TaskSource): TaskSource {
  const source: Record<string, unknown> = {};
  for (const key of TASK_SOURCE_KEYS) if (options[key] !== undefined) source[key] = options[key];
  return source as TaskSource;
}

/** The task asked for: by id, as given, or (none) one of the split drawn by the seed. */
export function taskFor(wanted: string | Task | undefined, source: TaskSource, seed = 0): Task {
  const options = { benchmark: source.benchmark, ...(source.derive ? { derive: source.derive } : {}) };
  if (typeof wanted === 'object' && wanted !== null) return taskFromJson(wanted);
  if (typeof wanted === 'string') {
    const task = getTask(wanted, options);
    // the id quoted short, with the closest ids, as `plan` says it, naming the caller's own listing
    if (!task) throw new InputError(missingTask(wanted, options, source.listedBy ?? 'listTasks()'));
    return task;
  }
  const split = source.split ?? 'train';
  const pool = listTasks(options).filter((t) => t.split === split);
  if (!pool.length) throw new InputError(`no task in the ${split} split`);
  return pool[drawn(seed, pool.length)];
}

/** A number in [0, n) from a seed (mulberry32's first draw): the same task for the same seed everywhere. */
function drawn(seed: number, n: number): number {
  let t = (seed >>> 0) + 0x6d2b79f5;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
}
