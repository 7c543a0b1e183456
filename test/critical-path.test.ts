import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalPath, criticalPathLines } from '../src/engine/critical-path.ts';
import { readSolutionFile } from '../src/language/parse-solution.ts';
import { add, compare, formatNum, type Num } from '../src/numbers/num.ts';
import type { RecipeRun } from '../src/simulator.ts';
import { DOUGH_130G, GOLD_DIR, run, simulator } from './support/simulate.ts';

const sum = (xs: Num[]) => xs.reduce<Num>((t, x) => add(t, x), 0);

/** Durations plus waits equal the execution time; no negative piece; the chain runs in execution order. */
function checkPath(r: RecipeRun) {
  const path = criticalPath(r.program!, r.execution!);
  expect(path.length).toBeGreaterThan(0);
  expect(formatNum(sum(path.flatMap((c) => [c.duration, c.wait])))).toBe(formatNum(r.executionTime!));
  for (const c of path) {
    expect(compare(c.duration, 0)).toBeGreaterThanOrEqual(0);
    expect(compare(c.wait, 0)).toBeGreaterThanOrEqual(0);
    // a step cannot begin before its start in the timeline
    expect(compare(c.begin, r.execution!.steps[c.step].start)).toBeGreaterThanOrEqual(0);
  }
  for (let i = 1; i < path.length; i++) expect(path[i].step).toBeGreaterThan(path[i - 1].step);
  expect(formatNum(path[path.length - 1].ready)).toBe(formatNum(r.executionTime!));
  return path;
}

describe('critical path', () => {
  it('follows the kitchen-state chain of a linear network', () => {
    const r = run(DOUGH_130G);
    const path = checkPath(r);
    expect(path.map((c) => c.line)).toEqual([1, 2, 3, 4, 5]);
    expect(path.map((c) => formatNum(c.duration))).toEqual(['0', '30', '30', '20', '30']);
  });

  it('goes through a preheated oven when the bake waits for it, skipping steps done meanwhile', () => {
    const r = run(`(get-kitchen ?k)
(preheat-oven ?oven ?k1 ?k ?o 180 degrees-celsius)
(fetch-and-proportion ?butter ?k2 ?k1 ?t1 butter 100 g)
(fetch-and-proportion ?sugar ?k3 ?k2 ?t2 white-sugar 30 g)
(transfer-contents ?all ?rest ?k4 ?k3 ?butter ?sugar ?q ?u)
(mix ?dough ?k5 ?k4 ?all ?tool)
(fetch ?tray ?k6 ?k5 baking-tray 1)
(transfer-contents ?on-tray ?rest-2 ?k7 ?k6 ?tray ?dough ?q2 ?u2)
(bake ?baked ?k8 ?k7 ?on-tray ?oven 10 minute ?tq ?tu)`);
    expect(r.status).toBe('ok');
    const path = checkPath(r);
    expect(path.map((c) => c.line)).toEqual([1, 2, 9]);
    expect(path[1].via).toBe('?oven');
    // the oven is ready 615 s after preheating starts; baking 10 minutes follows
    expect(formatNum(path[2].begin)).toBe('615');
    expect(formatNum(path[2].duration)).toBe('600');
  });

  it('is empty for a network that does not execute', () => {
    const r = run('(get-kitchen ?k)\n(mix ?m ?k2 ?k ?nothing ?tool)');
    expect(r.status).toBe('unexecutable');
    expect(criticalPathLines(r.program, r.execution)).toEqual([]);
  });

  it.skipIf(!GOLD_DIR)('adds up to the execution time on every gold network', () => {
    const files = readdirSync(GOLD_DIR!).filter((f) => f.endsWith('.solution'));
    expect(files.length).toBe(30);
    for (const f of files) {
      const parsed = readSolutionFile(join(GOLD_DIR!, f));
      const r = simulator().run(parsed.recipes[0], f);
      expect(r.status, f).toBe('ok');
      checkPath(r);
    }
  }, 60_000);
});
