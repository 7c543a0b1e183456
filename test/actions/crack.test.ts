// crack (spec: primitives-a §2.7): one 50 g whole egg appended to the target and one cracked
// shell appended to the eggs container per whole unit of each item's amount; eggs removed.
// Time: kt + 5 per content item of the eggs input, never waiting for any input.
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/kitchen/entity.ts';
import { amountOf, entity, findInKitchen, isFailedObject, modesOf, run, timeOf, valueOf } from '../support/simulate.ts';

const K = '(get-kitchen ?kitchen)\n';
const describeItems = (c: Entity) => c.contents.map((e) => `${e.cls.name} ${amountOf(e)}`);

describe('crack case 1 (eggs into a given container)', () => {
  const r = run(`${K}(fetch-and-proportion ?eggs ?ks1 ?kitchen ?t1 egg 2 piece)
(fetch-and-proportion ?sugar ?ks2 ?ks1 ?t2 white-sugar 100 g)
(crack ?cracked ?ks3 ?ks2 ?eggs ?sugar)`);

  it('takes 5 s per egg item from the kitchen clock (best-brownies: kt 655, 2 eggs -> 665)', () => {
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'crack')).toEqual(['1']);
    expect(timeOf(r, '?cracked')).toBe('70');
    expect(timeOf(r, '?ks3')).toBe('70');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(70);
  });

  it('appends one 50 g whole egg per egg to the target and leaves cracked shells behind', () => {
    const target = entity(valueOf(r, '?cracked'));
    expect(target.pid).toBe(entity(valueOf(r, '?sugar')).pid);
    expect(describeItems(target)).toEqual(['white-sugar 100 g', 'whole-egg 50 g', 'whole-egg 50 g']);
    const shells = findInKitchen(valueOf(r, '?ks3'), valueOf(r, '?eggs'))!;
    expect(describeItems(shells)).toEqual(['egg-shell 1 piece', 'egg-shell 1 piece']);
    expect(shells.contents.map((e) => e.s.cracked)).toEqual([true, true]);
  });

  it('leaves the given target unused', () => {
    const q = run(`${K}(fetch-and-proportion ?eggs ?ks1 ?kitchen ?t1 egg 1 piece)
(fetch ?bowl ?ks2 ?ks1 medium-bowl 1)
(crack ?cracked ?ks3 ?ks2 ?eggs ?bowl)`);
    const bowl = findInKitchen(valueOf(q, '?ks3'), valueOf(q, '?bowl'))!;
    expect(describeItems(bowl)).toEqual(['whole-egg 50 g']);
    expect(bowl.s.used).toBe(null);
  });
});

describe('crack case 2 (default medium bowl; gold: almond-crescent-cookies-5, kt 90 -> 95)', () => {
  const r = run(`${K}(fetch-and-proportion ?eggs ?ks1 ?kitchen ?t1 egg 1 piece)
(crack ?cracked ?ks2 ?ks1 ?eggs ?bowl)`);

  it('cracks into a retrieved bowl, marked used, 5 s after the clock', () => {
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'crack')).toEqual(['2']);
    expect(timeOf(r, '?cracked')).toBe('35');
    const result = entity(valueOf(r, '?cracked'));
    expect(result.cls.name).toBe('medium-bowl');
    expect(result.s.used).toBe(true);
    expect(describeItems(result)).toEqual(['whole-egg 50 g']);
    expect(findInKitchen(valueOf(r, '?ks2'), result)!.s.used).toBe(true);
  });

  it('binds the target output, without time, to the bowl as it was in the input kitchen', () => {
    expect(timeOf(r, '?bowl')).toBe(null);
    const bowl = entity(valueOf(r, '?bowl'));
    expect(bowl.pid).toBe(entity(valueOf(r, '?cracked')).pid);
    expect(bowl.contents).toEqual([]);
    expect(bowl.s.used).toBe(null);
  });
});

describe('crack quirks', () => {
  it('ignores the eggs container availability', () => {
    // bring-to-temperature stamps the eggs kt + 800 but leaves the clock at 30
    const r = run(`${K}(fetch-and-proportion ?eggs ?ks1 ?kitchen ?t1 egg 2 piece)
(bring-to-temperature ?warm ?ks2 ?ks1 ?eggs ?q ?u)
(crack ?cracked ?ks3 ?ks2 ?warm ?bowl)`);
    expect(timeOf(r, '?warm')).toBe('830');
    expect(timeOf(r, '?cracked')).toBe('40');
    expect(timeOf(r, '?ks3')).toBe('40');
  });

  it('counts content items, and drops the fraction of an egg', () => {
    // 3/2 egg: a 1/2 piece and a 1 piece item
    const r = run(`${K}(fetch-and-proportion ?eggs ?ks1 ?kitchen ?t1 egg 3/2 piece)
(crack ?cracked ?ks2 ?ks1 ?eggs ?bowl)`);
    expect(describeItems(entity(valueOf(r, '?eggs')))).toEqual(['egg 1/2 piece', 'egg 1 piece']);
    expect(timeOf(r, '?cracked')).toBe('40');
    expect(describeItems(entity(valueOf(r, '?cracked')))).toEqual(['whole-egg 50 g']);
    expect(describeItems(findInKitchen(valueOf(r, '?ks2'), valueOf(r, '?eggs'))!)).toEqual(['egg-shell 1 piece']);
  });

  it('cracks any item: a non-egg of N pieces also yields N whole eggs and is kept', () => {
    const r = run(`${K}(fetch-and-proportion ?apples ?ks1 ?kitchen ?t1 apple 2 piece)
(crack ?cracked ?ks2 ?ks1 ?apples ?bowl)`);
    expect(describeItems(entity(valueOf(r, '?cracked')))).toEqual(['whole-egg 50 g', 'whole-egg 50 g']);
    expect(describeItems(findInKitchen(valueOf(r, '?ks2'), valueOf(r, '?apples'))!)).toEqual([
      'apple 1 piece',
      'apple 1 piece',
      'egg-shell 1 piece',
      'egg-shell 1 piece',
    ]);
  });
});

describe('crack failures and errors', () => {
  // the kitchen has a single plastic wrap, so fetching two fails (at kt + 60)
  it('case 2 with failed eggs: +45 (a failed object holds 9 places); the target fails without time', () => {
    const r = run(`${K}(fetch ?nothing ?ks1 ?kitchen plastic-wrap 2)
(crack ?cracked ?ks2 ?ks1 ?nothing ?bowl)`);
    expect(isFailedObject(valueOf(r, '?cracked'))).toBe(true);
    expect(timeOf(r, '?cracked')).toBe('105');
    expect(isFailedObject(valueOf(r, '?bowl'))).toBe(true);
    expect(timeOf(r, '?bowl')).toBe(null);
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(105);
  });

  it('case 1 with a failed target: the result fails at kt + 5 per egg item', () => {
    const r = run(`${K}(fetch-and-proportion ?eggs ?ks1 ?kitchen ?t1 egg 2 piece)
(fetch ?nothing ?ks2 ?ks1 plastic-wrap 2)
(crack ?cracked ?ks3 ?ks2 ?eggs ?nothing)`);
    expect(modesOf(r, 'crack')).toEqual(['1']);
    expect(isFailedObject(valueOf(r, '?cracked'))).toBe(true);
    expect(timeOf(r, '?cracked')).toBe('100');
    // nothing was cracked
    expect(describeItems(findInKitchen(valueOf(r, '?ks3'), valueOf(r, '?eggs'))!)).toEqual(['egg 1 piece', 'egg 1 piece']);
  });

  it('case 1 with a target that is not in the kitchen is an error', () => {
    // the fetched bowl is unused: the first crack's default bowl takes it off the kitchen
    const r = run(`${K}(fetch-and-proportion ?eggs ?ks1 ?kitchen ?t1 egg 1 piece)
(fetch ?bowl ?ks2 ?ks1 medium-bowl 1)
(crack ?cracked ?ks3 ?ks2 ?eggs ?default-bowl)
(fetch-and-proportion ?eggs-2 ?ks4 ?ks3 ?t2 egg 1 piece)
(crack ?cracked-2 ?ks5 ?ks4 ?eggs-2 ?bowl)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('no-applicable-method(contents)');
  });
});
