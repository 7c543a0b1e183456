// --jobs N: worker threads give byte-identical output to --jobs 1, rows in input order, and a
// worker that dies costs only its recipe's row.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { autoJobs, capJobs } from '../src/cli/parallel.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
// the pool is used from 4 recipes on (by default only for longer inputs)
const cli = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, IRL_KITCHEN_MIN_PARALLEL: '4', ...env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const ALL_METRICS = ['smatch-score', 'goal-condition-success', 'dish-approximation-score', 'execution-time'];

describe.skipIf(!BENCHMARK)('--jobs', () => {
  const files = () =>
    readdirSync(VARIANTS_DIR!)
      .filter((f) => f.endsWith('.solution'))
      .sort()
      .filter((_, i) => i % 8 === 0)
      .map((f) => join(VARIANTS_DIR!, f));

  it('evaluate: --jobs 2 writes byte-identical CSV and stderr to --jobs 1', () => {
    const args = ['evaluate', '--input', ...files(), '--metrics', ...ALL_METRICS];
    const one = cli([...args, '--jobs', '1']);
    const two = cli([...args, '--jobs', '2']);
    expect(one.out.split('\n').length).toBe(files().length + 2);
    expect(two.out).toBe(one.out);
    expect(two.err).toBe(one.err);
    expect(two.code).toBe(one.code);
  }, 240_000);

  it('evaluate: --jobs far above the cores starts one worker per core, says so, and writes the same rows', () => {
    const args = ['evaluate', '--input', ...files().slice(0, 6), '--format', 'jsonl'];
    const one = cli([...args, '--jobs', '1', '--quiet']);
    const many = cli([...args, '--jobs', '1000']);
    const most = Math.max(2, availableParallelism());
    expect(many.err).toContain(`note: --jobs 1000: ${most} worker threads, one per core of this machine`);
    expect(many.out).toBe(one.out);
    expect(many.code).toBe(one.code);
  }, 240_000);

  it('run: --jobs 2 prints the same JSON as --jobs 1', () => {
    const one = cli(['run', ...files(), '--json', '--jobs', '1']);
    const two = cli(['run', ...files(), '--json', '--jobs', '2']);
    expect(JSON.parse(one.out)).toHaveLength(files().length);
    expect(two.out).toBe(one.out);
  }, 240_000);

  it('a worker that dies is that recipe\'s error; the other recipes are still scored', () => {
    const input = files();
    const victim = readFileSync(input[2], 'utf8').match(/^#(\S+)/)![1];
    const crashed = cli(['evaluate', '--input', ...input, '--format', 'jsonl', '--jobs', '2'], { IRL_KITCHEN_FAULT: `crash:${victim}` });
    const normal = cli(['evaluate', '--input', ...input, '--format', 'jsonl', '--jobs', '1']);
    const rows = crashed.out.trim().split('\n').map((l) => JSON.parse(l) as { recipeId: string; status: string; messages: string[] });
    const expected = normal.out.trim().split('\n').map((l) => JSON.parse(l) as { recipeId: string });
    expect(rows.map((r) => r.recipeId)).toEqual(expected.map((r) => r.recipeId));
    expect(rows.some((r) => r.recipeId === victim)).toBe(true);
    rows.forEach((row, i) => {
      if (row.recipeId === victim) {
        expect(row.status).toBe('error');
        expect(row.messages[0]).toMatch(/internal error while scoring this recipe \(the worker scoring it stopped: .*\); please report it/);
      } else expect(row).toEqual(expected[i]);
    });
    expect(crashed.code).toBe(1);
    expect(crashed.err).not.toMatch(/\n\s+at /);
  }, 240_000);

  it('an exception while scoring one recipe is its error row in this thread too', () => {
    const r = cli(['evaluate', '--input', ...files().slice(0, 3), '--format', 'jsonl', '--jobs', '1'], { IRL_KITCHEN_FAULT: 'throw:afghan-biscuits' });
    const rows = r.out.trim().split('\n').map((l) => JSON.parse(l) as { recipeId: string; status: string; messages: string[] });
    expect(rows[0]).toMatchObject({ recipeId: 'afghan-biscuits', status: 'error' });
    expect(rows[0].messages[0]).toMatch(/internal error while scoring this recipe \(fault injected for afghan-biscuits\)/);
    expect(rows.slice(1).every((x) => x.recipeId !== 'afghan-biscuits')).toBe(true);
    expect(r.code).toBe(1);
  }, 120_000);
});

describe('--jobs above the cores', () => {
  it('is lowered to one worker per core (two on one core), with a note; --jobs within them is kept', () => {
    const notes: string[] = [];
    expect(capJobs(1000, notes, 8)).toBe(8);
    expect(capJobs(3, notes, 1)).toBe(2);
    expect(capJobs(2, notes, 1)).toBe(2);
    expect(capJobs(8, notes, 8)).toBe(8);
    expect(capJobs(undefined, notes, 8)).toBeUndefined();
    expect(notes).toEqual([
      '--jobs 1000: 8 worker threads, one per core of this machine (each thread loads a world of its own: more would only take memory)',
      '--jobs 3: 2 worker threads, one per core of this machine (each thread loads a world of its own: more would only take memory)',
    ]);
  });
});

describe('--jobs left out', () => {
  it('starts workers only with 3 idle cores or more, for inputs long enough to repay them', () => {
    // 2 cores: two workers measured slower than this thread, whatever the length
    expect(autoJobs(480, true, 2, 0)).toBe(1);
    expect(autoJobs(100_000, false, 2, 0)).toBe(1);
    expect(autoJobs(100_000, true, 1, 0)).toBe(1);
    // idle cores less one for the main thread, which reads, dispatches and writes
    expect(autoJobs(480, true, 4, 0)).toBe(3);
    expect(autoJobs(120, true, 4, 0)).toBe(1);
    expect(autoJobs(120, true, 16, 0)).toBe(15);
    expect(autoJobs(20, true, 16, 0)).toBe(1);
    // a loaded machine has fewer idle cores
    expect(autoJobs(480, true, 4, 2.2)).toBe(1);
    expect(autoJobs(120, true, 16, 12)).toBe(1);
    expect(autoJobs(480, true, 16, 12)).toBe(3);
    // an input longer than the look-ahead is long enough
    expect(autoJobs(512, false, 8, 0)).toBe(7);
  });
});
