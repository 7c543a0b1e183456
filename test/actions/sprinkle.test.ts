// sprinkle (spec: primitives-b §2.17): equal gram shares of the first topping item.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { evaluateRecipe } from '../../src/evaluator/evaluate.ts';
import { GoldStandards } from '../../src/evaluator/gold-standards.ts';
import { amountOf, BENCHMARK, entity, GOLD_DIR, itemsOf, place, run, simulator, timeOf, valueOf } from '../support/simulate.ts';

// a bowl holding two mixtures (butter, sugar) at 140 (kitchen at 140)
const TWO_MIXTURES = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(mix ?m1 ?k2 ?k1 ?butter ?w1)
(fetch-and-proportion ?sugar ?k3 ?k2 ?t2 white-sugar 50 g)
(mix ?m2 ?k4 ?k3 ?sugar ?w2)
(transfer-contents ?both ?rest ?k5 ?k4 ?m2 ?m1 ?q ?u)
`;

describe('sprinkle', () => {
  it('a container: each item gets a copy of the topping with one shared amount, 50 + max(kt, avail)', () => {
    const r = run(`${TWO_MIXTURES}(fetch-and-proportion ?topping ?k6 ?k5 ?t3 white-sugar 5 g)
(sprinkle ?sprinkled ?k7 ?k6 ?both ?topping)`);
    expect(r.status).toBe('ok');
    // 50 + max(kt 170, bowl 140); the topping's own time does not count
    expect(timeOf(r, '?sprinkled')).toBe('220');
    expect(timeOf(r, '?k7')).toBe('220');
    expect(entity(valueOf(r, '?k7')).s['kitchen-time']).toBe(220);
    const bowl = entity(valueOf(r, '?sprinkled'));
    expect(bowl.pid).toBe(entity(valueOf(r, '?both')).pid);
    const toppings = bowl.contents.map((c) => entity(c.s['sprinkled-with']));
    expect(toppings).toHaveLength(2);
    expect(toppings[0]).not.toBe(toppings[1]);
    expect(toppings.map((t) => t.cls.name)).toEqual(['white-sugar', 'white-sugar']);
    // 5 g over 2 items, exact
    expect(toppings.map(amountOf)).toEqual(['5/2 g', '5/2 g']);
    expect(toppings[0].s.amount).toBe(toppings[1].s.amount);
    // the topping keeps the stock's persistent id; its bowl is emptied
    const stockSugar = entity(valueOf(r, '?topping')).contents[0];
    expect(toppings[0].pid).toBe(stockSugar.pid);
    const toppingBowl = place(valueOf(r, '?k7'), 'counter-top').contents.find((c) => c.pid === entity(valueOf(r, '?topping')).pid)!;
    expect(toppingBowl.contents).toEqual([]);
  });

  it('a list: its own items, reversed, each with a share; a second sprinkle replaces the first', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?plates ?k1 ?k medium-plate 2)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t1 white-sugar 10 g)
(sprinkle ?sugared ?k3 ?k2 ?plates ?sugar)
(fetch-and-proportion ?cocoa ?k4 ?k3 ?t2 cocoa-powder 4 g)
(sprinkle ?cocoaed ?k5 ?k4 ?sugared ?cocoa)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?sugared')).toBe('140');
    expect(timeOf(r, '?cocoaed')).toBe('220');
    const fetched = itemsOf(valueOf(r, '?plates'));
    const sugared = itemsOf(valueOf(r, '?sugared'));
    const cocoaed = itemsOf(valueOf(r, '?cocoaed'));
    expect(sugared[0]).toBe(fetched[1]);
    expect(sugared[1]).toBe(fetched[0]);
    expect(cocoaed[0]).toBe(fetched[0]);
    // the items are the input's own objects: the earlier output shows the later sprinkle too
    for (const plate of [...sugared, ...cocoaed]) {
      const t = entity(plate.s['sprinkled-with']);
      expect(t.cls.name).toBe('cocoa-powder');
      expect(amountOf(t)).toBe('2 g');
    }
    // the kitchen's own plates are not sprinkled
    const top = place(valueOf(r, '?k5'), 'counter-top');
    expect(top.contents.filter((c) => c.cls.name === 'medium-plate').map((p) => p.s['sprinkled-with'])).toEqual([null, null]);
  });

  it('an object not on the counter-top (a failed one) gives a failed object', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?sugar ?k1 ?k ?t1 white-sugar 10 g)
(fetch ?nothing ?k2 ?k1 plastic-wrap 2)
(sprinkle ?sprinkled ?k3 ?k2 ?nothing ?sugar)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?sprinkled')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?sprinkled')).toBe('140');
    expect(entity(valueOf(r, '?k3')).s['kitchen-time']).toBe(140);
    const sugarBowl = place(valueOf(r, '?k3'), 'counter-top').contents.find((c) => c.pid === entity(valueOf(r, '?sugar')).pid)!;
    expect(sugarBowl.contents).toHaveLength(1);
  });

  it('an object that is neither a container nor a list binds nothing', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?whisk ?k1 ?k whisk 1)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t1 white-sugar 10 g)
(sprinkle ?sprinkled ?k3 ?k2 ?whisk ?sugar)`);
    expect(r.status).toBe('unexecutable');
  });

  it('an empty container divides by zero: an error', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?bowl ?k1 ?k large-bowl 1)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t1 white-sugar 10 g)
(sprinkle ?sprinkled ?k3 ?k2 ?bowl ?sugar)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('division-by-zero');
  });

  it.skipIf(!GOLD_DIR)('gold: classic-greek-salad ends with pepper on every plate', () => {
    const f = parseSolutionText(readFileSync(join(GOLD_DIR!, 'classic-greek-salad.solution'), 'utf8'), 'greek');
    const r = simulator().run(f.recipes[0], 'greek');
    expect(timeOf(r, '?greek-salad')).toBe('2020');
    const plates = itemsOf(valueOf(r, '?greek-salad'));
    expect(plates).toHaveLength(4);
    expect(plates.every((p) => entity(p.s['sprinkled-with']).cls.name === 'ground-black-pepper')).toBe(true);
  });

  it.skipIf(!BENCHMARK || !existsSync(join(BENCHMARK ?? '', 'variants')))(
    'reference figure: more salt in classic-greek-salad misses only the salt step (48/49), as the pepper overwrites the salted plates',
    () => {
      const file = join(BENCHMARK!, 'variants/classic-greek-salad--change-quantity-1.solution');
      const f = parseSolutionText(readFileSync(file, 'utf8'), file);
      const row = evaluateRecipe(simulator(), new GoldStandards(simulator(), BENCHMARK!), f.recipes[0], file, ['goal-condition-success']);
      expect(row.goalConditionSuccess).toEqual({ reached: 48, total: 49 });
    },
  );
});
