// Where an unknown task id sends the user: `irl-kitchen plan --list` on the command line (which
// prints the ids plan takes), `listTasks()` from Node; --list alone, never with an id.
import { describe, expect, it } from 'vitest';
import { listTasks, plan } from '../../src/index.ts';
import { runCli as cli } from '../support/cli.ts';
import { BENCHMARK } from '../support/simulate.ts';

describe.skipIf(!BENCHMARK)('plan --list and the unknown-task hint', () => {
  it('plan --list prints the corpus task ids, one a line, exit 0', async () => {
    const r = await cli(['plan', '--list']);
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toEqual(listTasks({ benchmark: BENCHMARK! }).map((t) => t.id));
  }, 60_000);

  it('an unknown id on the command line names plan --list, and every id it lists is planned', async () => {
    const unknown = await cli(['plan', 'zzz']);
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(/^irl-kitchen: unknown task "zzz" \(a task id of irl-kitchen plan --list, e\.g\. /);
    expect(unknown.err.join('\n')).not.toMatch(/GET \/tasks/);
    const derived = await cli(['plan', 'zzz~scale.2']);
    expect(derived.err[0]).toMatch(/a corpus task id of irl-kitchen plan --list/);
    const listed = (await cli(['plan', '--list'])).out.trim().split('\n');
    const first = await cli(['plan', listed[0], '--max-nodes', '1', '--no-timing']);
    expect(first.out.startsWith(`${listed[0]} (visible): `)).toBe(true);
  }, 120_000);

  it('--list with a task id is refused with exit 2; no id and no --list is a missing argument', async () => {
    const both = await cli(['plan', 'cole-slaw', '--list']);
    expect(both.code).toBe(2);
    expect(both.err[0]).toMatch(/^irl-kitchen: --list takes no task id \(got "cole-slaw"\)/);
    const none = await cli(['plan']);
    expect(none.code).toBe(2);
    expect(none.err[0]).toMatch(/missing required argument 'task-id'/);
  }, 60_000);

  it('from Node, an unknown id names listTasks(), not an HTTP route', () => {
    expect(() => plan('zzz', { benchmark: BENCHMARK! })).toThrow(/a task id of listTasks\(\)/);
  });
});
