// `run`'s text for people prints every time as the reference prints it, from the exact number:
// the JSON number of a single-float of 2^24 or more is whole, and one of 10^21 or more a double's digits.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatHuman, runReport } from '../src/cli/run-report.ts';
import { F32, formatNum, type Num } from '../src/numbers/num.ts';
import type { RecipeRun } from '../src/simulator.ts';
import { start } from './support/spawned-cli.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

/** A run of one bake step from 0 to `end`, as Simulator.run gives it. */
const bakeRun = (end: Num): RecipeRun => ({
  file: 'x.solution', recipeId: 'r', status: 'ok', executionTime: end, messages: [], diagnostics: [], program: null, execution: null, initialKitchen: null,
  timeline: [{ line: 2, action: 'bake', start: 0, end, mode: 'step', failed: false, overlaps: [] }],
});

describe('run\'s text gives float times their float form', () => {
  it.each([360051904, 3.0000001e22, 1650.1])('a single-float of %d', (v) => {
    const f = new F32(Math.fround(v));
    const report = runReport('x.solution', bakeRun(f));
    const text = formatHuman(report);
    expect(text).toContain(`execution time ${formatNum(f)} s`);
    expect(text).toContain(`0 → ${formatNum(f)}`);
    expect(formatNum(f)).toMatch(/\.\d|e/); // a float's form, never an integer's
    // the JSON keeps its form: the number alone
    expect(JSON.parse(JSON.stringify(report)).executionTime).toBe(f.v);
  });

  it('an integer of the same size stays an integer', () => {
    const text = formatHuman(runReport('x.solution', bakeRun(360051904)));
    expect(text).toContain('execution time 360051904 s');
  });
});

describe.skipIf(!BENCHMARK)('run on a recipe whose float time passes 2^24', () => {
  it('the text and the JSON agree on the same float', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'irl-kitchen-cli2probe-')), 'p.solution');
    writeFileSync(file, readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8').replace('?oven 15 minute', '?oven 6000000.0 minute'));
    const json = await start(['run', file, '--json']).exited;
    const time = JSON.parse(json.out)[0].executionTime;
    expect(Number.isInteger(time) && time >= 2 ** 24).toBe(true);
    const text = await start(['run', file]).exited;
    expect(text.out).toContain(`ok, execution time ${formatNum(new F32(time))} s`);
  });
});
