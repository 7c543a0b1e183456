// Goal credit across branches. The environment's goal is the network's goal-condition success as
// the evaluator scores it, not a record of conditions once met: shape (like flatten, dip, sprinkle,
// top-with and line on lists) sets flags on the items of its input list in place
// (docs/DEVIATIONS.md, "Changes to earlier objects"), so shaping a list again on another branch
// changes what earlier outputs hold, and conditions they met are lost, with a negative reward.
// And an episode ends terminated only with a network that executes completely: one with a line
// that waits is scored NIL by the evaluator, whatever its partial run meets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEnv } from '../src/env/env.ts';
import { evaluateRecipe, GoldStandards, parseSolutionText, Simulator } from '../src/index.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';
import { networkLines } from './server/support.ts';

const TASK = 'almond-crescent-cookies';

describe.skipIf(!GOLD_DIR)('goal credit as the evaluator gives it', () => {
  it('takes credit back when a step on another branch changes earlier outputs (a negative reward) exactly as the evaluator scores the network', () => {
    const lines = networkLines(readFileSync(join(GOLD_DIR!, `${TASK}.solution`), 'utf8'));
    const crescents = lines.findIndex((l) => l.includes('crescent-shape'));
    const balls = lines.find((l) => l.includes('ball-shape'))!;
    // the balls line again, its outputs renamed: a branch from the same kitchen state and list
    const [output, kitchenOut] = balls.match(/\?[\w-]+/g)!;
    const branch = balls.replace(`${output} `, `${output}-again `).replace(`${kitchenOut} `, `${kitchenOut}-again `);
    const env = createEnv({ task: TASK, maxSteps: 200, benchmark: BENCHMARK ?? undefined });
    let sum = 0;
    for (const line of lines.slice(0, crescents + 1)) sum += env.step(line).reward;
    const before = env.now().info.goal;
    const step = env.step(branch);
    sum += step.reward;
    expect(step.info).toMatchObject({ accepted: true, status: 'ok' });
    const lost = before.met.flatMap((m, i) => (m && !step.info.goal.met[i] ? [i] : []));
    const gained = step.info.goal.met.filter((m, i) => m && !before.met[i]).length;
    expect(lost.length).toBeGreaterThan(0);
    expect(step.reward).toBeLessThan(0);
    expect(step.reward).toBeCloseTo((gained - lost.length) / step.info.goal.total, 12);
    expect(sum).toBeCloseTo(step.info.goal.fraction, 12);
    // the evaluator gives the branched network the same goal-condition success
    const sim = new Simulator();
    const recipe = parseSolutionText(`#${TASK}\n${env.session.network()}`, 'branched.solution').recipes[0];
    const row = evaluateRecipe(sim, new GoldStandards(sim, BENCHMARK!), recipe, 'branched.solution');
    expect(row.goalConditionSuccess!.reached).toBe(step.info.goal.met.filter(Boolean).length);
    expect(row.goalConditionSuccess!.total).toBe(step.info.goal.total);
  }, 60_000);

  it('ends terminated only when the network also executes completely, as the evaluator then scores it 1', () => {
    const lines = networkLines(readFileSync(join(GOLD_DIR!, `${TASK}.solution`), 'utf8'));
    const env = createEnv({ task: TASK, maxSteps: 200, benchmark: BENCHMARK ?? undefined });
    // a line waiting for a kitchen state no line produces yet: the network is unexecutable
    expect(env.step('(fetch ?tray-x ?ks-x ?ks-later baking-tray 1)').info).toMatchObject({ accepted: true, status: 'unexecutable' });
    let last = null;
    for (const line of lines) last = env.step(line);
    expect(last!.info.goal.fraction).toBe(1);
    expect(last!.info.status).toBe('unexecutable');
    expect([last!.terminated, last!.truncated]).toEqual([false, false]);
    // given what it waits for, the line runs: every condition still met, and the episode ends
    const done = env.step('(fetch ?paper-x ?ks-later ?kitchen baking-paper 1)');
    expect(done.info.status).toBe('ok');
    expect(done.reward).toBe(0);
    expect(done.terminated).toBe(true);
  }, 60_000);
});
