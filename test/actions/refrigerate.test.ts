// refrigerate (spec: primitives-b §2.10): the quantity is squared, the clock does not move, the
// container stays where it is and takes the fridge's temperature.
import { describe, expect, it } from 'vitest';
import { amountUnit, amountValue, type Entity } from '../../src/kitchen/entity.ts';
import { entity, num, run, timeOf, valueOf } from '../support/simulate.ts';

// butter (5 °C from the fridge) brought to room temperature: bowl at 830, kitchen at 30
const SOFT = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?ks1 ?k ?bowl butter 200 g)
(bring-to-temperature ?soft ?ks2 ?ks1 ?butter ?room-qty ?room-unit)
`;
const celsius = (e: Entity) => {
  const t = e.s.temperature as Entity | null;
  return t ? `${num(amountValue(t))} ${amountUnit(t).cls.name}` : null;
};
const placeOf = (ks: Entity, name: string) => ks.contents.find((c) => c.cls.name === name)!;

describe('refrigerate', () => {
  it('cools for one hour in the kitchen fridge by default', () => {
    const r = run(`${SOFT}(refrigerate ?cold ?ks3 ?ks2 ?soft ?fridge ?cooling-qty ?cooling-unit)`);
    expect(r.status).toBe('ok');
    expect(r.timeline.at(-1)?.mode).toBe('1');
    // kt + 3600, whatever the bowl's own 830; the kitchen clock stays at kt
    expect(timeOf(r, '?cold')).toBe('3630');
    expect(timeOf(r, '?ks3')).toBe('30');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(30);
    expect(num(entity(valueOf(r, '?cooling-qty')).s.value as number)).toBe('1');
    expect(entity(valueOf(r, '?cooling-unit')).cls.name).toBe('hour');
    expect(timeOf(r, '?cooling-qty')).toBeNull();
    expect(timeOf(r, '?cooling-unit')).toBeNull();
    // the input kitchen's fridge, at kt
    const fridge = entity(valueOf(r, '?fridge'));
    expect(fridge).toBe(placeOf(entity(valueOf(r, '?ks2')), 'fridge'));
    expect(timeOf(r, '?fridge')).toBe('30');
    const ks = entity(valueOf(r, '?ks3'));
    const [butter] = entity(valueOf(r, '?cold')).contents;
    // the fridge's own temperature object
    expect(butter.s.temperature).toBe(fridge.s.temperature);
    expect(celsius(butter)).toBe('5 degrees-celsius');
    // not moved into the fridge
    expect(placeOf(ks, 'counter-top').contents).toContain(entity(valueOf(r, '?cold')));
  });

  it('squares the quantity of a given time', () => {
    const times = (amount: string) =>
      timeOf(run(`${SOFT}(refrigerate ?cold ?ks3 ?ks2 ?soft ?fridge ${amount})`), '?cold');
    // 2 h -> 4 h, 24 h -> 576 h; minutes: 3 -> 9 minutes; 0.5 h -> 900.0 s
    expect(times('2 hour')).toBe(String(30 + 14400));
    expect(times('24 hour')).toBe(String(30 + 2073600));
    expect(times('3 minute')).toBe('570');
    expect(times('0.5 hour')).toBe('930.0');
  });

  it('binds the kitchen fridge with a given time', () => {
    const r = run(`${SOFT}(refrigerate ?cold ?ks3 ?ks2 ?soft ?fridge 1 hour)`);
    expect(r.timeline.at(-1)?.mode).toBe('2');
    expect(entity(valueOf(r, '?fridge')).cls.name).toBe('fridge');
    expect(timeOf(r, '?fridge')).toBe('30');
    expect(timeOf(r, '?cold')).toBe('3630');
  });

  it('cools in a given fridge', () => {
    const r = run(`${SOFT}(refrigerate ?cold ?ks3 ?ks2 ?soft ?fridge 1 hour)
(refrigerate ?colder ?ks4 ?ks3 ?cold ?fridge 2 hour)`);
    expect(r.status).toBe('ok');
    expect(r.timeline.at(-1)?.mode).toBe('3');
    expect(timeOf(r, '?colder')).toBe('14430');
    expect(timeOf(r, '?ks4')).toBe('30');
    expect(celsius(entity(valueOf(r, '?colder')).contents[0])).toBe('5 degrees-celsius');
  });

  it('binds a failed object for a failed container when no fridge is given', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(refrigerate ?cold ?ks2 ?ks1 ?nothing ?fridge ?cooling-qty ?cooling-unit)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?cold')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?cold')).toBe('3630');
    expect(entity(valueOf(r, '?fridge')).cls.name).toBe('fridge');
    expect(timeOf(r, '?ks2')).toBe('30');
  });

  it('binds the container unchanged when a given fridge is not in the kitchen', () => {
    const r = run(`${SOFT}(fetch-and-proportion ?nothing ?ks3 ?ks2 ?bowl-2 linguine 100 g)
(refrigerate ?cold ?ks4 ?ks3 ?soft ?nothing 1 hour)`);
    expect(r.status).toBe('ok');
    const bowl = entity(valueOf(r, '?cold'));
    expect(bowl.cls.name).toBe('medium-bowl');
    expect(celsius(bowl.contents[0])).toBe('18 degrees-celsius');
    expect(timeOf(r, '?cold')).toBe('3660');
  });

  it('stops the run for a missing container with a given fridge', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?ks1 ?k ?bowl butter 200 g)
(refrigerate ?cold ?ks2 ?ks1 ?butter ?fridge 1 hour)
(fetch-and-proportion ?nothing ?ks3 ?ks2 ?bowl-2 linguine 100 g)
(refrigerate ?colder ?ks4 ?ks3 ?nothing ?fridge 1 hour)`);
    // the failure branch binds the container looked up: nil, which no slot accepts
    expect(r.status).toBe('error');
    expect(r.execution?.error?.reason).toBe('no-value(container-with-ingredients-at-temperature)');
  });
});

describe('refrigerate under --semantics corrected', () => {
  it('charges the time once instead of squared', async () => {
    const { Simulator } = await import('../../src/simulator.ts');
    const { parseSolutionText } = await import('../../src/language/parse-solution.ts');
    const text = '(get-kitchen ?k)\n(fetch-and-proportion ?b ?ks1 ?k ?t butter 100 g)\n(refrigerate ?c ?ks2 ?ks1 ?b ?f 2 hour)';
    const recipe = parseSolutionText(text, 'x.solution').recipes[0];
    // kitchen time 30 after the fetch; 2 hours: reference 2 * 7200 = 14400, corrected 7200
    expect(new Simulator().run(recipe, 'x').executionTime).toBe(30 + 14400);
    expect(new Simulator({ semantics: 'corrected' }).run(recipe, 'x').executionTime).toBe(30 + 7200);
  });
});
