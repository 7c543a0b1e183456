// top-with (spec: primitives-b §2.18): a type test on the input, then equal shares (case 1) or
// fixed portions until the topping runs out (case 2).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amountUnit, amountValue, type Entity } from '../../src/kitchen/entity.ts';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { formatNum, toDouble } from '../../src/numbers/num.ts';
import { amountOf, entity, GOLD_DIR, itemsOf, place, run, simulator, timeOf, valueOf } from '../support/simulate.ts';

const onTop = (e: Entity) => (e.s['has-on-top'] ? amountOf(entity(e.s['has-on-top'])) : null);

// three plates (90), then 30 g of sugar (120)
const PLATES = `(get-kitchen ?k)
(fetch ?plates ?k1 ?k medium-plate 3)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t1 white-sugar 30 g)
`;

describe('top-with, case 1 (equal shares)', () => {
  it('a container: its items share the grams of the first topping item, 50 + max(kt, avail)', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t2 white-sugar 10 g)
(top-with ?topped ?k3 ?k2 ?butter ?sugar ?q ?u)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?topped')).toBe('110');
    expect(timeOf(r, '?k3')).toBe('110');
    expect(entity(valueOf(r, '?k3')).s['kitchen-time']).toBe(110);
    const bowl = entity(valueOf(r, '?topped'));
    const topping = entity(bowl.contents[0].s['has-on-top']);
    expect(topping.cls.name).toBe('white-sugar');
    expect(amountOf(topping)).toBe('10 g');
    // the share is bound (without a time) as a quantity and a unit
    expect(entity(valueOf(r, '?q')).s.value).toBe(10);
    expect(entity(valueOf(r, '?u')).cls.name).toBe('g');
    expect(timeOf(r, '?q')).toBeNull();
    expect(timeOf(r, '?u')).toBeNull();
    const sugarBowl = place(valueOf(r, '?k3'), 'counter-top').contents.find((c) => c.pid === entity(valueOf(r, '?sugar')).pid)!;
    expect(sugarBowl.contents).toEqual([]);
  });

  it("a list: the input's own items, reversed, one shared amount", () => {
    const r = run(`${PLATES}(top-with ?topped ?k3 ?k2 ?plates ?sugar ?q ?u)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?topped')).toBe('170');
    const plates = itemsOf(valueOf(r, '?topped'));
    const fetched = itemsOf(valueOf(r, '?plates'));
    plates.forEach((p, i) => expect(p).toBe(fetched[2 - i]));
    expect(plates.map(onTop)).toEqual(['10 g', '10 g', '10 g']);
    expect(entity(plates[0].s['has-on-top']).s.amount).toBe(entity(plates[1].s['has-on-top']).s.amount);
    expect(entity(valueOf(r, '?q')).s.value).toBe(10);
  });

  it('a container holding a mixture fails the type test: failed outputs, the clock stays', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(mix ?dough ?k2 ?k1 ?butter ?whisk)
(fetch-and-proportion ?sugar ?k3 ?k2 ?t2 white-sugar 10 g)
(top-with ?topped ?k4 ?k3 ?dough ?sugar ?q ?u)`);
    expect(r.status).toBe('ok');
    for (const v of ['?topped', '?q', '?u']) {
      expect(entity(valueOf(r, v)).cls.name).toBe('failed-object');
      expect(timeOf(r, v)).toBe('140');
    }
    expect(timeOf(r, '?k4')).toBe('140');
    expect(entity(valueOf(r, '?k4')).s['kitchen-time']).toBe(90);
  });

  it('a failed object passes the test as an empty list but is not found: nothing is bound', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?sugar ?k1 ?k ?t1 white-sugar 10 g)
(fetch ?nothing ?k2 ?k1 plastic-wrap 2)
(top-with ?topped ?k3 ?k2 ?nothing ?sugar ?q ?u)`);
    expect(r.status).toBe('unexecutable');
  });
});

describe('top-with, case 2 (a given amount per portion)', () => {
  it('portions of the given amount until the topping runs out; the rest get nothing', () => {
    const r = run(`${PLATES}(top-with ?topped ?k3 ?k2 ?plates ?sugar 20 g)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?topped')).toBe('170');
    expect(entity(valueOf(r, '?k3')).s['kitchen-time']).toBe(170);
    // 30 g: 20 g, then the 10 g left (a new amount), then nothing
    const plates = itemsOf(valueOf(r, '?topped'));
    expect(plates.map(onTop)).toEqual(['20 g', '10 g', null]);
    const sugarBowl = place(valueOf(r, '?k3'), 'counter-top').contents.find((c) => c.pid === entity(valueOf(r, '?sugar')).pid)!;
    expect(sugarBowl.contents).toEqual([]);
  });

  it('the topping left after the last portion is lost; full portions share one amount', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?plates ?k1 ?k medium-plate 2)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t1 white-sugar 50 g)
(top-with ?topped ?k3 ?k2 ?plates ?sugar 20 g)`);
    const plates = itemsOf(valueOf(r, '?topped'));
    expect(plates.map(onTop)).toEqual(['20 g', '20 g']);
    expect(entity(plates[0].s['has-on-top']).s.amount).toBe(entity(plates[1].s['has-on-top']).s.amount);
    const sugarBowl = place(valueOf(r, '?k3'), 'counter-top').contents.find((c) => c.pid === entity(valueOf(r, '?sugar')).pid)!;
    expect(sugarBowl.contents).toEqual([]);
  });

  it('an amount not in grams is converted for the topping class (white sugar: 4.2 g a teaspoon)', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?plates ?k1 ?k medium-plate 3)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t1 white-sugar 10 g)
(top-with ?topped ?k3 ?k2 ?plates ?sugar 1 teaspoon)`);
    const plates = itemsOf(valueOf(r, '?topped'));
    const grams = plates.map((p) => toDouble(amountValue(entity(p.s['has-on-top']).s.amount as Entity)));
    const f = Math.fround;
    expect(grams).toEqual([f(4.2), f(4.2), f(f(10 - f(4.2)) - f(4.2))]);
    expect(plates.map((p) => amountUnit(entity(p.s['has-on-top']).s.amount as Entity).cls.name)).toEqual(['g', 'g', 'g']);
  });

  it('a failed object passes the type test and, looked for as a container, fails (clock moves)', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?sugar ?k1 ?k ?t1 white-sugar 10 g)
(fetch ?nothing ?k2 ?k1 plastic-wrap 2)
(top-with ?topped ?k3 ?k2 ?nothing ?sugar 5 g)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?topped')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?topped')).toBe('140');
    expect(entity(valueOf(r, '?k3')).s['kitchen-time']).toBe(140);
  });
});

describe.skipIf(!GOLD_DIR)('top-with on gold networks', () => {
  const gold = (name: string) => {
    const f = parseSolutionText(readFileSync(join(GOLD_DIR!, `${name}.solution`), 'utf8'), name);
    return simulator().run(f.recipes[0], name);
  };
  it('classic-greek-salad: each of the 4 plates gets 217.89375 g of salad', () => {
    const r = gold('classic-greek-salad');
    const plates = itemsOf(valueOf(r, '?lettuce-topped-with-salad'));
    expect(plates.map(onTop)).toEqual(Array(4).fill('217.89375 g'));
    expect(formatNum(entity(valueOf(r, '?topping-quantity')).s.value as number)).toBe('217.89375');
  });
  it('chocolate-cream-cheese-cupcakes: the type test fails; binding at 1510, kitchen clock 1460', () => {
    const r = gold('chocolate-cream-cheese-cupcakes');
    expect(entity(valueOf(r, '?dough-topped-with-cheese')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?ks-with-topped-dough')).toBe('1510');
    expect(entity(valueOf(r, '?ks-with-topped-dough')).s['kitchen-time']).toBe(1460);
  });
});
