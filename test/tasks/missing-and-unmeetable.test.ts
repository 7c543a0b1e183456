// What a user is told about a task id that names no task, and about goal conditions no network
// can meet: enough to pick a real id, or to stop raising a planner's budget.
import { describe, expect, it } from 'vitest';
import { getTask, missingTask, unmeetableGoals } from '../../src/tasks/index.ts';
import { BENCHMARK } from '../support/simulate.ts';

describe.skipIf(!BENCHMARK)('missing tasks and unmeetable goals', () => {
  const options = { benchmark: BENCHMARK! };

  it('lists the variations of the kind asked for when none is spelt alike', () => {
    const id = 'almond-crescent-cookies~tools.oven.2';
    expect(getTask(id, options)).toBeUndefined();
    const message = missingTask(id, options);
    expect(message).toMatch(/^unknown task "almond-crescent-cookies~tools\.oven\.2": almond-crescent-cookies has no variation "tools\.oven\.2" \(its tools variations: /);
    // every tools variation the recipe has, and no variation of another kind
    expect(message).toContain('tools.baking-tray.2');
    expect(message).not.toContain('scale.');
    expect(message).not.toMatch(/more\)$/);
    for (const v of message.split('variations: ')[1].match(/tools\.[a-z-]+\.\d/g)!) expect(getTask(`almond-crescent-cookies~${v}`, options), v).toBeDefined();
  });

  it('still answers a near spelling with the variation meant', () => {
    expect(missingTask('almond-crescent-cookies~tools.baking-tra.2', options)).toMatch(/did you mean almond-crescent-cookies~tools\.baking-tray\.2\?/);
  });

  it('names the goal conditions that are failed objects of the gold run', () => {
    expect(unmeetableGoals(getTask('chocolate-cream-cheese-cupcakes', options)!)).toEqual(['g39', 'g40']);
    expect(unmeetableGoals(getTask('almond-crescent-cookies', options)!)).toEqual([]);
    expect(() => unmeetableGoals({} as never)).toThrow(/unmeetableGoals: task: expected a task/);
  });
});
