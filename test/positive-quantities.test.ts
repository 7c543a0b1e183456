// A count, an amount or a time of zero or less: the reference takes it as it is (the clock goes
// back, the stock grows), so the reference semantics runs it; check refuses it (F_NOT_POSITIVE,
// advisory), and the corrected semantics fails it and keeps the clock where it was.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

const TRAYS = (n: number) => `(fetch ?trays ?ks-1 ?kitchen baking-tray ${n})`;
const NEXT = '(fetch ?whisk ?ks-2 ?ks-1 whisk 1)';
const BUTTER = (n: number) => `(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter ${n} g)`;

describe('positive: quantities above zero', () => {
  it('check refuses a negative or zero count, amount or time, naming the quantity', () => {
    const s = openSession();
    for (const line of [TRAYS(-5), TRAYS(0), BUTTER(-200)]) {
      const c = s.check(line);
      expect(c.admissible, line).toBe(false);
      expect(c.failed).toEqual([expect.objectContaining({ code: 'F_NOT_POSITIVE', condition: 'positive(quantity)', slot: 'quantity', advisory: true })]);
    }
    expect(s.check(TRAYS(-5)).failed[0].message).toBe('the quantity is -5: fetch needs more than zero');
    expect(s.check(TRAYS(1)).admissible).toBe(true);
    s.execute(BUTTER(100));
    expect(s.check('(leave-for-time ?cooled ?ks-2 ?ks-1 ?butter -10 minute)').failed.map((f) => f.code)).toEqual(['F_NOT_POSITIVE']);
    expect(s.check('(leave-for-time ?cooled ?ks-2 ?ks-1 ?butter 10 minute)').admissible).toBe(true);
  });

  it('the reference runs it as it is: the clock goes back 150 s', () => {
    const s = openSession();
    expect(s.execute(TRAYS(-5)).newTimeline[0].failed).toBe(false);
    const next = s.execute(NEXT).newTimeline[0];
    expect(next.start).toBe(-150);
  });

  it('the corrected semantics fails it and the clock stays where it was', () => {
    const s = openSession({ semantics: 'corrected' });
    const step = s.execute(TRAYS(-5));
    expect(step.newTimeline[0].failed).toBe(true);
    expect(s.diagnostics().some((d) => d.code === 'W_ACTION_FAILED' && /the quantity is -5/.test(d.message))).toBe(true);
    expect(s.execute(NEXT).newTimeline[0].start).toBe(0);
    expect(s.check(TRAYS(-5)).failed[0]).not.toHaveProperty('advisory');
  });

  it('a negative amount adds to the stock with the reference, fails with the corrected semantics', () => {
    const reference = openSession();
    reference.execute(BUTTER(-200));
    // 500 g stocked, -200 g taken: 700 g, so 600 g is within the stock now
    expect(reference.check('(fetch-and-proportion ?more ?ks-2 ?ks-1 ?bowl-2 butter 600 g)').admissible).toBe(true);
    const corrected = openSession({ semantics: 'corrected' });
    expect(corrected.execute(BUTTER(-200)).newTimeline[0].failed).toBe(true);
  });
});
