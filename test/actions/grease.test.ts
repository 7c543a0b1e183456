// grease (spec: primitives-a §2.16): 10 g of butter from the stock, or a given bowl's content.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { amountOf, contentClasses, entity, GOLD_DIR, place, run, simulator, timeOf, valueOf } from '../support/simulate.ts';

// a pan on the counter-top at 30
const PAN = `(get-kitchen ?k)
(fetch ?pan ?ks1 ?k pan 1)
`;

describe('grease, case 1 (default butter)', () => {
  it('brushes 10 g of butter from the fridge stock on the container, 60 + max(kt, avail)', () => {
    const r = run(`${PAN}(grease ?greased ?ks2 ?ks1 ?pan ?butter)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?greased')).toBe('90');
    expect(timeOf(r, '?ks2')).toBe('90');
    expect(timeOf(r, '?butter')).toBeNull();
    const ks = valueOf(r, '?ks2');
    expect(entity(ks).s['kitchen-time']).toBe(90);
    const pan = entity(valueOf(r, '?greased'));
    expect(pan.pid).toBe(entity(valueOf(r, '?pan')).pid);
    expect(pan.s.used).toBe(true);
    const brushed = entity(pan.s['brushed-with']);
    expect(brushed.cls.name).toBe('butter');
    expect(amountOf(brushed)).toBe('10 g');
    expect(brushed.s.spread).toBe(true);
    // the ingredient output: a detached copy of the stock bowl holding that butter
    const portion = entity(valueOf(r, '?butter'));
    const stock = place(ks, 'fridge').contents[0];
    expect(portion.pid).toBe(stock.pid);
    expect(portion.contents).toEqual([brushed]);
    expect(portion.contents[0]).toBe(brushed);
    // the stock (500 g) loses 10 g and its bowl ends up at the front of the fridge
    expect(contentClasses(stock)).toEqual(['butter']);
    expect(amountOf(stock.contents[0])).toBe('490 g');
    expect(stock.contents[0].s.spread).toBeNull();
    expect(contentClasses(place(ks, 'counter-top'))).toEqual(['pan']);
  });

  it('a failed container fails; the ingredient output fails too and has no time', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(grease ?greased ?ks2 ?ks1 ?nothing ?butter)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?greased')).cls.name).toBe('failed-object');
    expect(entity(valueOf(r, '?butter')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?greased')).toBe('90');
    expect(timeOf(r, '?butter')).toBeNull();
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(90);
    const stock = place(valueOf(r, '?ks2'), 'fridge').contents.find((b) => b.contents[0]?.cls.name === 'butter')!;
    expect(amountOf(stock.contents[0])).toBe('500 g');
  });

  it('a container that cannot be brushed is an error', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?sugar ?ks1 ?k ?bowl white-sugar 100 g)
(grease ?greased ?ks2 ?ks1 ?sugar ?butter)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toMatch(/^no-applicable-method/);
  });
});

describe('grease, case 2 (given grease)', () => {
  it("brushes the given bowl's whole content on the container and empties the bowl", () => {
    const r = run(`${PAN}(fetch-and-proportion ?fat ?ks2 ?ks1 ?bowl butter 20 g)
(grease ?greased ?ks3 ?ks2 ?pan ?fat)`);
    expect(r.status).toBe('ok');
    // the grease's availability does not count: 60 + max(kt 60, pan 30)
    expect(timeOf(r, '?greased')).toBe('120');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(120);
    const pan = entity(valueOf(r, '?greased'));
    const brushed = entity(pan.s['brushed-with']);
    expect(brushed.cls.name).toBe('butter');
    expect(amountOf(brushed)).toBe('20 g');
    expect(brushed.s.spread).toBe(true);
    expect(pan.s.used).toBe(true);
    const bowl = place(valueOf(r, '?ks3'), 'counter-top').contents.find((c) => c.cls.name === 'medium-bowl')!;
    expect(bowl.contents).toEqual([]);
  });

  it('a failed container fails, and the kitchen clock stays where it was', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?fat ?ks1 ?k ?bowl butter 20 g)
(fetch-and-proportion ?nothing ?ks2 ?ks1 ?bowl-2 linguine 100 g)
(grease ?greased ?ks3 ?ks2 ?nothing ?fat)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?greased')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?greased')).toBe('120');
    expect(timeOf(r, '?ks3')).toBe('120');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(60);
  });

  it('a failed grease is an error (its content is read before the failure test)', () => {
    const r = run(`${PAN}(fetch-and-proportion ?nothing ?ks2 ?ks1 ?bowl linguine 100 g)
(grease ?greased ?ks3 ?ks2 ?pan ?nothing)`);
    expect(r.status).toBe('error');
  });
});

describe.skipIf(!GOLD_DIR)('grease on gold networks', () => {
  const gold = (name: string) => {
    const f = parseSolutionText(readFileSync(join(GOLD_DIR!, `${name}.solution`), 'utf8'), name);
    return simulator().run(f.recipes[0], name);
  };
  it('best-brownies: case 1 at kt 405 gives 465, the ingredient has no time', () => {
    const r = gold('best-brownies');
    expect(timeOf(r, '?greased-pan')).toBe('465');
    expect(timeOf(r, '?grease')).toBeNull();
  });
  it('bisquick-shortcake-biscuits: case 2 with a proportioned butter bowl (execution time 1145)', () => {
    const r = gold('bisquick-shortcake-biscuits');
    expect(entity(entity(valueOf(r, '?greased-sheet')).s['brushed-with']).s.spread).toBe(true);
    expect(r.executionTime).toBe(1145);
  });
});
