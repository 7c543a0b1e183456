// evaluate and cookingbot-evaluator on networks and corpora off the beaten path: execution times
// that are no JSON number, a gold network with no goal, and the reference's flags in messages.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './json-validate.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const cli = (bin: string, args: string[], cwd = ROOT) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', bin), ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const tmp = () => mkdtempSync(join(tmpdir(), 'irl-kitchen-metrics-corner-'));
const almond = () => readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8');

describe.skipIf(!BENCHMARK)('execution times that are no JSON number', () => {
  it('--format json gives a ratio or a huge integer exactly, as text, as the CSV prints it', () => {
    const dir = tmp();
    // the gold bakes 15 minutes and ends at 2600 s, so everything else ends by 1700 s
    const ratio = join(dir, 'ratio.solution');
    const huge = join(dir, 'huge.solution');
    writeFileSync(ratio, almond().replace('?oven 15 minute', '?oven 100001/7 minute'));
    writeFileSync(huge, almond().replace('?oven 15 minute', '?oven 99999999999999999999999999 minute'));
    const want = ['6011960/7', String(99999999999999999999999999n * 60n + 1700n)]; // 1700 + 100001/7 × 60 = 6011960/7
    const csv = cli('irl-kitchen.js', ['evaluate', '--input', ratio, huge, '--metrics', 'execution-time', '--quiet']);
    expect(csv.out.split('\n').slice(1, 3).map((l) => l.split(',').at(-1))).toEqual(want);
    const json = cli('irl-kitchen.js', ['evaluate', '--input', ratio, huge, '--metrics', 'execution-time', '--format', 'json', '--quiet']);
    const rows = JSON.parse(json.out) as Record<string, unknown>[];
    expect(rows.map((r) => r.executionTime)).toEqual(want);
    for (const r of rows) expect(schemaErrors('evaluation-row.schema.json', r)).toEqual([]);
  });
});

describe.skipIf(!BENCHMARK)('a corpus whose gold network has no goal', () => {
  // a copy of the corpus (links) whose almond-crescent-cookies gold holds only get-kitchen
  const corpus = () => {
    const dir = tmp();
    const gold = join(dir, 'data/gold-standard-solutions/meaning-only');
    mkdirSync(gold, { recursive: true });
    for (const f of readdirSync(GOLD_DIR!)) if (f !== 'almond-crescent-cookies.solution') symlinkSync(join(GOLD_DIR!, f), join(gold, f));
    writeFileSync(join(gold, 'almond-crescent-cookies.solution'), '#almond-crescent-cookies\n(get-kitchen ?almond-crescent-cookies)\n');
    const prediction = join(dir, 'p.solution');
    writeFileSync(prediction, '#almond-crescent-cookies\n(get-kitchen ?kitchen)\n');
    return { dir, gold, prediction };
  };

  it('goal-condition success (0 of 0) is an error of the row naming the gold file, Smatch still given', () => {
    const { dir, gold, prediction } = corpus();
    const r = cli('irl-kitchen.js', ['evaluate', '--benchmark', dir, '--input', prediction, '--metrics', 'all', '--format', 'jsonl']);
    const row = JSON.parse(r.out);
    expect(row).toMatchObject({ status: 'error', reason: 'gold-without-goals', goalConditionSuccess: null, smatch: { f: 1 } });
    expect(row.messages).toEqual([
      `${prediction}:1:1: cannot score goal-condition-success for almond-crescent-cookies: its gold network (${join(gold, 'almond-crescent-cookies.solution')}) has no goal, no step besides get-kitchen`,
    ]);
    expect(r.err).not.toMatch(/internal error|division by zero/);
  });

  it('the metrics that need no goal are still computed', () => {
    const { dir, prediction } = corpus();
    const r = cli('irl-kitchen.js', ['evaluate', '--benchmark', dir, '--input', prediction, '--metrics', 'execution-time', '--quiet']);
    expect(r.out).toBe('recipe-id,execution-time\nalmond-crescent-cookies,0.0\n');
  });
});

describe.skipIf(!BENCHMARK)('a recipe id that is not a gold id', () => {
  it('written as a file name, it gets the gold id that file holds as its "did you mean"', () => {
    const file = join(tmp(), 'p.solution');
    writeFileSync(file, '#almond-crescent-cookies.solution\n(get-kitchen ?k)\n#vegan-black-bean-and-sweet-potato-salad.solution\n(get-kitchen ?k)\n');
    const rows = JSON.parse(cli('irl-kitchen.js', ['evaluate', '--input', file, '--format', 'json', '--quiet']).out) as { messages: string[] }[];
    expect(rows.map((r) => r.messages[0].replace(/.*so it cannot be scored/, ''))).toEqual([
      ' (did you mean almond-crescent-cookies?)',
      ' (did you mean black-bean-and-sweet-potato-salad?)',
    ]);
  });
});

describe.skipIf(!BENCHMARK)('cookingbot-evaluator messages name the flags as typed', () => {
  it('says -output and -metrics, not the --output and --metrics of irl-kitchen evaluate', () => {
    const input = join(GOLD_DIR!, 'almond-crescent-cookies.solution');
    const folder = cli('cookingbot-evaluator.js', ['-input', input, '-output', join(tmp(), 'missing', 'x.csv')]);
    expect(folder.code).toBe(2);
    expect(folder.err).toMatch(/^cookingbot-evaluator: -output \S+x\.csv: the folder \S+missing does not exist/);
    const metric = cli('cookingbot-evaluator.js', ['-input', input, '-output', join(tmp(), 'x.csv'), '-metrics', 'execution-time', 'dish-score']);
    expect(metric.code).toBe(2);
    expect(metric.err).toMatch(/^cookingbot-evaluator: -metrics: unknown metric "dish-score"/);
  });

  it('-lib-dir with no value is noted as such, the CSV written', () => {
    const out = join(tmp(), 'x.csv');
    const r = cli('cookingbot-evaluator.js', ['-input', join(GOLD_DIR!, 'almond-crescent-cookies.solution'), '-output', out, '-metrics', 'execution-time', '-lib-dir']);
    expect(r.code).toBe(0);
    expect(r.err).toContain('note: -lib-dir is not needed: Smatch is built in\n');
    expect(readFileSync(out, 'utf8')).toBe('recipe-id,execution-time\nalmond-crescent-cookies,2600\n');
  });
});
