// More of an ingredient than the kitchen stocks: check refuses it (F_BEYOND_STOCK, advisory: the
// reference runs it, the stock going below zero; the corrected semantics fails it), and a listed
// quantity ranges up to the stock where the stock can be known.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

const BUTTER = (n: number, ks = '?kitchen', out = '?ks-1') => `(fetch-and-proportion ?b${out.slice(3)} ${out} ${ks} ?bowl${out.slice(3)} butter ${n} g)`;
const maxOf = (entries: { line: string; parameters: { max: number | string }[] }[], match: RegExp) => entries.find((e) => match.test(e.line))?.parameters[0].max;

describe('stock_covers: no more than the kitchen stocks', () => {
  it('check refuses 5000 g of the 500 g of butter, with a reason, and takes 500 g', () => {
    const s = openSession();
    const over = s.check(BUTTER(5000));
    expect(over.admissible).toBe(false);
    expect(over.failed).toEqual([
      expect.objectContaining({ code: 'F_BEYOND_STOCK', condition: 'stock_covers(ingredient_concept, quantity, unit)', variable: 'butter', advisory: true, message: expect.stringContaining('500 g of butter, less than the 5000 g') }),
    ]);
    expect(s.check(BUTTER(500)).admissible).toBe(true);
  });

  it('the reference runs it anyway (every figure stays), the corrected semantics fails it', () => {
    const reference = openSession().execute(BUTTER(5000));
    expect(reference.status).toBe('ok');
    expect(reference.newTimeline[0].failed).toBe(false);
    const corrected = openSession({ semantics: 'corrected' });
    const step = corrected.execute(BUTTER(5000));
    expect(step.newTimeline[0].failed).toBe(true);
    expect(corrected.check(BUTTER(5000)).failed[0]).not.toHaveProperty('advisory');
  });

  it('a listed quantity ranges up to the stock, in the unit of the line, as the stock shrinks', () => {
    const s = openSession();
    const fetches = () => s.admissible({ action: 'fetch-and-proportion' });
    expect(maxOf(fetches(), / \?kitchen .* butter 100 g\)$/)).toBe(500);
    // 50 g of fresh oregano: the example itself stays within it
    const oregano = fetches().find((e) => / \?kitchen .* fresh-oregano \S+ g\)$/.test(e.line))!;
    expect(oregano.parameters[0]).toMatchObject({ example: 50, max: 50 });
    s.execute(BUTTER(230, '?kitchen', '?ks-1'));
    expect(maxOf(fetches(), / \?ks-1 .* butter 100 g\)$/)).toBe(270);
    expect(s.check(BUTTER(300, '?ks-1', '?ks-2')).failed[0]?.code).toBe('F_BEYOND_STOCK');
    expect(s.check(BUTTER(270, '?ks-1', '?ks-2')).admissible).toBe(true);
  });

  it('a stock the reference booked in grams from another unit is unknown: nothing is refused', () => {
    const s = openSession();
    // 0.5 l of oil less 230 g: the reference books -229.5 g
    s.execute('(fetch-and-proportion ?oil ?ks-1 ?kitchen ?bowl-1 extra-virgin-olive-oil 230 g)');
    expect(s.check('(fetch-and-proportion ?more ?ks-2 ?ks-1 ?bowl-2 extra-virgin-olive-oil 100 g)').admissible).toBe(true);
    const entry = s.admissible({ action: 'fetch-and-proportion' }).find((e) => / \?ks-1 .* extra-virgin-olive-oil 100 g\)$/.test(e.line));
    expect(entry?.parameters[0].max).toBe(5000);
  });
});
