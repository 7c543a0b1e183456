// leave-for-time (spec: primitives-b §2.1): kt + 60·q (3600·q for hours), the clock does not move,
// contents cool by T/45 per unit of the raw quantity, never below 18 °C.
import { describe, expect, it } from 'vitest';
import { amountUnit, amountValue, type Entity } from '../../src/kitchen/entity.ts';
import { entity, num, run, timeOf, valueOf } from '../support/simulate.ts';

// a butter mixture baked at 175 °C: product at 960, kitchen at 90
const BAKED = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?ks1 ?k ?bowl butter 200 g)
(mix ?dough ?ks2 ?ks1 ?butter ?whisk)
(bake ?baked ?ks3 ?ks2 ?dough ?oven 15 minute 175 degrees-celsius)
`;
const celsius = (e: Entity) => {
  const t = e.s.temperature as Entity | null;
  return t ? `${num(amountValue(t))} ${amountUnit(t).cls.name}` : null;
};

describe('leave-for-time', () => {
  it('cools the contents for some minutes from the kitchen time', () => {
    const r = run(`${BAKED}(leave-for-time ?cooling ?ks4 ?ks3 ?baked 5 minute)`);
    expect(r.status).toBe('ok');
    // kt 90 + 300, although the baked dough is only ready at 960
    expect(timeOf(r, '?cooling')).toBe('390');
    expect(timeOf(r, '?ks4')).toBe('90');
    expect(entity(valueOf(r, '?ks4')).s['kitchen-time']).toBe(90);
    // 175 - 175/45·5
    const [item] = entity(valueOf(r, '?cooling')).contents;
    expect(celsius(item)).toBe('1400/9 degrees-celsius');
    const [before] = entity(valueOf(r, '?baked')).contents;
    expect(celsius(before)).toBe('175 degrees-celsius');
  });

  it('counts hours as 3600 s but cools by the raw quantity', () => {
    const r = run(`${BAKED}(leave-for-time ?cooling ?ks4 ?ks3 ?baked 0.5 hour)`);
    // cranberry-fluff-salad's 0.5 hour: 1800.0 s
    expect(timeOf(r, '?cooling')).toBe('1890.0');
    // 175 - 175/45·0.5 in single floats
    expect(celsius(entity(valueOf(r, '?cooling')).contents[0])).toBe('173.05556 degrees-celsius');
  });

  it('reads half a minute as 30.0 s', () => {
    const r = run(`${BAKED}(leave-for-time ?cooling ?ks4 ?ks3 ?baked 0.5 minute)`);
    expect(timeOf(r, '?cooling')).toBe('120.0');
  });

  it('never cools below 18 °C, and raises colder contents to it', () => {
    // butter straight from the fridge is at 5 °C
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?ks1 ?k ?bowl butter 200 g)
(leave-for-time ?left ?ks2 ?ks1 ?butter 5 minute)`);
    expect(celsius(entity(valueOf(r, '?butter')).contents[0])).toBe('5 degrees-celsius');
    expect(celsius(entity(valueOf(r, '?left')).contents[0])).toBe('18 degrees-celsius');
    expect(timeOf(r, '?left')).toBe('330');
  });

  it('binds a failed object when the container is not on the counter-top', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(leave-for-time ?left ?ks2 ?ks1 ?nothing 15 minute)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?left')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?left')).toBe('930');
    expect(timeOf(r, '?ks2')).toBe('30');
  });

  it('needs a time', () => {
    const r = run(`${BAKED}(leave-for-time ?cooling ?ks4 ?ks3 ?baked ?qty ?unit)`);
    expect(r.status).toBe('unexecutable');
  });
});
