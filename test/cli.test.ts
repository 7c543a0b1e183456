// The command lines as a user runs them: irl-kitchen run / evaluate, cookingbot-evaluator.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { twoDecimals } from '../src/evaluator/csv.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const cli = (bin: string, args: string[]) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', bin), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const tmp = () => mkdtempSync(join(tmpdir(), 'irl-kitchen-'));

const broken = `#almond-crescent-cookies
(get-kitchen ?kitchen)
(fetch-and-proportion ?butter ?ks-1 ?kitchen ?t-1 butter 230 g
#afghan-biscuits
(get-kitchen ?kitchen)
(fetch-and-proportoin ?butter ?ks-1 ?kitchen ?t-1 butter 230 g)
#best-brownies
(get-kitchen ?kitchen)
(fetch-and-proportion ?butter ?ks-1 ?kitchen ?t-1 butter 230 g)
#cole-slaw
(get-kitchen ?kitchen)
(fetch-and-proportion ?butter ?ks-1 ?kitchen ?t-1 butter 230 g)
(mix ?mixed ?ks-2 ?ks-nowhere ?butter ?whisk)
`;

describe.skipIf(!BENCHMARK)('irl-kitchen run', () => {
  it('prints one JSON array over all files, and bad recipes do not stop the others', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'mixed.solution'), broken);
    const r = cli('irl-kitchen.js', ['run', join(GOLD_DIR!, 'coconut-tuiles.solution'), join(dir, 'mixed.solution'), '--json']);
    expect(r.code).toBe(1); // some recipe is an error
    const results = JSON.parse(r.out) as { file: string; recipeId: string; status: string; executionTime: number | null; messages: string[]; timeline: unknown[] }[];
    expect(results.map((x) => [x.recipeId, x.status])).toEqual([
      ['coconut-tuiles', 'ok'],
      ['almond-crescent-cookies', 'error'],
      ['afghan-biscuits', 'error'],
      ['best-brownies', 'ok'],
      ['cole-slaw', 'unexecutable'],
    ]);
    expect(results[0].executionTime).toBe(2340);
    expect(results[0].timeline.length).toBe(29);
    expect(results[1].messages[0]).toMatch(/mixed\.solution:3:\d+: expected/);
    expect(results[2].messages[0]).toMatch(/mixed\.solution:6:1: unknown action fetch-and-proportoin \(did you mean fetch-and-proportion\?\)/);
    expect(results[3].executionTime).toBe(30);
    expect(results[4].messages[0]).toMatch(/mixed\.solution:13:1: mix never ran: waiting for \?ks-nowhere/);
  });

  it('prints a human report with the timeline and the dishes on the counter-top', () => {
    const r = cli('irl-kitchen.js', ['run', 'almond-crescent-cookies.solution']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/#almond-crescent-cookies: ok, execution time 2600 s/);
    expect(r.out).toMatch(/\n\s+27 bake\s+1650 → 2550/);
    expect(r.out).toMatch(/on the counter-top:\n\s+baking-tray \(lined-with: baking-paper\) \[32 × homogeneous-mixture 25 g \([^)]*baked[^)]*\), homogeneous-mixture 18 g/);
  });
});

describe.skipIf(!BENCHMARK)('irl-kitchen evaluate', () => {
  const gold = (f: string) => join(GOLD_DIR!, f);
  const reference = BENCHMARK
    ? new Map(
        readFileSync(join(BENCHMARK, 'reference-figures/gold-reference.csv'), 'utf8')
          .trim()
          .split('\n')
          .slice(1)
          .map((l) => l.split(','))
          .map((c) => [c[0], c]),
      )
    : new Map();

  it('writes the reference CSV rendering for gold files, quirky rows included', () => {
    const files = ['black-bean-salad-2.solution', 'chocolate-cream-cheese-cupcakes.solution', 'classic-greek-salad.solution', 'afghan-biscuits.solution'];
    const out = join(tmp(), 'sub', 'result.csv');
    const r = cli('irl-kitchen.js', ['evaluate', '--input', ...files.map(gold), '--output', out]);
    expect(r.code).toBe(0);
    const expected =
      'recipe-id,goal-condition-success,dish-approximation-score,execution-time\n' +
      files
        .map((f) => {
          const c = reference.get(f);
          return `${c[1]},${twoDecimals(Number(c[2]))},${twoDecimals(Number(c[4]))},${c[5]}\n`;
        })
        .join('');
    expect(readFileSync(out, 'utf8')).toBe(expected);
    expect(r.err).toMatch(/known reference defect/);
  });

  it('gives JSON with exact fractions, full-precision scores and Smatch when asked', () => {
    const r = cli('irl-kitchen.js', ['evaluate', '--input', join(BENCHMARK!, 'variants/afghan-biscuits--change-pattern-1.solution'), '--output', '-', '--format', 'json', '--metrics', 'smatch-score', 'goal-condition-success', 'dish-approximation-score', 'execution-time']);
    expect(r.code).toBe(0);
    const [row] = JSON.parse(r.out);
    expect(row.goalConditionSuccess).toEqual({ fraction: '31/40', value: 0.775 });
    expect(Math.fround(row.dishApproximationScore)).toBe(Math.fround(0.99274075));
    expect(row.executionTime).toBe(2735);
    expect(row.smatch.f).toBeGreaterThanOrEqual(0.997624703087886 - 1e-12);
  });

  it('scores every occurrence of a repeated id, reports unknown ids and empty files, and exits 1', () => {
    const dir = tmp();
    const text = readFileSync(gold('afghan-biscuits.solution'), 'utf8');
    writeFileSync(join(dir, 'twice.solution'), text + '\n' + text + '\n#no-such-recipe\n(get-kitchen ?k)\n');
    writeFileSync(join(dir, 'empty.solution'), '');
    const r = cli('irl-kitchen.js', ['evaluate', '--input', join(dir, 'twice.solution'), join(dir, 'empty.solution'), '--output', '-', '--format', 'json']);
    expect(r.code).toBe(1);
    const rows = JSON.parse(r.out) as { recipeId: string | null; status: string; messages: string[] }[];
    expect(rows.map((x) => [x.recipeId, x.status])).toEqual([
      ['afghan-biscuits', 'ok'],
      ['afghan-biscuits', 'ok'],
      ['no-such-recipe', 'error'],
      [null, 'error'],
    ]);
    expect(rows[2].messages[0]).toMatch(/twice\.solution:\d+:1: recipe no-such-recipe is not one of the benchmark's 30 gold recipes/);
    expect(rows[3].messages[0]).toMatch(/empty\.solution.*no recipe/);
    expect(r.err).toMatch(/recipe afghan-biscuits appears again \(first at line 1\); each occurrence is scored/);
  });

  it('says how to point to the corpus when it is missing', () => {
    const r = cli('irl-kitchen.js', ['evaluate', '--benchmark', '/nonexistent/benchmark', '--output', '-']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/benchmark corpus not found at \/nonexistent\/benchmark.*--benchmark DIR or the environment variable IRL_KITCHEN_BENCHMARK/);
  });
});

describe.skipIf(!BENCHMARK)('cookingbot-evaluator', () => {
  it('accepts the original single-dash flags and writes the CSV', () => {
    const out = join(tmp(), 'results.csv');
    const r = cli('cookingbot-evaluator.js', ['-input', join(GOLD_DIR!, 'almond-crescent-cookies.solution'), '-output', out, '-metrics', 'goal-condition-success', 'execution-time', '-lib-dir', '/opt/smatch']);
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe('recipe-id,goal-condition-success,execution-time\nalmond-crescent-cookies,1.00,2600\n');
    expect(r.err).toMatch(/-lib-dir \/opt\/smatch is not needed/);
  });
});
