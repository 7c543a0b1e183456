// Lines an environment's agent should not send, as an out-of-date action list gives them: a line
// whose output a line of the episode outputs already, and a get-kitchen renaming the kitchen
// earlier lines use. The environment (no undo) refuses them as a step that changes nothing; a
// plain session (with undo) keeps them, as docs/SESSIONS.md says, and undo takes them back.
import { describe, expect, it } from 'vitest';
import { createEnv } from '../src/env/env.ts';
import { openSession } from '../src/session/index.ts';
import { BENCHMARK } from './support/simulate.ts';
import { testServer } from './server/support.ts';

const TASK = 'almond-crescent-cookies';
const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const SUGAR = '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)';
const benchmark = BENCHMARK ?? undefined;

const codes = (diagnostics: unknown[]) => (diagnostics as { code: string; variable?: string; line: number; column: number }[]).map((d) => [d.code, d.variable, d.line, d.column]);

describe.skipIf(!BENCHMARK)('an environment refuses lines that would strand the episode', () => {
  it('refuses a line re-sent after it ran, naming each output and where, and goes on as before', () => {
    const env = createEnv({ task: TASK, benchmark });
    const first = env.step(BUTTER);
    const again = env.step(BUTTER);
    expect(again.info.accepted).toBe(false);
    expect(again.info.status).toBe('ok');
    expect(again.reward).toBe(0);
    expect(again.info.steps).toBe(2);
    // ?butter at column 23 and ?ks-1 at 31 of line 2; ?bowl-1 is an input in the second mode
    expect(codes(again.info.diagnostics)).toEqual([
      ['E_OUTPUT_ALREADY_BOUND', '?butter', 2, 23],
      ['E_OUTPUT_ALREADY_BOUND', '?ks-1', 2, 31],
    ]);
    expect((again.info.diagnostics[0] as { message: string }).message).toMatch(/line 1 \(fetch-and-proportion\) outputs already/);
    expect(env.session.network()).toBe(BUTTER);
    expect(again.observation).toEqual(first.observation);
    const next = env.step(SUGAR);
    expect(next.info).toMatchObject({ accepted: true, status: 'ok', diagnostics: [] });
    expect(next.reward).toBeCloseTo(1 / next.info.goal.total, 12);
  });

  it('refuses a fresh-named line that outputs a kitchen state or the kitchen already bound', () => {
    const env = createEnv({ task: TASK, benchmark });
    expect(codes(env.step('(fetch-and-proportion ?kitchen ?ks-1 ?kitchen ?bowl-1 butter 230 g)').info.diagnostics)).toEqual([['E_OUTPUT_ALREADY_BOUND', '?kitchen', 1, 23]]);
    env.step(BUTTER); // line 1: the refused line before it added none
    const stale = env.step('(fetch-and-proportion ?sugar ?ks-1 ?kitchen ?bowl-2 white-sugar 120 g)');
    expect(stale.info.accepted).toBe(false);
    expect(codes(stale.info.diagnostics)).toEqual([['E_OUTPUT_ALREADY_BOUND', '?ks-1', 2, 30]]);
    expect(env.session.status()).toBe('ok');
  });

  it('refuses a rival in one action of several lines, and in an array of lines only that line', () => {
    const env = createEnv({ task: TASK, benchmark });
    const both = env.step(`${BUTTER}\n(fetch-and-proportion ?butter ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)`);
    expect(both.info.accepted).toBe(false);
    expect(codes(both.info.diagnostics)).toEqual([['E_OUTPUT_ALREADY_BOUND', '?butter', 2, 23]]);
    expect(env.session.network()).toBe('');
    const steps = env.step([BUTTER, BUTTER, SUGAR]);
    expect(steps.map((s) => s.info.accepted)).toEqual([true, false, true]);
    expect(steps.map((s) => s.info.status)).toEqual(['ok', 'ok', 'ok']);
    expect(steps[2].info.steps).toBe(4);
  });

  it('refuses a get-kitchen of another variable after lines that use ?kitchen, and takes (get-kitchen ?kitchen)', () => {
    const env = createEnv({ task: TASK, benchmark });
    env.step(BUTTER);
    const renamed = env.step('(get-kitchen ?k)');
    expect(renamed.info.accepted).toBe(false);
    expect(codes(renamed.info.diagnostics)).toEqual([['E_UNBOUND_KITCHEN_STATE', '?k', 2, 14]]);
    expect((renamed.info.diagnostics[0] as { hint: string }).hint).toMatch(/\(get-kitchen \?kitchen\)/);
    expect(env.step('(get-kitchen ?kitchen)').info).toMatchObject({ accepted: true, status: 'ok' });
    // a second get-kitchen is refused as such
    expect(codes(env.step('(get-kitchen ?k)').info.diagnostics)[0][0]).toBe('E_GET_KITCHEN_COUNT');
    // before any line uses ?kitchen, a network's own get-kitchen may name it as it likes
    const fresh = createEnv({ task: TASK, benchmark });
    expect(fresh.step('(get-kitchen ?k)').info).toMatchObject({ accepted: true, status: 'ok' });
  });

  it('a plain session keeps a re-sent line (docs/SESSIONS.md), check predicting it, and undo takes it back', () => {
    const s = openSession();
    s.execute(BUTTER);
    // check refuses it, advisory: executing the line runs it anyway, stranding line 1
    expect(s.check(BUTTER)).toEqual({
      admissible: false,
      failed: [
        expect.objectContaining({ code: 'E_OUTPUT_ALREADY_BOUND', slot: 'container-with-ingredient', variable: '?butter', advisory: true, file: 'session', line: 2, column: 23 }),
        expect.objectContaining({ code: 'E_OUTPUT_ALREADY_BOUND', slot: 'kitchen-state-out', variable: '?ks-1', advisory: true, line: 2, column: 31 }),
      ],
    });
    expect(s.check('(get-kitchen ?k)').failed).toEqual([expect.objectContaining({ code: 'E_UNBOUND_KITCHEN_STATE', variable: '?k', advisory: true })]);
    expect(s.check(SUGAR)).toEqual({ admissible: true, failed: [] });
    expect(s.execute(BUTTER).status).toBe('unexecutable');
    expect(s.execute(SUGAR).diagnostics.map((d) => d.code)).toContain('E_OUTPUT_ALREADY_BOUND');
    s.undo();
    s.undo();
    expect(s.status()).toBe('ok');
  });

  it('lists no admissible line once the episode is over, as no step is taken then', () => {
    const env = createEnv({ task: TASK, benchmark, maxSteps: 1 });
    expect(env.admissible(2)).toHaveLength(2);
    expect(env.admissible(0)).toEqual([]);
    expect(env.step(BUTTER).truncated).toBe(true);
    expect(env.admissible(2)).toEqual([]);
    expect(() => env.step(SUGAR)).toThrow(/the episode is over/);
  });

  it('refuses it over HTTP too: 200, not accepted, the episode as it was', async () => {
    const server = await testServer({ benchmark });
    try {
      const id = (await server.call('POST', '/envs', { task: TASK })).body.env as string;
      await server.call('POST', `/envs/${id}/step`, { line: BUTTER });
      const again = await server.call('POST', `/envs/${id}/step`, { line: BUTTER });
      expect(again).toMatchObject({ status: 200, violations: [], body: { reward: 0, info: { accepted: false, status: 'ok', steps: 2 } } });
      expect(codes(again.body.info.diagnostics)).toEqual([
        ['E_OUTPUT_ALREADY_BOUND', '?butter', 2, 23],
        ['E_OUTPUT_ALREADY_BOUND', '?ks-1', 2, 31],
      ]);
      const next = await server.call('POST', `/envs/${id}/step`, { line: SUGAR });
      expect(next.body.info).toMatchObject({ accepted: true, status: 'ok' });
      const short = (await server.call('POST', '/envs', { task: TASK, maxSteps: 1 })).body.env as string;
      expect((await server.call('POST', `/envs/${short}/step`, { line: BUTTER })).body.truncated).toBe(true);
      expect(await server.call('GET', `/envs/${short}/admissible?limit=3`)).toMatchObject({ status: 200, body: [] });
      const after = await server.call('POST', `/envs/${short}/step`, { line: SUGAR });
      expect(after.status).toBe(400);
      expect(JSON.stringify(after.body)).toMatch(/the episode is over \(terminated or truncated\): reset it first/);
    } finally {
      await server.close();
    }
  }, 120_000);
});
