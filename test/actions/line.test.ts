// line (spec: primitives-b §2.2): a fixed 150 s from the kitchen clock; given linings are mostly
// replaced by baking paper; lists are lined item by item.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/kitchen/entity.ts';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { amountOf, contentClasses, entity, GOLD_DIR, itemsOf, place, run, simulator, timeOf, valueOf } from '../support/simulate.ts';

const count = (ks: unknown, where: string, cls: string) => place(ks, where).contents.filter((c) => c.cls.name === cls).length;

describe('line, case 1 (no lining given)', () => {
  it('a concept is retrieved and lined with baking paper at kt + 150; the lining has no time', () => {
    const r = run(`(get-kitchen ?k)
(line ?lined ?ks1 ?k baking-tray ?paper)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?lined')).toBe('150');
    expect(timeOf(r, '?ks1')).toBe('150');
    expect(timeOf(r, '?paper')).toBeNull();
    const ks = valueOf(r, '?ks1');
    expect(entity(ks).s['kitchen-time']).toBe(150);
    const tray = entity(valueOf(r, '?lined'));
    const paper = entity(valueOf(r, '?paper'));
    expect(tray.cls.name).toBe('baking-tray');
    expect(tray.s['is-concept']).toBeNull();
    expect(tray.s['lined-with']).toBe(paper);
    expect(tray.s.used).toBe(true);
    expect(paper.cls.name).toBe('baking-paper');
    expect(paper.s['is-lining']).toBe(true);
    expect(paper.s.used).toBe(true);
    // the tray came to the counter-top; the paper lies in the tray, not on the counter-top
    expect(contentClasses(place(ks, 'counter-top'))).toEqual(['baking-tray']);
    expect(count(ks, 'kitchen-cabinet', 'baking-paper')).toBe(2);
  });

  it('an object is found on the counter-top; its own availability does not count', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?tray ?ks1 ?k baking-tray 1)
(line ?lined ?ks2 ?ks1 ?tray ?paper)`);
    expect(timeOf(r, '?lined')).toBe('180');
    expect(entity(valueOf(r, '?lined')).pid).toBe(entity(valueOf(r, '?tray')).pid);
  });

  it('a lineable thing that is not on the counter-top fails, the paper still comes out', () => {
    // a failed object is lineable, and found nowhere
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(line ?lined ?ks2 ?ks1 ?nothing ?paper)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?lined')).cls.name).toBe('failed-object');
    expect(entity(valueOf(r, '?paper')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?lined')).toBe('180');
    expect(timeOf(r, '?paper')).toBeNull();
    const ks = valueOf(r, '?ks2');
    expect(entity(ks).s['kitchen-time']).toBe(180);
    const paper = place(ks, 'counter-top').contents[0];
    expect(paper.cls.name).toBe('baking-paper');
    expect(paper.s.used).toBeNull();
  });

  it('a thing that is neither lineable nor a list of lineables fails and leaves the clock', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?sugar ?ks1 ?k ?bowl white-sugar 100 g)
(line ?lined ?ks2 ?ks1 ?sugar ?paper)`);
    expect(entity(valueOf(r, '?lined')).cls.name).toBe('failed-object');
    expect(entity(valueOf(r, '?paper')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?lined')).toBe('180');
    expect(timeOf(r, '?ks2')).toBe('180');
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(30);
    expect(count(valueOf(r, '?ks2'), 'kitchen-cabinet', 'baking-paper')).toBe(3);
  });

  it('a list: one retrieval per item, each paper retrieved twice (p1, p1, p2)', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?plates ?ks1 ?k medium-plate 3)
(line ?lined ?ks2 ?ks1 ?plates ?papers)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?lined')).toBe('240');
    expect(timeOf(r, '?papers')).toBeNull();
    const papers = valueOf(r, '?papers') as Entity[];
    expect(papers.map((p) => p.cls.name)).toEqual(['baking-paper', 'baking-paper', 'baking-paper']);
    expect(papers[0]).toBe(papers[1]);
    expect(papers[2]).not.toBe(papers[0]);
    // the list holds the input list's own plates (so ?plates shows the lining too), reversed
    const fetched = itemsOf(valueOf(r, '?plates'));
    const lined = itemsOf(valueOf(r, '?lined'));
    expect(lined).toHaveLength(3);
    lined.forEach((plate, i) => expect(plate).toBe(fetched[2 - i]));
    lined.forEach((plate, i) => {
      expect(plate.s['lined-with']).toBe(papers[i]);
      expect(plate.s.used).toBe(true);
    });
    expect(papers.every((p) => p.s.used === true && p.s['is-lining'] === true)).toBe(true);
    // p1 was dropped from the kitchen by its second retrieval; p2 stays on the counter-top
    const ks = valueOf(r, '?ks2');
    expect(place(ks, 'counter-top').contents[0]).toBe(papers[2]);
    expect(count(ks, 'counter-top', 'baking-paper')).toBe(1);
    expect(count(ks, 'kitchen-cabinet', 'baking-paper')).toBe(1);
    // the plates of the new kitchen state are not changed, only the list's own objects
    expect(place(ks, 'counter-top').contents.filter((c) => c.cls.name === 'medium-plate').every((p) => p.s['lined-with'] === null)).toBe(true);
  });

  it('a list with more items than papers pairs an item with nil: an error', () => {
    // the tray takes one paper; five plates then get p2, p2, p3, p3, nil
    const r = run(`(get-kitchen ?k)
(line ?tray ?ks1 ?k baking-tray ?paper)
(fetch ?plates ?ks2 ?ks1 medium-plate 5)
(line ?lined ?ks3 ?ks2 ?plates ?papers)`);
    expect(r.status).toBe('error');
  });
});

describe('line, case 2 (lining given)', () => {
  it('a fetched baking paper: the lining is retrieved again, which takes it off the counter-top', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?tray ?ks1 ?k baking-tray 1)
(fetch ?paper ?ks2 ?ks1 baking-paper 1)
(line ?lined ?ks3 ?ks2 ?tray ?paper)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?lined')).toBe('210');
    expect(timeOf(r, '?ks3')).toBe('210');
    const ks = valueOf(r, '?ks3');
    expect(entity(ks).s['kitchen-time']).toBe(210);
    const tray = entity(valueOf(r, '?lined'));
    const lining = entity(tray.s['lined-with']);
    expect(lining.pid).toBe(entity(valueOf(r, '?paper')).pid);
    expect(lining.s['is-lining']).toBe(true);
    expect(lining.s.used).toBe(true);
    expect(tray.s.used).toBe(true);
    expect(contentClasses(place(ks, 'counter-top'))).toEqual(['baking-tray']);
    expect(count(ks, 'kitchen-cabinet', 'baking-paper')).toBe(2);
  });

  it('any other given lining is replaced by baking paper from the cabinet', () => {
    // a pack of paper cups for a tray (not muffin tins): the tray gets baking paper
    const r = run(`(get-kitchen ?k)
(fetch ?tray ?ks1 ?k baking-tray 1)
(fetch ?cups ?ks2 ?ks1 paper-baking-cups 1)
(line ?lined ?ks3 ?ks2 ?tray ?cups)`);
    const tray = entity(valueOf(r, '?lined'));
    expect(entity(tray.s['lined-with']).cls.name).toBe('baking-paper');
    const ks = valueOf(r, '?ks3');
    expect(count(ks, 'kitchen-cabinet', 'baking-paper')).toBe(2);
    expect(itemsOf(place(ks, 'counter-top').contents.find((c) => c.cls.name === 'paper-baking-cups'))).toHaveLength(15);
  });

  it('muffin tins with paper cups: one cup per tin from the pack, in reverse pack order', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?tins ?ks1 ?k muffin-tins-12 1)
(line ?lined ?ks2 ?ks1 ?tins paper-baking-cups)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?lined')).toBe('180');
    const tins = entity(valueOf(r, '?lined'));
    const cups = entity(tins.s['lined-with']);
    expect(cups.cls.name).toBe('paper-baking-cups');
    expect(cups.s['is-lining']).toBe(true);
    expect(cups.s.used).toBe(true);
    expect(tins.s.used).toBe(true);
    const taken = itemsOf(cups);
    expect(taken).toHaveLength(12);
    expect(taken.every((c) => c.cls.name === 'paper-baking-cup' && c.s.used === true)).toBe(true);
    // the rest of the pack (3 cups) stays on the counter-top, the pack and its cups unused
    const ks = valueOf(r, '?ks2');
    const pack = place(ks, 'counter-top').contents.find((c) => c.cls.name === 'paper-baking-cups')!;
    expect(itemsOf(pack)).toHaveLength(3);
    expect(pack.s.used).toBeNull();
    expect(itemsOf(pack).every((c) => c.s.used === null)).toBe(true);
    // the pack's first cup was taken first, so it ends up last
    const packInCabinet = place(valueOf(r, '?ks1'), 'kitchen-cabinet').contents.find((c) => c.cls.name === 'paper-baking-cups')!;
    expect(taken.map((c) => c.pid)).toEqual(itemsOf(packInCabinet).slice(0, 12).map((c) => c.pid).reverse());
    expect(itemsOf(pack).map((c) => c.pid)).toEqual(itemsOf(packInCabinet).slice(12).map((c) => c.pid));
  });

  it('a thing that is not on the counter-top fails; the clock still moves', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?paper ?ks1 ?k baking-paper 1)
(fetch-and-proportion ?nothing ?ks2 ?ks1 ?bowl linguine 100 g)
(line ?lined ?ks3 ?ks2 ?nothing ?paper)`);
    expect(entity(valueOf(r, '?lined')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?lined')).toBe('210');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(210);
  });

  it('a list lined with a bowl of lettuce: every item gets a copy of the whole lettuce', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?plates ?ks1 ?k medium-plate 2)
(fetch-and-proportion ?lettuce ?ks2 ?ks1 ?bowl romaine-lettuce 1 piece)
(line ?lined ?ks3 ?ks2 ?plates ?lettuce)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?lined')).toBe('240');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(240);
    const plates = itemsOf(valueOf(r, '?lined'));
    const fetched = itemsOf(valueOf(r, '?plates'));
    expect(plates).toHaveLength(2);
    plates.forEach((plate, i) => expect(plate).toBe(fetched[1 - i]));
    const linings = plates.map((p) => entity(p.s['lined-with']));
    expect(linings[0]).not.toBe(linings[1]);
    for (const [i, l] of linings.entries()) {
      expect(l.cls.name).toBe('romaine-lettuce');
      expect(amountOf(l)).toBe('1 piece');
      expect(l.s['is-lining']).toBe(true);
      expect(plates[i].s.used).toBe(true);
    }
    // the bowl keeps its lettuce
    const bowl = place(valueOf(r, '?ks3'), 'counter-top').contents.find((c) => c.cls.name === 'medium-bowl')!;
    expect(contentClasses(bowl)).toEqual(['romaine-lettuce']);
    expect(entity(bowl.contents[0]).s['is-lining']).toBeNull();
  });

  it('a lineable thing with a lining that cannot line fails and leaves the clock', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?tray ?ks1 ?k baking-tray 1)
(fetch-and-proportion ?sugar ?ks2 ?ks1 ?bowl white-sugar 100 g)
(line ?lined ?ks3 ?ks2 ?tray ?sugar)`);
    expect(entity(valueOf(r, '?lined')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?lined')).toBe('210');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(60);
  });

  it.skipIf(!GOLD_DIR)('gold: chocolate-cream-cheese-cupcakes takes 12 cups from the 15-cup pack', () => {
    const f = parseSolutionText(readFileSync(join(GOLD_DIR!, 'chocolate-cream-cheese-cupcakes.solution'), 'utf8'), 'cupcakes');
    const r = simulator().run(f.recipes[0], 'cupcakes');
    const tins = entity(valueOf(r, '?lined-tins'));
    expect(itemsOf(tins.s['lined-with'])).toHaveLength(12);
    const pack = place(valueOf(r, '?ks-with-lined-tins'), 'counter-top').contents.find((c) => c.cls.name === 'paper-baking-cups')!;
    expect(itemsOf(pack)).toHaveLength(3);
  });
});
