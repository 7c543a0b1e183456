// Command-line refusals that name the real reason: an infinite quantity, options --list ignores,
// and --show's page warnings said after the program's name.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { numberFlag, numberValue } from '../src/cli/number-flag.ts';
import { runCli } from './support/cli.ts';
import { BENCHMARK } from './support/simulate.ts';
import { refusal, thrown } from './support/thrown.ts';

describe('a quantity too large for a double', () => {
  it('is refused as infinite, not as "not positive"', () => {
    const message = thrown(() => numberFlag('--max-seconds', { unit: 'seconds' })('1e999'));
    expect(message).toContain('--max-seconds must be a finite number of seconds (1e999 is beyond the largest double');
    expect(refusal(() => numberValue('--until', '1e999', { least: 0 }))).toContain('expected a finite number (1e999 is beyond');
  });

  it('a bound still says what is allowed, and a negative number is still "positive"', () => {
    expect(thrown(() => numberFlag('--budget-seconds', { unit: 'seconds', most: 3600 })('1e999'))).toContain('at most 3600');
    expect(thrown(() => numberFlag('--max-seconds', { unit: 'seconds' })('-1'))).toContain('must be a positive number of seconds');
    expect(numberFlag('--max-seconds')('1e308')).toBe(1e308);
  });

  it('on the command line', async () => {
    const r = await runCli(['run', '-', '--max-seconds', '1e999']);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/--max-seconds must be a finite number of seconds \(1e999/);
  });
});

describe('plan --list', () => {
  it('refuses the options of a search, which it would ignore', async () => {
    const r = await runCli(['plan', '--list', '--kitchen', 'small-kitchen', '--seed', '3']);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/--list plans nothing, so --seed, --kitchen would do nothing/);
    const goal = await runCli(['plan', '--list', '--goal', 'text']);
    expect(goal.code).toBe(2);
    expect(goal.err.join('\n')).toContain('--goal would do nothing: leave it out');
  });

  it.skipIf(!BENCHMARK)('still lists with --benchmark alone', async () => {
    const r = await runCli(['plan', '--list', '--benchmark', BENCHMARK!]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').length).toBeGreaterThan(1);
  });
});

describe.skipIf(!BENCHMARK)('evaluate --show', () => {
  it('says a file it made no page for after the program\'s name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-cli2probe-'));
    const empty = join(dir, 'comments.solution');
    writeFileSync(empty, '; nothing here\n');
    const r = await runCli(['evaluate', '--input', empty, '--show', '--output', join(dir, 'out.csv'), '--quiet']);
    const warning = r.err.find((l) => l.includes(`${empty}: no recipe in this file`));
    expect(warning).toMatch(/^irl-kitchen: /);
  });
});
