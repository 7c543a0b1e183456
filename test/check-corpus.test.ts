// session.check(line) against execution, over every line of every gold network and every variant
// replayed through a session: check says a line is admissible exactly when executing it (in a
// fork) runs it without binding a failed object, stopping the simulation or binding nothing; and
// for a line that runs and fails or stops, its first failure code is the one the execution's
// diagnostic gives. Lines check refuses only for what a rule advises and the reference does not
// enforce (more than the kitchen stocks) are exactly the corpus's two that ask for more.
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

/** Lines that ask for more than the kitchen stocks: 100 g of the 50 g of fresh oregano, 600 g of the 500 g of cherry tomatoes. */
const ADVISED: Record<string, string[]> = {
  gold: [],
  variants: [
    'bisquick-shortcake-biscuits--extra-op-1.solution:26 (fetch-and-proportion ?extra-proportioned ?ks-extra ?ks-with-bisquick-shortcake-biscuits ?extra-container fresh-oregano 100 g)',
    'black-bean-salad-2--change-quantity-1.solution:12 (fetch-and-proportion ?proportioned-cherry-tomatoes ?ks-with-cherry-tomatoes ?ks-with-washed-black-beans ?target-container-8 cherry-tomato 600 g)',
  ],
};

describe.skipIf(!sets.length)('check(line) predicts execution', () => {
  for (const set of sets)
    it(`every line of every ${set.name} network`, () => {
      const files = readdirSync(set.dir).filter((f) => f.endsWith('.solution')).sort();
      const disagree: string[] = [];
      const advised: string[] = [];
      let lines = 0;
      for (const file of files) {
        const replay = checkAgainstExecution(openSession(), readFileSync(join(set.dir, file), 'utf8'), file);
        disagree.push(...replay.disagree);
        advised.push(...replay.advised);
        lines += replay.compared;
      }
      expect(disagree.slice(0, 10)).toEqual([]);
      expect(advised).toEqual(ADVISED[set.name]);
      expect(lines).toBeGreaterThan(files.length * 5);
    }, 600_000);
});
