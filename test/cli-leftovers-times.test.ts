// Execution times off the beaten path: `run --json` gives them exactly, as `evaluate --format json`
// does, and the CSV prints a large or tiny single-float as the Common Lisp printer does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatHuman, type RunReport } from '../src/cli/run-report.ts';
import { F32, formatNum, formatNumPrinc, ratio } from '../src/numbers/num.ts';
import { schemaErrors } from './json-validate.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'irl-kitchen.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
/** The almond gold with another baking time: the bake starts at 1650 s and the sprinkle after it takes 50 s. */
const almondBaking = (time: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'irl-kitchen-leftovers-times-')), 'p.solution');
  writeFileSync(file, readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8').replace('?oven 15 minute', `?oven ${time}`));
  return file;
};

describe.skipIf(!BENCHMARK)('run --json gives times exactly', () => {
  it('a ratio execution time is the string "n/d", in the report, its timeline and the text for people', () => {
    const file = almondBaking('100001/7 minute'); // 1650 + 100001/7 × 60 = 6011610/7, + 50 = 6011960/7
    const json = cli(['run', file, '--json']);
    const [report] = JSON.parse(json.out);
    expect(report.executionTime).toBe('6011960/7');
    const bake = report.timeline.find((t: { action: string }) => t.action === 'bake');
    expect([bake.start, bake.end]).toEqual([1650, '6011610/7']);
    expect(schemaErrors('run-report.schema.json', report)).toEqual([]);
    const text = cli(['run', file]).out;
    expect(text).toContain('ok, execution time 6011960/7 s');
    expect(text).toMatch(/critical path: .* \(6011960\/7 s\)/);
  });
});

describe('run\'s text for people', () => {
  it('prints a single-float time as Lisp does, not as the double JSON holds', () => {
    const f = Math.fround(1650.1); // the JSON form of the single-float 1650.1: 1650.0999755859375
    const report: RunReport = {
      file: 'x.solution', recipeId: 'r', status: 'ok', executionTime: f, dishes: [], criticalPath: [2], messages: [], diagnostics: [],
      timeline: [{ line: 2, action: 'bake', start: 0, end: f, failed: false, overlaps: [] }],
    };
    const text = formatHuman(report);
    expect(text).toContain('x.solution #r: ok, execution time 1650.1 s');
    expect(text).toContain('0 → 1650.1');
    expect(text).toContain('critical path: line 2 (1650.1 s)');
  });
});

describe('the CSV prints float execution times as Lisp princ does', () => {
  it('exponent form from 10^7 up and below 10^-3, plain decimals between, exact numbers unchanged', () => {
    expect(formatNumPrinc(new F32(12001730))).toBe('1.200173E7');
    expect(formatNumPrinc(new F32(1e7))).toBe('1.0E7');
    expect(formatNumPrinc(new F32(9999999))).toBe('9999999.0');
    expect(formatNumPrinc(new F32(0.0005))).toBe('5.0E-4');
    expect(formatNumPrinc(new F32(-2.5e-4))).toBe('-2.5E-4');
    expect(formatNumPrinc(new F32(0.001))).toBe('0.001');
    expect(formatNumPrinc(new F32(0))).toBe('0.0');
    expect(formatNumPrinc(new F32(3e20))).toBe('3.0E20');
    expect(formatNumPrinc(12001730)).toBe('12001730');
    expect(formatNumPrinc(ratio(6011960n, 7n))).toBe('6011960/7');
    // formatNum, which the rest of the product prints with, is unchanged
    expect(formatNum(new F32(12001730))).toBe('12001730.0');
  });

  it.skipIf(!BENCHMARK)('a 200000.5-minute bake ends at 1.200173E7 in the CSV, 12001730 in JSON', () => {
    const file = almondBaking('200000.5 minute'); // 1650 + 12000030.0 + 50
    const csv = cli(['evaluate', '--input', file, '--metrics', 'execution-time', '--quiet']);
    expect(csv.out).toBe('recipe-id,execution-time\nalmond-crescent-cookies,1.200173E7\n');
    const row = JSON.parse(cli(['evaluate', '--input', file, '--metrics', 'execution-time', '--quiet', '--format', 'jsonl']).out);
    expect(row.executionTime).toBe(12001730);
  });
});
