// bring-to-temperature (spec: primitives-a §2.4): a fixed kt + 800 that ignores the input's own
// time, the kitchen clock left alone, room temperature by default.
import { describe, expect, it } from 'vitest';
import { amountUnit, amountValue, type Entity } from '../../src/kitchen/entity.ts';
import { entity, num, run, timeOf, valueOf } from '../support/simulate.ts';

const BUTTER = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?ks1 ?k ?bowl butter 200 g)
`;
const celsius = (e: Entity) => {
  const t = e.s.temperature as Entity | null;
  return t ? `${num(amountValue(t))} ${amountUnit(t).cls.name}` : null;
};

describe('bring-to-temperature', () => {
  it('brings the contents to the kitchen temperature by default', () => {
    const r = run(`${BUTTER}(bring-to-temperature ?soft ?ks2 ?ks1 ?butter ?room-qty ?room-unit)`);
    expect(r.status).toBe('ok');
    // afghan-biscuits: kt 30, bowl 30 -> bowl 830, ks 30, 18 °C objects without time
    expect(timeOf(r, '?soft')).toBe('830');
    expect(timeOf(r, '?ks2')).toBe('30');
    expect(timeOf(r, '?room-qty')).toBeNull();
    expect(timeOf(r, '?room-unit')).toBeNull();
    const ks = entity(valueOf(r, '?ks2'));
    expect(ks.s['kitchen-time']).toBe(30);
    // the kitchen's own temperature object, its quantity and unit bound as outputs
    const room = ks.s.temperature as Entity;
    expect(valueOf(r, '?room-qty')).toBe(room.s.quantity);
    expect(valueOf(r, '?room-unit')).toBe(room.s.unit);
    expect(num(entity(valueOf(r, '?room-qty')).s.value as number)).toBe('18');
    const [butter] = entity(valueOf(r, '?soft')).contents;
    expect(butter.s.temperature).toBe(room);
    // nothing moves
    expect(ks.contents.find((c) => c.cls.name === 'counter-top')!.contents).toContain(entity(valueOf(r, '?soft')));
  });

  it('brings the contents to a given temperature', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?water ?ks1 ?k ?bowl water 100 ml)
(bring-to-temperature ?hot ?ks2 ?ks1 ?water 60 degrees-celsius)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?hot')).toBe('830');
    expect(timeOf(r, '?ks2')).toBe('30');
    expect(celsius(entity(valueOf(r, '?hot')).contents[0])).toBe('60 degrees-celsius');
  });

  it('stamps kt + 800 even when its input is ready later', () => {
    // as best-brownies (kt 905, pan 2475 -> pan 1705): the baked dough is ready at 960, kt is 90
    const r = run(`${BUTTER}(mix ?dough ?ks2 ?ks1 ?butter ?whisk)
(bake ?baked ?ks3 ?ks2 ?dough ?oven 15 minute 175 degrees-celsius)
(bring-to-temperature ?cooled ?ks4 ?ks3 ?baked ?room-qty ?room-unit)`);
    expect(timeOf(r, '?baked')).toBe('960');
    expect(timeOf(r, '?cooled')).toBe('890');
    expect(timeOf(r, '?ks4')).toBe('90');
    expect(celsius(entity(valueOf(r, '?cooled')).contents[0])).toBe('18 degrees-celsius');
    // the execution time still counts the bake
    expect(num(r.executionTime!)).toBe('960');
  });

  it('cools by the time formula when given a time amount', () => {
    // 175 °C for 5: 175 - 175/45·5 = 1400/9
    const r = run(`${BUTTER}(mix ?dough ?ks2 ?ks1 ?butter ?whisk)
(bake ?baked ?ks3 ?ks2 ?dough ?oven 15 minute 175 degrees-celsius)
(bring-to-temperature ?cooled ?ks4 ?ks3 ?baked 5 minute)`);
    expect(celsius(entity(valueOf(r, '?cooled')).contents[0])).toBe('1400/9 degrees-celsius');
  });

  it('reuses room temperature variables bound by an earlier call', () => {
    const r = run(`${BUTTER}(bring-to-temperature ?soft ?ks2 ?ks1 ?butter ?room-qty ?room-unit)
(fetch-and-proportion ?more-butter ?ks3 ?ks2 ?bowl-2 butter 50 g)
(bring-to-temperature ?warm-butter ?ks4 ?ks3 ?more-butter ?room-qty ?room-unit)`);
    expect(r.status).toBe('ok');
    expect(r.timeline.at(-1)?.mode).toBe('1');
    expect(timeOf(r, '?warm-butter')).toBe('860');
    expect(celsius(entity(valueOf(r, '?warm-butter')).contents[0])).toBe('18 degrees-celsius');
  });

  it('leaves contents that have no temperature alone', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?sugar ?ks1 ?k ?bowl white-sugar 100 g)
(bring-to-temperature ?warm ?ks2 ?ks1 ?sugar ?room-qty ?room-unit)`);
    expect(r.status).toBe('ok');
    const [sugar] = entity(valueOf(r, '?warm')).contents;
    expect(sugar.isA('has-temperature')).toBe(false);
    expect(sugar.s.temperature).toBeUndefined();
  });

  it('binds a failed object when the container is not on the counter-top', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(bring-to-temperature ?soft ?ks2 ?ks1 ?nothing ?room-qty ?room-unit)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?soft')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?soft')).toBe('830');
    expect(timeOf(r, '?ks2')).toBe('30');
    // the room temperature is bound all the same
    expect(num(entity(valueOf(r, '?room-qty')).s.value as number)).toBe('18');
    expect(r.timeline.at(-1)?.failed).toBe(true);
  });
});
