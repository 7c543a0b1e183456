// rankedLines and rankedEntries take a task source (benchmark, split, derive, world, listedBy):
// an environment's other options passed as the source (maxSteps, seed, commands, …) have no
// effect on a ranking, and are refused naming the source's keys rather than read silently.
import { describe, expect, it } from 'vitest';
import { createEnv } from '../src/env/env.ts';
import { rankedEntries, rankedLines } from '../src/env/rank.ts';
import { openSession } from '../src/session/index.ts';
import { getTask } from '../src/tasks/index.ts';
import { BENCHMARK } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';

describe.skipIf(!BENCHMARK)('a ranking source', () => {
  const task = getTask('afghan-biscuits')!;

  it("refuses an environment's options given as the source, with the closest source key", () => {
    const said = refusal(() => rankedLines(openSession(), task, 'visible', 3, { benchmark: BENCHMARK!, maxSteps: 5 } as never));
    expect(said).toBe('rankedLines: source: no option "maxSteps" (its options: benchmark, split, derive, world, listedBy)');
    expect(refusal(() => rankedEntries(openSession(), task, 'visible', 3, { splt: 'train' } as never))).toMatch(/^rankedEntries: source: no option "splt" \(did you mean split\?\)/);
    expect(refusal(() => rankedEntries(openSession(), task, 'visible', 3, { commands: 3 } as never))).toMatch(/^rankedEntries: source: no option "commands"/);
  });

  it('still ranks for an environment created with every kind of option', () => {
    const env = createEnv({ benchmark: BENCHMARK!, task: task.id, seed: 3, maxSteps: 7, maxSeconds: 5000, shaping: true, commands: 2, goal: 'visible' });
    const first = env.reset().info.admissible_commands!;
    expect(first.length).toBe(2);
    expect(env.admissible(2)).toEqual(first);
    expect(env.step(first[0]).info.admissible_commands!.length).toBe(2);
  });
});
