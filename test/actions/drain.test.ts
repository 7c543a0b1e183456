// drain (spec: primitives-a §2.9): liquids of a counter-top container go to a fresh medium
// bowl, solids stay; both lists reversed; heterogeneous mixtures are split or dropped.
// Every output at 60 + max(kt, avail(container)).
import { describe, expect, it } from 'vitest';
import { amountOf, counterTopOf, entity, findInKitchen, isFailedObject, modesOf, run, timeOf, valueOf } from '../support/simulate.ts';

const K = '(get-kitchen ?kitchen)\n';

describe('drain case 1 after boiling (gold: classic-potato-salad, pot 2550 -> 2610)', () => {
  const r = run(`${K}(fetch-and-proportion ?potatoes ?ks1 ?kitchen ?t1 potato 2 piece)
(fetch-and-proportion ?salt ?ks2 ?ks1 ?t2 salt 1/2 teaspoon)
(fetch ?pot ?ks3 ?ks2 cooking-pot 1)
(fetch-and-proportion ?water ?ks4 ?ks3 ?t3 water 500 ml)
(transfer-contents ?a ?ra ?ks5 ?ks4 ?pot ?water ?qa ?ua)
(transfer-contents ?b ?rb ?ks6 ?ks5 ?a ?salt ?qb ?ub)
(transfer-contents ?c ?rc ?ks7 ?ks6 ?b ?potatoes ?qc ?uc)
(boil ?boiled ?ks8 ?ks7 ?c ?stove ?mode ?tq ?tu)
(drain ?drained ?liquids ?ks9 ?ks8 ?boiled ?colander)`);

  it('starts from the boiled pot, not from the kitchen clock; the colander gets the time too', () => {
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'drain')).toEqual(['1']);
    expect(timeOf(r, '?boiled')).toBe('1980');
    expect(entity(valueOf(r, '?ks8')).s['kitchen-time']).toBe(210);
    for (const v of ['?drained', '?liquids', '?ks9', '?colander']) expect(timeOf(r, v)).toBe('2040');
    expect(entity(valueOf(r, '?ks9')).s['kitchen-time']).toBe(2040);
  });

  it('keeps the potatoes (reversed) in the pot and moves the liquid mixture to a used bowl', () => {
    const boiled = entity(valueOf(r, '?boiled')).contents;
    const drained = entity(valueOf(r, '?drained'));
    expect(drained.contents.map((c) => c.pid)).toEqual([boiled[1].pid, boiled[0].pid]);
    const liquids = entity(valueOf(r, '?liquids'));
    expect(liquids.cls.name).toBe('medium-bowl');
    expect(liquids.contents.map((c) => [c.cls.name, c.s['is-liquid']])).toEqual([['homogeneous-mixture', true]]);
    const ks = valueOf(r, '?ks9');
    expect(findInKitchen(ks, valueOf(r, '?pot'))!.contents.map((c) => c.cls.name)).toEqual(['potato', 'potato']);
    // colander retrieved first, then the bowl: both used, the bowl in front
    expect(counterTopOf(ks).contents.slice(0, 2).map((e) => [e.cls.name, e.s.used])).toEqual([
      ['medium-bowl', true],
      ['colander', true],
    ]);
    // no `drained` flag is set on anything
    expect(drained.contents.every((c) => !c.s.drained)).toBe(true);
  });
});

describe('drain: liquids, solids and heterogeneous mixtures', () => {
  it('splits a heterogeneous mixture with a liquid component into absolute amounts', () => {
    const r = run(`${K}(fetch-and-proportion ?beans ?ks1 ?kitchen ?t1 black-bean 300 g)
(fetch-and-proportion ?water ?ks2 ?ks1 ?t2 water 100 ml)
(transfer-contents ?all ?rest ?ks3 ?ks2 ?beans ?water ?q ?u)
(mingle ?mixed ?ks4 ?ks3 ?all ?spoon)
(fetch-and-proportion ?potatoes ?ks5 ?ks4 ?t3 potato 2 piece)
(transfer-contents ?all-2 ?rest-2 ?ks6 ?ks5 ?mixed ?potatoes ?q2 ?u2)
(drain ?drained ?liquids ?ks7 ?ks6 ?all-2 ?colander)`);
    expect(r.status).toBe('ok');
    const before = entity(valueOf(r, '?all-2')).contents;
    expect(before.map((c) => c.cls.name)).toEqual(['potato', 'potato', 'heterogeneous-mixture']);
    // 400 g mixture: water 1/4, beans 3/4 -> 100 g and 300 g; prepending reverses the solids
    const drained = entity(valueOf(r, '?drained')).contents;
    expect(drained.map((c) => c.cls.name)).toEqual(['black-bean', 'potato', 'potato']);
    expect(drained.map((c) => c.pid).slice(1)).toEqual([before[1].pid, before[0].pid]);
    expect(amountOf(drained[0])).toBe('300 g');
    const liquids = entity(valueOf(r, '?liquids')).contents;
    expect(liquids.map((c) => [c.cls.name, amountOf(c)])).toEqual([['water', '100 g']]);
    expect(timeOf(r, '?drained')).toBe('220');
  });

  it('drops a heterogeneous mixture without liquid altogether', () => {
    const r = run(`${K}(fetch-and-proportion ?beans ?ks1 ?kitchen ?t1 black-bean 300 g)
(fetch-and-proportion ?walnuts ?ks2 ?ks1 ?t2 walnut 60 g)
(transfer-contents ?all ?rest ?ks3 ?ks2 ?beans ?walnuts ?q ?u)
(mingle ?mixed ?ks4 ?ks3 ?all ?spoon)
(drain ?drained ?liquids ?ks5 ?ks4 ?mixed ?colander)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?mixed')).contents.map((c) => c.cls.name)).toEqual(['heterogeneous-mixture']);
    expect(entity(valueOf(r, '?drained')).contents).toEqual([]);
    expect(entity(valueOf(r, '?liquids')).contents).toEqual([]);
  });

  it('case 2: a given colander on the counter-top; liquids reversed into the bowl', () => {
    const r = run(`${K}(fetch ?colander ?ks1 ?kitchen colander 1)
(fetch-and-proportion ?water ?ks2 ?ks1 ?t1 water 100 ml)
(fetch-and-proportion ?milk ?ks3 ?ks2 ?t2 milk 100 ml)
(transfer-contents ?all ?rest ?ks4 ?ks3 ?water ?milk ?q ?u)
(drain ?drained ?liquids ?ks5 ?ks4 ?all ?colander)`);
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'drain')).toEqual(['2']);
    expect(entity(valueOf(r, '?all')).contents.map((c) => c.cls.name)).toEqual(['milk', 'water']);
    expect(entity(valueOf(r, '?liquids')).contents.map((c) => c.cls.name)).toEqual(['water', 'milk']);
    expect(entity(valueOf(r, '?drained')).contents).toEqual([]);
    expect(timeOf(r, '?liquids')).toBe('170');
    expect(findInKitchen(valueOf(r, '?ks5'), valueOf(r, '?colander'))!.s.used).toBe(true);
  });
});

describe('drain failures', () => {
  it('case 1 with a failed container: every output fails at T; colander and bowl stay unused', () => {
    const r = run(`${K}(fetch ?nothing ?ks1 ?kitchen plastic-wrap 2)
(drain ?drained ?liquids ?ks2 ?ks1 ?nothing ?colander)`);
    for (const v of ['?drained', '?liquids', '?colander']) {
      expect(isFailedObject(valueOf(r, v))).toBe(true);
      expect(timeOf(r, v)).toBe('120');
    }
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(120);
    expect(counterTopOf(valueOf(r, '?ks2')).contents.slice(0, 2).map((e) => [e.cls.name, e.s.used])).toEqual([
      ['medium-bowl', null],
      ['colander', null],
    ]);
  });

  it('case 2 with a failed container: result and rests fail, the given colander is left alone', () => {
    const r = run(`${K}(fetch ?colander ?ks1 ?kitchen colander 1)
(fetch ?nothing ?ks2 ?ks1 plastic-wrap 2)
(drain ?drained ?liquids ?ks3 ?ks2 ?nothing ?colander)`);
    expect(modesOf(r, 'drain')).toEqual(['2']);
    expect(isFailedObject(valueOf(r, '?drained'))).toBe(true);
    expect(isFailedObject(valueOf(r, '?liquids'))).toBe(true);
    expect(timeOf(r, '?drained')).toBe('150');
    expect(findInKitchen(valueOf(r, '?ks3'), valueOf(r, '?colander'))!.s.used).toBe(null);
  });
});
