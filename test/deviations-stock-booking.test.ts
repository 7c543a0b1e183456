// fetch-and-proportion of a portion in another unit than the stock's (docs/DEVIATIONS.md): the
// reference subtracts its grams from the stock's own number (1 l of water less 125 ml leaves
// -124 g, spec primitives-a §2.11), after which the stock is unknown and nothing is refused; the
// corrected semantics books it in the stock's unit, so a later fetch beyond what is left fails.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

const WATER = (n: number, ks: number) => `(fetch-and-proportion ?water-${ks} ?ks-${ks} ?ks-${ks - 1} ?bowl-${ks} water ${n} ml)`;

/** The amounts of every water in the session's kitchen, as `VALUE UNIT`. */
function waterAmounts(kitchen: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as { class?: string; slots?: { amount?: { text: string; unit: string } } };
      if (o.class === 'water' && o.slots?.amount) out.push(`${o.slots.amount.text} ${o.slots.amount.unit}`);
      Object.values(o).forEach(walk);
    }
  };
  walk(kitchen);
  return out;
}

describe('fetch-and-proportion in another unit than the stock', () => {
  it('the reference books the grams against the stock in litres', () => {
    const s = openSession();
    expect(waterAmounts(s.kitchen())).toEqual(['1 l']);
    s.execute('(fetch-and-proportion ?water-1 ?ks-1 ?kitchen ?bowl-1 water 125 ml)');
    expect(waterAmounts(s.kitchen()).sort()).toEqual(['-124 g', '125 ml']);
  });

  it('the corrected semantics books it in the stock unit', () => {
    const s = openSession({ semantics: 'corrected' });
    s.execute('(fetch-and-proportion ?water-1 ?ks-1 ?kitchen ?bowl-1 water 125 ml)');
    expect(waterAmounts(s.kitchen()).sort()).toEqual(['125 ml', '7/8 l']);
  });

  it('after it, the reference takes more than is left; the corrected semantics fails it', () => {
    const lines = ['(get-kitchen ?ks-0)', WATER(600, 1), WATER(600, 2)];
    const reference = openSession();
    reference.execute(lines.slice(0, 2).join('\n'));
    expect(reference.check(lines[2]).admissible).toBe(true);
    expect(reference.execute(lines[2]).newTimeline[0].failed).toBe(false);

    const corrected = openSession({ semantics: 'corrected' });
    corrected.execute(lines.slice(0, 2).join('\n'));
    expect(corrected.check(lines[2]).failed).toEqual([
      expect.objectContaining({ code: 'F_BEYOND_STOCK', message: 'the kitchen stocks 400 ml of water, less than the 600 ml asked for' }),
    ]);
    expect(corrected.execute(lines[2]).newTimeline[0].failed).toBe(true);
  });
});
