// flour (spec: primitives-a §2.13): 10 g of all-purpose flour from the stock, or a given bowl's content.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { amountOf, contentClasses, entity, GOLD_DIR, place, run, simulator, timeOf, valueOf } from '../support/simulate.ts';

// a pan on the counter-top at 30
const PAN = `(get-kitchen ?k)
(fetch ?pan ?ks1 ?k pan 1)
`;

describe('flour', () => {
  it('case 1: 10 g of all-purpose flour from the pantry stock, 60 + max(kt, avail)', () => {
    const r = run(`${PAN}(flour ?floured ?ks2 ?ks1 ?pan ?flour)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?floured')).toBe('90');
    expect(timeOf(r, '?ks2')).toBe('90');
    expect(timeOf(r, '?flour')).toBeNull();
    const ks = valueOf(r, '?ks2');
    expect(entity(ks).s['kitchen-time']).toBe(90);
    const pan = entity(valueOf(r, '?floured'));
    expect(pan.s.used).toBe(true);
    const dust = entity(pan.s['sprinkled-with']);
    expect(dust.cls.name).toBe('all-purpose-flour');
    expect(amountOf(dust)).toBe('10 g');
    const portion = entity(valueOf(r, '?flour'));
    const stock = place(ks, 'pantry').contents[0];
    expect(portion.pid).toBe(stock.pid);
    expect(portion.contents[0]).toBe(dust);
    // 1000 g stock, moved to the front of the pantry
    expect(contentClasses(stock)).toEqual(['all-purpose-flour']);
    expect(amountOf(stock.contents[0])).toBe('990 g');
  });

  it('case 1: a failed container fails, the ingredient too (no time); the stock is untouched', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(flour ?floured ?ks2 ?ks1 ?nothing ?flour)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?floured')).cls.name).toBe('failed-object');
    expect(entity(valueOf(r, '?flour')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?floured')).toBe('90');
    expect(timeOf(r, '?flour')).toBeNull();
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(90);
    const stock = place(valueOf(r, '?ks2'), 'pantry').contents.find((b) => b.contents[0]?.cls.name === 'all-purpose-flour')!;
    expect(amountOf(stock.contents[0])).toBe('1000 g');
  });

  it("case 2: the given bowl's whole content goes on the container; the bowl is emptied", () => {
    const r = run(`${PAN}(fetch-and-proportion ?dust ?ks2 ?ks1 ?bowl all-purpose-flour 20 g)
(flour ?floured ?ks3 ?ks2 ?pan ?dust)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?floured')).toBe('120');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(120);
    const pan = entity(valueOf(r, '?floured'));
    expect(amountOf(entity(pan.s['sprinkled-with']))).toBe('20 g');
    expect(pan.s.used).toBe(true);
    const bowl = place(valueOf(r, '?ks3'), 'counter-top').contents.find((c) => c.cls.name === 'medium-bowl')!;
    expect(bowl.contents).toEqual([]);
  });

  it('case 2: an empty flour bowl fails (the clock still moves)', () => {
    const r = run(`${PAN}(fetch ?empty ?ks2 ?ks1 medium-bowl 1)
(flour ?floured ?ks3 ?ks2 ?pan ?empty)`);
    expect(entity(valueOf(r, '?floured')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?floured')).toBe('120');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(120);
    expect(entity(place(valueOf(r, '?ks3'), 'counter-top').contents.find((c) => c.cls.name === 'pan')!).s['sprinkled-with']).toBeNull();
  });

  it('a container that cannot be sprinkled on is an error', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?tray ?ks1 ?k baking-tray 1)
(flour ?floured ?ks2 ?ks1 ?tray ?flour)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toMatch(/^no-applicable-method/);
  });

  it.skipIf(!GOLD_DIR)('gold: best-brownies flours the greased pan at kt 465 → 525', () => {
    const f = parseSolutionText(readFileSync(join(GOLD_DIR!, 'best-brownies.solution'), 'utf8'), 'best-brownies');
    const r = simulator().run(f.recipes[0], 'best-brownies');
    expect(timeOf(r, '?floured-pan')).toBe('525');
    const pan = entity(valueOf(r, '?floured-pan'));
    expect(amountOf(entity(pan.s['sprinkled-with']))).toBe('10 g');
    expect(entity(pan.s['brushed-with']).cls.name).toBe('butter');
  });
});
