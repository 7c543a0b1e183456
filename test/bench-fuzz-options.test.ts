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
      [['--onyl', 'engine'], /^bench: Unknown option '--onyl' \(did you mean --only\?\) \(npm run bench -- --help\)$/],
      [['--xyzzy'], /^bench: Unknown option '--xyzzy' \(npm run bench -- --help\)$/],
      [['engine'], /^bench: Unexpected argument 'engine'/],
      [['--seconds', 'abc'], /^bench: --seconds takes a number of seconds from 0 to 3600, got 'abc'/],
      [['--plan-seconds', '0'], /^bench: --plan-seconds takes a number of seconds from 0 to 3600, got '0'/],
      [['--only', 'engine,nope'], /^bench: no group nope; groups: engine, evaluation/],
      [['--only', 'enigne,evalution'], /^bench: no group enigne \(did you mean engine\?\), evalution \(did you mean evaluation\?\); groups: /],
      [['--only', ' , '], /^bench: --only takes a comma-separated list of names, got ' , '/],
      [['--only', 'engine', '--plan-seconds', '5'], /^bench: --plan-seconds belongs to the planning group, which --only leaves out/],
    ] as const) {
      const r = bench(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim(), args.join(' ')).toMatch(message);
      expect(r.stdout).toBe('');
    }
  });

  it('refuses --plan-tasks naming no corpus task before measuring, with the closest id', () => {
    const r = bench('--sources', '--only', 'planning', '--plan-tasks', 'almond-cresent-cookies,afghan-biscuits~tools.oven.2');
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(
      'bench: --plan-tasks: unknown task "almond-cresent-cookies" (did you mean almond-crescent-cookies?); ' +
        'afghan-biscuits~tools.oven.2 is a derived task; the planning group plans corpus tasks',
    );
    expect(r.stdout).toBe('');
  });

  it('fuzz and fuzz:http print their usage on --help, status 0', () => {
    for (const [script, usage] of [['fuzz/run.ts', 'usage: npm run fuzz -- [--runs N]'], ['fuzz/http.ts', 'usage: npm run fuzz:http -- [--runs N]']]) {
      const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, script), '--help'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
      expect(r.status, script).toBe(0);
      expect(r.stdout.startsWith(usage), script).toBe(true);
    }
  });
});
