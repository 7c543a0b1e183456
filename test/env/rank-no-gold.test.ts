// The ranking reads no gold network: tasks serialised to JSON and read back, a copy of the corpus
// without its gold files, and the same ranking before each of the first 14 lines of three gold replays as with
// the whole corpus. (The replay itself takes its lines from the gold files: it plays the agent.)
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rankedLines } from '../../src/env/rank.ts';
import { openSession } from '../../src/session/index.ts';
import { listTasks, taskFromJson, taskToJson } from '../../src/tasks/index.ts';
import { networkLines } from '../server/support.ts';
import { BENCHMARK, GOLD_DIR } from '../support/simulate.ts';

const RECIPES = ['almond-crescent-cookies', 'afghan-biscuits', 'cucumber-slices-with-dill'];
/** Lines replayed per recipe (rankings late in a long recipe take seconds each). */
const LINES = 14;

describe.skipIf(!BENCHMARK)('ranking from serialised tasks', () => {
  const copy = mkdtempSync(join(tmpdir(), 'irl-kitchen-no-gold-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('is the same without the gold files', () => {
    cpSync(BENCHMARK!, copy, { recursive: true, filter: (src) => !src.includes('gold-standard-solutions') && !src.includes(`${join(BENCHMARK!, 'variants')}`) && !src.includes('reference-figures') });
    expect(existsSync(join(copy, 'data/gold-standard-solutions'))).toBe(false);
    const tasks = listTasks({ benchmark: BENCHMARK! }).filter((t) => RECIPES.includes(t.id));
    const serialised = tasks.map((t) => taskFromJson(JSON.parse(JSON.stringify(taskToJson(t)))));
    for (const [k, task] of tasks.entries()) {
      const withGold = openSession({ benchmark: BENCHMARK! });
      const without = openSession({ benchmark: copy });
      for (const line of networkLines(readFileSync(join(GOLD_DIR!, `${task.id}.solution`), 'utf8')).slice(0, LINES)) {
        // no time bound: the rankings compared are whole, however busy the machine
        const a = rankedLines(withGold, task, 'visible', 10, { benchmark: BENCHMARK! }, { maxMillis: Infinity });
        const b = rankedLines(without, serialised[k], 'visible', 10, { benchmark: copy }, { maxMillis: Infinity });
        expect(b, `${task.id} before ${line}`).toEqual(a);
        withGold.execute(line);
        without.execute(line);
      }
    }
  }, 300_000);
});
