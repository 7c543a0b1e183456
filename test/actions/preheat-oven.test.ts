// preheat-oven (spec: primitives-b §2.9): ks kt + 15, oven kt + 615, whatever the inputs' times.
import { describe, expect, it } from 'vitest';
import { amountUnit, amountValue, Entity } from '../../src/kitchen/entity.ts';
import { entity, num, run, timeOf, valueOf } from '../support/simulate.ts';

const celsius = (e: Entity) => {
  const t = e.s.temperature as Entity | null;
  return t ? `${num(amountValue(t))} ${amountUnit(t).cls.name}` : null;
};
const ovenOf = (ks: Entity) => ks.contents.find((c) => c.cls.name === 'oven')!;

describe('preheat-oven', () => {
  it('heats the kitchen oven and binds the cold input oven', () => {
    const r = run(`(get-kitchen ?k)
(preheat-oven ?hot ?ks1 ?k ?oven 180 degrees-celsius)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?hot')).toBe('615');
    expect(timeOf(r, '?ks1')).toBe('15');
    expect(entity(valueOf(r, '?ks1')).s['kitchen-time']).toBe(15);
    const hot = entity(valueOf(r, '?hot'));
    expect(hot).toBe(ovenOf(entity(valueOf(r, '?ks1'))));
    expect(celsius(hot)).toBe('180 degrees-celsius');
    // the oven output is the input kitchen's oven, still cold, available at kt
    const oven = entity(valueOf(r, '?oven'));
    expect(oven).toBe(ovenOf(entity(valueOf(r, '?k'))));
    expect(oven.s.temperature).toBeNull();
    expect(oven.pid).toBe(hot.pid);
    expect(timeOf(r, '?oven')).toBe('0');
  });

  it('uses the very constants as the oven temperature', () => {
    const r = run(`(get-kitchen ?k)
(preheat-oven ?hot ?ks1 ?k ?oven 175 degrees-celsius)`);
    const t = entity(valueOf(r, '?hot')).s.temperature as Entity;
    const constants = r.program!.constants.filter((c): c is Entity => c instanceof Entity);
    expect(constants).toContain(t.s.quantity);
    expect(constants).toContain(t.s.unit);
  });

  it('reheats a given oven from the kitchen time, not the oven\'s availability', () => {
    const r = run(`(get-kitchen ?k)
(preheat-oven ?hot ?ks1 ?k ?oven 180 degrees-celsius)
(preheat-oven ?hotter ?ks2 ?ks1 ?hot 200 degrees-celsius)`);
    expect(r.status).toBe('ok');
    expect(r.timeline.at(-1)?.mode).toBe('2');
    expect(timeOf(r, '?hotter')).toBe('630');
    expect(timeOf(r, '?ks2')).toBe('30');
    expect(celsius(ovenOf(entity(valueOf(r, '?ks2'))))).toBe('200 degrees-celsius');
    expect(celsius(entity(valueOf(r, '?hot')))).toBe('180 degrees-celsius');
  });

  it('binds a failed object for an oven that is not in the kitchen', () => {
    // a failed object passes as an oven
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(preheat-oven ?hot ?ks2 ?ks1 ?nothing 180 degrees-celsius)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?hot')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?hot')).toBe('645');
    expect(timeOf(r, '?ks2')).toBe('45');
    expect(ovenOf(entity(valueOf(r, '?ks2'))).s.temperature).toBeNull();
  });
});
