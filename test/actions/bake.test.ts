// bake (spec: primitives-a §2.1): three modes, unit-blind durations, an unattended clock.
import { describe, expect, it } from 'vitest';
import { amountUnit, amountValue, type Entity } from '../../src/kitchen/entity.ts';
import { contentClasses, entity, num, run, timeOf, valueOf } from '../support/simulate.ts';

// butter whisked into a mixture (a bakeable) in a bowl: bowl and kitchen at 60
const DOUGH = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?ks1 ?k ?bowl butter 200 g)
(mix ?dough ?ks2 ?ks1 ?butter ?whisk)
`;
// the same with an oven preheated to 180 °C: ?hot at 675, ?oven (the cold input oven) at 60, kitchen at 75
const PREHEATED = `${DOUGH}(preheat-oven ?hot ?ks3 ?ks2 ?oven 180 degrees-celsius)
`;

const place = (ks: Entity, name: string) => ks.contents.find((c) => c.cls.name === name)!;
const celsius = (e: Entity) => {
  const t = e.s.temperature as Entity | null;
  return t ? `${num(amountValue(t))} ${amountUnit(t).cls.name}` : null;
};

describe('bake', () => {
  it('bakes in the kitchen oven at the given temperature when no oven is given', () => {
    const r = run(`${DOUGH}(bake ?baked ?ks3 ?ks2 ?dough ?oven 15 minute 175 degrees-celsius)`);
    expect(r.status).toBe('ok');
    // s = max(kt 60, dough 60); product and oven 60 + 15·60, the kitchen only 30 s later
    expect(timeOf(r, '?baked')).toBe('960');
    expect(timeOf(r, '?oven')).toBe('960');
    expect(timeOf(r, '?ks3')).toBe('90');
    const ks = entity(valueOf(r, '?ks3'));
    expect(ks.s['kitchen-time']).toBe(90);
    const oven = entity(valueOf(r, '?oven'));
    expect(oven).toBe(place(ks, 'oven'));
    expect(celsius(oven)).toBe('175 degrees-celsius');
    const [item] = entity(valueOf(r, '?baked')).contents;
    expect(item.cls.name).toBe('homogeneous-mixture');
    expect(item.s.baked).toBe(true);
    // one temperature object, shared by the oven and the products
    expect(item.s.temperature).toBe(oven.s.temperature);
    // the thing is not moved into the oven
    expect(place(ks, 'oven').contents).toEqual([]);
    expect(place(ks, 'counter-top').contents).toContain(entity(valueOf(r, '?baked')));
  });

  it('bakes at the temperature of a given preheated oven and binds that temperature', () => {
    const r = run(`${PREHEATED}(bake ?baked ?ks4 ?ks3 ?dough ?hot 10 minute ?temp-qty ?temp-unit)`);
    expect(r.status).toBe('ok');
    // the oven's availability delays the product (max(75, 60, 675) + 600), not the kitchen clock
    expect(timeOf(r, '?baked')).toBe('1275');
    expect(timeOf(r, '?ks4')).toBe('105');
    expect(entity(valueOf(r, '?ks4')).s['kitchen-time']).toBe(105);
    expect(num(entity(valueOf(r, '?temp-qty')).s.value as number)).toBe('180');
    expect(entity(valueOf(r, '?temp-unit')).cls.name).toBe('degrees-celsius');
    expect(timeOf(r, '?temp-qty')).toBeNull();
    expect(timeOf(r, '?temp-unit')).toBeNull();
    const ks = entity(valueOf(r, '?ks4'));
    const [item] = entity(valueOf(r, '?baked')).contents;
    expect(item.s.baked).toBe(true);
    // the oven's own temperature object; the oven is left as it was
    expect(item.s.temperature).toBe(place(ks, 'oven').s.temperature);
    expect(celsius(place(ks, 'oven'))).toBe('180 degrees-celsius');
  });

  it('ignores the time unit: one hour bakes for 60 s', () => {
    const r = run(`${PREHEATED}(bake ?baked ?ks4 ?ks3 ?dough ?hot 1 hour ?temp-qty ?temp-unit)`);
    expect(timeOf(r, '?baked')).toBe('735');
  });

  it('overwrites the temperature of a given oven when a temperature is given too', () => {
    // ?oven is preheat-oven's cold input oven, available at 60 (like bisquick-shortcake-biscuits:
    // kt 545, sheet 545, oven 150 -> sheet 1145, ks 575)
    const r = run(`${PREHEATED}(bake ?baked ?ks4 ?ks3 ?dough ?oven 10 minute 220 degrees-celsius)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?baked')).toBe('675');
    expect(timeOf(r, '?ks4')).toBe('105');
    const ks = entity(valueOf(r, '?ks4'));
    const oven = place(ks, 'oven');
    expect(celsius(oven)).toBe('220 degrees-celsius');
    const [item] = entity(valueOf(r, '?baked')).contents;
    expect(item.s.temperature).toBe(oven.s.temperature);
    expect(item.s.baked).toBe(true);
  });

  it('binds a failed object for a failed thing, with the kitchen oven untouched', () => {
    // linguine is not stocked: fetch-and-proportion fails at 30
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(bake ?baked ?ks2 ?ks1 ?nothing ?oven 20 minute 180 degrees-celsius)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?baked')).cls.name).toBe('failed-object');
    // as chocolate-cream-cheese-cupcakes: failed-object and real oven at s + 1200, ks at s + 30
    expect(timeOf(r, '?baked')).toBe('1230');
    const oven = entity(valueOf(r, '?oven'));
    expect(oven.cls.name).toBe('oven');
    expect(timeOf(r, '?oven')).toBe('1230');
    expect(oven.s.temperature).toBeNull();
    expect(timeOf(r, '?ks2')).toBe('60');
    expect(r.timeline.find((t) => t.action === 'bake')?.failed).toBe(true);
  });

  it('still binds the oven temperature when a failed thing meets a given oven', () => {
    const r = run(`(get-kitchen ?k)
(preheat-oven ?hot ?ks1 ?k ?oven 180 degrees-celsius)
(fetch-and-proportion ?nothing ?ks2 ?ks1 ?bowl linguine 100 g)
(bake ?baked ?ks3 ?ks2 ?nothing ?hot 10 minute ?temp-qty ?temp-unit)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?baked')).cls.name).toBe('failed-object');
    // max(kt 45, thing 45, oven 615) + 600
    expect(timeOf(r, '?baked')).toBe('1215');
    expect(timeOf(r, '?ks3')).toBe('75');
    expect(num(entity(valueOf(r, '?temp-qty')).s.value as number)).toBe('180');
  });

  it('stops the run when a given oven has no temperature', () => {
    // ?oven of preheat-oven is looked up in ?ks2, the state before the oven was heated
    const r = run(`${DOUGH}(preheat-oven ?hot ?ks3 ?ks2 ?oven 180 degrees-celsius)
(bake ?baked ?ks4 ?ks2 ?dough ?oven 10 minute ?temp-qty ?temp-unit)`);
    expect(r.status).toBe('error');
    expect(r.execution?.error?.reason).toBe('no-applicable-method(quantity)');
  });

  it('stops the run when an item cannot be baked', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?ks1 ?k ?bowl butter 200 g)
(bake ?baked ?ks2 ?ks1 ?butter ?oven 15 minute 175 degrees-celsius)`);
    expect(r.status).toBe('error');
    expect(r.execution?.error?.reason).toBe('no-applicable-method(setf-baked)');
  });

  it('does not apply when neither an oven nor a temperature is given', () => {
    const r = run(`${DOUGH}(bake ?baked ?ks3 ?ks2 ?dough ?oven 15 minute ?temp-qty ?temp-unit)`);
    expect(r.status).toBe('unexecutable');
    expect(contentClasses(valueOf(r, '?dough'))).toEqual(['homogeneous-mixture']);
  });
});
