// `irl-kitchen plan TASK --kitchen NAME` plans the task's goal in another kitchen: a kitchen of
// one's own (its file given with --ontology) or a derived task's by name, checked as `run
// --kitchen` checks it, a misspelt name refused with the closest one.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { BENCHMARK } from './support/simulate.ts';
import { worldFiles } from './support/world-files.ts';

const TASK = 'almond-crescent-cookies';
const files = worldFiles('irl-kitchen-env2probe-plan-');
// a kitchen without butter, the task's first goal condition
files.load('small.yaml', [
  'kitchens:',
  '  - name: small-kitchen',
  '    places:',
  '      - pantry:',
  '          contents:',
  '            - medium-bowl: {used: true, contents: [{white-sugar: {amount: "500 g"}}]}',
  '      - kitchen-cabinet:',
  '          contents:',
  '            - medium-bowl: {count: 3}',
  '            - whisk',
]);
const SMALL = join(files.dir, 'small.yaml');
const plan = (...more: string[]) => runCli(['plan', TASK, '--max-nodes', '2', '--no-timing', ...(BENCHMARK ? ['--benchmark', BENCHMARK] : []), ...more]);

describe.skipIf(!BENCHMARK)('plan --kitchen', () => {
  it("plans in a kitchen of one's own, with what it holds", async () => {
    const usual = await plan();
    expect(usual.out).toMatch(/^\(fetch-and-proportion .* butter 230 g\)$/m);
    const own = await plan('--kitchen', 'small-kitchen', '--ontology', SMALL);
    expect(own.err).toEqual([]);
    expect(own.out.split('\n')[0]).toMatch(new RegExp(`^${TASK} \\(visible, in small-kitchen\\): goal not reached, 0/\\d+ goal conditions`));
    expect(own.out).not.toMatch(/butter/);
    expect(own.code).toBe(1);
  }, 60_000);

  it("plans in a derived task's kitchen by its name", async () => {
    const derived = await plan('--kitchen', 'full-kitchen+2-baking-tray', '--json');
    expect(derived.err).toEqual([]);
    expect(JSON.parse(derived.out)).toMatchObject({ task: TASK, search: { nodes: 2 } });
  }, 60_000);

  it('refuses a misspelt kitchen before any search, naming the closest', async () => {
    const typo = await plan('--kitchen', 'small-kitchn', '--ontology', SMALL);
    expect(typo.code).toBe(2);
    expect(typo.err.join('\n')).toMatch(/--kitchen small-kitchn: no such kitchen .*did you mean small-kitchen\?/);
    const tool = await plan('--kitchen', 'full-kitchen+2-baking-tra');
    expect(tool.code).toBe(2);
    expect(tool.err.join('\n')).toMatch(/holds no baking-tra \(did you mean baking-tray\?\)/);
    // its file not given: said so
    expect((await plan('--kitchen', 'small-kitchen')).err.join('\n')).toMatch(/pass it with --ontology FILE/);
  }, 60_000);
});
