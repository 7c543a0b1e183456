// What an episode finds only by running a step, and takes back: a line after which the simulation
// stops for good (status `error`, which no later step could leave), and a line of a step given a
// variable of the wrong class by an earlier line of the same step. Refused, the step changes
// nothing and the episode goes on.
import { describe, expect, it } from 'vitest';
import { createEnv, restoreEnv } from '../src/env/env.ts';
import { openSession } from '../src/session/api.ts';
import { BENCHMARK } from './support/simulate.ts';

const TASK = 'almond-crescent-cookies';
const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const SUGAR = '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)';
// plain white bread has no temperature: baking it stops the simulation (rules-requires-stops.test.ts)
const BREAD = [
  '(fetch-and-proportion ?slices ?ks-1 ?kitchen ?bowl white-bread-slice 2 piece)',
  '(fetch ?tray ?ks-2 ?ks-1 baking-tray 1)',
  '(transfer-contents ?on-tray ?rest ?ks-3 ?ks-2 ?tray ?slices ?q ?u)',
];
const BAKE = '(bake ?baked ?ks-4 ?ks-3 ?on-tray ?oven 20 minute 180 degrees-celsius)';
const benchmark = BENCHMARK ?? undefined;

const codes = (diagnostics: unknown[]) => (diagnostics as { code: string; line: number; column: number; variable?: string }[]).map((d) => [d.code, d.line, d.column, d.variable]);

describe.skipIf(!BENCHMARK)('a step that stops the simulation', () => {
  it('is refused with the stop, where a plain session takes it into status error', () => {
    const plain = openSession(createEnv({ task: TASK, benchmark }).session.options);
    plain.execute(BREAD.join('\n'));
    expect(plain.execute(BAKE).status).toBe('error');

    const env = createEnv({ task: TASK, benchmark });
    env.step(BREAD);
    const network = env.session.network();
    const step = env.step(BAKE);
    expect(step.info).toMatchObject({ accepted: false, status: 'ok', steps: 4 });
    expect(step.reward).toBe(0);
    expect(codes(step.info.diagnostics)).toEqual([['E_SIMULATION', 4, 1, undefined]]);
    expect((step.info.diagnostics[0] as { message: string }).message).toMatch(/white-bread-slice/);
    expect(env.session.network()).toBe(network);
    expect(env.session.status()).toBe('ok');
    // check said so too, and the episode goes on: its session was not changed outside its steps
    expect(env.session.check(BAKE).admissible).toBe(false);
    const next = env.step(BUTTER.replace('?ks-1', '?ks-5'));
    expect(next.info).toMatchObject({ accepted: true, status: 'ok' });
    expect(next.reward).toBeGreaterThan(0);
    // a snapshot holds no trace of the refused line
    expect(restoreEnv(env.snapshot(), { benchmark }).session.network()).toBe(env.session.network());
  });

  it('is refused whole when it comes with other lines in one action', () => {
    const env = createEnv({ task: TASK, benchmark });
    const step = env.step([...BREAD, BAKE].join('\n'));
    expect(step.info).toMatchObject({ accepted: false, status: 'ok' });
    expect(codes(step.info.diagnostics)).toEqual([['E_SIMULATION', 4, 1, undefined]]);
    expect(env.session.network()).toBe('');
  });
});

describe.skipIf(!BENCHMARK)('a step of several lines, the first binding what the second cannot take', () => {
  it('is refused at the argument, as the same lines in two steps are', () => {
    const wrong = '(beat ?x ?ks-2 ?butter ?bowl-1 ?whisk)';
    const twoSteps = createEnv({ task: TASK, benchmark });
    twoSteps.step(BUTTER);
    const apart = twoSteps.step(wrong).info.diagnostics;

    const env = createEnv({ task: TASK, benchmark });
    const step = env.step(`${BUTTER}\n${wrong}`);
    expect(step.info).toMatchObject({ accepted: false, status: 'ok', steps: 1 });
    expect(step.reward).toBe(0);
    expect(codes(step.info.diagnostics)).toEqual([['E_INPUT_TYPE', 2, 16, '?butter']]);
    expect(step.info.diagnostics).toEqual(apart);
    expect(env.session.network()).toBe('');
    // the first line alone is taken
    expect(env.step(BUTTER).info).toMatchObject({ accepted: true, status: 'ok' });
  });

  it('takes lines of the right classes, and a line that waits for a later one', () => {
    const env = createEnv({ task: TASK, benchmark });
    expect(env.step(`${BUTTER}\n${SUGAR}`).info).toMatchObject({ accepted: true, status: 'ok' });
    // ?ks-9 is bound by no line yet: the beat waits, and may run once a line binds it
    const waits = env.step('(fetch ?bowl-3 ?ks-3 ?ks-2 large-bowl 1)\n(beat ?x ?ks-4 ?ks-9 ?bowl-3 ?whisk)');
    expect(waits.info).toMatchObject({ accepted: true, status: 'unexecutable' });
  });
});
