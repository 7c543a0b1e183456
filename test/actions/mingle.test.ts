// mingle (spec: primitives-b §2.5, §1.7).
import { describe, expect, it } from 'vitest';
import { type Entity } from '../../src/kitchen/entity.ts';
import { amountOf, contentClasses, entity, place, run, timeOf, valueOf } from '../support/simulate.ts';

// 100 g butter and 30 g sugar in one bowl at 80 (kt 80)
const BOWL = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t2 white-sugar 30 g)
(transfer-contents ?all ?rest ?k3 ?k2 ?butter ?sugar ?q ?u)
`;

describe('mingle', () => {
  it('case 1: a default wooden spoon; the contents become one heterogeneous mixture at 30 + max(kt, avail)', () => {
    const r = run(`${BOWL}(mingle ?mingled ?k4 ?k3 ?all ?spoon)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?mingled')).toBe('110');
    expect(timeOf(r, '?k4')).toBe('110');
    expect(entity(valueOf(r, '?k4')).s['kitchen-time']).toBe(110);
    const bowl = entity(valueOf(r, '?mingled'));
    expect(contentClasses(bowl)).toEqual(['heterogeneous-mixture']);
    const mixture = bowl.contents[0];
    expect(amountOf(mixture)).toBe('130 g');
    // components: the former contents in their order, with fractions of the total
    const components = mixture.s.components as Entity[];
    expect(components.map((c) => c.cls.name)).toEqual(contentClasses(valueOf(r, '?all')));
    expect(components.map(amountOf).sort()).toEqual(['10/13 percent', '3/13 percent']);
    // no flag: a heterogeneous mixture is not `mixed`
    expect(mixture.s.mixed).toBeNull();
    const spoon = entity(valueOf(r, '?spoon'));
    expect(spoon.cls.name).toBe('wooden-spoon');
    expect(spoon.s.used).toBe(true);
    expect(timeOf(r, '?spoon')).toBeNull();
    expect(place(valueOf(r, '?k4'), 'counter-top').contents[0]).toBe(spoon);
  });

  it('case 2: the given tool (any can-mingle, e.g. a fork) is found anywhere and marked used', () => {
    const r = run(`${BOWL}(fetch ?fork ?k4 ?k3 fork 1)
(mingle ?mingled ?k5 ?k4 ?all ?fork)`);
    expect(timeOf(r, '?mingled')).toBe('140');
    const fork = place(valueOf(r, '?k5'), 'counter-top').contents.find((c) => c.pid === entity(valueOf(r, '?fork')).pid)!;
    expect(fork.s.used).toBe(true);
    expect(entity(valueOf(r, '?fork')).s.used).toBeNull();
    expect(contentClasses(valueOf(r, '?mingled'))).toEqual(['heterogeneous-mixture']);
  });

  it('case 1 fails once all nine wooden spoons are used', () => {
    const steps = Array.from({ length: 10 }, (_, i) => `(mingle ?m${i + 1} ?k${i + 5} ?k${i + 4} ${i ? `?m${i}` : '?all'} ?spoon${i + 1})`);
    const r = run(`${BOWL.replace(/\?k3 \?k2/, '?k4 ?k2')}${steps.join('\n')}`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?spoon9')).cls.name).toBe('wooden-spoon');
    expect(entity(valueOf(r, '?m10')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?m10')).toBe('380');
    expect(entity(valueOf(r, '?spoon10')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?spoon10')).toBeNull();
  });

  it('case 2 fails on a failed tool', () => {
    const r = run(`${BOWL}(fetch ?failed ?k4 ?k3 plastic-wrap 2)
(mingle ?mingled ?k5 ?k4 ?all ?failed)`);
    expect(entity(valueOf(r, '?mingled')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?mingled')).toBe('170');
  });

  it('never tests the container: a failed or absent one stops the run', () => {
    const failed = run(`(get-kitchen ?k)
(fetch ?failed ?k1 ?k plastic-wrap 2)
(mingle ?mingled ?k2 ?k1 ?failed ?spoon)`);
    expect(failed.status).toBe('error');
    // in ?k the butter bowl is still in the cabinet
    const absent = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(fetch ?fork ?k2 ?k fork 1)
(mingle ?mingled ?k3 ?k ?butter ?fork)`);
    expect(absent.status).toBe('error');
  });

  it('turns an empty container into a 0 g mixture without components', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?bowl ?k1 ?k medium-bowl 1)
(mingle ?mingled ?k2 ?k1 ?bowl ?spoon)`);
    expect(r.status).toBe('ok');
    const mixture = entity(valueOf(r, '?mingled')).contents[0];
    expect(mixture.cls.name).toBe('heterogeneous-mixture');
    expect(amountOf(mixture)).toBe('0 g');
    expect(mixture.s.components).toEqual([]);
  });
});
