// The environment over the corpus: every gold network stepped line by line through an
// environment in `visible` mode. Where the whole network meets every goal condition, the episode
// ends terminated with every condition met and rewards summing to 1; for every gold network the
// final execution time is the whole-file run's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEnv, type StepResult } from '../../src/env/env.ts';
import { BENCHMARK, GOLD_DIR } from '../support/simulate.ts';
import { networkLines } from '../server/support.ts';

const files = GOLD_DIR ? readdirSync(GOLD_DIR).filter((f) => f.endsWith('.solution')).sort() : [];
/** The reference's figures: goal-condition success and execution time per gold file. */
const reference = new Map(
  BENCHMARK
    ? readFileSync(join(BENCHMARK, 'reference-figures/gold-reference.csv'), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(','))
        .map(([file, , , fraction, , time]) => [file, { fraction, time: Number(time) }] as const)
    : [],
);

describe.skipIf(!files.length)('gold networks stepped through the environment', () => {
  it.each(files)('%s', (file) => {
    // the recipe the gold file names (black-bean-salad-2.solution names black-bean-salad-4, whose goal it is scored against)
    const text = readFileSync(join(GOLD_DIR!, file), 'utf8');
    const id = /^#(\S+)/m.exec(text)![1];
    const env = createEnv({ task: id, goal: 'visible', maxSteps: 1000, benchmark: BENCHMARK ?? undefined });
    let sum = 0;
    let last: StepResult | null = null;
    for (const line of networkLines(text)) {
      expect(last?.terminated ?? false, `terminated before ${line}`).toBe(false);
      last = env.step(line);
      sum += last.reward;
      expect(last.info.accepted, line).toBe(true);
    }
    const ref = reference.get(file)!;
    expect(last!.info.executionTime).toBe(ref.time);
    if (ref.fraction === '1') {
      expect(last!.terminated).toBe(true);
      expect(last!.info.goal.fraction).toBe(1);
      expect(sum).toBeCloseTo(1, 12);
    }
  }, 60_000);
});
