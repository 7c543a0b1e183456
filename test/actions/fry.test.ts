// fry (spec: primitives-a §2.14): always 30 minutes on the kitchen's stove, fryable items only.
import { describe, expect, it } from 'vitest';
import { amountUnit, amountValue, type Entity } from '../../src/kitchen/entity.ts';
import { entity, num, run, timeOf, valueOf } from '../support/simulate.ts';

// a frying pan (30) with almonds (60) and butter (90) in it
const PAN = `(get-kitchen ?k)
(fetch ?pan ?ks1 ?k frying-pan 1)
(fetch-and-proportion ?almonds ?ks2 ?ks1 ?pan almond 140 g)
(fetch-and-proportion ?pan-with-butter ?ks3 ?ks2 ?almonds butter 10 g)
`;
const celsius = (e: Entity) => {
  const t = e.s.temperature as Entity | null;
  return t ? `${num(amountValue(t))} ${amountUnit(t).cls.name}` : null;
};
const stoveOf = (ks: Entity) => ks.contents.find((c) => c.cls.name === 'stove')!;

describe('fry', () => {
  it('fries the fryable items on a given heat setting for 30 minutes', () => {
    const r = run(`${PAN}(fry ?fried ?ks4 ?ks3 ?pan-with-butter ?stove medium-high-heat ?time-qty ?time-unit)`);
    expect(r.status).toBe('ok');
    expect(r.timeline.at(-1)?.mode).toBe('2');
    // basic-chicken-salad: kt 410, pan 410 -> pan 2210, stove 2210, ks 440
    expect(timeOf(r, '?fried')).toBe('1890');
    expect(timeOf(r, '?stove')).toBe('1890');
    expect(timeOf(r, '?ks4')).toBe('120');
    expect(entity(valueOf(r, '?ks4')).s['kitchen-time']).toBe(120);
    expect(num(entity(valueOf(r, '?time-qty')).s.value as number)).toBe('30');
    expect(entity(valueOf(r, '?time-unit')).cls.name).toBe('minute');
    expect(timeOf(r, '?time-qty')).toBeNull();
    expect(timeOf(r, '?time-unit')).toBeNull();
    const stove = entity(valueOf(r, '?stove'));
    expect(stove).toBe(stoveOf(entity(valueOf(r, '?ks4'))));
    expect(celsius(stove)).toBe('175 degrees-celsius');
    const [butter, almonds] = entity(valueOf(r, '?fried')).contents;
    expect(almonds.cls.name).toBe('almond');
    expect(almonds.s.fried).toBe(true);
    expect(celsius(almonds)).toBe('175 degrees-celsius');
    expect(almonds.s.temperature).not.toBe(stove.s.temperature);
    // butter is not fryable: untouched
    expect(butter.cls.name).toBe('butter');
    const [butterBefore] = entity(valueOf(r, '?pan-with-butter')).contents;
    expect(butter.s.temperature).toBe(butterBefore.s.temperature);
    expect('fried' in butter.s).toBe(false);
  });

  it('fries on medium heat by default', () => {
    const r = run(`${PAN}(fry ?fried ?ks4 ?ks3 ?pan-with-butter ?stove ?mode ?time-qty ?time-unit)`);
    expect(r.status).toBe('ok');
    expect(r.timeline.at(-1)?.mode).toBe('1');
    expect(entity(valueOf(r, '?mode')).cls.name).toBe('medium-heat');
    expect(timeOf(r, '?mode')).toBeNull();
    expect(celsius(entity(valueOf(r, '?stove')))).toBe('150 degrees-celsius');
    expect(timeOf(r, '?fried')).toBe('1890');
  });

  it('fails in a container that cannot be heated, binding a failed stove', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?almonds ?ks1 ?k ?bowl almond 140 g)
(fry ?fried ?ks2 ?ks1 ?almonds ?stove medium-high-heat ?time-qty ?time-unit)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?fried')).cls.name).toBe('failed-object');
    expect(entity(valueOf(r, '?stove')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?fried')).toBe('1830');
    expect(timeOf(r, '?stove')).toBe('1830');
    expect(timeOf(r, '?ks2')).toBe('60');
    expect(num(entity(valueOf(r, '?time-qty')).s.value as number)).toBe('30');
    const ks = entity(valueOf(r, '?ks2'));
    expect(stoveOf(ks).s.temperature).toBeNull();
    expect(r.timeline.at(-1)?.failed).toBe(true);
  });

  it('fails for a failed thing', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(fry ?fried ?ks2 ?ks1 ?nothing ?stove ?mode ?time-qty ?time-unit)`);
    expect(entity(valueOf(r, '?fried')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?fried')).toBe('1830');
  });

  it('accepts no given time', () => {
    const r = run(`${PAN}(fry ?fried ?ks4 ?ks3 ?pan-with-butter ?stove ?mode 10 minute)`);
    expect(r.status).toBe('unexecutable');
  });
});
