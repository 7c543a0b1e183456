// shake (spec: primitives-b §2.13).
import { describe, expect, it } from 'vitest';
import { type Entity } from '../../src/kitchen/entity.ts';
import { amountOf, contentClasses, entity, run, timeOf, valueOf } from '../support/simulate.ts';

// 100 g sugar and 30 g butter in a jar at 130 (kt 130)
const JAR = `(get-kitchen ?k)
(fetch-and-proportion ?sugar ?k1 ?k ?t1 white-sugar 100 g)
(fetch-and-proportion ?butter ?k2 ?k1 ?t2 butter 30 g)
(fetch ?jar ?k3 ?k2 jar 1)
(transfer-contents ?jar-1 ?rest-1 ?k4 ?k3 ?jar ?sugar ?q1 ?u1)
(transfer-contents ?jar-2 ?rest-2 ?k5 ?k4 ?jar-1 ?butter ?q2 ?u2)
`;

describe('shake', () => {
  it('mixes the contents of a covered container into a shaken homogeneous mixture at 30 + max(kt, avail)', () => {
    const r = run(`${JAR}(fetch ?lid ?k6 ?k5 jar-lid 1)
(cover ?covered ?k7 ?k6 ?jar-2 ?lid)
(shake ?shaken ?k8 ?k7 ?covered)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?covered')).toBe('180');
    expect(timeOf(r, '?shaken')).toBe('210');
    expect(timeOf(r, '?k8')).toBe('210');
    expect(entity(valueOf(r, '?k8')).s['kitchen-time']).toBe(210);
    const jar = entity(valueOf(r, '?shaken'));
    expect(contentClasses(jar)).toEqual(['homogeneous-mixture']);
    const mixture = jar.contents[0];
    expect(amountOf(mixture)).toBe('130 g');
    expect(mixture.s.shaken).toBe(true);
    expect(mixture.s.mixed).toBeNull();
    expect((mixture.s.components as Entity[]).map(amountOf).sort()).toEqual(['10/13 percent', '3/13 percent']);
    // the lid stays on
    expect(entity(jar.s['covered-with']).pid).toBe(entity(valueOf(r, '?lid')).pid);
  });

  it('fails on an uncovered container, a container that cannot be covered, or a failed input', () => {
    const uncovered = run(`${JAR}(shake ?shaken ?k6 ?k5 ?jar-2)`);
    expect(entity(valueOf(uncovered, '?shaken')).cls.name).toBe('failed-object');
    expect(timeOf(uncovered, '?shaken')).toBe('160');
    expect(contentClasses(valueOf(uncovered, '?jar-2'))).toEqual(['butter', 'white-sugar']);
    const tray = run(`(get-kitchen ?k)
(fetch ?tray ?k1 ?k baking-tray 1)
(shake ?shaken ?k2 ?k1 ?tray)`);
    expect(entity(valueOf(tray, '?shaken')).cls.name).toBe('failed-object');
    expect(timeOf(tray, '?shaken')).toBe('60');
    const failed = run(`(get-kitchen ?k)
(fetch ?failed ?k1 ?k plastic-wrap 2)
(shake ?shaken ?k2 ?k1 ?failed)`);
    expect(entity(valueOf(failed, '?shaken')).cls.name).toBe('failed-object');
    expect(timeOf(failed, '?shaken')).toBe('90');
  });
});
