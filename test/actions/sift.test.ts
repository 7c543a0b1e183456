// sift (spec: primitives-b §2.15): default large bowl and sift; 90 s, 60 s with both given.
import { describe, expect, it } from 'vitest';
import { contentClasses, entity, place, run, timeOf, valueOf } from '../support/simulate.ts';

// 100 g of flour in a medium bowl at 30
const FLOUR = `(get-kitchen ?k)
(fetch-and-proportion ?flour ?ks1 ?k ?bowl all-purpose-flour 100 g)
`;

describe('sift', () => {
  it('case 1: into a default large bowl with a default sift, 90 + max(kt, avail(source))', () => {
    const r = run(`${FLOUR}(sift ?sifted ?ks2 ?ks1 ?target ?flour ?sift)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?sifted')).toBe('120');
    expect(timeOf(r, '?ks2')).toBe('120');
    expect(timeOf(r, '?sift')).toBe('120');
    expect(timeOf(r, '?target')).toBeNull();
    const ks = valueOf(r, '?ks2');
    expect(entity(ks).s['kitchen-time']).toBe(120);
    const bowl = entity(valueOf(r, '?sifted'));
    expect(bowl.cls.name).toBe('large-bowl');
    expect(bowl.s.used).toBe(true);
    expect(contentClasses(bowl)).toEqual(['all-purpose-flour']);
    expect(bowl.contents[0].s.sifted).toBe(true);
    const sift = entity(valueOf(r, '?sift'));
    expect(sift.cls.name).toBe('sift');
    expect(sift.s.used).toBe(true);
    // the target output is the bowl as it was in the input state: in the cabinet, empty, unused
    const target = entity(valueOf(r, '?target'));
    expect(target.pid).toBe(bowl.pid);
    expect(target.contents).toEqual([]);
    expect(target.s.used).toBeNull();
    expect(place(valueOf(r, '?ks1'), 'kitchen-cabinet').contents).toContain(target);
    // the source bowl is emptied; the sift was retrieved after the bowl (it is first on the counter-top)
    const top = place(ks, 'counter-top');
    expect(contentClasses(top)).toEqual(['sift', 'large-bowl', 'medium-bowl']);
    expect(top.contents[2].contents).toEqual([]);
  });

  it('case 2: a given target: its contents are replaced by the sifted ones', () => {
    const r = run(`${FLOUR}(fetch-and-proportion ?sugar ?ks2 ?ks1 ?bowl-2 white-sugar 50 g)
(sift ?sifted ?ks3 ?ks2 ?sugar ?flour ?sift)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?sifted')).toBe('150');
    expect(timeOf(r, '?sift')).toBe('150');
    const bowl = entity(valueOf(r, '?sifted'));
    expect(bowl.pid).toBe(entity(valueOf(r, '?sugar')).pid);
    expect(contentClasses(bowl)).toEqual(['all-purpose-flour']);
  });

  it('case 3: a given sift, a default large bowl (no time), 90 s', () => {
    const r = run(`${FLOUR}(fetch ?tool ?ks2 ?ks1 sift 1)
(sift ?sifted ?ks3 ?ks2 ?target ?flour ?tool)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?sifted')).toBe('150');
    expect(timeOf(r, '?target')).toBeNull();
    expect(entity(valueOf(r, '?sifted')).cls.name).toBe('large-bowl');
    const tool = place(valueOf(r, '?ks3'), 'counter-top').contents.find((c) => c.cls.name === 'sift')!;
    expect(tool.pid).toBe(entity(valueOf(r, '?tool')).pid);
    expect(tool.s.used).toBe(true);
  });

  it('case 4: target and sift given: appended to the target, everything siftable sifted, 60 s', () => {
    const r = run(`${FLOUR}(sift ?sifted ?ks2 ?ks1 ?target ?flour ?sift)
(fetch-and-proportion ?cocoa ?ks3 ?ks2 ?bowl-2 cocoa-powder 20 g)
(sift ?both ?ks4 ?ks3 ?sifted ?cocoa ?sift)`);
    expect(r.status).toBe('ok');
    // 60 + max(kt 150, cocoa 150)
    expect(timeOf(r, '?both')).toBe('210');
    expect(timeOf(r, '?ks4')).toBe('210');
    expect(entity(valueOf(r, '?ks4')).s['kitchen-time']).toBe(210);
    const bowl = entity(valueOf(r, '?both'));
    expect(bowl.pid).toBe(entity(valueOf(r, '?sifted')).pid);
    expect(contentClasses(bowl)).toEqual(['all-purpose-flour', 'cocoa-powder']);
    expect(bowl.contents.every((c) => c.s.sifted === true)).toBe(true);
  });

  it('case 4: items already in the target get sifted too', () => {
    const r = run(`${FLOUR}(fetch-and-proportion ?more ?ks2 ?ks1 ?bowl-2 all-purpose-flour 50 g)
(fetch ?tool ?ks3 ?ks2 sift 1)
(sift ?both ?ks4 ?ks3 ?flour ?more ?tool)`);
    const bowl = entity(valueOf(r, '?both'));
    expect(bowl.contents.map((c) => c.s.sifted)).toEqual([true, true]);
    expect(timeOf(r, '?both')).toBe('150');
  });

  it('a failed source fails; case 1 still binds the input-state bowl and a failed sift', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(sift ?sifted ?ks2 ?ks1 ?target ?nothing ?sift)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?sifted')).cls.name).toBe('failed-object');
    expect(entity(valueOf(r, '?sift')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?sifted')).toBe('120');
    expect(timeOf(r, '?sift')).toBe('120');
    expect(entity(valueOf(r, '?target')).cls.name).toBe('large-bowl');
    expect(timeOf(r, '?target')).toBeNull();
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(120);
    // the retrieved bowl and sift stay on the counter-top, unused
    const top = place(valueOf(r, '?ks2'), 'counter-top');
    expect(top.contents.filter((c) => c.cls.name === 'large-bowl' || c.cls.name === 'sift').map((c) => c.s.used)).toEqual([null, null]);
  });
});
