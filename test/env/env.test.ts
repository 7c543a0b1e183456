// The environment's contract (docs/ENVIRONMENT.md): reset and step with observation, reward,
// terminated, truncated and info; stable names; goal modes; budgets; the end of an episode.
import { describe, expect, it } from 'vitest';
import { createEnv, restoreEnv } from '../../src/env/env.ts';
import { InputError } from '../../src/errors.ts';
import { BENCHMARK } from '../support/simulate.ts';

const TASK = 'almond-crescent-cookies';
const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const SUGAR = '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)';

describe.skipIf(!BENCHMARK)('an environment', () => {
  it('resets to an empty kitchen and steps with a reward for each goal condition it meets', () => {
    const env = createEnv({ task: TASK, benchmark: BENCHMARK ?? undefined });
    const { observation, info } = env.reset();
    expect(observation.text).toMatch(/^time 0 s\. counter-top: empty\./);
    expect(info.goal.fraction).toBe(0);
    expect(info.goal.conditions!.length).toBe(info.goal.total);
    const get = env.step('(get-kitchen ?kitchen)');
    expect(get.reward).toBe(0);
    const r = env.step(BUTTER);
    expect(r.info.accepted).toBe(true);
    expect(r.reward).toBeCloseTo(1 / r.info.goal.total, 12);
    expect(r.terminated).toBe(false);
    expect(r.observation.text).toMatch(/counter-top: medium-bowl-\d+ \[butter 230 g\]/);
    expect(r.observation.text.length).toBeLessThan(1000);
    expect(r.info.goal.conditions!.filter((c) => c.met)).toHaveLength(1);
  });

  it('names objects the same across steps and environments (persistent ids)', () => {
    const a = createEnv({ task: TASK, benchmark: BENCHMARK ?? undefined });
    const b = createEnv({ task: TASK, benchmark: BENCHMARK ?? undefined });
    for (const env of [a, b]) env.step('(get-kitchen ?kitchen)');
    const first = a.step(BUTTER).observation.structured;
    const again = b.step(BUTTER).observation.structured;
    expect(again).toEqual(first);
    const later = a.step(SUGAR).observation.structured;
    expect(later.variables['?butter']).toEqual(first.variables['?butter']);
  });

  it('in text mode keeps the goal conditions to itself, and still rewards', () => {
    const env = createEnv({ task: TASK, goal: 'text', benchmark: BENCHMARK ?? undefined });
    env.step('(get-kitchen ?kitchen)');
    const r = env.step(BUTTER);
    expect(r.info.goal.conditions).toBeUndefined();
    expect(r.reward).toBeGreaterThan(0);
  });

  it('counts a refused line as a step with no reward, and truncates at maxSteps', () => {
    const env = createEnv({ task: TASK, maxSteps: 2, benchmark: BENCHMARK ?? undefined });
    const bad = env.step('(fetch-and-proportion ?x)');
    expect(bad).toMatchObject({ reward: 0, terminated: false, truncated: false, info: { accepted: false } });
    expect(bad.info.diagnostics.length).toBeGreaterThan(0);
    const second = env.step('(get-kitchen ?kitchen)');
    expect(second.truncated).toBe(true);
    expect(() => env.step(BUTTER)).toThrow(InputError);
    env.reset();
    expect(env.step('(get-kitchen ?kitchen)').truncated).toBe(false);
  });

  it('refuses an action with no network line (empty, blank, a comment) in words, as a step with no reward', () => {
    const env = createEnv({ task: TASK, benchmark: BENCHMARK ?? undefined });
    for (const [k, action] of ['', '  \n\t', '; only a comment'].entries()) {
      const r = env.step(action);
      expect(r).toMatchObject({ reward: 0, terminated: false, truncated: false, info: { accepted: false, steps: k + 1 } });
      expect(r.info.diagnostics).toEqual([expect.objectContaining({ code: 'E_SYNTAX', message: 'the action holds no network line (it is empty, blank or a comment)' })]);
    }
    // the network is unchanged: the next line runs as the first
    expect(env.step(BUTTER).info).toMatchObject({ accepted: true, steps: 4 });
  });

  it('truncates once the clock passes maxSeconds', () => {
    const env = createEnv({ task: TASK, maxSeconds: 40, benchmark: BENCHMARK ?? undefined });
    env.step('(get-kitchen ?kitchen)');
    expect(env.step(BUTTER).truncated).toBe(false);
    expect(env.step(SUGAR).truncated).toBe(true);
  });

  it('steps several lines at once, and continues from a snapshot', () => {
    const env = createEnv({ task: TASK, benchmark: BENCHMARK ?? undefined });
    const steps = env.step(['(get-kitchen ?kitchen)', BUTTER, SUGAR]);
    expect(steps).toHaveLength(3);
    const again = restoreEnv(JSON.parse(JSON.stringify(env.snapshot())), { benchmark: BENCHMARK ?? undefined });
    expect(again.now().info.goal).toEqual(env.now().info.goal);
    expect(again.step('(fetch-and-proportion ?vanilla ?ks-3 ?ks-2 ?bowl-3 vanilla-extract 1 teaspoon)').info.steps).toBe(4);
  });

  it('refuses a snapshot that is not an environment\'s, saying why', () => {
    const env = createEnv({ task: 'afghan-biscuits', benchmark: BENCHMARK ?? undefined });
    const snapshot = JSON.parse(JSON.stringify(env.snapshot()));
    expect(() => restoreEnv({} as never)).toThrow(/^not a session snapshot/);
    expect(() => restoreEnv({ ...snapshot, env: undefined })).toThrow('not an environment snapshot (expected a session snapshot with {env: {taskId, …}})');
    expect(() => restoreEnv({ ...snapshot, env: 5 })).toThrow('not an environment snapshot');
  });

  it('lists admissible commands ranked for the task when asked to', () => {
    const env = createEnv({ task: TASK, commands: 10, benchmark: BENCHMARK ?? undefined });
    const r = env.step('(get-kitchen ?kitchen)');
    expect(r.info.admissible_commands).toHaveLength(10);
    // the next goal is the butter in its bowl: the first fetch of butter ranks first
    expect(r.info.admissible_commands![0]).toMatch(/^\(fetch-and-proportion \S+ \S+ \?kitchen \S+ butter /);
  });

  it('refuses unknown tasks and goal modes clearly', () => {
    expect(() => createEnv({ task: 'no-such-recipe', benchmark: BENCHMARK ?? undefined })).toThrow(/unknown task "no-such-recipe"/);
    expect(() => createEnv({ task: TASK, goal: 'hidden' as never, benchmark: BENCHMARK ?? undefined })).toThrow(/goal must be visible or text/);
  });
});
