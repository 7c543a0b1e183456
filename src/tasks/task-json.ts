// Tasks as plain JSON and back. Reading checks every field and names the first wrong one by its
// path (`task.goal.conditions[3].location[1]`); goal objects are checked for the shape of the
// entity JSON form (docs/schema/entity.schema.json) here, and against an ontology when they are
// read into entities (entity-from-json.ts). A bad value is quoted in part (quote.ts). A task
// without its goal (goal mode `text`) reads back with an empty goal.
import { InputError, requireChoice } from '../errors.ts';
import { requireTask } from './arguments.ts';
import { cut, quote } from './quote.ts';
import type { GoalMode, GoalCondition, TargetDish, Task } from './task.ts';

/** A task as JSON: in goal mode `text` without its goal. */
export type TaskJson = Omit<Task, 'goal'> & { goal?: Task['goal'] };

/** The goal modes: how much of the goal a task's JSON (and an agent) is given. */
const GOAL_MODES: readonly GoalMode[] = ['visible', 'text'];

/** Largest kitchen YAML a task may carry, in characters. */
export const MAX_KITCHEN_YAML = 64 * 1024;

/** Deepest nesting of a goal object read (entities and lists together), as entity-from-json.ts reads it. */
const MAX_DEPTH = 256;

/** The goal of a task read without one (goal mode `text`): no condition, no target dish. */
export const NO_GOAL = (): Task['goal'] => ({ conditions: [], dish: null });

/** The task as plain JSON data (a copy); `text` leaves the goal out. */
export function taskToJson(task: Task, mode: GoalMode = 'visible'): TaskJson {
  requireTask(task, 'taskToJson');
  requireChoice('taskToJson: mode', mode, GOAL_MODES);
  const { goal, ...rest } = task;
  const copy = JSON.parse(JSON.stringify(rest)) as TaskJson;
  if (mode === 'visible') copy.goal = JSON.parse(JSON.stringify(goal)) as Task['goal'];
  return copy;
}

/**
 * A task read from JSON (text or parsed); an InputError names the first wrong field. JSON without
 * a goal (`taskToJson(task, 'text')`) gives the task with an empty goal (`NO_GOAL`): it plans and
 * runs in goal mode `text`, and `taskToJson(…, 'text')` writes it back as it was.
 */
export function taskFromJson(json: unknown): Task {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch (e) {
      throw new InputError(`task: not JSON (${cut((e as Error).message, 200)})`);
    }
  }
  const t = object(value, 'task');
  allowedKeys(t, 'task', ['id', 'source', 'split', 'title', 'text', 'kitchen', 'goal', 'variation']);
  const text = object(t.text, 'task.text');
  allowedKeys(text, 'task.text', ['ingredients', 'instructions']);
  const kitchen = object(t.kitchen, 'task.kitchen');
  allowedKeys(kitchen, 'task.kitchen', ['name', 'yaml']);
  if (kitchen.yaml !== null && (typeof kitchen.yaml !== 'string' || kitchen.yaml.length > MAX_KITCHEN_YAML))
    throw new InputError(`task.kitchen.yaml: must be null or the text of a kitchen (at most ${MAX_KITCHEN_YAML} characters)`);
  const goal = t.goal === undefined ? undefined : object(t.goal, 'task.goal');
  if (goal) allowedKeys(goal, 'task.goal', ['conditions', 'dish']);
  const split = t.split;
  if (split !== 'train' && split !== 'test') throw new InputError(`task.split: must be "train" or "test", got ${quote(split)}`);
  return {
    id: name(t.id, 'task.id'),
    source: name(t.source, 'task.source'),
    split,
    title: string(t.title, 'task.title'),
    text: { ingredients: strings(text.ingredients, 'task.text.ingredients'), instructions: strings(text.instructions, 'task.text.instructions') },
    kitchen: { name: name(kitchen.name, 'task.kitchen.name'), yaml: (kitchen.yaml as string | null) ?? null },
    goal: goal
      ? {
          conditions: conditions(goal.conditions),
          dish: goal.dish === null ? null : dish(goal.dish, 'task.goal.dish'),
        }
      : NO_GOAL(),
    variation: strings(t.variation, 'task.variation'),
  };
}

/** The goal conditions, their ids distinct: reports, sentences and unmeetableGoals name conditions by id. */
function conditions(json: unknown): GoalCondition[] {
  const seen = new Map<string, number>();
  return list(json, 'task.goal.conditions').map((c, i) => {
    const read = condition(c, `task.goal.conditions[${i}]`);
    const first = seen.get(read.id);
    if (first !== undefined) throw new InputError(`task.goal.conditions[${i}].id: ${quote(read.id)} is already the id of task.goal.conditions[${first}] (each condition needs an id of its own)`);
    seen.set(read.id, i);
    return read;
  });
}

function condition(json: unknown, where: string): GoalCondition {
  const c = object(json, where);
  allowedKeys(c, where, ['id', 'sentence', 'object', 'location', 'action']);
  return {
    id: name(c.id, `${where}.id`),
    sentence: string(c.sentence, `${where}.sentence`),
    object: goalObject(c.object, `${where}.object`),
    location: place(c.location, `${where}.location`),
    action: name(c.action, `${where}.action`),
  };
}

function dish(json: unknown, where: string): TargetDish {
  const d = object(json, where);
  allowedKeys(d, where, ['object', 'location', 'sentence']);
  return { object: goalObject(d.object, `${where}.object`), location: place(d.location, `${where}.location`), sentence: string(d.sentence, `${where}.sentence`) };
}

/** What a step leaves as its primary output, so what a goal can ask for: an entity, or a failed object. */
function goalObject(json: unknown, where: string): GoalCondition['object'] {
  const o = entityValue(json, where) as { kind: string };
  if (o.kind !== 'entity' && o.kind !== 'failed') throw new InputError(`${where}.kind: a goal object is "entity" or "failed" (what a step outputs), got ${quote(o.kind)}`);
  return o as unknown as GoalCondition['object'];
}

function place(json: unknown, where: string): string[] | null {
  return json === null ? null : list(json, where).map((x, i) => name(x, `${where}[${i}]`));
}

/** The shape of the entity JSON form, recursively: kinds, required fields and their types. */
function entityValue(json: unknown, where: string, depth = 0): GoalCondition['object'] {
  if (depth > MAX_DEPTH) throw new InputError(`${shortPlace(where)}: nested deeper than ${MAX_DEPTH}`);
  const o = object(json, where);
  const need = (key: string, test: (v: unknown) => boolean, what: string) => {
    if (!test(o[key])) throw new InputError(`${where}.${key}: must be ${what}, got ${quote(o[key])}`);
  };
  const isString = (v: unknown) => typeof v === 'string' && v.length > 0;
  const isNumber = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\/\d+)?$/.test(v));
  const kinds: Record<string, string[]> = {
    entity: ['kind', 'id', 'class', 'persistentId', 'slots', 'contents'],
    concept: ['kind', 'id', 'class'],
    quantity: ['kind', 'id', 'class', 'value', 'text', 'unit'],
    failed: ['kind', 'id', 'class', 'persistentId', 'reason'],
    'kitchen-state': ['kind', 'id', 'class', 'persistentId', 'kitchenTime', 'contents'],
    ref: ['kind', 'id', 'path'],
  };
  const keys = typeof o.kind === 'string' ? kinds[o.kind] : undefined;
  if (!keys) throw new InputError(`${where}.kind: must be one of ${Object.keys(kinds).join(', ')}, got ${quote(o.kind)}`);
  allowedKeys(o, where, keys);
  need('id', isString, 'a string');
  if (o.kind === 'ref') need('path', (v) => typeof v === 'string', 'a JSON Pointer');
  else need('class', isString, 'a class name');
  if (o.kind === 'entity' || o.kind === 'failed' || o.kind === 'kitchen-state') need('persistentId', isString, 'a string');
  if (o.kind === 'quantity') {
    need('value', isNumber, 'a number or "n/d"');
    need('text', isString, 'the printed number');
    need('unit', (v) => v === null || isString(v), 'a unit class or null');
  }
  if (o.kind === 'kitchen-state') need('kitchenTime', (v) => v === null || isNumber(v), 'a number or null');
  if (o.kind === 'entity') for (const [k, v] of Object.entries(object(o.slots, `${where}.slots`))) slotValue(v, `${where}.slots.${cut(k)}`, depth + 1);
  if (o.contents !== undefined) list(o.contents, `${where}.contents`).forEach((x, i) => entityValue(x, `${where}.contents[${i}]`, depth + 1));
  return o as unknown as GoalCondition['object'];
}

/** A slot's value: a plain value, an entity, or a list of them (lists count towards the depth as entities do). */
function slotValue(v: unknown, where: string, depth: number): void {
  if (depth > MAX_DEPTH) throw new InputError(`${shortPlace(where)}: nested deeper than ${MAX_DEPTH}`);
  if (v === null || v === true || typeof v === 'number' || typeof v === 'string') return;
  // the entity form writes a false (nil) slot by leaving it out: `false` is a mistake, not an object
  if (v === false) throw new InputError(`${shortPlace(where)}: must be true, a number, a string, a kitchen value or a list, got false (a nil slot is left out)`);
  if (Array.isArray(v)) return v.forEach((x, i) => slotValue(x, `${where}[${i}]`, depth + 1));
  entityValue(v, where, depth);
}

/** A place 256 levels down, its middle left out: where it starts and where it ends say enough. */
function shortPlace(where: string): string {
  if (where.length <= 160) return where;
  // cut between steps of the path (`.slots`, `[0]`), never inside one
  const head = where.slice(0, 100);
  const tail = where.slice(-40);
  return `${head.slice(0, Math.max(head.lastIndexOf('['), head.lastIndexOf('.')))}…${tail.slice(Math.max(0, tail.search(/[[.]/)))}`;
}

function object(v: unknown, where: string): Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new InputError(`${where}: must be an object, got ${quote(v)}`);
  return v as Record<string, unknown>;
}

function allowedKeys(o: Record<string, unknown>, where: string, keys: string[]) {
  for (const k of Object.keys(o)) if (!keys.includes(k)) throw new InputError(`${where}: unknown field ${quote(k)} (known: ${keys.join(', ')})`);
}

function list(v: unknown, where: string): unknown[] {
  if (!Array.isArray(v)) throw new InputError(`${where}: must be a list, got ${quote(v)}`);
  return v;
}

function string(v: unknown, where: string): string {
  if (typeof v !== 'string') throw new InputError(`${where}: must be a string, got ${quote(v)}`);
  return v;
}

/** A non-empty string without spaces or control characters (ids, class and action names). */
function name(v: unknown, where: string): string {
  const s = string(v, where);
  if (!/^[^\s\x00-\x1f\x7f]{1,200}$/.test(s)) throw new InputError(`${where}: must be a name of 1 to 200 characters without spaces, got ${quote(s)}`);
  return s;
}

function strings(v: unknown, where: string): string[] {
  return list(v, where).map((x, i) => string(x, `${where}[${i}]`));
}
