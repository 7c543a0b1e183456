// spread (spec: primitives-b §2.16): 120 s with a given tool, 20 s with the default spatula.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amountUnit, type Entity } from '../../src/kitchen/entity.ts';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { amountOf, BENCHMARK, entity, place, run, simulator, timeOf, valueOf } from '../support/simulate.ts';

// a bowl holding two mixtures (butter, sugar) at 140, then 25 g of butter to spread at 170
const TWO_MIXTURES = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(mix ?m1 ?k2 ?k1 ?butter ?w1)
(fetch-and-proportion ?sugar ?k3 ?k2 ?t2 white-sugar 50 g)
(mix ?m2 ?k4 ?k3 ?sugar ?w2)
(transfer-contents ?both ?rest ?k5 ?k4 ?m2 ?m1 ?q ?u)
(fetch-and-proportion ?icing ?k6 ?k5 ?t3 butter 25 g)
`;

describe('spread', () => {
  it('case 1 (tool given): every item gets a copy of the spread, its amount shared out as a float', () => {
    const r = run(`${TWO_MIXTURES}(fetch ?spoon ?k7 ?k6 table-spoon 1)
(spread ?iced ?k8 ?k7 ?both ?icing ?spoon)`);
    expect(r.status).toBe('ok');
    // 120 + max(kt 200, object 140)
    expect(timeOf(r, '?iced')).toBe('320');
    expect(timeOf(r, '?k8')).toBe('320');
    expect(entity(valueOf(r, '?k8')).s['kitchen-time']).toBe(320);
    const bowl = entity(valueOf(r, '?iced'));
    expect(bowl.pid).toBe(entity(valueOf(r, '?both')).pid);
    expect(bowl.contents).toHaveLength(2);
    const spreads = bowl.contents.map((c) => entity(c.s['spread-with']));
    expect(spreads[0]).not.toBe(spreads[1]);
    for (const s of spreads) {
      expect(s.cls.name).toBe('butter');
      // float(25 / 2): a single-float, in a new unit object of the spread's unit class
      expect(amountOf(s)).toBe('12.5 g');
      expect(s.s.spread).toBe(true);
    }
    const given = entity(valueOf(r, '?icing')).contents[0];
    expect(amountUnit(spreads[0].s.amount as Entity)).not.toBe(amountUnit(given.s.amount as Entity));
    const top = place(valueOf(r, '?k8'), 'counter-top');
    const spoon = top.contents.find((c) => c.cls.name === 'table-spoon')!;
    expect(spoon.s.used).toBe(true);
    const icingBowl = top.contents.find((c) => c.pid === entity(valueOf(r, '?icing')).pid)!;
    expect(icingBowl.contents).toEqual([]);
  });

  it('case 2 (default spatula): the same effect in 20 s; the spatula is bound at that time', () => {
    const r = run(`${TWO_MIXTURES}(spread ?iced ?k7 ?k6 ?both ?icing ?tool)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?iced')).toBe('190');
    expect(timeOf(r, '?tool')).toBe('190');
    const tool = entity(valueOf(r, '?tool'));
    expect(tool.cls.name).toBe('spatula');
    expect(tool.s.used).toBe(true);
    expect(entity(valueOf(r, '?iced')).contents.map((c) => amountOf(entity(c.s['spread-with'])))).toEqual(['12.5 g', '12.5 g']);
  });

  it("case 2 into an empty container: it takes the spread binding's own contents", () => {
    const r = run(`(get-kitchen ?k)
(fetch ?pan ?k1 ?k pan 1)
(fetch-and-proportion ?batter ?k2 ?k1 ?bowl butter 100 g)
(spread ?filled ?k3 ?k2 ?pan ?batter ?scraper)`);
    expect(r.status).toBe('ok');
    // 20 + max(kt 60, pan 30)
    expect(timeOf(r, '?filled')).toBe('80');
    expect(timeOf(r, '?scraper')).toBe('80');
    const pan = entity(valueOf(r, '?filled'));
    expect(pan.contents).toHaveLength(1);
    // the very object of the ?batter binding (an earlier state), not a copy
    expect(pan.contents[0]).toBe(entity(valueOf(r, '?batter')).contents[0]);
    expect(pan.contents[0].s.spread).toBeNull();
    const bowl = place(valueOf(r, '?k3'), 'counter-top').contents.find((c) => c.cls.name === 'medium-bowl')!;
    expect(bowl.contents).toEqual([]);
  });

  it('a failed spread container fails; the default tool output fails too', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?pan ?k1 ?k pan 1)
(fetch-and-proportion ?nothing ?k2 ?k1 ?bowl linguine 100 g)
(spread ?filled ?k3 ?k2 ?pan ?nothing ?scraper)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?filled')).cls.name).toBe('failed-object');
    expect(entity(valueOf(r, '?scraper')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?filled')).toBe('80');
    expect(timeOf(r, '?scraper')).toBe('80');
    expect(entity(valueOf(r, '?k3')).s['kitchen-time']).toBe(80);
  });

  it('contents that none can be spread upon divide by zero: an error', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?sugar ?k1 ?k ?t1 white-sugar 50 g)
(fetch-and-proportion ?icing ?k2 ?k1 ?t2 butter 25 g)
(spread ?iced ?k3 ?k2 ?sugar ?icing ?tool)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('division-by-zero');
  });

  it.skipIf(!BENCHMARK || !existsSync(join(BENCHMARK ?? '', 'variants')))('afghan-biscuits with the table spoon unlinked spreads with the spatula: 100 s sooner', () => {
    const file = join(BENCHMARK!, 'variants/afghan-biscuits--break-link-1.solution');
    const f = parseSolutionText(readFileSync(file, 'utf8'), file);
    const r = simulator().run(f.recipes[0], file);
    expect(r.executionTime).toBe(2635);
  });
});
