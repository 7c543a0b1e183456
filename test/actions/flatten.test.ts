// flatten (spec: primitives-a §2.12 and §1.7).
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/kitchen/entity.ts';
import { entity, itemsOf, place, run, timeOf, valueOf } from '../support/simulate.ts';

// 6 dough portions shaped into balls at 275
const BALLS = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t2 white-sugar 30 g)
(transfer-contents ?all ?rest ?k3 ?k2 ?butter ?sugar ?q ?u)
(mix ?dough ?k4 ?k3 ?all ?tool)
(portion-and-arrange ?portions ?k5 ?k4 ?dough 25 g ?pattern ?ct)
(shape ?balls ?k6 ?k5 ?portions ball-shape)
`;

describe('flatten', () => {
  it('case 1: a default rolling pin, 90 + max(kt, avail(portions)), items flattened and reversed', () => {
    const r = run(`${BALLS}(flatten ?flat ?k7 ?k6 ?balls ?pin)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?flat')).toBe('365');
    expect(timeOf(r, '?k7')).toBe('365');
    expect(entity(valueOf(r, '?k7')).s['kitchen-time']).toBe(365);
    const pin = entity(valueOf(r, '?pin'));
    expect(pin.cls.name).toBe('rolling-pin');
    expect(pin.s.used).toBe(true);
    expect(timeOf(r, '?pin')).toBeNull();
    expect(place(valueOf(r, '?k7'), 'counter-top').contents[0]).toBe(pin);
    const flat = itemsOf(valueOf(r, '?flat'));
    const balls = itemsOf(valueOf(r, '?balls'));
    flat.forEach((f, i) => expect(f).toBe(balls[5 - i]));
    expect(flat.every((f) => f.s.flattened === true && (f.s['current-shape'] as Entity).cls.name === 'ball-shape')).toBe(true);
  });

  it('flags the input objects; the copies in the new kitchen state stay unflattened', () => {
    const r = run(`${BALLS}(flatten ?flat ?k7 ?k6 ?balls ?pin)`);
    expect(itemsOf(valueOf(r, '?portions')).every((p) => p.s.flattened === true)).toBe(true);
    const copies = place(valueOf(r, '?k7'), 'counter-top').contents.filter((c) => c.cls.name === 'homogeneous-mixture');
    expect(copies.length).toBe(6);
    expect(copies.every((c) => c.s.flattened === null && c.s['current-shape'] === null)).toBe(true);
  });

  it('case 2: the given tool is found anywhere and marked used', () => {
    const r = run(`${BALLS}(fetch ?pin ?k7 ?k6 rolling-pin 1)
(flatten ?flat ?k8 ?k7 ?balls ?pin)`);
    expect(timeOf(r, '?flat')).toBe('395');
    expect(entity(valueOf(r, '?pin')).s.used).toBeNull();
    const pin = place(valueOf(r, '?k8'), 'counter-top').contents.find((c) => c.pid === entity(valueOf(r, '?pin')).pid)!;
    expect(pin.s.used).toBe(true);
    expect(itemsOf(valueOf(r, '?flat')).every((f) => f.s.flattened === true)).toBe(true);
  });

  it('case 2 fails softly on a failed input', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?failed ?k1 ?k plastic-wrap 2)
(fetch ?pin ?k2 ?k1 rolling-pin 1)
(flatten ?flat ?k3 ?k2 ?failed ?pin)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?flat')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?flat')).toBe('180');
  });

  it('case 1 failure stops the run: its failed tool output is no can-flatten', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?failed ?k1 ?k plastic-wrap 2)
(flatten ?flat ?k2 ?k1 ?failed ?pin)`);
    expect(r.status).toBe('error');
    expect(r.execution?.error?.reason).toBe('wrong-type(can-flatten-tool)');
  });

  it('stops the run for items without a flattened slot (a heterogeneous mixture)', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(mingle ?dough ?k2 ?k1 ?butter ?spoon)
(portion-and-arrange ?portions ?k3 ?k2 ?dough 50 g ?pattern ?ct)
(flatten ?flat ?k4 ?k3 ?portions ?pin)`);
    expect(r.status).toBe('error');
    expect(r.execution?.error?.reason).toBe('no-applicable-method(setf-flattened)');
  });
});
