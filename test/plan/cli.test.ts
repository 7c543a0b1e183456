// irl-kitchen plan as a user runs it: the report, --json (byte-identical with --no-timing),
// --output, exit statuses (0 goal reached, 1 partial, 2 usage) and one-line messages.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as cli } from '../support/cli.ts';
import { BENCHMARK } from '../support/simulate.ts';


const SMALL = 'almond-crescent-cookies-4';

describe.skipIf(!BENCHMARK)('irl-kitchen plan', () => {
  it('reports the goal reached and prints the network; exit 0; --output writes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-plan-'));
    const r = await cli(['plan', SMALL, '--max-nodes', '200', '--output', join(dir, 'plan.solution')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(new RegExp(`^${SMALL} \\(visible\\): goal reached, 22/22 goal conditions, dish score 1, 23 lines`));
    expect(r.out).toMatch(/nodes expanded, \d+ lines executed, [\d.]+ s; goal reached/);
    expect(readFileSync(join(dir, 'plan.solution'), 'utf8').split('\n')[0]).toBe(`#${SMALL}`);
  }, 120_000);

  it('--json --no-timing is byte-identical for the same seed; a partial network exits 1', async () => {
    const first = await cli(['plan', SMALL, '--json', '--no-timing', '--max-nodes', '6', '--seed', '2']);
    const second = await cli(['plan', SMALL, '--json', '--no-timing', '--max-nodes', '6', '--seed', '2']);
    expect(first.code).toBe(1);
    expect(second.out).toBe(first.out);
    const json = JSON.parse(first.out);
    expect(json).toMatchObject({ task: SMALL, reached: false, seed: 2, search: { nodes: 6, maxNodes: 6, stopped: 'node-budget' } });
    expect(json.search.seconds).toBeUndefined();
    const timed = JSON.parse((await cli(['plan', SMALL, '--json', '--max-nodes', '6', '--seed', '2'])).out);
    expect(typeof timed.search.seconds).toBe('number');
    delete timed.search.seconds;
    expect(timed).toEqual(json);
  }, 120_000);

  it('says which goal conditions no network can meet, when the goal is not reached', async () => {
    const r = await cli(['plan', 'chocolate-cream-cheese-cupcakes', '--max-nodes', '1', '--no-timing']);
    expect(r.code).toBe(1);
    expect(r.out.split('\n')[2]).toBe('  g39 and g40 are failed objects of the gold run, which no network meets: 38 of 40 at most (docs/TASKS.md)');
    const reached = await cli(['plan', SMALL, '--max-nodes', '1', '--no-timing']);
    expect(reached.out).not.toMatch(/failed object/);
  }, 120_000);

  it('refuses bad task ids and options with one line and exit 2', async () => {
    const cases: [string[], RegExp][] = [
      [['plan', 'no-such-task'], /^irl-kitchen: unknown task "no-such-task" \(a task id of irl-kitchen plan --list/],
      [['plan', 'almond-crescent-cookie'], /^irl-kitchen: unknown task "almond-crescent-cookie" \(did you mean almond-crescent-cookies/],
      [['plan', `${SMALL}~tools.oven.2`], /^irl-kitchen: unknown task .*: almond-crescent-cookies-4 has no variation "tools\.oven\.2" \(its tools variations: tools\./],
      [['plan', SMALL, '--goal', 'hidden'], /^irl-kitchen: .*--goal.*hidden.*(visible|choices)/],
      [['plan', SMALL, '--budget-seconds', '0'], /^irl-kitchen: .*--budget-seconds must be a positive number of seconds/],
      [['plan', SMALL, '--max-nodes', '0'], /^irl-kitchen: .*--max-nodes must be an integer of at least 1/],
      [['plan', SMALL, '--seed', 'x'], /^irl-kitchen: .*--seed must be an integer of at least 0/],
      [['plan', SMALL, '--seed', '9007199254740992'], /^irl-kitchen: .*--seed must be an integer from 0 to 9007199254740991 \(2\^53 - 1\)/],
      [['plan', SMALL, '--output', join(tmpdir(), 'no-such-folder-for-plan', 'x.solution')], /^irl-kitchen: --output .*: the folder .* does not exist/],
      [['plan'], /^irl-kitchen: .*missing required argument 'task-id'/],
    ];
    for (const [args, message] of cases) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toHaveLength(1);
      expect(r.err[0], args.join(' ')).toMatch(message);
    }
  }, 120_000);
});
