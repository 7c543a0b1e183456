// session.check(line) against execution, over every line of every gold network and every variant
// replayed through a session: check says a line is admissible exactly when executing it (in a
// fork) runs it without binding a failed object, stopping the simulation or binding nothing; and
// for a line that runs and fails or stops, its first failure code is the one the execution's
// diagnostic gives.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchmarkDir, goldDir } from '../src/benchmark-dir.ts';
import { openSession } from '../src/session/index.ts';
import { checkAgainstExecution } from './support/check-outcome.ts';

const bench = benchmarkDir();
const sets = bench
  ? [
      { name: 'gold', dir: goldDir(bench) },
      { name: 'variants', dir: join(bench, 'variants') },
    ]
  : [];

describe.skipIf(!sets.length)('check(line) predicts execution', () => {
  for (const set of sets)
    it(`every line of every ${set.name} network`, () => {
      const files = readdirSync(set.dir).filter((f) => f.endsWith('.solution')).sort();
      const disagree: string[] = [];
      let lines = 0;
      for (const file of files) {
        const replay = checkAgainstExecution(openSession(), readFileSync(join(set.dir, file), 'utf8'), file);
        disagree.push(...replay.disagree);
        lines += replay.compared;
      }
      expect(disagree.slice(0, 10)).toEqual([]);
      expect(lines).toBeGreaterThan(files.length * 5);
    }, 600_000);
});
