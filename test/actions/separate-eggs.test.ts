// separate-eggs (spec: primitives-b §2.12): per item of the eggs container a yolk (0.36 of its
// amount) and a white (0.64) appended to their containers; whole eggs removed.
// Time: kt + 5 per content item of the eggs input, never waiting for any input.
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/kitchen/entity.ts';
import { amountOf, counterTopOf, entity, findInKitchen, isFailedObject, modesOf, run, timeOf, valueOf } from '../support/simulate.ts';

const K = '(get-kitchen ?kitchen)\n';
const describeItems = (c: unknown) => entity(c as Entity).contents.map((e) => `${e.cls.name} ${amountOf(e)}`);

describe('separate-eggs case 2 (defaults; gold: almond-crescent-cookies-5)', () => {
  const r = run(`${K}(fetch-and-proportion ?egg ?ks1 ?kitchen ?t1 egg 1 piece)
(crack ?cracked ?ks2 ?ks1 ?egg ?bowl-1)
(separate-eggs ?yolks ?whites ?ks3 ?ks2 ?cracked ?bowl-2 ?bowl-3 ?separator)`);

  it('takes 5 s per item of the eggs container, for every output', () => {
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'separate-eggs')).toEqual(['2']);
    for (const v of ['?yolks', '?whites', '?ks3', '?bowl-2', '?bowl-3', '?separator']) expect(timeOf(r, v)).toBe('40');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(40);
  });

  it('splits a 50 g whole egg into an 18.0 g yolk and a 32.0 g white (single-floats)', () => {
    expect(describeItems(valueOf(r, '?yolks'))).toEqual(['egg-yolk 18.0 g']);
    expect(describeItems(valueOf(r, '?whites'))).toEqual(['egg-white 32.0 g']);
    // the whole egg is gone from the cracked-egg bowl
    expect(describeItems(findInKitchen(valueOf(r, '?ks3'), valueOf(r, '?cracked'))!)).toEqual([]);
  });

  it('retrieves the whites bowl first, then another bowl for the yolks, then a separator; all used', () => {
    const top = counterTopOf(valueOf(r, '?ks3')).contents;
    const yolks = entity(valueOf(r, '?yolks'));
    const whites = entity(valueOf(r, '?whites'));
    expect(top.slice(0, 3).map((e) => e.pid)).toEqual([entity(valueOf(r, '?separator')).pid, yolks.pid, whites.pid]);
    expect(top.slice(0, 3).map((e) => e.s.used)).toEqual([true, true, true]);
    expect(yolks.pid).not.toBe(whites.pid);
    expect(entity(valueOf(r, '?separator')).cls.name).toBe('egg-separator');
  });

  it('binds the bowl outputs as they were in the input kitchen: empty and unused', () => {
    const yolkTarget = entity(valueOf(r, '?bowl-2'));
    const whiteTarget = entity(valueOf(r, '?bowl-3'));
    expect(yolkTarget.pid).toBe(entity(valueOf(r, '?yolks')).pid);
    expect(whiteTarget.pid).toBe(entity(valueOf(r, '?whites')).pid);
    for (const b of [yolkTarget, whiteTarget]) {
      expect(b.contents).toEqual([]);
      expect(b.s.used).toBe(null);
    }
  });
});

describe('separate-eggs case 1 (everything given)', () => {
  const r = run(`${K}(fetch-and-proportion ?eggs ?ks1 ?kitchen ?t1 egg 2 piece)
(fetch ?large ?ks2 ?ks1 large-bowl 1)
(fetch ?small ?ks3 ?ks2 small-bowl 1)
(fetch ?separator ?ks4 ?ks3 egg-separator 1)
(separate-eggs ?yolks ?whites ?ks5 ?ks4 ?eggs ?large ?small ?separator)`);

  it('separates any item, in its own unit, and removes only whole eggs', () => {
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'separate-eggs')).toEqual(['1']);
    expect(timeOf(r, '?yolks')).toBe('130');
    expect(entity(valueOf(r, '?yolks')).cls.name).toBe('large-bowl');
    expect(describeItems(valueOf(r, '?yolks'))).toEqual(['egg-yolk 0.36 piece', 'egg-yolk 0.36 piece']);
    expect(describeItems(valueOf(r, '?whites'))).toEqual(['egg-white 0.64 piece', 'egg-white 0.64 piece']);
    // raw eggs are not whole eggs: they stay
    expect(describeItems(findInKitchen(valueOf(r, '?ks5'), valueOf(r, '?eggs'))!)).toEqual(['egg 1 piece', 'egg 1 piece']);
  });

  it('marks the given bowls and separator used', () => {
    const ks = valueOf(r, '?ks5');
    for (const v of ['?large', '?small', '?separator']) expect(findInKitchen(ks, valueOf(r, v))!.s.used).toBe(true);
  });
});

describe('separate-eggs failures', () => {
  it('case 1 with failed eggs: yolks and whites fail at kt + 45 (a failed object holds 9 places)', () => {
    const r = run(`${K}(fetch ?large ?ks1 ?kitchen large-bowl 1)
(fetch ?small ?ks2 ?ks1 small-bowl 1)
(fetch ?separator ?ks3 ?ks2 egg-separator 1)
(fetch ?nothing ?ks4 ?ks3 plastic-wrap 2)
(separate-eggs ?yolks ?whites ?ks5 ?ks4 ?nothing ?large ?small ?separator)`);
    expect(modesOf(r, 'separate-eggs')).toEqual(['1']);
    expect(isFailedObject(valueOf(r, '?yolks'))).toBe(true);
    expect(isFailedObject(valueOf(r, '?whites'))).toBe(true);
    expect(timeOf(r, '?yolks')).toBe('195');
    expect(entity(valueOf(r, '?ks5')).s['kitchen-time']).toBe(195);
    expect(findInKitchen(valueOf(r, '?ks5'), valueOf(r, '?separator'))!.s.used).toBe(null);
  });

  it('case 2 failing binds a failed object to the can-separate-eggs slot: an error', () => {
    const r = run(`${K}(fetch ?nothing ?ks1 ?kitchen plastic-wrap 2)
(separate-eggs ?yolks ?whites ?ks2 ?ks1 ?nothing ?bowl-1 ?bowl-2 ?separator)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('wrong-type(egg-separator)');
  });
});
