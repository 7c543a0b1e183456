// Objects that hot code reads by the thousand keep one hidden class: parsed predicates (read at
// every step), and a listing's entries and their parameters, new or carried over. A copy made by
// spreading (`{ ...p, index }`) gets a class of its own in V8, and every read of such objects
// then misses its inline cache: 988 classes for the corpus's 1,000 predicates, a cache miss at
// each of a listing's carried entries. Counted with V8's own test (`%HaveSameMap`), in a child.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCHMARK } from './support/simulate.ts';
import { ROOT } from './support/spawned-cli.ts';

describe('one hidden class for the objects hot code reads', () => {
  it('predicates of every gold network, entries and parameters of a listing', () => {
    const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', join(ROOT, 'test/support/shapes-probe.mjs'), BENCHMARK!], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    const counted = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(counted.predicates).toBe(1000);
    expect(counted.entries).toBeGreaterThan(1000);
    expect(counted.parameters).toBeGreaterThan(100);
    expect(counted).toMatchObject({ predicateShapes: 1, entryShapes: 1, parameterShapes: 1 });
  }, 60_000);
});
