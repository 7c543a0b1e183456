// Text mode's progress: a network that fetches an ingredient of the text is nearer to it than the
// bare get-kitchen network, so a short text-mode search returns a network with fetches, not the
// bare one (the combined share of a network with nothing fetched used to count as full).
import { describe, expect, it } from 'vitest';
import { plan } from '../src/plan/index.ts';
import { textGoal, textProgress } from '../src/plan/text-progress.ts';
import { getTask } from '../src/tasks/index.ts';
import { BENCHMARK } from './support/simulate.ts';

const TASK = 'avocado-chicken-salad';

describe.skipIf(!BENCHMARK)('text-mode progress', () => {
  it('rates a fetch of an ingredient line above the bare network', () => {
    const task = getTask(TASK, { benchmark: BENCHMARK! })!;
    const goal = textGoal(task, () => true);
    const words = goal.ingredients.find((ws) => ws.includes('celery'))!;
    expect(words).toBeDefined();
    const fetch = '(fetch-and-proportion ?celery ?ks-1 ?kitchen ?bowl celery 25 g)';
    const bare = textProgress(goal, []);
    const fetched = textProgress(goal, [fetch]);
    expect(fetched.fetched.size).toBe(1);
    expect(fetched.value).toBeGreaterThan(bare.value);
  });

  it('returns a network with fetched ingredients after a few nodes', () => {
    const r = plan(TASK, { goal: 'text', maxNodes: 8, timing: false, benchmark: BENCHMARK! });
    expect(r.lines).toBeGreaterThan(1);
    expect(r.network).toMatch(/\(fetch-and-proportion /);
    expect(r.progress.met).toBeGreaterThan(0);
  }, 60_000);
});
