// dip (spec: primitives-a §2.8): each portion gets an equal gram share of the dip's first item.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { amountOf, DOUGH_130G, entity, GOLD_DIR, itemsOf, place, run, simulator, timeOf, valueOf } from '../support/simulate.ts';

describe('dip', () => {
  it('container mode: 60 g of dip over 3 portions on a tray gives 20 g each, 50 + max(kt, avail)', () => {
    const r = run(`${DOUGH_130G}(fetch ?tray ?k5 ?k4 baking-tray 1)
(portion-and-arrange ?on-tray ?k6 ?k5 ?dough 45 g ?pattern ?tray)
(fetch-and-proportion ?powder ?k7 ?k6 ?t3 powdered-white-sugar 60 g)
(dip ?dipped ?k8 ?k7 ?on-tray ?powder)`);
    expect(r.status).toBe('ok');
    // tray at 220, kitchen at 250: the dip container's time does not count
    expect(timeOf(r, '?dipped')).toBe('300');
    expect(timeOf(r, '?k8')).toBe('300');
    expect(entity(valueOf(r, '?k8')).s['kitchen-time']).toBe(300);
    const tray = entity(valueOf(r, '?dipped'));
    expect(tray.pid).toBe(entity(valueOf(r, '?on-tray')).pid);
    expect(tray.contents).toHaveLength(3);
    const dips = tray.contents.map((p) => entity(p.s['dipped-in']));
    expect(dips.map((d) => d.cls.name)).toEqual(Array(3).fill('powdered-white-sugar'));
    expect(dips.map(amountOf)).toEqual(['20 g', '20 g', '20 g']);
    // fresh copies of the dip's item (same persistent id), one shared amount
    expect(dips[0]).not.toBe(dips[1]);
    expect(dips[0].s.amount).toBe(dips[2].s.amount);
    expect(dips[0].pid).toBe(entity(valueOf(r, '?powder')).contents[0].pid);
    const powderBowl = place(valueOf(r, '?k8'), 'counter-top').contents.find((c) => c.pid === entity(valueOf(r, '?powder')).pid)!;
    expect(powderBowl.contents).toEqual([]);
  });

  it("list mode: the input list's own portions, reversed, dipped in place", () => {
    const r = run(`${DOUGH_130G}(portion-and-arrange ?portions ?k5 ?k4 ?dough 45 g ?pattern ?ct)
(fetch-and-proportion ?powder ?k6 ?k5 ?t3 powdered-white-sugar 60 g)
(dip ?dipped ?k7 ?k6 ?portions ?powder)`);
    expect(r.status).toBe('ok');
    // portions at 190, kitchen at 220
    expect(timeOf(r, '?dipped')).toBe('270');
    const dipped = itemsOf(valueOf(r, '?dipped'));
    const portions = itemsOf(valueOf(r, '?portions'));
    expect(dipped).toHaveLength(3);
    dipped.forEach((p, i) => expect(p).toBe(portions[2 - i]));
    expect(dipped.map((p) => amountOf(entity(p.s['dipped-in'])))).toEqual(['20 g', '20 g', '20 g']);
    // the portions lying on the new kitchen state's counter-top are not dipped
    const onTop = place(valueOf(r, '?k7'), 'counter-top').contents.filter((c) => c.cls.name === 'homogeneous-mixture');
    expect(onTop).toHaveLength(3);
    expect(onTop.every((p) => p.s['dipped-in'] === null)).toBe(true);
  });

  it('a failed dip container gives a failed object', () => {
    const r = run(`${DOUGH_130G}(fetch ?nothing ?k5 ?k4 plastic-wrap 2)
(dip ?dipped ?k6 ?k5 ?dough ?nothing)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?dipped')).cls.name).toBe('failed-object');
    // 50 + max(kt 170, dough 110)
    expect(timeOf(r, '?dipped')).toBe('220');
    expect(entity(valueOf(r, '?k6')).s['kitchen-time']).toBe(220);
  });

  it('errors: no portion at all (division by zero), a portion that cannot be dipped', () => {
    const empty = run(`(get-kitchen ?k)
(fetch ?bowl ?k1 ?k large-bowl 1)
(fetch-and-proportion ?powder ?k2 ?k1 ?t1 powdered-white-sugar 60 g)
(dip ?dipped ?k3 ?k2 ?bowl ?powder)`);
    expect(empty.status).toBe('error');
    expect(empty.execution!.error!.reason).toBe('division-by-zero');
    const sugar = run(`(get-kitchen ?k)
(fetch-and-proportion ?sugar ?k1 ?k ?t1 white-sugar 50 g)
(fetch-and-proportion ?powder ?k2 ?k1 ?t2 powdered-white-sugar 60 g)
(dip ?dipped ?k3 ?k2 ?sugar ?powder)`);
    expect(sugar.status).toBe('error');
    expect(sugar.execution!.error!.reason).toMatch(/^no-applicable-method/);
  });

  it('an object that is neither a list nor a container binds nothing', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?whisk ?k1 ?k whisk 1)
(fetch-and-proportion ?powder ?k2 ?k1 ?t1 powdered-white-sugar 60 g)
(dip ?dipped ?k3 ?k2 ?whisk ?powder)`);
    expect(r.status).toBe('unexecutable');
  });
});

describe.skipIf(!GOLD_DIR)('dip on gold networks', () => {
  const gold = (name: string) => {
    const f = parseSolutionText(readFileSync(join(GOLD_DIR!, `${name}.solution`), 'utf8'), name);
    return simulator().run(f.recipes[0], name);
  };
  it('mexican-wedding-cookies (container mode): kt 1305, sheet 1875 → 1925', () => {
    const r = gold('mexican-wedding-cookies');
    expect(timeOf(r, '?baked-balls')).toBe('1875');
    expect(timeOf(r, '?mexican-wedding-cookies')).toBe('1925');
    expect(timeOf(r, '?ks-with-mexican-wedding-cookies')).toBe('1925');
  });
  it('whole-wheat-ginger-snaps (list mode): kt 1170, list 1170 → 1220', () => {
    const r = gold('whole-wheat-ginger-snaps');
    expect(timeOf(r, '?dipped-bakeables')).toBe('1220');
    expect(timeOf(r, '?kitchen-state-with-dipped-bakeables')).toBe('1220');
  });
});
