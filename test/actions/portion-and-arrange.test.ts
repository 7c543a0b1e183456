// portion-and-arrange (spec: primitives-b §2.8).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amountUnit, amountValue, type Entity } from '../../src/kitchen/entity.ts';
import { formatNum } from '../../src/numbers/num.ts';
import { amountOf, contentClasses, DOUGH_130G, entity, GOLD_DIR, itemsOf, place, run, timeOf, valueOf } from '../support/simulate.ts';

describe('portion-and-arrange', () => {
  it('case 1: portions on the counter-top, returned as a list, newest (the rest) first', () => {
    const r = run(`${DOUGH_130G}(portion-and-arrange ?portions ?k5 ?k4 ?dough 25 g ?pattern ?ct)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?portions')).toBe('190');
    expect(timeOf(r, '?k5')).toBe('190');
    expect(entity(valueOf(r, '?k5')).s['kitchen-time']).toBe(190);
    const portions = itemsOf(valueOf(r, '?portions'));
    // ⌈130 / 25⌉ = 6: five of 25 g and the 5 g left, which was made last
    expect(portions.map(amountOf)).toEqual(['5 g', '25 g', '25 g', '25 g', '25 g', '25 g']);
    const dough = entity(valueOf(r, '?dough')).contents[0];
    expect(portions.every((p) => p.cls.name === 'homogeneous-mixture' && p.pid === dough.pid)).toBe(true);
    // full portions share one amount object
    expect(new Set(portions.slice(1).map((p) => p.s.amount)).size).toBe(1);
    // the very same objects lie in front of the counter-top, which gets the pattern
    const top = place(valueOf(r, '?k5'), 'counter-top');
    portions.forEach((p, i) => expect(top.contents[i]).toBe(p));
    expect(top.contents.length).toBe(portions.length + 3);
    expect(top.s.arrangement).toBe(valueOf(r, '?pattern'));
    expect(entity(valueOf(r, '?pattern')).cls.name).toBe('evenly-spread');
    expect(timeOf(r, '?pattern')).toBeNull();
    // the dough's bowl is emptied
    const bowl = top.contents.find((c) => c.pid === entity(valueOf(r, '?dough')).pid)!;
    expect(bowl.contents).toEqual([]);
    // the destination output is the counter-top of the input kitchen state, without time
    const ct = entity(valueOf(r, '?ct'));
    expect(ct).toBe(place(valueOf(r, '?k4'), 'counter-top'));
    expect(ct.contents.length).toBe(3);
    expect(timeOf(r, '?ct')).toBeNull();
  });

  it('gives an exact multiple one portion per size, the last through the remainder path', () => {
    const r = run(`${DOUGH_130G}(portion-and-arrange ?portions ?k5 ?k4 ?dough 26 g ?pattern ?ct)`);
    const portions = itemsOf(valueOf(r, '?portions'));
    expect(portions.map(amountOf)).toEqual(Array(5).fill('26 g'));
    // the newest is the remainder: its own amount, not the shared one
    expect(portions[0].s.amount).not.toBe(portions[1].s.amount);
    expect(portions[1].s.amount).toBe(portions[4].s.amount);
  });

  it('converts a size in another unit to grams of this very dough', () => {
    // a dough of white sugar only: 1 tablespoon = 3 teaspoon × 4.2 g = 12.599999 g (single-float product, as Lisp's (* 3 4.2))
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?sugar ?k1 ?k ?t1 white-sugar 100 g)
(mix ?dough ?k2 ?k1 ?sugar ?tool)
(portion-and-arrange ?portions ?k3 ?k2 ?dough 1 tablespoon ?pattern ?ct)`);
    const portions = itemsOf(valueOf(r, '?portions'));
    expect(portions.length).toBe(8);
    expect(portions.slice(1).map(amountOf)).toEqual(Array(7).fill('12.599999 g'));
    // what is left (100 − 7 × 12.6) is a single-float too, labelled g
    expect(amountUnit(portions[0].s.amount as Entity).cls.name).toBe('g');
    const rest = amountValue(portions[0].s.amount as Entity);
    expect(formatNum(rest)).toMatch(/\./);
    expect(Number(formatNum(rest))).toBeCloseTo(11.8, 4);
  });

  it('case 2: the bound pattern arranges the counter-top', () => {
    const r = run(`${DOUGH_130G}(portion-and-arrange ?portions ?k5 ?k4 ?dough 50 g 5-cm-apart ?ct)`);
    expect(itemsOf(valueOf(r, '?portions')).map(amountOf)).toEqual(['30 g', '50 g', '50 g']);
    expect(timeOf(r, '?portions')).toBe('190');
    expect(entity(place(valueOf(r, '?k5'), 'counter-top').s.arrangement).cls.name).toBe('5-cm-apart');
    expect(entity(valueOf(r, '?ct'))).toBe(place(valueOf(r, '?k4'), 'counter-top'));
  });

  it('case 2 fails when the dough bowl is not on the counter-top', () => {
    // ?k is the kitchen before the butter was fetched: there the bowl is still in the cabinet
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(portion-and-arrange ?portions ?k2 ?k ?butter 25 g 5-cm-apart ?ct)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?portions')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?portions')).toBe('110');
    expect(entity(valueOf(r, '?ct')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?ct')).toBeNull();
  });

  it('case 1 fails on a failed input, still binding the default pattern', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?failed ?k1 ?k plastic-wrap 2)
(portion-and-arrange ?portions ?k2 ?k1 ?failed 25 g ?pattern ?ct)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?portions')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?portions')).toBe('140');
    expect(entity(valueOf(r, '?ct')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?ct')).toBeNull();
    expect(entity(valueOf(r, '?pattern')).cls.name).toBe('evenly-spread');
  });

  it('case 1 stops the run for a bowl that is missing without having failed, or empty', () => {
    const missing = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(portion-and-arrange ?portions ?k2 ?k ?butter 25 g ?pattern ?ct)`);
    expect(missing.status).toBe('error');
    const empty = run(`(get-kitchen ?k)
(fetch ?bowl ?k1 ?k medium-bowl 1)
(portion-and-arrange ?portions ?k2 ?k1 ?bowl 25 g ?pattern ?ct)`);
    expect(empty.status).toBe('error');
  });

  it('case 3: portions go into the given destination, which is the result', () => {
    const r = run(`${DOUGH_130G}(fetch ?tray ?k5 ?k4 baking-tray 1)
(portion-and-arrange ?on-tray ?k6 ?k5 ?dough 25 g ?pattern ?tray)`);
    expect(timeOf(r, '?on-tray')).toBe('220');
    const tray = entity(valueOf(r, '?on-tray'));
    expect(tray.cls.name).toBe('baking-tray');
    expect(tray.contents.map(amountOf)).toEqual(['5 g', '25 g', '25 g', '25 g', '25 g', '25 g']);
    expect(entity(tray.s.arrangement).cls.name).toBe('evenly-spread');
    expect(tray.s.arrangement).toBe(valueOf(r, '?pattern'));
    expect(timeOf(r, '?pattern')).toBeNull();
    // the destination is not moved and the counter-top gets no portions
    const top = place(valueOf(r, '?k6'), 'counter-top');
    expect(top.contents[0]).toBe(tray);
    expect(contentClasses(top)).not.toContain('homogeneous-mixture');
  });

  it('case 4: destination and bound pattern; a failed dough gives a failed-object', () => {
    const ok = run(`${DOUGH_130G}(fetch ?tray ?k5 ?k4 baking-tray 1)
(portion-and-arrange ?on-tray ?k6 ?k5 ?dough 65 g 5-cm-apart ?tray)`);
    const tray = entity(valueOf(ok, '?on-tray'));
    expect(tray.contents.map(amountOf)).toEqual(['65 g', '65 g']);
    expect(entity(tray.s.arrangement).cls.name).toBe('5-cm-apart');
    const failed = run(`(get-kitchen ?k)
(fetch ?failed ?k1 ?k plastic-wrap 2)
(fetch ?tray ?k2 ?k1 baking-tray 1)
(portion-and-arrange ?on-tray ?k3 ?k2 ?failed 25 g 5-cm-apart ?tray)`);
    expect(entity(valueOf(failed, '?on-tray')).cls.name).toBe('failed-object');
    expect(timeOf(failed, '?on-tray')).toBe('170');
  });

  it('case 5: one equal portion per muffin tin, the size returned without time', () => {
    const r = run(`${DOUGH_130G}(fetch ?tins ?k5 ?k4 muffin-tins-12 1)
(portion-and-arrange ?filled ?k6 ?k5 ?dough ?size ?size-unit ?pattern ?tins)`);
    expect(timeOf(r, '?filled')).toBe('220');
    const tins = entity(valueOf(r, '?filled'));
    expect(tins.cls.name).toBe('muffin-tins-12');
    // 130 / 12 stays exact
    expect(tins.contents.map(amountOf)).toEqual(Array(12).fill('65/6 g'));
    expect(new Set(tins.contents.map((c) => c.s.amount)).size).toBe(1);
    expect(formatNum(entity(valueOf(r, '?size')).s.value as number)).toBe('65/6');
    expect(entity(valueOf(r, '?size-unit')).cls.name).toBe('g');
    expect(timeOf(r, '?size')).toBeNull();
    expect(entity(valueOf(r, '?pattern')).cls.name).toBe('evenly-spread');
    expect(tins.s.arrangement).toBe(valueOf(r, '?pattern'));
  });

  it('case 5 fails when the destination is no muffin tin', () => {
    const r = run(`${DOUGH_130G}(fetch ?tray ?k5 ?k4 baking-tray 1)
(portion-and-arrange ?filled ?k6 ?k5 ?dough ?size ?size-unit ?pattern ?tray)`);
    expect(entity(valueOf(r, '?filled')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?filled')).toBe('220');
    expect(entity(valueOf(r, '?size')).cls.name).toBe('failed-object');
    expect(entity(valueOf(r, '?size-unit')).cls.name).toBe('failed-object');
    expect(entity(valueOf(r, '?pattern')).cls.name).toBe('evenly-spread');
  });
});

describe.skipIf(!GOLD_DIR)('portion-and-arrange on gold networks (reference outputs)', () => {
  const gold = (name: string) => run(readFileSync(join(GOLD_DIR!, `${name}.solution`), 'utf8'));
  const portionsOf = (r: ReturnType<typeof run>) => {
    const v = entity(valueOf(r, '?portioned-dough'));
    return (v.s.items as Entity[] | null) ?? v.contents;
  };

  it('almond-crescent-cookies: 32 × 25 g and 18 g, remainder first', () => {
    const p = portionsOf(gold('almond-crescent-cookies'));
    expect(p.length).toBe(33);
    expect(amountOf(p[0])).toBe('18 g');
    expect(p.slice(1).every((x) => amountOf(x) === '25 g')).toBe(true);
  });

  it('easy-oatmeal-cookies: 1 tablespoon of that dough is 13.396971 g, giving 43 portions, the last 5.127142 g', () => {
    const p = portionsOf(gold('easy-oatmeal-cookies'));
    expect(p.length).toBe(43);
    expect(amountOf(p[0])).toBe('5.127142 g');
    expect(amountOf(p[1])).toBe('13.396971 g');
  });

  it('chocolate-cream-cheese-cupcakes: 12 portions of 67.24167 g in the muffin tins', () => {
    const p = portionsOf(gold('chocolate-cream-cheese-cupcakes'));
    expect(p.map(amountOf)).toEqual(Array(12).fill('67.24167 g'));
  });
});
