// shape (spec: primitives-b §2.14 and §1.5: list items are the input list's own objects).
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/kitchen/entity.ts';
import { entity, itemsOf, place, run, timeOf, valueOf } from '../support/simulate.ts';

const shapeOf = (e: Entity) => (e.s['current-shape'] as Entity | null)?.cls.name ?? null;

// a 130 g dough portioned by 25 g on the counter-top at 190 (6 portions)
const PORTIONS = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t2 white-sugar 30 g)
(transfer-contents ?all ?rest ?k3 ?k2 ?butter ?sugar ?q ?u)
(mix ?dough ?k4 ?k3 ?all ?tool)
(portion-and-arrange ?portions ?k5 ?k4 ?dough 25 g ?pattern ?ct)
`;

describe('shape', () => {
  it('shapes the items of a list at 85 + max(kt, avail(portions)), returning them reversed', () => {
    const r = run(`${PORTIONS}(shape ?balls ?k6 ?k5 ?portions ball-shape)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?balls')).toBe('275');
    expect(timeOf(r, '?k6')).toBe('275');
    expect(entity(valueOf(r, '?k6')).s['kitchen-time']).toBe(275);
    const portions = itemsOf(valueOf(r, '?portions'));
    const balls = itemsOf(valueOf(r, '?balls'));
    expect(balls.length).toBe(6);
    // the input list's own objects, in reverse order
    balls.forEach((b, i) => expect(b).toBe(portions[5 - i]));
    expect(entity(valueOf(r, '?balls')).pid).toBe(entity(valueOf(r, '?portions')).pid);
    // all share the one constant shape object
    expect(new Set(balls.map((b) => b.s['current-shape'])).size).toBe(1);
    expect(shapeOf(balls[0])).toBe('ball-shape');
  });

  it('changes the objects of earlier states, not their copies in the new kitchen state', () => {
    const r = run(`${PORTIONS}(shape ?balls ?k6 ?k5 ?portions ball-shape)`);
    // the portions on the counter-top before shaping are those very objects (reference quirk)
    const before = place(valueOf(r, '?k5'), 'counter-top').contents.slice(0, 6);
    expect(before.every((p) => shapeOf(p) === 'ball-shape')).toBe(true);
    // the counter-top of the output kitchen state keeps unshaped copies
    const after = place(valueOf(r, '?k6'), 'counter-top').contents.slice(0, 6);
    expect(after.map((p) => p.cls.name)).toEqual(Array(6).fill('homogeneous-mixture'));
    expect(after.every((p) => shapeOf(p) === null)).toBe(true);
    after.forEach((p, i) => {
      expect(p).not.toBe(before[i]);
      expect(p.pid).toBe(before[i].pid);
    });
  });

  it('a second shape overrides the first on the same objects', () => {
    const r = run(`${PORTIONS}(shape ?balls ?k6 ?k5 ?portions ball-shape)
(shape ?crescents ?k7 ?k6 ?balls crescent-shape)`);
    expect(timeOf(r, '?crescents')).toBe('360');
    const crescents = itemsOf(valueOf(r, '?crescents'));
    expect(crescents.every((c) => shapeOf(c) === 'crescent-shape')).toBe(true);
    // back in input order, and the earlier lists now show crescents too
    crescents.forEach((c, i) => expect(c).toBe(itemsOf(valueOf(r, '?portions'))[i]));
    expect(itemsOf(valueOf(r, '?balls')).every((c) => shapeOf(c) === 'crescent-shape')).toBe(true);
  });

  it('shapes the contents of a container found on the counter-top', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?sugar ?k1 ?k ?t1 white-sugar 100 g)
(mix ?dough ?k2 ?k1 ?sugar ?tool)
(shape ?shaped ?k3 ?k2 ?dough ball-shape)`);
    expect(timeOf(r, '?shaped')).toBe('145');
    const bowl = entity(valueOf(r, '?shaped'));
    expect(bowl.pid).toBe(entity(valueOf(r, '?dough')).pid);
    expect(shapeOf(bowl.contents[0])).toBe('ball-shape');
    expect(place(valueOf(r, '?k3'), 'counter-top').contents).toContain(bowl);
    // the earlier binding stays a snapshot in this branch
    expect(shapeOf(entity(valueOf(r, '?dough')).contents[0])).toBeNull();
  });

  it('stops the run when an item cannot take a shape', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(shape ?shaped ?k2 ?k1 ?butter ball-shape)`);
    expect(r.status).toBe('error');
    expect(r.execution?.error?.reason).toBe('no-applicable-method(setf-current-shape)');
  });

  it('fails on a failed input (list branch) and on a container not on the counter-top', () => {
    const failed = run(`(get-kitchen ?k)
(fetch ?failed ?k1 ?k plastic-wrap 2)
(shape ?shaped ?k2 ?k1 ?failed ball-shape)`);
    expect(failed.status).toBe('ok');
    expect(entity(valueOf(failed, '?shaped')).cls.name).toBe('failed-object');
    expect(timeOf(failed, '?shaped')).toBe('145');
    // in ?k the butter bowl is still in the cabinet
    const away = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(shape ?shaped ?k2 ?k ?butter ball-shape)`);
    expect(entity(valueOf(away, '?shaped')).cls.name).toBe('failed-object');
    expect(timeOf(away, '?shaped')).toBe('115');
  });

  it('binds nothing for portions that are neither a list nor a container', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?spoon ?k1 ?k wooden-spoon 1)
(shape ?shaped ?k2 ?k1 ?spoon ball-shape)`);
    expect(r.status).toBe('unexecutable');
  });
});
