// A session's run bound set after opening (`runMillis`) holds for its forks too: a fork is the
// session as it is now, not as it was opened.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

describe('fork and runMillis', () => {
  it('a fork keeps the bound set since opening, and the two bounds stay apart', () => {
    const s = openSession({ maxMillis: 5000 });
    s.runMillis = 7000;
    const copy = s.fork();
    expect(copy.runMillis).toBe(7000);
    copy.runMillis = Infinity;
    expect([s.runMillis, copy.fork().runMillis]).toEqual([7000, Infinity]);
    // the snapshot keeps the options the session was opened with
    expect(s.snapshot().options).toEqual({ maxMillis: 5000 });
  });

  it('a fork of a session without a bound has none either', () => {
    expect(openSession().fork().runMillis).toBeUndefined();
  });
});
