// A derived task's kitchen by name on the command line (`--kitchen full-kitchen+2-baking-tray`,
// docs/TASKS.md): the network `plan` writes for such a task runs there as the plan said, and so
// does one that needs the added tools; run, view and repair take the name, and names of that
// form that no derived task makes are refused as the server refuses them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BENCHMARK } from './support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-derived-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const KITCHEN = 'full-kitchen+2-baking-tray';
// one tray more than full-kitchen holds: the third fetch fails there and not in KITCHEN
const TRAYS = ['#trays', '(get-kitchen ?kitchen)', '(fetch ?tray ?ks ?kitchen baking-tray 1)', '(fetch ?tray-2 ?ks-2 ?ks baking-tray 1)', '(fetch ?tray-3 ?ks-3 ?ks-2 baking-tray 1)', ''].join('\n');

interface RunRow {
  status: string;
  timeline: { line: number; failed: boolean }[];
}

function runJson(file: string, kitchen?: string): RunRow {
  const r = cli(['run', file, '--json', ...(kitchen ? ['--kitchen', kitchen] : [])]);
  expect(r.code, r.err).toBe(0);
  const rows = JSON.parse(r.out) as RunRow[];
  expect(rows).toHaveLength(1);
  return rows[0];
}

const failedLines = (row: RunRow) => row.timeline.filter((t) => t.failed).map((t) => t.line);

describe('--kitchen BASE+N-TOOL', () => {
  const trays = join(dir, 'trays.solution');
  writeFileSync(trays, TRAYS);

  it('run executes a network in the derived kitchen, with its added tools', () => {
    expect(failedLines(runJson(trays))).toEqual([5]);
    const row = runJson(trays, KITCHEN);
    expect(row.status).toBe('ok');
    expect(failedLines(row)).toEqual([]);
  }, 60_000);

  it('view and repair take the name too', () => {
    const view = cli(['view', trays, '--kitchen', KITCHEN, '--output', join(dir, 'trays.html')]);
    expect(view.code, view.err).toBe(0);
    const repair = cli(['repair', trays, '--kitchen', KITCHEN, '--max-nodes', '5']);
    expect(repair.code, repair.err).toBe(0);
    expect(repair.out).toMatch(/#trays: ok, nothing to repair/);
  }, 60_000);

  it.each([
    ['full-kitchen+5-baking-tray', /--kitchen full-kitchen\+5-baking-tray: no such kitchen: no derived task adds 5 tools/],
    ['full-kitchen+1-baking-tary', /holds no baking-tary \(did you mean baking-tray\?\)/],
    ['ful-kitchen+1-baking-tray', /no kitchen "ful-kitchen" \(did you mean full-kitchen\?\)/],
    ['full-kitchen-2-baking-tray', /no such kitchen \(known: full-kitchen\) \(did you mean full-kitchen\+2-baking-tray\?\)/],
    ['nope', /--kitchen nope: no such kitchen \(known: full-kitchen\)/],
  ])('refuses %s, saying the accepted forms', (kitchen, why) => {
    for (const command of ['run', 'repair']) {
      const r = cli([command, trays, '--kitchen', kitchen]);
      expect([r.code, r.out], command).toEqual([2, '']);
      expect(r.err).toMatch(why);
      expect(r.err).toMatch(/a derived task's kitchen is BASE\+N-TOOL: BASE one of "full-kitchen", N 1 or 2/);
    }
  }, 60_000);

  it.skipIf(!BENCHMARK)("a derived task's plan runs in its kitchen as the plan said", () => {
    const planned = join(dir, 'p.solution');
    const plan = cli(['plan', 'almond-crescent-cookies~tools.baking-tray.2', '--max-nodes', '40', '--json', '--no-timing', '--output', planned]);
    expect(plan.code, plan.err).toBe(0);
    const result = JSON.parse(plan.out) as { reached: boolean; status: string };
    expect(result.reached).toBe(true);
    const row = runJson(planned, KITCHEN);
    expect(row.status).toBe(result.status);
    expect(failedLines(row)).toEqual([]);
  }, 120_000);
});
