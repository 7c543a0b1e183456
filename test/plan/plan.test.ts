// plan() over a small corpus task: the goal reached with the task's own goal checker, the same
// output for the same seed (byte for byte, without the wall time), text mode measured at the end.
import { describe, expect, it } from 'vitest';
import { taskJudge } from '../../src/env/judge.ts';
import { plan } from '../../src/plan/index.ts';
import { openSession } from '../../src/session/index.ts';
import { getTask } from '../../src/tasks/index.ts';
import { BENCHMARK } from '../support/simulate.ts';

const SMALL = 'almond-crescent-cookies-4';

describe.skipIf(!BENCHMARK)('plan', () => {
  it('reaches the goal of a small task; the network, executed anew, meets every goal condition', () => {
    const r = plan(SMALL, { maxNodes: 200, timing: false, benchmark: BENCHMARK! });
    expect(r).toMatchObject({ task: SMALL, goal: 'visible', reached: true, status: 'ok' });
    expect(r.search.stopped).toBe('goal');
    expect(r.search.seconds).toBeUndefined();
    expect(r.network.split('\n')[0]).toBe(`#${SMALL}`);
    // judged again from scratch, by the goal checker and dish scorer the evaluator's code makes
    const task = getTask(SMALL, { benchmark: BENCHMARK! })!;
    const judge = taskJudge(task, { benchmark: BENCHMARK! });
    const session = openSession(judge.sessionOptions);
    expect(session.execute(r.network).status).toBe('ok');
    const goal = judge.goal(session.state().run);
    expect(goal.met.every(Boolean)).toBe(true);
    expect(r.progress).toEqual({ met: goal.total, total: goal.total, fraction: 1 });
    expect(r.dishScore).toBeCloseTo(judge.dish(session.state().run), 4);
  }, 120_000);

  it('gives byte-identical output for the same task, options and seed', () => {
    const a = JSON.stringify(plan(SMALL, { maxNodes: 20, seed: 3, timing: false, benchmark: BENCHMARK! }));
    const b = JSON.stringify(plan(SMALL, { maxNodes: 20, seed: 3, timing: false, benchmark: BENCHMARK! }));
    expect(b).toBe(a);
    expect(JSON.parse(a).search).toMatchObject({ nodes: 20, maxNodes: 20, stopped: 'node-budget' });
  }, 120_000);

  it('returns the best partial network, with its progress, when the node budget ends the search', () => {
    const r = plan(SMALL, { maxNodes: 5, benchmark: BENCHMARK! });
    expect(r.reached).toBe(false);
    expect(r.search).toMatchObject({ nodes: 5, stopped: 'node-budget' });
    expect(r.progress.met).toBeGreaterThan(0);
    expect(r.progress.met).toBeLessThan(r.progress.total);
    expect(typeof r.search.seconds).toBe('number');
  }, 60_000);

  it('plans from the recipe text in text mode, the goal measured at the end only', () => {
    const r = plan(SMALL, { goal: 'text', maxNodes: 30, timing: false, benchmark: BENCHMARK! });
    expect(r.goal).toBe('text');
    expect(r.lines).toBeGreaterThan(5);
    expect(r.network).toMatch(/\(fetch-and-proportion .* butter /);
    expect(r.progress.total).toBe(getTask(SMALL, { benchmark: BENCHMARK! })!.goal.conditions.length);
  }, 60_000);

  it('refuses bad options with a message naming them', () => {
    expect(() => plan('no-such-recipe', { benchmark: BENCHMARK! })).toThrow(/unknown task "no-such-recipe"/);
    expect(() => plan('almond-crescent-cookie', { benchmark: BENCHMARK! })).toThrow(/did you mean almond-crescent-cookies/);
    expect(() => plan(SMALL, { goal: 'hidden' as 'text', benchmark: BENCHMARK! })).toThrow(/goal must be visible or text/);
    expect(() => plan(SMALL, { budgetSeconds: 0, benchmark: BENCHMARK! })).toThrow(/budgetSeconds must be a positive number/);
    expect(() => plan(SMALL, { seed: -1, benchmark: BENCHMARK! })).toThrow(/seed must be an integer/);
  });
});
