// A line written exactly as an admissible entry is that entry at score 1: the action word of a
// line written as a predicate is scored as the action, never as an argument word to be found.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

describe('nearest of a line written exactly as an entry', () => {
  it('gives that entry first, at score 1', () => {
    const s = openSession();
    s.execute('(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 100 g)');
    const lines = s.admissible({ action: 'beat' }).map((e) => e.line);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines.slice(0, 3)) {
      const [best] = s.nearest(line, 1);
      expect(best).toMatchObject({ line, score: 1 });
    }
  });

  it('still scores a free-form step and a bare action word below 1', () => {
    const s = openSession();
    s.execute('(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 100 g)');
    const [free] = s.nearest('beat the butter', 1);
    expect(free.action).toBe('beat');
    expect(free.score).toBeLessThan(1);
    // a predicate of its action alone names the action and nothing else: the action's share only
    const [bare] = s.nearest('(beat)', 1);
    expect(bare).toMatchObject({ action: 'beat', score: 0.7 });
  });
});
