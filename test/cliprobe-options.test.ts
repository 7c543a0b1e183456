// What a script author meets on the command line: every command's --help, a subcommand's included,
// lists the exit statuses; an option of one value given twice with two values gets a note naming
// both (its last value used to win without a word); `-j=2` is told how a short option takes its
// value.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { start } from './support/spawned-cli.ts';

const irlKitchen = (args: string[]) => start(args).exited;
const TUTORIAL = 'examples/tutorial/prediction-fixed.solution';

describe('--help of every command lists the exit statuses', () => {
  for (const args of [['rules', 'check', '--help'], ['physics', 'validate', '-h'], ['physics', 'dam-break', '--help'], ['help', 'rules', 'check'], ['run', '--help']]) {
    it(args.join(' '), async () => {
      const r = await irlKitchen(args);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/\nExit status:\n {2}0 {2}done, and everything held\n[^]* {2}2 {2}usage, input-file or I\/O error/);
    });
  }
});

describe('an option of one value given twice', () => {
  it('with two values: the last is used, and a note names both', async () => {
    const last = await irlKitchen(['physics', 'dam-break', '--resolution', '4', '--until', '0.5', '--json']);
    const r = await irlKitchen(['physics', 'dam-break', '--resolution', '4', '--until', '0.25', '--until=0.5', '--json']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(last.out);
    expect(r.err).toBe("irl-kitchen: note: option '--until <T>' given twice, as '0.25' and as '0.5': the last, '0.5', is used\n" + last.err);
  });

  it('--output twice writes the last file only, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cliprobe-'));
    const [first, second] = [join(dir, 'a.json'), join(dir, 'b.json')];
    const r = await irlKitchen(['run', TUTORIAL, '--kitchen', 'full-kitchen', '--kitchen', 'full-kitchen+2-baking-tray', '--json']);
    expect(r.err).toMatch(/^irl-kitchen: note: option '--kitchen <name>' given twice, as 'full-kitchen' and as 'full-kitchen\+2-baking-tray': the last, 'full-kitchen\+2-baking-tray', is used\n/);
    const run = await irlKitchen(['evaluate', '--input', TUTORIAL, '--output', first, '--output', second]);
    expect(run.err).toMatch(/^irl-kitchen: note: option '--output <file>' given twice/);
    expect([existsSync(first), existsSync(second)]).toEqual([false, true]);
  });

  it('with the same value twice runs as with it once', async () => {
    const once = await irlKitchen(['physics', 'dam-break', '--resolution', '4', '--until', '0.25', '--json']);
    const twice = await irlKitchen(['physics', 'dam-break', '--resolution', '4', '--until', '0.25', '--until', '0.25', '--json']);
    expect(once.code).toBe(0);
    expect(twice).toEqual(once);
  });

  it('a repeatable option still gathers its values', async () => {
    const r = await irlKitchen(['actions', 'bake', '--rules', 'rules', '--rules', 'rules']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^bake — /);
  });
});

describe('a short option written with =', () => {
  it('-j=2 says how a short option takes its value', async () => {
    const r = await irlKitchen(['run', TUTORIAL, '-j=2']);
    expect(r.code).toBe(2);
    expect(r.err).toBe("irl-kitchen: option '-j, --jobs <n>' argument '=2' is invalid. --jobs must be an integer of at least 1; a short option takes its value without '=': -j 2, or --jobs=2. (see --help)\n");
  });
});
