// Ctrl-C (SIGINT) or SIGTERM on `plan` and `repair`, sent to the real command mid-search: the
// search stops with the best found so far, which is printed, or kept in FILE.partial with FILE
// left as it was; the recipes not reached are said; the status is 130 or 143.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLD_DIR } from './support/simulate.ts';
import { cpuSeconds, start, until } from './support/spawned-cli.ts';

/** Processor seconds after which a command is searching: its start-up takes well under one. */
const BUSY = 2.5;

/** A gold network with the input kitchen state of every other line renamed: more than repair's six edits can mend. */
function unmendable(gold: string, id: string): string {
  const lines = gold.replace(/^#.*\n/, '').split('\n');
  const broken = lines.map((l, i) => {
    if (!l.startsWith('(') || i % 2 === 0) return l;
    let n = 0;
    // the first kitchen state of a line is its output, the second its input
    return l.replace(/\?ks-with[\w-]*/g, (v) => (++n === 2 ? `${v}-x` : v));
  });
  return `#${id}\n${broken.join('\n')}`;
}

describe.skipIf(!GOLD_DIR)('plan and repair interrupted', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'irl-interrupt-search-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('Ctrl-C on plan --output: the best network so far in FILE.partial, FILE untouched, the report printed, status 130', async () => {
    const out = join(dir, 'plan.solution');
    writeFileSync(out, 'the earlier plan\n');
    const cmd = start(['plan', 'black-bean-salad-3', '--goal', 'text', '--budget-seconds', '600', '--output', out]);
    await until(() => cpuSeconds(cmd.child.pid!) >= BUSY, 'the search under way');
    cmd.child.kill('SIGINT');
    const r = await cmd.exited;
    expect(r.code).toBe(130);
    const nodes = Number(/(\d+) nodes expanded/.exec(r.out)?.[1]);
    expect(nodes).toBeGreaterThan(0);
    expect(nodes).toBeLessThan(3000);
    expect(r.out).toMatch(/^black-bean-salad-3 \(text\): goal not reached, .*\n {2}\d+ nodes expanded, \d+ lines executed, [\d.]+ s; interrupted\n$/);
    expect(r.err.trim()).toBe(`irl-kitchen: interrupted (Ctrl-C): the search stopped after ${nodes} nodes; the best network found so far is written to ${out}.partial; ${out} is left as it was`);
    expect(readFileSync(out, 'utf8')).toBe('the earlier plan\n');
    expect(readFileSync(`${out}.partial`, 'utf8')).toMatch(/^#black-bean-salad-3\n\(get-kitchen \?kitchen\)\n(\(fetch-and-proportion .*\)\n)+/);
  }, 60_000);

  it('SIGTERM on plan --json: the result as JSON with stopped "interrupted", status 143', async () => {
    const cmd = start(['plan', 'black-bean-salad-3', '--goal', 'text', '--budget-seconds', '600', '--json']);
    await until(() => cpuSeconds(cmd.child.pid!) >= BUSY, 'the search under way');
    cmd.child.kill('SIGTERM');
    const r = await cmd.exited;
    expect(r.code).toBe(143);
    const result = JSON.parse(r.out);
    expect(result).toMatchObject({ task: 'black-bean-salad-3', reached: false, search: { stopped: 'interrupted', maxNodes: 3000 } });
    expect(r.err).toMatch(/^irl-kitchen: interrupted \(SIGTERM\): the search stopped after \d+ nodes; the best network found so far is above\n$/);
  }, 60_000);

  it('Ctrl-C on repair of three recipes: the one in hand stops with what it has, the others are said not tried, status 130', async () => {
    const gold = readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8');
    const input = join(dir, 'broken.solution');
    writeFileSync(input, ['first', 'second', 'third'].map((id) => unmendable(gold, id)).join('\n'));
    const out = join(dir, 'fixed.solution');
    const cmd = start(['repair', input, '--max-nodes', '100000', '--budget-seconds', '60', '--json', '--output', out]);
    await until(() => cpuSeconds(cmd.child.pid!) >= BUSY, 'the search under way');
    cmd.child.kill('SIGINT');
    const r = await cmd.exited;
    expect(r.code).toBe(130);
    const results = JSON.parse(r.out);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ recipeId: 'first', repaired: false, stopped: 'interrupted', before: { status: 'unexecutable' } });
    expect(results[0].nodes).toBeGreaterThan(0);
    expect(r.err.trim()).toBe(`irl-kitchen: interrupted (Ctrl-C): 1 of 3 recipes handled, 2 not tried; the network is written to ${out}.partial; ${out} was not created`);
    // the recipe in hand is kept as it came, no repair being found
    expect(readFileSync(`${out}.partial`, 'utf8')).toBe(`${unmendable(gold, 'first').replace(/\n*$/, '\n')}`);
  }, 60_000);
});
