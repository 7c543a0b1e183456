// Steps that continue from the session's execution give exactly what whole runs give: every gold
// network and every variant replayed one line per call and a few lines per call, the session's
// answers compared after every call with a fresh session restored from its snapshot and with a
// session that runs the whole network at every call (byte-identical JSON). And on the gold
// replays, nearly every step continues (docs/SESSIONS.md, "Steps continue from the state").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchmarkDir, goldDir } from '../src/benchmark-dir.ts';
import { continuationCounts } from '../src/continuation/continue.ts';
import { callsOf, linesOf, replayAgainstWholeRuns } from './support/session-replay.ts';

const bench = benchmarkDir();
const sets = bench
  ? [
      { name: 'gold', dir: goldDir(bench) },
      { name: 'variants', dir: join(bench, 'variants') },
    ]
  : [];

const filesOf = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.solution')).sort();
const total = () => Object.values(continuationCounts).reduce((a, b) => a + b, 0);

describe.skipIf(!sets.length)('session steps continue from the state (corpus)', () => {
  for (const set of sets)
    for (const [how, per] of [
      ['one line per call', 1],
      ['a few lines per call', [3, 1, 2, 5]],
    ] as const)
      it(`${set.name}, ${how}: every call as a whole run gives it`, () => {
        const disagree: string[] = [];
        let steps = 0;
        for (const file of filesOf(set.dir)) {
          const replay = replayAgainstWholeRuns(callsOf(linesOf(readFileSync(join(set.dir, file), 'utf8')), per), file);
          disagree.push(...replay.disagree);
          steps += replay.steps;
        }
        expect(disagree.slice(0, 5)).toEqual([]);
        expect(steps).toBeGreaterThan(filesOf(set.dir).length * 5);
      }, 600_000);

  it.skipIf(!bench)('continues nearly every step of the gold replays', () => {
    const before = { ...continuationCounts };
    const steps = total();
    const dir = goldDir(bench!);
    for (const file of filesOf(dir)) replayAgainstWholeRuns(callsOf(linesOf(readFileSync(join(dir, file), 'utf8')), 1), file);
    const count = (k: string) => (continuationCounts[k] ?? 0) - (before[k] ?? 0);
    const calls = total() - steps;
    // the steps that do not: each network's own get-kitchen (it replaces the implicit one), and
    // steps that change the items of a list in place (shape, sprinkle, …)
    expect(count('continued') / calls).toBeGreaterThan(0.9);
    expect(calls - count('continued')).toBe(count('a get-kitchen line') + count('a step changes objects of earlier steps in place'));
  }, 600_000);
});
