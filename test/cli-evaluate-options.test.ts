// `evaluate` and `cookingbot-evaluator` options as a researcher types them: values read as given
// or refused, options that do nothing in the chosen mode refused, a file name that disagrees with
// the format noted, and the JSON rows matching their published schema.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './json-validate.ts';
import { BENCHMARK, GOLD_DIR, VARIANTS_DIR } from './support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const cli = (bin: string, args: string[], cwd = ROOT) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', bin), ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const tmp = () => mkdtempSync(join(tmpdir(), 'irl-kitchen-evaluate-'));

describe.skipIf(!BENCHMARK)('cookingbot-evaluator -metrics none', () => {
  it('an input file named none is scored: only a value of -metrics means "no metric"', () => {
    const dir = tmp();
    copyFileSync(join(GOLD_DIR!, 'afghan-biscuits.solution'), join(dir, 'none'));
    const r = cli('cookingbot-evaluator.js', ['-input', 'none', '-output', 'r.csv'], dir);
    expect(r.err).not.toMatch(/-metrics none/);
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'r.csv'), 'utf8')).toBe('recipe-id,goal-condition-success,dish-approximation-score,execution-time\nafghan-biscuits,1.00,1.00,2735\n');
  });

  it('-metrics none still evaluates nothing and writes no CSV, as the reference', () => {
    const dir = tmp();
    const r = cli('cookingbot-evaluator.js', ['-input', join(GOLD_DIR!, 'afghan-biscuits.solution'), '-output', join(dir, 'r.csv'), '-METRICS', 'NONE']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/note: -metrics none: nothing is evaluated/);
    expect(existsSync(join(dir, 'r.csv'))).toBe(false);
  });
});

describe.skipIf(!BENCHMARK)('options read as given or refused', () => {
  const gold = () => join(GOLD_DIR!, 'afghan-biscuits.solution');

  it('--backend without --mode quantitative is refused, as --physics-feedback is (it would be ignored)', () => {
    for (const args of [['evaluate', '--input', gold(), '--backend', 'cpu'], ['run', gold(), '--backend', 'plain']]) {
      const r = cli('irl-kitchen.js', args);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toBe(`irl-kitchen: --backend ${args.at(-1)}: only with --mode quantitative (the qualitative mode replays no step physically)\n`);
    }
  });

  it('a count beyond 2^53 or a number in hexadecimal is refused, not read as another number', () => {
    for (const [flag, value] of [['--jobs', '99999999999999999999'], ['--max-evaluations', '99999999999999999999'], ['--max-seconds', '0x10'], ['--max-grammar-ms', ' 5']]) {
      const r = cli('irl-kitchen.js', ['evaluate', '--input', gold(), flag, value]);
      expect(r.code, `${flag} ${value}`).toBe(2);
      expect(r.err).toContain(`argument '${value}' is invalid. ${flag} must be ${flag.startsWith('--max-e') || flag === '--jobs' ? 'an integer from 1 to 9007199254740991 (2^53 - 1)' : 'a positive number of'}`);
    }
    const ok = cli('irl-kitchen.js', ['evaluate', '--input', gold(), '--max-seconds', '1e1', '--max-grammar-ms', '2500.5', '--quiet']);
    expect(ok).toMatchObject({ code: 0, out: 'recipe-id,goal-condition-success,dish-approximation-score,execution-time\nafghan-biscuits,1.00,1.00,2735\n' });
  });

  it('--output naming a folder that does not exist yet (a final /) is refused as a folder, not as NAME/.partial', () => {
    const dir = tmp();
    const r = cli('irl-kitchen.js', ['evaluate', '--input', gold(), '--output', join(dir, 'results') + '/']);
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toBe(`irl-kitchen: --output ${join(dir, 'results')}/: names a folder (it ends in /): --output needs a file name\n`);
  });

  it('--output results.json without --format json gets CSV, and a note that says so', () => {
    const dir = tmp();
    const r = cli('irl-kitchen.js', ['evaluate', '--input', gold(), '--output', join(dir, 'results.json')]);
    expect(r.code).toBe(0);
    expect(r.err).toContain(`note: ${join(dir, 'results.json')}: the file name ends in .json but the rows are written as CSV (--format json writes that); written anyway`);
    const matching = cli('irl-kitchen.js', ['evaluate', '--input', gold(), '--output', join(dir, 'results.jsonl'), '--format', 'jsonl']);
    expect(matching.err).not.toMatch(/note: .*results\.jsonl/);
  });
});

describe.skipIf(!BENCHMARK)('evaluate --format json rows and their schema', () => {
  it('every key of a row, Smatch figures included, is one the schema describes', () => {
    const files = ['afghan-biscuits--truncate-1', 'almond-crescent-cookies--break-link-1', 'easy-oatmeal-cookies--swap-ingredient-1'].map((f) => join(VARIANTS_DIR!, `${f}.solution`));
    const r = cli('irl-kitchen.js', ['evaluate', '--input', ...files, '--format', 'json', '--metrics', 'all', '--quiet']);
    const rows = JSON.parse(r.out) as Record<string, unknown>[];
    expect(rows.map((x) => x.status)).toEqual(['ok', 'unexecutable', 'error']);
    const schema = JSON.parse(readFileSync(join(ROOT, 'docs/schema/evaluation-row.schema.json'), 'utf8'));
    const smatchKeys = Object.keys(schema.properties.smatch.oneOf[1].properties);
    for (const row of rows) {
      expect(schemaErrors('evaluation-row.schema.json', row)).toEqual([]);
      expect(smatchKeys).toEqual(expect.arrayContaining(Object.keys(row.smatch as object)));
    }
  });
});
