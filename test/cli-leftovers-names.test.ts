// Names on evaluate's command line: the reference's internal metric names point to ours, and an
// output name's extension is judged the same way whatever its case (the reference's command line
// checks for `.csv` in lower case, as the reference does).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputNameNote, parseMetrics } from '../src/cli/evaluate-command.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const cli = (bin: string, args: string[]) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', bin), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('the reference\'s internal metric names', () => {
  it('dish-score and subgoals-ratio are refused with the metric they stand for', () => {
    expect(() => parseMetrics(['dish-score'])).toThrow(/no known metric among dish-score .*did you mean dish-approximation-score\?/);
    expect(() => parseMetrics(['execution-time', 'Subgoals-Ratio'])).toThrow(/"Subgoals-Ratio".*did you mean goal-condition-success\?/);
    expect(() => parseMetrics(['subgoals-ratio'])).toThrow(/no known metric among subgoals-ratio .*did you mean goal-condition-success\?/);
    // the reference's `none` (evaluate nothing) is cookingbot-evaluator's alone
    expect(() => parseMetrics(['none'])).toThrow(/^no known metric among none \(the reference's -metrics none, which evaluates nothing: cookingbot-evaluator -metrics none does the same\)/);
    // several unknown names: each gets its own hint, not the first alone
    expect(() => parseMetrics(['subgoals-ratio', 'dish-score'])).toThrow(
      /^no known metric among "subgoals-ratio" \(.*did you mean goal-condition-success\?\), "dish-score" \(.*did you mean dish-approximation-score\?\) \(known:/,
    );
  });

  it('evaluate says so and stops with status 2', () => {
    const r = cli('irl-kitchen.js', ['evaluate', '--metrics', 'dish-score', '--output', '-']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/dish-score.*internal name of dish-approximation-score: did you mean dish-approximation-score\?/);
    expect(r.out).toBe('');
  });
});

describe('the output name\'s extension', () => {
  it('is read in any case by evaluate, and named as written', () => {
    expect(outputNameNote('x.csv', 'csv')).toBeNull();
    expect(outputNameNote('x.CSV', 'csv')).toBeNull();
    expect(outputNameNote('x.Json', 'json')).toBeNull();
    expect(outputNameNote('x.JSON', 'csv')).toBe('x.JSON: the file name ends in .JSON but the rows are written as CSV (--format json writes that); written anyway');
    expect(outputNameNote('x.CSV', 'jsonl')).toMatch(/^x\.CSV: the file name ends in \.CSV but the rows are written as JSON Lines \(--format csv writes that\)/);
  });

  it('is checked for .csv in lower case with the reference\'s columns, as the reference checks it', () => {
    expect(outputNameNote('x.csv', 'csv', true)).toBeNull();
    for (const name of ['x.CSV', 'x.Csv', 'x.json', 'x'])
      expect(outputNameNote(name, 'csv', true)).toBe(`${name}: the file name does not end in .csv (the reference evaluator checks it in lower case and warns "Specified file is not a CSV file"); written anyway`);
    expect(outputNameNote('-', 'csv', true)).toBeNull();
  });

  it.skipIf(!BENCHMARK)('cookingbot-evaluator notes x.CSV and not x.csv; irl-kitchen evaluate notes neither', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-leftovers-names-'));
    const input = join(GOLD_DIR!, 'coconut-tuiles.solution');
    const reference = (name: string) => cli('cookingbot-evaluator.js', ['-input', input, '-output', join(dir, name), '-metrics', 'execution-time']).err;
    expect(reference('upper.CSV')).toContain(`note: ${join(dir, 'upper.CSV')}: the file name does not end in .csv`);
    expect(reference('lower.csv')).not.toContain('note:');
    const ours = cli('irl-kitchen.js', ['evaluate', '--input', input, '--output', join(dir, 'ours.CSV'), '--metrics', 'execution-time']);
    expect(ours.code).toBe(0);
    expect(ours.err).not.toContain('ours.CSV');
  });
});
