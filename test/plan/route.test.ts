// POST /plan on a real server on 127.0.0.1: the answer checked against the route's schema, the
// library's result for the same body, a budget beyond --request-ms, JSON errors, and a plan whose
// client went away giving its worker thread back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plan } from '../../src/plan/index.ts';
import { liveServer } from '../server/live.ts';
import { BENCHMARK } from '../support/simulate.ts';
import { until } from '../support/spawned-cli.ts';

const SMALL = 'almond-crescent-cookies-4';

describe.skipIf(!BENCHMARK)('HTTP API: POST /plan', () => {
  let server: Awaited<ReturnType<typeof liveServer>>;
  beforeAll(async () => {
    // a request limit far below what a plan takes: the route stretches it to the plan's budget
    server = await liveServer({ limits: { requestMillis: 20 } });
  });
  afterAll(() => server?.close());

  it('answers what the library gives, beyond --request-ms when the budget asks for it', async () => {
    const body = { task: SMALL, maxNodes: 200, budgetSeconds: 120, timing: false };
    const r = await server.call('POST', '/plan', body);
    expect(r.status).toBe(200);
    expect(r.violations).toEqual([]);
    expect(r.body).toMatchObject({ task: SMALL, goal: 'visible', reached: true, search: { stopped: 'goal' } });
    expect(r.body).toEqual(JSON.parse(JSON.stringify(plan(SMALL, { maxNodes: 200, budgetSeconds: 120, timing: false, benchmark: BENCHMARK! }))));
  }, 120_000);

  it('gives a long plan up once its client has gone: the worker thread is free again, and plans still run', async () => {
    const busy = async () => (await server.call('GET', '/health')).body.workers.busy as number;
    const client = new AbortController();
    // text goals never end on the goal: this one would search for minutes
    const body = JSON.stringify({ task: 'black-bean-salad-3', goal: 'text', budgetSeconds: 600, maxNodes: 100_000 });
    const asked = fetch(`${server.url}/plan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: client.signal }).catch(() => null);
    await until(async () => (await busy()) > 0, 'the plan running');
    client.abort();
    expect(await asked).toBeNull();
    await until(async () => (await busy()) === 0, 'its thread freed');
    const r = await server.call('POST', '/plan', { task: SMALL, maxNodes: 5 });
    expect(r.status).toBe(200);
  }, 120_000);

  it('refuses bad requests with a JSON error naming what is wrong', async () => {
    const unknown = await server.call('POST', '/plan', { task: 'no-such-task' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('unknown-task');
    expect(unknown.body.error.message).toMatch(/^POST \/plan: unknown task "no-such-task"/);
    const missing = await server.call('POST', '/plan', { goal: 'visible' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/task/);
    const badGoal = await server.call('POST', '/plan', { task: SMALL, goal: 'hidden' });
    expect(badGoal.status).toBe(400);
    expect(JSON.stringify(badGoal.body)).toMatch(/goal/);
    const badBudget = await server.call('POST', '/plan', { task: SMALL, budgetSeconds: 0 });
    expect(badBudget.status).toBe(400);
    expect(JSON.stringify(badBudget.body)).toMatch(/budgetSeconds/);
  }, 60_000);
});
