// The task functions given wrong arguments: an InputError naming the argument, never a TypeError
// from deep inside, and no wrong value taken silently (a misspelt goal mode, a base that is no object).
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { buildCorpusTasks, deriveTasks, dishScorer, getTask, goalChecker, listTasks, sessionOptionsFor, taskToJson } from '../../src/tasks/index.ts';
import { BENCHMARK, simulator } from '../support/simulate.ts';

describe('task arguments without a corpus', () => {
  it('refuses a benchmark folder or a simulator of the wrong kind', () => {
    expect(() => buildCorpusTasks(5 as never)).toThrow(InputError);
    expect(() => buildCorpusTasks(5 as never)).toThrow(/^buildCorpusTasks: benchmarkDir: expected a string, got a number/);
    expect(() => buildCorpusTasks('/nowhere', {} as never)).toThrow(/^buildCorpusTasks: simulator: expected a Simulator/);
    expect(() => deriveTasks(undefined as never, { seed: 1, count: 1 }, '/nowhere')).toThrow(/^deriveTasks: base must be an array of corpus tasks/);
    expect(() => deriveTasks([], { seed: 1, count: 1 }, 5 as never)).toThrow(/^deriveTasks: benchmarkDir: expected a string, got a number/);
    expect(() => deriveTasks([null as never], { seed: 1, count: 1 }, '/nowhere')).toThrow(/^deriveTasks: base\[0\]: expected a task/);
  });

  it('refuses what is not a task, and a simulator or run that is not one', () => {
    expect(() => taskToJson(undefined as never)).toThrow(/^taskToJson: expected a task/);
    expect(() => goalChecker(undefined as never, simulator())).toThrow(/^goalChecker: task: expected a task/);
    expect(() => dishScorer({} as never, simulator())).toThrow(/^dishScorer: task: expected a task/);
    expect(() => sessionOptionsFor(undefined as never)).toThrow(/^sessionOptionsFor: task: expected a task/);
  });
});

describe.skipIf(!BENCHMARK)('task arguments', () => {
  const opts = { benchmark: BENCHMARK! };

  it('getTask and listTasks take null options as none and refuse an id that is not a string', () => {
    expect(() => getTask(undefined as never, opts)).toThrow(InputError);
    expect(() => getTask(undefined as never, opts)).toThrow(/^getTask: id: expected a string, got nothing/);
    expect(() => getTask(5 as never, opts)).toThrow(/^getTask: id: expected a string, got a number/);
    expect(getTask('no-such-recipe', null as never)).toBeUndefined();
    expect(listTasks(null as never)).toHaveLength(30);
    expect(() => listTasks(3 as never)).toThrow(/^listTasks: options must be an object, got a number/);
    expect(() => getTask('x', { benchmark: 5 as never })).toThrow(/^benchmark: expected a string, got a number/);
    expect(() => listTasks({ sim: {} as never })).toThrow(/^sim: expected a Simulator/);
  }, 60_000);

  it('taskToJson refuses an unknown goal mode rather than writing the goal', () => {
    const task = getTask('almond-crescent-cookies', opts)!;
    expect(() => taskToJson(task, 'hidden' as never)).toThrow(/^taskToJson: mode: expected "visible" or "text", got "hidden"/);
  }, 60_000);

  it('the checker and scorer refuse a simulator or a run that is not one', () => {
    const task = getTask('almond-crescent-cookies', opts)!;
    expect(() => goalChecker(task, undefined as never)).toThrow(/^goalChecker: simulator: expected a Simulator/);
    expect(() => dishScorer(task, 'sim' as never)).toThrow(/^dishScorer: simulator: expected a Simulator/);
    expect(() => goalChecker(task, simulator())(undefined as never)).toThrow(/^goal checker: run: expected a run/);
    expect(() => dishScorer(task, simulator())(null as never)).toThrow(/^dish scorer: run: expected a run/);
    expect(() => sessionOptionsFor(task, 5 as never)).toThrow(/^base: sessionOptionsFor takes an object, got a number/);
  }, 60_000);
});
