// plan() reads the task, never a gold network: tasks serialised to JSON and read back, planned
// against a copy of the corpus that holds no gold file, give the same output byte for byte.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plan } from '../../src/plan/index.ts';
import { getTask, listTasks, taskFromJson, taskToJson } from '../../src/tasks/index.ts';
import { BENCHMARK } from '../support/simulate.ts';

const TASKS = ['almond-crescent-cookies-4', 'cranberry-fluff-salad'];
// a derived task with a kitchen of its own (YAML that extends full-kitchen) and one with scaled amounts
const DERIVED = ['almond-crescent-cookies-4~tools.cookie-sheet.2', 'cranberry-fluff-salad~scale.2'];

describe.skipIf(!BENCHMARK)('plan without the gold networks', () => {
  const copy = mkdtempSync(join(tmpdir(), 'irl-kitchen-plan-no-gold-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('gives the same output from serialised tasks and a corpus without gold-standards', () => {
    cpSync(BENCHMARK!, copy, { recursive: true, filter: (src) => !src.includes('gold-standard-solutions') && !src.includes(join(BENCHMARK!, 'variants')) && !src.includes('reference-figures') });
    expect(existsSync(join(copy, 'data/gold-standard-solutions'))).toBe(false);
    const corpus = listTasks({ benchmark: BENCHMARK! }).filter((t) => TASKS.includes(t.id));
    expect(corpus.map((t) => t.id).sort()).toEqual([...TASKS].sort());
    const tasks = [...corpus, ...DERIVED.map((id) => getTask(id, { benchmark: BENCHMARK! })!)];
    expect(tasks.every(Boolean)).toBe(true);
    for (const task of tasks) {
      const serialised = taskFromJson(JSON.parse(JSON.stringify(taskToJson(task))));
      for (const goal of ['visible', 'text'] as const) {
        const withGold = plan(task, { goal, maxNodes: 25, timing: false, benchmark: BENCHMARK! });
        // nothing may fall back on the corpus found from the environment either
        const saved = process.env.IRL_KITCHEN_BENCHMARK;
        process.env.IRL_KITCHEN_BENCHMARK = copy;
        let without;
        try {
          without = plan(serialised, { goal, maxNodes: 25, timing: false, benchmark: copy });
        } finally {
          if (saved === undefined) delete process.env.IRL_KITCHEN_BENCHMARK;
          else process.env.IRL_KITCHEN_BENCHMARK = saved;
        }
        expect(JSON.stringify(without), `${task.id} ${goal}`).toBe(JSON.stringify(withGold));
      }
    }
  }, 300_000);
});
