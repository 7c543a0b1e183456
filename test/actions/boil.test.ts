// boil (spec: primitives-a §2.3): five modes, 30 minutes on medium heat by default, minutes only.
import { describe, expect, it } from 'vitest';
import { amountUnit, amountValue, type Entity } from '../../src/kitchen/entity.ts';
import { contentClasses, entity, num, run, timeOf, valueOf } from '../support/simulate.ts';

// a cooking pot (30) with 2.5 potatoes (60: ½, 1, 1) and 500 ml water on top (90)
const POT = `(get-kitchen ?k)
(fetch ?pot ?ks1 ?k cooking-pot 1)
(fetch-and-proportion ?potatoes ?ks2 ?ks1 ?pot potato 2.5 piece)
(fetch-and-proportion ?pot-with-water ?ks3 ?ks2 ?potatoes water 500 ml)
`;

const celsius = (e: Entity) => {
  const t = e.s.temperature as Entity | null;
  return t ? `${num(amountValue(t))} ${amountUnit(t).cls.name}` : null;
};
const pieces = (e: Entity) => num(amountValue(e.s.amount as Entity));
const stoveOf = (ks: Entity) => ks.contents.find((c) => c.cls.name === 'stove')!;

describe('boil', () => {
  it('boils for 30 minutes on medium heat on the kitchen stove by default', () => {
    const r = run(`${POT}(boil ?boiled ?ks4 ?ks3 ?pot-with-water ?stove ?mode ?time-qty ?time-unit)`);
    expect(r.status).toBe('ok');
    // s = max(kt 90, pot 90): product and stove at s + 1800, the kitchen at s + 30
    // (classic-potato-salad: kt 750, pot 750 -> pot 2550, stove 2550, ks 780)
    expect(timeOf(r, '?boiled')).toBe('1890');
    expect(timeOf(r, '?stove')).toBe('1890');
    expect(timeOf(r, '?ks4')).toBe('120');
    expect(entity(valueOf(r, '?ks4')).s['kitchen-time']).toBe(120);
    expect(entity(valueOf(r, '?mode')).cls.name).toBe('medium-heat');
    expect(num(entity(valueOf(r, '?time-qty')).s.value as number)).toBe('30');
    expect(entity(valueOf(r, '?time-unit')).cls.name).toBe('minute');
    for (const v of ['?mode', '?time-qty', '?time-unit']) expect(timeOf(r, v)).toBeNull();
    const stove = entity(valueOf(r, '?stove'));
    expect(stove).toBe(stoveOf(entity(valueOf(r, '?ks4'))));
    expect(celsius(stove)).toBe('150 degrees-celsius');
  });

  it('boils the other items in a single liquid, which ends up last', () => {
    const r = run(`${POT}(boil ?boiled ?ks4 ?ks3 ?pot-with-water ?stove ?mode ?time-qty ?time-unit)`);
    const pot = entity(valueOf(r, '?boiled'));
    // the potatoes come out reversed (the ½ piece came first), then the water
    expect(contentClasses(pot)).toEqual(['potato', 'potato', 'potato', 'water']);
    expect(pot.contents.slice(0, 3).map(pieces)).toEqual(['1', '1', '0.5']);
    const water = pot.contents[3];
    expect(water.s.boiled).toBe(true);
    expect(celsius(water)).toBe('150 degrees-celsius');
    const stove = entity(valueOf(r, '?stove'));
    for (const potato of pot.contents.slice(0, 3)) {
      expect(potato.s.boiled).toBe(true);
      expect(potato.s['boiled-with']).toBe(water);
      // a copy of the stove temperature each, not the stove's object
      expect(celsius(potato)).toBe('150 degrees-celsius');
      expect(potato.s.temperature).not.toBe(stove.s.temperature);
    }
  });

  it('makes one boiled liquid mixture of the spices and liquids', () => {
    const r = run(`${POT}(fetch-and-proportion ?salted ?ks4 ?ks3 ?pot-with-water salt 1 teaspoon)
(boil ?boiled ?ks5 ?ks4 ?salted ?stove ?mode ?time-qty ?time-unit)`);
    expect(r.status).toBe('ok');
    const pot = entity(valueOf(r, '?boiled'));
    expect(contentClasses(pot)).toEqual(['potato', 'potato', 'potato', 'homogeneous-mixture']);
    const liquid = pot.contents[3];
    expect(liquid.s.boiled).toBe(true);
    expect(liquid.s['is-liquid']).toBe(true);
    expect(celsius(liquid)).toBe('150 degrees-celsius');
    // 500 ml water = 500 g, 1 teaspoon (coarse) salt = 5 g; spices first
    expect(num(amountValue(liquid.s.amount as Entity))).toBe('505');
    const components = liquid.s.components as Entity[];
    expect(components.map((c) => c.cls.name)).toEqual(['coarse-salt', 'water']);
    expect(components.map((c) => num(amountValue(c.s.amount as Entity)))).toEqual(['1/101', '100/101']);
    for (const potato of pot.contents.slice(0, 3)) expect(potato.s['boiled-with']).toBe(liquid);
  });

  it('reads every time unit as minutes and checks the container with a given time', () => {
    const r = run(`${POT}(boil ?boiled ?ks4 ?ks3 ?pot-with-water ?stove ?mode 1 hour)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?boiled')).toBe('150');
    expect(timeOf(r, '?stove')).toBe('150');
    expect(timeOf(r, '?ks4')).toBe('120');
    expect(entity(valueOf(r, '?mode')).cls.name).toBe('medium-heat');
  });

  it('fails with a given time when the container cannot go on a stove, binding the real stove', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?water ?ks1 ?k ?bowl water 500 ml)
(boil ?boiled ?ks2 ?ks1 ?water ?stove ?mode 10 minute)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?boiled')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?boiled')).toBe('630');
    const stove = entity(valueOf(r, '?stove'));
    expect(stove.cls.name).toBe('stove');
    expect(stove.s.temperature).toBeNull();
    expect(timeOf(r, '?ks2')).toBe('60');
  });

  it('boils any container by default, a bowl included', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?water ?ks1 ?k ?bowl water 500 ml)
(boil ?boiled ?ks2 ?ks1 ?water ?stove ?mode ?time-qty ?time-unit)`);
    expect(entity(valueOf(r, '?boiled')).cls.name).toBe('medium-bowl');
    expect(entity(valueOf(r, '?boiled')).contents[0].s.boiled).toBe(true);
  });

  // a first bowl of water boiled on the kitchen stove leaves ?stove available at 1830; a second
  // bowl of water is ready at 90 with the kitchen at 90
  const SECOND = `(get-kitchen ?k)
(fetch-and-proportion ?water-1 ?ks1 ?k ?bowl-1 water 500 ml)
(boil ?boiled-1 ?ks2 ?ks1 ?water-1 ?stove ?mode-1 ?time-qty-1 ?time-unit-1)
(fetch-and-proportion ?water-2 ?ks3 ?ks2 ?bowl-2 water 200 ml)
`;

  it('uses a given stove and time, ignoring the stove\'s availability', () => {
    const r = run(`${SECOND}(boil ?boiled ?ks4 ?ks3 ?water-2 ?stove ?mode 10 minute)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?stove')).toBe('1830');
    expect(r.timeline.at(-1)?.mode).toBe('2');
    // max(kt 90, water 90) + 600, whatever the stove's 1830
    expect(timeOf(r, '?boiled')).toBe('690');
    expect(timeOf(r, '?ks4')).toBe('120');
    expect(entity(valueOf(r, '?mode')).cls.name).toBe('medium-heat');
    expect(timeOf(r, '?mode')).toBeNull();
    expect(entity(valueOf(r, '?boiled')).contents[0].s.boiled).toBe(true);
  });

  it('boils for the default 30 minutes on a given stove without a time', () => {
    const r = run(`${SECOND}(boil ?boiled ?ks4 ?ks3 ?water-2 ?stove ?mode ?time-qty ?time-unit)`);
    expect(r.timeline.at(-1)?.mode).toBe('3');
    expect(timeOf(r, '?boiled')).toBe('1890');
    expect(timeOf(r, '?ks4')).toBe('120');
    expect(num(entity(valueOf(r, '?time-qty')).s.value as number)).toBe('30');
    expect(entity(valueOf(r, '?time-unit')).cls.name).toBe('minute');
    expect(entity(valueOf(r, '?mode')).cls.name).toBe('medium-heat');
    for (const v of ['?mode', '?time-qty', '?time-unit']) expect(timeOf(r, v)).toBeNull();
  });

  it('sets the stove to a given heat setting', () => {
    const r = run(`${SECOND}(boil ?boiled ?ks4 ?ks3 ?water-2 ?stove high-heat 5 minute)`);
    expect(r.timeline.at(-1)?.mode).toBe('5');
    expect(timeOf(r, '?boiled')).toBe('390');
    expect(celsius(stoveOf(entity(valueOf(r, '?ks4'))))).toBe('200 degrees-celsius');
    expect(celsius(entity(valueOf(r, '?boiled')).contents[0])).toBe('200 degrees-celsius');
  });

  it('binds failed objects for the product and the stove when the thing failed', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(boil ?boiled ?ks2 ?ks1 ?nothing ?stove ?mode ?time-qty ?time-unit)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?boiled')).cls.name).toBe('failed-object');
    expect(entity(valueOf(r, '?stove')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?boiled')).toBe('1830');
    expect(timeOf(r, '?stove')).toBe('1830');
    expect(timeOf(r, '?ks2')).toBe('60');
    expect(stoveOf(entity(valueOf(r, '?ks2'))).s.temperature).toBeNull();
  });

  it('stops the run when there is no liquid and no spice to boil in', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?pot ?ks1 ?k cooking-pot 1)
(fetch-and-proportion ?potatoes ?ks2 ?ks1 ?pot potato 2 piece)
(boil ?boiled ?ks3 ?ks2 ?potatoes ?stove ?mode ?time-qty ?time-unit)`);
    expect(r.status).toBe('error');
    expect(r.execution?.error?.reason).toBe('no-applicable-method(setf-boiled)');
  });
});
