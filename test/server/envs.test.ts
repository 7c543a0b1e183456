// The environment routes (docs/ENVIRONMENT.md) through fastify's inject: a new environment,
// steps one line and several at a time, the ranked admissible lines, the observation of now, a
// reset on another task, and the errors a client can make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK, testServer } from './support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;

describe.skipIf(!BENCHMARK)('HTTP API: environments', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ benchmark: BENCHMARK ?? undefined });
  });
  afterAll(() => s.close());

  it('creates, steps, lists, resets and deletes an environment', async () => {
    const made = await s.call('POST', '/envs', { task: 'almond-crescent-cookies', maxSteps: 50 });
    expect(made).toMatchObject({ status: 200, violations: [] });
    const id = made.body.env as string;
    expect(made.body.observation.text).toMatch(/^time 0 s\./);
    expect(made.body.info.goal.fraction).toBe(0);
    const one = await s.call('POST', `/envs/${id}/step`, { line: '(get-kitchen ?kitchen)' });
    expect(one).toMatchObject({ status: 200, body: { reward: 0, terminated: false, truncated: false, info: { accepted: true, steps: 1 } } });
    const two = await s.call('POST', `/envs/${id}/step`, { lines: ['(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)', '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)'] });
    expect(two.status).toBe(200);
    expect(two.body.steps).toHaveLength(2);
    expect(two.body.steps[1].info.steps).toBe(3);
    expect(two.body.steps[0].reward + two.body.steps[1].reward).toBeCloseTo(2 / two.body.steps[1].info.goal.total, 12);
    const ranked = await s.call('GET', `/envs/${id}/admissible?limit=5`);
    expect(ranked).toMatchObject({ status: 200, violations: [] });
    expect(ranked.body).toHaveLength(5);
    // none asked for, none listed, as the library's admissible(0); the environment must still exist
    expect(await s.call('GET', `/envs/${id}/admissible?limit=0`)).toMatchObject({ status: 200, body: [] });
    expect((await s.call('GET', '/envs/no-such-env/admissible?limit=0')).status).toBe(404);
    const now = await s.call('GET', `/envs/${id}`);
    expect(now.body.info.steps).toBe(3);
    // the session behind it answers the session routes too
    const network = await s.call('GET', `/sessions/${id}/network`);
    expect(network.body.network.split('\n')).toHaveLength(3);
    const reset = await s.call('POST', `/envs/${id}/reset`, { task: 'afghan-biscuits' });
    expect(reset).toMatchObject({ status: 200, body: { info: { task: 'afghan-biscuits', steps: 0 } } });
    expect((await s.call('DELETE', `/envs/${id}`)).body).toEqual({ deleted: true });
    expect((await s.call('GET', `/envs/${id}`)).status).toBe(404);
  }, 120_000);

  it('goes on from no lines added or taken back through the session routes, which its steps would not count; a fork is for that', async () => {
    const id = (await s.call('POST', '/envs', { task: 'almond-crescent-cookies', maxSteps: 2 })).body.env as string;
    expect((await s.call('POST', `/envs/${id}/step`, { line: '(get-kitchen ?kitchen)' })).body.info.steps).toBe(1);
    // lookahead on a copy leaves the environment as it was
    const fork = (await s.call('POST', `/sessions/${id}/fork`)).body.session as string;
    expect((await s.call('POST', `/sessions/${fork}/execute`, { network: '(fetch-and-proportion ?b ?ks-1 ?kitchen ?bowl-1 butter 230 g)' })).body.accepted).toBe(true);
    expect((await s.call('POST', `/envs/${id}/step`, { line: '(fetch-and-proportion ?sugar ?ks-2 ?kitchen ?bowl-2 white-sugar 120 g)' })).body).toMatchObject({ truncated: true, info: { steps: 2 } });
    // the same on the environment itself: past its step limit without a step
    const other = (await s.call('POST', '/envs', { task: 'almond-crescent-cookies', maxSteps: 2 })).body.env as string;
    await s.call('POST', `/sessions/${other}/execute`, { network: '(get-kitchen ?kitchen)\n(fetch-and-proportion ?b ?ks-1 ?kitchen ?bowl-1 butter 230 g)' });
    const step = await s.call('POST', `/envs/${other}/step`, { line: '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)' });
    expect(step.status).toBe(400);
    expect(step.body.error.message).toMatch(/^POST \/envs\/\{id\}\/step: the environment's session was changed outside its steps .*: reset it; to try lines, fork its session/);
    // an undo through the session routes too; a reset starts the episode again
    expect((await s.call('POST', `/envs/${other}/reset`)).status).toBe(200);
    await s.call('POST', `/envs/${other}/step`, { line: '(get-kitchen ?kitchen)' });
    await s.call('POST', `/sessions/${other}/undo`);
    expect((await s.call('POST', `/envs/${other}/step`, { line: '(get-kitchen ?kitchen)' })).status).toBe(400);
    expect((await s.call('POST', `/envs/${other}/reset`)).status).toBe(200);
    expect((await s.call('POST', `/envs/${other}/step`, { line: '(get-kitchen ?kitchen)' })).body.info.steps).toBe(1);
  }, 120_000);

  it('refuses what a client gets wrong, naming the route', async () => {
    const unknown = await s.call('POST', '/envs', { task: 'no-such-recipe' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('unknown-task');
    expect(unknown.body.error.message).toMatch(/^POST \/envs: unknown task "no-such-recipe"/);
    expect((await s.call('POST', '/envs', { task: 'afghan-biscuits', goal: 'hidden' })).status).toBe(400);
    const made = await s.call('POST', '/envs', { task: 'afghan-biscuits', maxSteps: 1 });
    const id = made.body.env as string;
    expect((await s.call('POST', `/envs/${id}/step`, {})).status).toBe(400);
    // no lines is no step: refused, before and after the episode's end alike
    expect((await s.call('POST', `/envs/${id}/step`, { lines: [] })).body.error.message).toMatch(/^POST \/envs\/\{id\}\/step: body\/lines must NOT have fewer than 1 items/);
    expect((await s.call('POST', `/envs/${id}/step`, { line: '(get-kitchen ?kitchen)' })).body.truncated).toBe(true);
    const over = await s.call('POST', `/envs/${id}/step`, { line: '(get-kitchen ?kitchen)' });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toMatch(/episode is over/);
    expect((await s.call('POST', `/envs/${id}/step`, { lines: [] })).status).toBe(400);
    // a plain session is not an environment
    const session = (await s.call('POST', '/sessions')).body.session as string;
    await s.call('POST', `/sessions/${session}/execute`, { network: '(get-kitchen ?kitchen)' });
    expect((await s.call('POST', `/envs/${session}/step`, { line: '(get-kitchen ?k2)' })).status).toBe(404);
  }, 120_000);
});
