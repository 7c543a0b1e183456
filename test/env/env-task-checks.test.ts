// A task given as an object is checked whole when the environment is made or restored: its goal
// mode against its goal, and its target dish, rather than at a later step.
import { describe, expect, it } from 'vitest';
import { createEnv, restoreEnv } from '../../src/env/env.ts';
import { InputError } from '../../src/errors.ts';
import { getTask, taskFromJson, taskToJson, type TaskJson } from '../../src/tasks/index.ts';
import { BENCHMARK } from '../support/simulate.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const SUGAR = '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)';

describe.skipIf(!BENCHMARK)('the task an environment is given', () => {
  const source = { benchmark: BENCHMARK ?? undefined };
  const json = (): TaskJson => JSON.parse(JSON.stringify(taskToJson(getTask('almond-crescent-cookies', source)!))) as TaskJson;
  const badDish = () => {
    const j = json();
    j.id = 'my-cookies';
    j.goal!.dish!.object = { ...j.goal!.dish!.object, class: 'no-such-tray' } as never;
    return taskFromJson(j);
  };

  it.each([false, true])('a dish the world cannot read is refused at creation (shaping %s)', (shaping) => {
    expect(() => createEnv({ ...source, task: badDish(), shaping })).toThrow(new InputError('task my-cookies dish object: unknown class "no-such-tray"'));
  });

  it('a dish the world cannot read is refused when a snapshot is restored, before any step', () => {
    const env = createEnv({ ...source, task: taskFromJson(json()), shaping: true });
    env.step(BUTTER);
    const snapshot = JSON.parse(JSON.stringify(env.snapshot()));
    snapshot.env.task = taskToJson(badDish());
    expect(() => restoreEnv(snapshot, source)).toThrow(/^task my-cookies dish object: unknown class "no-such-tray"$/);
  });

  it('a task without goal conditions is refused in visible mode, and runs in text mode', () => {
    const text = taskFromJson(taskToJson(getTask('almond-crescent-cookies', source)!, 'text'));
    expect(text.goal.conditions).toEqual([]);
    expect(() => createEnv({ ...source, task: text })).toThrow(/^task almond-crescent-cookies has no goal conditions .*goal: "text"$/);
    const env = createEnv({ ...source, task: text, goal: 'text' });
    expect(env.step(BUTTER).info.accepted).toBe(true);
    // a reset that is refused leaves the episode as it was
    expect(() => env.reset({ goal: 'visible' })).toThrow(/has no goal conditions/);
    expect(env.step(SUGAR).info.steps).toBe(2);
  });

  it('a reset refused for its task keeps the task of the episode', () => {
    const env = createEnv({ ...source, task: 'almond-crescent-cookies' });
    env.step(BUTTER);
    expect(() => env.reset({ task: badDish() })).toThrow(/unknown class "no-such-tray"/);
    const r = env.step(SUGAR);
    expect(r.info.task).toBe('almond-crescent-cookies');
    expect(r.info.steps).toBe(2);
    expect(r.reward).toBeGreaterThan(0);
  });
});
