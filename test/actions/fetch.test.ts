// fetch (spec: primitives-a §2.10; ontology-and-kitchen §3.2–3.4).
import { describe, expect, it } from 'vitest';
import { type Entity } from '../../src/kitchen/entity.ts';
import { contentClasses, entity, place, run, timeOf, valueOf } from '../support/simulate.ts';

const pidsIn = (e: Entity): string[] => e.contents.flatMap((c) => [c.pid, ...pidsIn(c)]);
const cabinetCount = (ks: unknown, cls: string) => place(ks, 'kitchen-cabinet').contents.filter((c) => c.cls.name === cls).length;

describe('fetch', () => {
  it('brings one unused object to the front of the counter-top at kt + 30, without marking it used', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?tray ?k1 ?k baking-tray 1)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?tray')).toBe('30');
    expect(timeOf(r, '?k1')).toBe('30');
    expect(entity(valueOf(r, '?k1')).s['kitchen-time']).toBe(30);
    const tray = entity(valueOf(r, '?tray'));
    expect(tray.cls.name).toBe('baking-tray');
    expect(tray.s.used).toBeNull();
    expect(place(valueOf(r, '?k1'), 'counter-top').contents[0]).toBe(tray);
    // the only baking tray left the cabinet; the input kitchen still has it
    expect(cabinetCount(valueOf(r, '?k1'), 'baking-tray')).toBe(0);
    expect(cabinetCount(valueOf(r, '?k'), 'baking-tray')).toBe(1);
  });

  it('charges 30 s per object from the kitchen clock only', () => {
    // worked example (classic-greek-salad): fetch medium-plate 4 at kt 1600 gives 1720; here kt is 30
    const r = run(`(get-kitchen ?k)
(fetch ?tray ?k1 ?k baking-tray 1)
(fetch ?plates ?k2 ?k1 medium-plate 4)`);
    expect(timeOf(r, '?plates')).toBe('150');
    expect(timeOf(r, '?k2')).toBe('150');
  });

  it('returns a list for a quantity other than 1, newest first like the counter-top', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?plates ?k1 ?k medium-plate 4)`);
    const list = entity(valueOf(r, '?plates'));
    expect(list.cls.name).toBe('list-of-kitchen-entities');
    const items = list.s.items as Entity[];
    expect(items.map((i) => i.cls.name)).toEqual(Array(4).fill('medium-plate'));
    expect(new Set(items.map((i) => i.pid)).size).toBe(4);
    const top = place(valueOf(r, '?k1'), 'counter-top').contents;
    expect(top.slice(0, 4)).toEqual(items);
    items.forEach((item, i) => expect(top[i]).toBe(item));
    expect(items.every((i) => i.s.used === null)).toBe(true);
    expect(cabinetCount(valueOf(r, '?k1'), 'medium-plate')).toBe(1);
    // the list itself is not put anywhere in the kitchen
    expect(top).not.toContain(list);
  });

  it('fetches only the whole part of a fractional quantity but charges all of it', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?plates ?k1 ?k medium-plate 3/2)
(fetch ?none ?k2 ?k1 medium-plate 1/2)
(fetch ?zero ?k3 ?k2 medium-plate 0)`);
    expect(timeOf(r, '?plates')).toBe('45');
    expect((entity(valueOf(r, '?plates')).s.items as Entity[]).length).toBe(1);
    expect(timeOf(r, '?none')).toBe('60');
    expect(entity(valueOf(r, '?none')).s.items).toEqual([]);
    expect(timeOf(r, '?zero')).toBe('60');
    expect(entity(valueOf(r, '?zero')).s.items).toEqual([]);
    expect(cabinetCount(valueOf(r, '?k3'), 'medium-plate')).toBe(4);
  });

  it('keeps a single-float time for a float quantity', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?tray ?k1 ?k baking-tray 1.0)`);
    // 1.0 = 1 numerically: one object, not a list
    expect(entity(valueOf(r, '?tray')).cls.name).toBe('baking-tray');
    expect(timeOf(r, '?tray')).toBe('30.0');
  });

  it('finds a subclass instance for a superclass concept', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?bowl ?k1 ?k bowl 1)`);
    // the first unused bowl of the cabinet is a small bowl
    expect(entity(valueOf(r, '?bowl')).cls.name).toBe('small-bowl');
  });

  it('fails with a failed-object (still timed) when nothing is found', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?masher ?k1 ?k masher 1)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?masher')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?masher')).toBe('30');
    expect(timeOf(r, '?k1')).toBe('30');
  });

  it('fails when one of several objects is missing, leaving those already moved on the counter-top', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?wraps ?k1 ?k plastic-wrap 2)`);
    expect(entity(valueOf(r, '?wraps')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?wraps')).toBe('60');
    expect(contentClasses(place(valueOf(r, '?k1'), 'counter-top'))).toEqual(['plastic-wrap']);
    expect(cabinetCount(valueOf(r, '?k1'), 'plastic-wrap')).toBe(0);
  });

  it('leaves fetched objects unused, so a later default retrieval takes them off the counter-top and out of the kitchen', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?bowl butter 100 g)
(fetch ?spoon ?k2 ?k1 wooden-spoon 1)
(mingle ?mixed ?k3 ?k2 ?butter ?tool)`);
    const spoon = entity(valueOf(r, '?spoon'));
    const tool = entity(valueOf(r, '?tool'));
    expect(tool.pid).toBe(spoon.pid);
    expect(tool.s.used).toBe(true);
    expect(pidsIn(entity(valueOf(r, '?k3')))).not.toContain(spoon.pid);
    // the other eight wooden spoons are untouched
    expect(cabinetCount(valueOf(r, '?k3'), 'wooden-spoon')).toBe(8);
  });

  it('stops the run when the concept is an ingredient (its stock has no used flag)', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?butter ?k1 ?k butter 1)`);
    expect(r.status).toBe('error');
    expect(r.execution?.error?.reason).toBe('no-applicable-method(used)');
  });
});
