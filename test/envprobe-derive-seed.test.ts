// An environment takes the derived tasks listTasks lists: a negative derive seed (listTasks reads
// its low 32 bits, docs/TASKS.md) was refused by createEnv as "whole numbers from 0", so a task
// listed with it could not be drawn from the same source.
import { describe, expect, it } from 'vitest';
import { createEnv } from '../src/env/env.ts';
import { listTasks } from '../src/tasks/index.ts';
import { BENCHMARK } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';

describe.skipIf(!BENCHMARK)('a derive seed', () => {
  const source = { benchmark: BENCHMARK! };

  it('is any integer, as listTasks takes it', () => {
    const derive = { seed: -1, count: 1 };
    const listed = listTasks({ ...source, derive }).at(-1)!;
    expect(listed.variation.length).toBeGreaterThan(0);
    const env = createEnv({ ...source, derive, task: listed.id });
    expect(env.now().info.task).toBe(listed.id);
  });

  it('is still refused when it is no integer, or the count is below 0', () => {
    for (const derive of [{ seed: 1.5, count: 1 }, { seed: 1, count: -1 }, { seed: '1', count: 1 }])
      expect(refusal(() => createEnv({ ...source, derive: derive as never }))).toMatch(/^derive must be \{seed, count\}: an integer seed and a whole count from 0, as listTasks takes them, not an object$/);
  });
});
