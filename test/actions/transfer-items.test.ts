// transfer-items (spec: primitives-b §2.20).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentClasses, entity, GOLD_DIR, itemsOf, place, run, timeOf, valueOf } from '../support/simulate.ts';

// 6 dough portions on the counter-top at 190, then a baking tray fetched at 220
const ON_COUNTER = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t2 white-sugar 30 g)
(transfer-contents ?all ?rest ?k3 ?k2 ?butter ?sugar ?q ?u)
(mix ?dough ?k4 ?k3 ?all ?tool)
(portion-and-arrange ?portions ?k5 ?k4 ?dough 25 g ?pattern ?ct)
(fetch ?tray ?k6 ?k5 baking-tray 1)
`;

describe('transfer-items', () => {
  it('case 1, list: the list items replace the destination contents and leave the counter-top', () => {
    const r = run(`${ON_COUNTER}(transfer-items ?on-tray ?k7 ?k6 ?portions ?arrangement ?tray)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?on-tray')).toBe('340');
    expect(timeOf(r, '?k7')).toBe('340');
    expect(entity(valueOf(r, '?k7')).s['kitchen-time']).toBe(340);
    const tray = entity(valueOf(r, '?on-tray'));
    expect(tray.pid).toBe(entity(valueOf(r, '?tray')).pid);
    expect(tray.s.used).toBe(true);
    // the input list's items, reversed by the re-location on the counter-top
    const portions = itemsOf(valueOf(r, '?portions'));
    tray.contents.forEach((p, i) => expect(p).toBe(portions[5 - i]));
    expect(tray.contents.length).toBe(6);
    expect(tray.s.arrangement).toBe(valueOf(r, '?arrangement'));
    expect(entity(valueOf(r, '?arrangement')).cls.name).toBe('side-to-side');
    expect(timeOf(r, '?arrangement')).toBeNull();
    // the tray stays where it was; no portion is left on the counter-top
    const top = place(valueOf(r, '?k7'), 'counter-top');
    expect(top.contents[0]).toBe(tray);
    expect(contentClasses(top)).not.toContain('homogeneous-mixture');
  });

  it('case 2, list: the bound pattern; what the destination held is replaced', () => {
    const r = run(`${ON_COUNTER}(fetch-and-proportion ?salted-tray ?k7 ?k6 ?tray white-sugar 5 g)
(transfer-items ?on-tray ?k8 ?k7 ?portions 5-cm-apart ?salted-tray)`);
    expect(r.status).toBe('ok');
    expect(contentClasses(valueOf(r, '?salted-tray'))).toEqual(['white-sugar']);
    expect(timeOf(r, '?on-tray')).toBe('370');
    const tray = entity(valueOf(r, '?on-tray'));
    expect(contentClasses(tray)).toEqual(Array(6).fill('homogeneous-mixture'));
    expect(entity(tray.s.arrangement).cls.name).toBe('5-cm-apart');
  });

  it('a list waits for the destination, not for the items', () => {
    // bring-to-temperature stamps the tray kt + 800 without moving the clock
    const r = run(`${ON_COUNTER}(bring-to-temperature ?warm-tray ?k7 ?k6 ?tray ?tq ?tu)
(transfer-items ?on-tray ?k8 ?k7 ?portions 5-cm-apart ?warm-tray)`);
    expect(timeOf(r, '?warm-tray')).toBe('1020');
    expect(timeOf(r, '?on-tray')).toBe('1140');
    expect(timeOf(r, '?k8')).toBe('1140');
  });

  it('contents of a container move at 120 + kt, whatever the availability of either container', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(bring-to-temperature ?warm-butter ?k2 ?k1 ?butter ?tq ?tu)
(fetch ?plate ?k3 ?k2 medium-plate 1)
(bring-to-temperature ?warm-plate ?k4 ?k3 ?plate ?pq ?pu)
(transfer-items ?on-plate ?k5 ?k4 ?warm-butter ?arrangement ?warm-plate)`);
    expect(timeOf(r, '?warm-butter')).toBe('830');
    expect(timeOf(r, '?warm-plate')).toBe('860');
    expect(timeOf(r, '?on-plate')).toBe('180');
    const plate = entity(valueOf(r, '?on-plate'));
    expect(contentClasses(plate)).toEqual(['butter']);
    expect(plate.s.used).toBe(true);
    expect(entity(plate.s.arrangement).cls.name).toBe('side-to-side');
    // the source is emptied, not moved
    const bowl = place(valueOf(r, '?k5'), 'counter-top').contents.find((c) => c.pid === entity(valueOf(r, '?butter')).pid)!;
    expect(bowl.contents).toEqual([]);
  });

  it('fails on a failed list (timed like a list) or a destination that is not there', () => {
    const failedItems = run(`(get-kitchen ?k)
(fetch ?failed ?k1 ?k plastic-wrap 2)
(fetch ?tray ?k2 ?k1 baking-tray 1)
(transfer-items ?on-tray ?k3 ?k2 ?failed ?arrangement ?tray)`);
    expect(failedItems.status).toBe('ok');
    expect(entity(valueOf(failedItems, '?on-tray')).cls.name).toBe('failed-object');
    expect(timeOf(failedItems, '?on-tray')).toBe('210');
    expect(entity(valueOf(failedItems, '?arrangement')).cls.name).toBe('side-to-side');
    const noDestination = run(`${ON_COUNTER}(fetch ?none ?k7 ?k6 masher 1)
(transfer-items ?moved ?k8 ?k7 ?portions 5-cm-apart ?none)`);
    expect(entity(valueOf(noDestination, '?moved')).cls.name).toBe('failed-object');
    expect(timeOf(noDestination, '?moved')).toBe('370');
  });

  it('binds nothing for items that are neither a list nor a container', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?tray ?k1 ?k baking-tray 1)
(fetch ?spoon ?k2 ?k1 wooden-spoon 1)
(transfer-items ?on-tray ?k3 ?k2 ?spoon 5-cm-apart ?tray)`);
    expect(r.status).toBe('unexecutable');
  });
});

describe.skipIf(!GOLD_DIR)('transfer-items on a gold network', () => {
  it('bisquick-shortcake-biscuits: the greased sheet of the other branch is found, unfetched, in the cabinet', () => {
    const r = run(readFileSync(join(GOLD_DIR!, 'bisquick-shortcake-biscuits.solution'), 'utf8'));
    // 120 + max(kt 415, sheet 425)
    expect(timeOf(r, '?portions-on-sheet')).toBe('545');
    const ks = valueOf(r, '?ks-with-portions-on-sheet');
    const sheet = place(ks, 'kitchen-cabinet').contents.find((c) => c.cls.name === 'cookie-sheet')!;
    expect(valueOf(r, '?portions-on-sheet')).toBe(sheet);
    expect(sheet.contents.length).toBe(6);
    expect(sheet.s['brushed-with']).toBeNull();
    expect(contentClasses(place(ks, 'counter-top'))).not.toContain('homogeneous-mixture');
  });
});
