// The environment used as a reinforcement-learning loop would use it: tasks drawn by seed and
// drawn again by a reset's seed (library and HTTP), an empty action refused as the other front
// ends refuse it, and a bounded loop of random admissible lines whose rewards add up to the goal
// fraction, with the episode closed to steps once it has ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnv, restoreEnv } from '../../src/env/env.ts';
import { refusal } from '../support/thrown.ts';
import { BENCHMARK, testServer } from '../server/support.ts';

const benchmark = BENCHMARK ?? undefined;
const TASK = 'almond-crescent-cookies';

/** The task a fresh environment without a task draws for a seed. */
const drawnFor = (seed: number) => createEnv({ benchmark, seed }).now().info.task;

/** A seed whose draw differs from seed 0's (the draws are computed, not assumed). */
function otherSeed(): number {
  const first = drawnFor(0);
  for (let seed = 1; seed < 50; seed++) if (drawnFor(seed) !== first) return seed;
  throw new Error('every seed below 50 draws the same task');
}

describe.skipIf(!BENCHMARK)('an environment in a reinforcement-learning loop', () => {
  it("draws a task again from a reset's seed, and keeps a task given", () => {
    const seed = otherSeed();
    const env = createEnv({ benchmark, seed: 0 });
    expect(env.now().info.task).toBe(drawnFor(0));
    expect(env.reset({ seed }).info.task).toBe(drawnFor(seed));
    // the same seed, the same task; no seed keeps the last one
    expect(env.reset({ seed: 0 }).info.task).toBe(drawnFor(0));
    expect(env.reset().info.task).toBe(drawnFor(0));
    // a restored environment (what a server holds) draws so too
    expect(restoreEnv(env.snapshot(), { benchmark }).reset({ seed }).info.task).toBe(drawnFor(seed));
    // a task given, at creation or by a reset, stays whatever the seed
    const fixed = createEnv({ benchmark, task: TASK });
    expect(fixed.reset({ seed }).info.task).toBe(TASK);
    expect(env.reset({ task: TASK }).info.task).toBe(TASK);
    expect(env.reset({ seed }).info.task).toBe(TASK);
    expect(refusal(() => restoreEnv({ ...env.snapshot(), env: { ...env.snapshot().env, drawn: 'yes' as unknown as boolean } }, { benchmark }))).toBe('environment snapshot: env.drawn must be true or false, not "yes"');
  }, 60_000);

  it('repeats an episode exactly: the same lines after a reset, whatever the seed, give the same results', () => {
    const env = createEnv({ benchmark, task: TASK, maxSteps: 3, commands: 3 });
    const episode = (seed: number) => [
      env.reset({ seed }),
      ...env.step(['(get-kitchen ?kitchen)', '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)']),
      env.step('(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)'),
    ];
    const first = episode(0);
    expect(episode(0)).toEqual(first);
    expect(episode(5)).toEqual(first);
  });

  it('refuses an empty array of lines, as no step, before anything runs', () => {
    const env = createEnv({ benchmark, task: TASK });
    expect(refusal(() => env.step([]))).toMatch(/^lines: step takes at least one line/);
    expect(env.now().info.steps).toBe(0);
    expect(env.step(['(get-kitchen ?kitchen)'])).toHaveLength(1);
  });

  it('steps random admissible lines over many short episodes: rewards add up to the goal fraction, no step after the end', () => {
    const env = createEnv({ benchmark, task: TASK, maxSteps: 3 });
    let state = 7;
    const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31), state / 2 ** 31);
    let rewarded = 0;
    for (let episode = 0; episode < 12; episode++) {
      env.reset();
      let total = 0;
      let done = false;
      let steps = 0;
      while (!done) {
        const lines = env.session.admissible({ limit: 10 });
        expect(lines.length).toBeGreaterThan(0);
        const result = env.step(lines[Math.floor(random() * lines.length)].line);
        total += result.reward;
        steps++;
        expect(result.info.accepted).toBe(true);
        expect(total).toBeCloseTo(result.info.goal.fraction, 12);
        done = result.terminated || result.truncated;
      }
      expect(steps).toBe(3);
      if (total > 0) rewarded++;
      expect(refusal(() => env.step('(get-kitchen ?kitchen)'))).toMatch(/^the episode is over/);
    }
    // random lines from the initial kitchen fetch what the goal asks for now and then
    expect(rewarded).toBeGreaterThan(0);
  }, 60_000);
});

describe.skipIf(!BENCHMARK)('HTTP: a reset with a seed on an environment that draws its tasks', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer({ benchmark });
  });
  afterAll(() => s.close());

  it('draws the task of the seed', async () => {
    const seed = otherSeed();
    const made = await s.call('POST', '/envs', { seed: 0 });
    expect(made.body.info.task).toBe(drawnFor(0));
    const id = made.body.env as string;
    const again = await s.call('POST', `/envs/${id}/reset`, { seed });
    expect(again).toMatchObject({ status: 200, body: { info: { task: drawnFor(seed), steps: 0 } } });
    expect((await s.call('POST', `/envs/${id}/reset`, {})).body.info.task).toBe(drawnFor(seed));
  }, 60_000);
});
