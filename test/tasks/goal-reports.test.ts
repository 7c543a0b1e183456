// What a task says of its goal: a failed goal object carries no line of the gold run (no line of
// any network an agent writes), and a task read without its goal has no goal fraction, not 1.
import { describe, expect, it } from 'vitest';
import { plan } from '../../src/plan/index.ts';
import { openSession } from '../../src/session/index.ts';
import { goalChecker } from '../../src/tasks/goal-checker.ts';
import { getTask } from '../../src/tasks/library.ts';
import { taskFromJson, taskToJson } from '../../src/tasks/task-json.ts';
import { sessionOptionsFor } from '../../src/tasks/session-options.ts';
import { schemaErrors } from '../json-validate.ts';
import { BENCHMARK, simulator } from '../support/simulate.ts';

const sim = simulator();

describe.skipIf(!BENCHMARK)('goal reports of a task', () => {
  it('the failed goal objects of chocolate-cream-cheese-cupcakes keep their reason but no gold line', () => {
    const task = getTask('chocolate-cream-cheese-cupcakes', { benchmark: BENCHMARK!, sim })!;
    const failed = task.goal.conditions.filter((c) => c.object.kind === 'failed');
    expect(failed.map((c) => c.id)).toEqual(['g39', 'g40']);
    const reasons = failed.map((c) => (c.object as { reason: { code: string; action: string; line: number; message: string } }).reason);
    expect(reasons.map((r) => [r.code, r.action, r.line])).toEqual([
      ['F_WRONG_KIND', 'top-with', 0],
      ['F_FAILED_INPUT', 'bake', 0],
    ]);
    // the cascade still names the action it follows from, not the gold network's line of it
    expect(reasons[1].message).toBe('the thing to bake is a failed object of top-with');
    const dish = task.goal.dish!.object as { reason: { line: number; message: string } };
    expect(dish.reason).toEqual(reasons[1]);
    // nowhere in the task's JSON a line of the gold run
    expect(JSON.stringify(taskToJson(task))).not.toMatch(/"line":[1-9]|\(line \d/);
    expect(schemaErrors('task.schema.json', taskToJson(task))).toEqual([]);
  });

  it('a task read without its goal: 0 of 0 goal conditions and fraction null, from the checker and from plan', () => {
    const task = taskFromJson(taskToJson(getTask('almond-crescent-cookies-4', { benchmark: BENCHMARK!, sim })!, 'text'));
    const session = openSession(sessionOptionsFor(task));
    session.execute('(get-kitchen ?kitchen)\n(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)');
    expect(goalChecker(task, sim)(session.state().run)).toEqual({ met: [], fraction: null, reached: 0, total: 0 });
    const r = plan(task, { goal: 'text', maxNodes: 3, timing: false, benchmark: BENCHMARK! });
    expect(r.progress).toEqual({ met: 0, total: 0, fraction: null });
    expect(r.reached).toBe(false);
    expect(schemaErrors('plan-result.schema.json', r)).toEqual([]);
    // a task with its goal still says its fraction as a number
    const whole = plan('almond-crescent-cookies-4', { goal: 'text', maxNodes: 3, timing: false, benchmark: BENCHMARK! });
    expect(typeof whole.progress.fraction).toBe('number');
    expect(schemaErrors('plan-result.schema.json', { ...whole, progress: { ...whole.progress, fraction: 'none' } })).not.toEqual([]);
  }, 60_000);
});
