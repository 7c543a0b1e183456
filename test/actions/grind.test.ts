// grind (spec: primitives-a §2.17): the container's grindable items get `ground` in the kitchen;
// 90 + max(kt, avail). Case 1's failure binds a failed object to a can-grind slot: an error.
import { describe, expect, it } from 'vitest';
import { counterTopOf, entity, findInKitchen, isFailedObject, modesOf, run, timeOf, valueOf } from '../support/simulate.ts';

const K = '(get-kitchen ?kitchen)\n';

describe('grind case 1 (default food processor; gold: mexican-wedding-cookies, bowl 210 -> 300)', () => {
  const r = run(`${K}(fetch-and-proportion ?walnuts ?ks1 ?kitchen ?t walnut 60 g)
(grind ?ground ?ks2 ?ks1 ?walnuts ?tool)`);

  it('stamps result, kitchen and the food processor 90 s after the container', () => {
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'grind')).toEqual(['1']);
    for (const v of ['?ground', '?ks2', '?tool']) expect(timeOf(r, v)).toBe('120');
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(120);
  });

  it('grinds the walnuts in the kitchen itself and uses the food processor', () => {
    const ks = valueOf(r, '?ks2');
    expect(findInKitchen(ks, valueOf(r, '?walnuts'))!.contents[0].s.ground).toBe(true);
    expect(entity(valueOf(r, '?ground')).contents[0].s.ground).toBe(true);
    const top = counterTopOf(ks).contents;
    expect([top[0].cls.name, top[0].s.used]).toEqual(['food-processor', true]);
  });
});

describe('grind effects and case 2', () => {
  it('leaves items that cannot be ground alone, without error', () => {
    const r = run(`${K}(fetch-and-proportion ?walnuts ?ks1 ?kitchen ?t walnut 60 g)
(fetch-and-proportion ?onions ?ks2 ?ks1 ?t2 onion 1 piece)
(transfer-contents ?both ?rest ?ks3 ?ks2 ?walnuts ?onions ?q ?u)
(grind ?ground ?ks4 ?ks3 ?both ?tool)`);
    expect(r.status).toBe('ok');
    const bowl = findInKitchen(valueOf(r, '?ks4'), valueOf(r, '?both'))!;
    expect(bowl.contents.map((c) => [c.cls.name, c.s.ground ?? null])).toEqual([
      ['onion', null],
      ['walnut', true],
    ]);
    expect(timeOf(r, '?ground')).toBe('170');
  });

  it('case 2: a given food processor is found anywhere and marked used', () => {
    const r = run(`${K}(fetch ?processor ?ks1 ?kitchen food-processor 1)
(fetch-and-proportion ?walnuts ?ks2 ?ks1 ?t walnut 60 g)
(grind ?ground ?ks3 ?ks2 ?walnuts ?processor)`);
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'grind')).toEqual(['2']);
    expect(timeOf(r, '?ground')).toBe('150');
    expect(findInKitchen(valueOf(r, '?ks3'), valueOf(r, '?processor'))!.s.used).toBe(true);
  });
});

describe('grind failures', () => {
  it('case 2 with a failed container: the result fails at T', () => {
    const r = run(`${K}(fetch ?processor ?ks1 ?kitchen food-processor 1)
(fetch ?nothing ?ks2 ?ks1 plastic-wrap 2)
(grind ?ground ?ks3 ?ks2 ?nothing ?processor)`);
    expect(modesOf(r, 'grind')).toEqual(['2']);
    expect(isFailedObject(valueOf(r, '?ground'))).toBe(true);
    expect(timeOf(r, '?ground')).toBe('180');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(180);
    expect(findInKitchen(valueOf(r, '?ks3'), valueOf(r, '?processor'))!.s.used).toBe(null);
  });

  it('case 1 failing (the only food processor is used): a failed object is no can-grind, an error', () => {
    const r = run(`${K}(fetch-and-proportion ?walnuts ?ks1 ?kitchen ?t walnut 60 g)
(grind ?ground ?ks2 ?ks1 ?walnuts ?tool)
(grind ?ground-2 ?ks3 ?ks2 ?ground ?tool-2)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('wrong-type(grinding-tool)');
  });
});
