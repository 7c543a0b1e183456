// `npm run bench -- …` reads its options strictly: help and usage errors answer at once, before
// any build or measurement (a misspelt option used to run every group, minutes of them); the
// fuzzers print their usage on --help.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const bench = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/run.ts'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

describe('the bench command line', () => {
  it('prints its help and exits 0', () => {
    const r = bench('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: npm run bench -- \[options\]/);
    expect(r.stdout).toContain('--only GROUP,...');
  });

  it('refuses a misspelt option, a positional argument and a bad number with status 2, naming them', () => {
    for (const [args, message] of [
      [['--onyl', 'engine'], /^bench: Unknown option '--onyl' \(npm run bench -- --help\)$/],
      [['engine'], /^bench: Unexpected argument 'engine'/],
      [['--seconds', 'abc'], /^bench: --seconds takes a number of seconds from 0 to 3600, got 'abc'/],
      [['--plan-seconds', '0'], /^bench: --plan-seconds takes a number of seconds from 0 to 3600, got '0'/],
      [['--only', 'engine,nope'], /^bench: no group nope; groups: engine, evaluation/],
    ] as const) {
      const r = bench(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim(), args.join(' ')).toMatch(message);
      expect(r.stdout).toBe('');
    }
  });

  it('fuzz and fuzz:http print their usage on --help, status 0', () => {
    for (const [script, usage] of [['fuzz/run.ts', 'usage: npm run fuzz -- [--runs N]'], ['fuzz/http.ts', 'usage: npm run fuzz:http -- [--runs N]']]) {
      const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, script), '--help'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
      expect(r.status, script).toBe(0);
      expect(r.stdout.startsWith(usage), script).toBe(true);
    }
  });
});
