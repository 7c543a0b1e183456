// Tasks as JSON and back: a round trip keeps a task exactly; goal mode `text` leaves the goal
// out; a wrong field is an error naming it, never a stack trace.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { listTasks } from '../../src/tasks/library.ts';
import { taskFromJson, taskToJson } from '../../src/tasks/task-json.ts';
import { BENCHMARK, simulator } from '../support/simulate.ts';

describe.skipIf(!BENCHMARK)('task JSON', () => {
  const tasks = BENCHMARK ? listTasks({ benchmark: BENCHMARK, sim: simulator() }) : [];

  it('reads back exactly what it wrote, from an object or from text', () => {
    for (const t of tasks) {
      const json = taskToJson(t);
      expect(taskFromJson(json)).toEqual(t);
      expect(taskFromJson(JSON.stringify(json))).toEqual(t);
    }
  });

  it('leaves the goal out in goal mode text, and keeps everything else', () => {
    const t = tasks[0];
    const text = taskToJson(t, 'text');
    expect('goal' in text).toBe(false);
    expect({ ...text, goal: t.goal }).toEqual(t);
    // read back, a text-mode task has an empty goal: it is planned by its text
    expect(taskFromJson(text).goal).toEqual({ conditions: [], dish: null });
    expect(taskToJson(taskFromJson(text), 'text')).toEqual(text);
  });

  it('names the wrong field', () => {
    const base = taskToJson(tasks[0]);
    const wrong = (mutate: (j: any) => void) => {
      const j = structuredClone(base) as any;
      mutate(j);
      return () => taskFromJson(j);
    };
    expect(wrong((j) => (j.split = 'dev'))).toThrow('task.split: must be "train" or "test", got "dev"');
    expect(wrong((j) => (j.text.ingredients[2] = 7))).toThrow('task.text.ingredients[2]: must be a string, got 7');
    expect(wrong((j) => (j.goal.conditions[3].location[1] = null))).toThrow('task.goal.conditions[3].location[1]: must be a string, got null');
    expect(wrong((j) => (j.goal.conditions[0].object.kind = 'thing'))).toThrow('task.goal.conditions[0].object.kind: must be one of');
    expect(wrong((j) => (j.goal.conditions[0].object.contents[0].slots.amount.value = 'lots'))).toThrow('task.goal.conditions[0].object.contents[0].slots.amount.value: must be a number or "n/d"');
    expect(wrong((j) => (j.goal.dish.extra = 1))).toThrow('task.goal.dish: unknown field "extra"');
    expect(wrong((j) => (j.id = 'two words'))).toThrow('task.id: must be a name');
    expect(wrong((j) => (j.kitchen.yaml = 5))).toThrow('task.kitchen.yaml: must be null or the text of a kitchen');
    expect(() => taskFromJson('{"id": ')).toThrow(/^task: not JSON/);
    expect(() => taskFromJson([])).toThrow('task: must be an object, got []');
    for (const bad of [null, 3, 'x', {}]) expect(() => taskFromJson(bad)).toThrow(InputError);
  });
});
