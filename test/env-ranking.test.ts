// The environment's ranked commands (docs/ENVIRONMENT.md, "Ranking"): goal conditions that differ
// only in what descriptions leave out (a temperature) are told apart in words and met by the
// first line; a list step ranks once, for the state it leaves; an ended episode lists none; a
// ranking's listings stop at their tries (the same place on every machine) or time, keeping what
// they made; maxSteps fits in a network.
import { describe, expect, it } from 'vitest';
import { createEnv } from '../src/env/env.ts';
import { MAX_STEPS } from '../src/env/limits.ts';
import { dryRunner } from '../src/env/dry-run.ts';
import { rankedEntries } from '../src/env/rank.ts';
import { InputError } from '../src/errors.ts';
import { AdmissibleTimeLimit, AdmissibleTriesSpent } from '../src/listing/admissible.ts';
import { restoreSession } from '../src/session/index.ts';
import { getTask } from '../src/tasks/index.ts';
import { BENCHMARK } from './support/simulate.ts';

const TASK = 'almond-crescent-cookies';
const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const SUGAR = '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)';
const source = { benchmark: BENCHMARK ?? undefined };

describe.skipIf(!BENCHMARK)('ranked commands', () => {
  it('say the temperature a goal condition tests, which tells apart conditions that describe alike', () => {
    const env = createEnv({ task: TASK, ...source });
    const [fetched, warmed] = env.now().info.goal.conditions!;
    // g1: the butter as fetched from the fridge; g2: the same butter brought to room temperature
    expect(fetched.sentence).toBe('a medium-bowl holding 230 g butter, on the counter-top (butter at 5 degrees-celsius)');
    expect(warmed.sentence).toBe('a medium-bowl holding 230 g butter, on the counter-top (butter at 18 degrees-celsius)');
  });

  it('rank first a line that meets a temperature goal, not one that only describes alike', () => {
    const env = createEnv({ task: TASK, commands: 5, ...source });
    const fetched = env.step(BUTTER);
    expect(fetched.info.goal.met.slice(0, 2)).toEqual([true, false]);
    const warmed = env.step(fetched.info.admissible_commands![0]);
    expect(warmed.info.goal.met.slice(0, 2)).toEqual([true, true]);
    expect(warmed.reward).toBeGreaterThan(0);
  });

  it('describe the line shown: an amount taken from the goal condition is the one its outputs say', () => {
    const env = createEnv({ task: TASK, ...source });
    const [top] = rankedEntries(env.session, getTask(TASK, source)!, 'visible', 1, source);
    expect(top.line).toMatch(/ butter 230 g\)$/);
    expect(top.produces).toMatch(/^container-with-ingredient: medium-bowl \[butter 230 g\]/);
  });

  it('dry-run a line again with the numbers a goal condition wants, read as a network reads them', () => {
    const env = createEnv({ task: TASK, ...source });
    const [entry] = env.session.admissible({ action: 'fetch-and-proportion', limit: 1 });
    const line = entry.line.replace(/ \S+ (\S+)\)$/, ' 230.5 $1)');
    const dry = dryRunner(env.session)(entry, line)!;
    expect(dry.produces).toMatch(/^container-with-ingredient: medium-bowl \[\S+ 230\.5 /);
    expect(dry.location).toEqual(['kitchen-state', 'counter-top']);
  });

  it('rank once for a list of lines: only the last result lists them', () => {
    const env = createEnv({ task: TASK, commands: 5, ...source });
    const steps = env.step(['(get-kitchen ?kitchen)', BUTTER, SUGAR]);
    expect(steps.map((s) => s.info.admissible_commands?.length)).toEqual([undefined, undefined, 5]);
  });

  it('list none once the episode is over, in a list step too', () => {
    const one = createEnv({ task: TASK, commands: 5, maxSteps: 1, ...source });
    expect(one.step(BUTTER)).toMatchObject({ truncated: true, info: { admissible_commands: [] } });
    expect(one.now().info.admissible_commands).toEqual([]);
    const two = createEnv({ task: TASK, commands: 5, maxSteps: 2, ...source });
    const steps = two.step([BUTTER, SUGAR, '(get-kitchen ?kitchen)']);
    expect(steps).toHaveLength(2);
    expect(steps[1].info.admissible_commands).toEqual([]);
  });

  it('list within a time, keeping what a listing made by then', () => {
    const env = createEnv({ task: TASK, ...source });
    env.step(BUTTER);
    const action = 'fetch-and-proportion';
    // a bound of 0 ms: the listing stops at its first look at the clock
    expect(() => env.session.fork().admissible({ action, limit: 5000, maxMillis: 0 })).toThrow(AdmissibleTimeLimit);
    const some = env.session.fork().admissible({ action, limit: 5000, maxMillis: 0, partial: true });
    const all = env.session.fork().admissible({ action, limit: 5000 });
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    expect(rankedEntries(env.session.fork(), getTask(TASK, source)!, 'visible', 5, source, { maxMillis: 0 })).toEqual([]);
  });

  it('cut a ranking at the same place whatever the memo holds: it counts tries, not milliseconds', () => {
    const env = createEnv({ task: TASK, ...source });
    env.step(BUTTER);
    const task = getTask(TASK, source)!;
    const rank = (session: typeof env.session, maxTries?: number) => rankedEntries(session, task, 'visible', 30, source, { maxTries }).map((e) => `${e.score} ${e.line}`);
    const session = env.session.fork();
    const cut = rank(session, 300);
    // the same state again, its dry runs now in the memo; and a session restored from nothing
    expect(rank(session, 300)).toEqual(cut);
    expect(rank(restoreSession(session.snapshot()), 300)).toEqual(cut);
    const whole = rank(env.session.fork());
    expect(cut).not.toEqual(whole);
    const tries = { left: 50 };
    const some = env.session.fork().admissible({ action: 'fetch-and-proportion', limit: 5000, tries, partial: true });
    expect(tries.left).toBe(0);
    expect(some.length).toBeLessThan(env.session.fork().admissible({ action: 'fetch-and-proportion', limit: 5000 }).length);
    expect(() => env.session.fork().admissible({ action: 'fetch-and-proportion', limit: 5000, tries: { left: 50 } })).toThrow(AdmissibleTriesSpent);
  });

  it('refuse more steps than a network holds', () => {
    expect(MAX_STEPS).toBe(1999);
    expect(() => createEnv({ task: TASK, maxSteps: MAX_STEPS + 1, ...source })).toThrow(InputError);
    expect(() => createEnv({ task: TASK, maxSteps: 10_000, ...source })).toThrow('maxSteps must be an integer from 1 to 1999 (a network holds at most 2000 lines, the get-kitchen included), not 10000');
    expect(createEnv({ task: TASK, maxSteps: MAX_STEPS, ...source }).now().info.steps).toBe(0);
  });
});
