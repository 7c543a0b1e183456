// A body field sent as JSON null (what a client sends for a Python None, a JavaScript null): the
// refusal says it got null and what to do, leave an optional field out (null does not ask for its
// default) or send a value of a required one. Before, `{"seed": null}` was "body/seed must be
// integer", as if a number of another kind had been sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './server/support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;

describe('a field sent as null', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1 } });
  });
  afterAll(() => s?.close());

  it('an optional field: leave it out', async () => {
    const plan = await s.call('POST', '/plan', { task: 'almond-crescent-cookies', seed: null });
    expect(plan.status).toBe(400);
    expect(plan.violations).toEqual([]);
    expect(plan.body.error).toEqual({ code: 'invalid-request', message: 'POST /plan: body/seed must be integer (got null: leave the field out for its default)' });
    const env = await s.call('POST', '/envs', { task: 'almond-crescent-cookies', maxSteps: null });
    expect(env.body.error.message).toBe('POST /envs: body/maxSteps must be integer (got null: leave the field out for its default)');
    const session = (await s.call('POST', '/sessions')).body.session as string;
    const nearest = await s.call('POST', `/sessions/${session}/nearest`, { line: 'beat the butter', k: null });
    expect(nearest.body.error.message).toBe('POST /sessions/{id}/nearest: body/k must be integer (got null: leave the field out for its default)');
  });

  it('a required field: send a value; an item of a list: got null', async () => {
    const execute = await s.call('POST', '/execute', { network: null });
    expect(execute.status).toBe(400);
    expect(execute.body.error.message).toBe('POST /execute: body/network must be string (got null: send a value)');
    const metrics = await s.call('POST', '/evaluate', { solution: '', metrics: [null] });
    expect(metrics.body.error.message).toBe('POST /evaluate: body/metrics/0 must be string (got null)');
  });

  it('other wrong values keep their words', async () => {
    expect((await s.call('POST', '/plan', { task: 'almond-crescent-cookies', seed: 1.5 })).body.error.message).toBe('POST /plan: body/seed must be integer');
    expect((await s.call('POST', '/execute', {})).body.error.message).toBe("POST /execute: body must have required property 'network'");
  });
});
