// An environment's options, as a caller from JavaScript may give them: each wrong value is an
// InputError naming it, before any episode starts — never ignored (a misspelt option, a NaN
// bound), never drawing a task silently, never ending an episode at once — and a snapshot whose
// episode state was edited into one no environment has is refused before it runs.
import { describe, expect, it } from 'vitest';
import { createEnv, type EnvOptions, restoreEnv } from '../src/env/env.ts';
import { BENCHMARK } from './support/simulate.ts';
import { thrown } from './support/thrown.ts';

const TASK = 'almond-crescent-cookies';
const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const source = { benchmark: BENCHMARK ?? undefined };


const make = (options: Record<string, unknown>) => () => createEnv({ task: TASK, ...source, ...options } as EnvOptions);

describe.skipIf(!BENCHMARK)("an environment's options", () => {
  it('refuses each wrong option of createEnv by name', () => {
    expect(thrown(make({ maxSeconds: -5 }))).toBe('InputError: maxSeconds must be a number of simulated seconds from 0, or null for no bound, not -5');
    expect(thrown(make({ maxSeconds: Number.NaN }))).toBe('InputError: maxSeconds must be a number of simulated seconds from 0, or null for no bound, not NaN');
    expect(thrown(make({ maxSeconds: '60' }))).toBe('InputError: maxSeconds must be a number of simulated seconds from 0, or null for no bound, not "60"');
    expect(thrown(make({ commands: -1 }))).toBe('InputError: commands must be a whole number from 0, not -1');
    expect(thrown(make({ commands: 2.5 }))).toBe('InputError: commands must be a whole number from 0, not 2.5');
    expect(thrown(make({ shaping: 'yes' }))).toBe('InputError: shaping must be true or false, not "yes"');
    expect(thrown(make({ seed: 'x' }))).toBe('InputError: seed must be a whole number from 0, not "x"');
    expect(thrown(make({ task: 5 }))).toBe('InputError: task must be a task id or a task, not 5');
    expect(thrown(make({ split: 'dev' }))).toBe('InputError: split must be train or test, not "dev"');
    expect(thrown(make({ maxStep: 3 }))).toMatch(/^InputError: options: createEnv takes no option "maxStep" \(did you mean maxSteps\?\)/);
    expect(thrown(() => createEnv(5 as unknown as EnvOptions))).toBe('InputError: options: createEnv takes an object, got a number');
  });

  it('takes null options as none, and maxSeconds null as no bound', () => {
    expect(createEnv(null as unknown as EnvOptions).now().info.steps).toBe(0);
    const env = createEnv({ task: TASK, ...source, maxSeconds: null, shaping: true, commands: 0, seed: 3 });
    expect(env.step(BUTTER).truncated).toBe(false);
  });

  it('refuses wrong options of reset, admissible and step, and runs nothing then', () => {
    const env = createEnv({ task: TASK, ...source });
    const loose = env as unknown as { reset(o: unknown): unknown; admissible(n: unknown): unknown; step(l: unknown): unknown };
    expect(thrown(() => loose.reset({ tsk: TASK }))).toMatch(/^InputError: options: reset takes no option "tsk" \(did you mean task\?\)/);
    expect(thrown(() => loose.reset({ seed: -1 }))).toBe('InputError: seed must be a whole number from 0, not -1');
    expect(thrown(() => loose.admissible(-1))).toBe('InputError: limit: admissible takes a whole number from 0, got -1');
    expect(thrown(() => loose.step(42))).toBe('InputError: line: step takes a network line (a string) or an array of them, got 42');
    expect(thrown(() => loose.step([BUTTER, { line: BUTTER }]))).toBe('InputError: lines[1]: step takes a network line (a string), got an object');
    // the good line before the bad one did not run either
    expect(env.now().info.steps).toBe(0);
    expect(env.session.network()).toBe('');
    expect(loose.reset(null)).toMatchObject({ info: { steps: 0 } });
  });

  it('refuses a snapshot whose episode state was edited into one no environment has', () => {
    const env = createEnv({ task: TASK, ...source, maxSeconds: 3600 });
    env.step(BUTTER);
    const snapshot = JSON.parse(JSON.stringify(env.snapshot()));
    const edited = (changes: object) => () => restoreEnv({ ...snapshot, env: { ...snapshot.env, ...changes } }, source);
    expect(thrown(edited({ steps: -4 }))).toBe('InputError: environment snapshot: env.steps must be a whole number from 0, not -4');
    expect(thrown(edited({ maxSeconds: 'soon' }))).toBe('InputError: environment snapshot: env.maxSeconds must be a number of simulated seconds from 0, or null for no bound, not "soon"');
    expect(thrown(edited({ done: 'no' }))).toBe('InputError: environment snapshot: env.done must be true or false, not "no"');
    expect(thrown(edited({ fraction: null }))).toBe('InputError: environment snapshot: env.fraction must be a number, not null');
    expect(thrown(edited({ goal: 'hidden' }))).toBe('InputError: environment snapshot: env.goal must be visible or text, not "hidden"');
    expect(thrown(() => restoreEnv(snapshot, { benchmark: 5 } as never))).toBe('InputError: benchmark must be the benchmark folder\'s path, not 5');
    // the snapshot as written goes on where it was
    expect(restoreEnv(snapshot, source).step('(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)').info.steps).toBe(2);
  });
});
