// melt (spec: primitives-b §2.4).
import { describe, expect, it } from 'vitest';
import { entity, place, run, timeOf, valueOf } from '../support/simulate.ts';

// butter and sugar in one bowl at 80 (kt 80)
const BOWL = `(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(fetch-and-proportion ?sugar ?k2 ?k1 ?t2 white-sugar 30 g)
(transfer-contents ?all ?rest ?k3 ?k2 ?butter ?sugar ?q ?u)
`;

describe('melt', () => {
  it('case 1: in the microwave, meltable contents only, at 60 + max(kt, avail)', () => {
    const r = run(`${BOWL}(melt ?melted ?k4 ?k3 ?all ?microwave)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?melted')).toBe('140');
    expect(timeOf(r, '?k4')).toBe('140');
    expect(entity(valueOf(r, '?k4')).s['kitchen-time']).toBe(140);
    const bowl = entity(valueOf(r, '?melted'));
    const butter = bowl.contents.find((c) => c.cls.name === 'butter')!;
    const sugar = bowl.contents.find((c) => c.cls.name === 'white-sugar')!;
    expect(butter.s.melted).toBe(true);
    // sugar has no melted slot and is left alone; no temperature changes
    expect('melted' in sugar.s).toBe(false);
    expect(butter.s.temperature).toEqual(entity(valueOf(r, '?all')).contents.find((c) => c.cls.name === 'butter')!.s.temperature);
    // the input binding is a snapshot
    expect(entity(valueOf(r, '?all')).contents.find((c) => c.cls.name === 'butter')!.s.melted).toBeNull();
    // the tool is the kitchen's microwave, timed like the result, not moved or used
    const microwave = entity(valueOf(r, '?microwave'));
    expect(microwave.cls.name).toBe('microwave');
    expect(timeOf(r, '?microwave')).toBe('140');
    expect(place(valueOf(r, '?k4'), 'microwave').pid).toBe(microwave.pid);
    expect('used' in microwave.s).toBe(false);
  });

  it('case 2: a given tool changes nothing but the binding pattern', () => {
    const r = run(`${BOWL}(melt ?melted ?k4 ?k3 ?all ?microwave)
(melt ?again ?k5 ?k4 ?melted ?microwave)`);
    expect(timeOf(r, '?again')).toBe('200');
    expect(timeOf(r, '?k5')).toBe('200');
    expect(entity(valueOf(r, '?again')).contents.find((c) => c.cls.name === 'butter')!.s.melted).toBe(true);
  });

  it('fails on a failed container (case 1 still binds the microwave) or a failed tool (case 2)', () => {
    const r = run(`(get-kitchen ?k)
(fetch ?failed ?k1 ?k plastic-wrap 2)
(melt ?melted ?k2 ?k1 ?failed ?microwave)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?melted')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?melted')).toBe('120');
    expect(entity(valueOf(r, '?microwave')).cls.name).toBe('microwave');
    expect(timeOf(r, '?microwave')).toBe('120');
    const tool = run(`${BOWL}(fetch ?failed ?k4 ?k3 plastic-wrap 2)
(melt ?melted ?k5 ?k4 ?all ?failed)`);
    expect(entity(valueOf(tool, '?melted')).cls.name).toBe('failed-object');
    expect(timeOf(tool, '?melted')).toBe('200');
  });

  it('stops the run for a container that is not failed but not on the counter-top', () => {
    // in ?k the butter bowl is still in the cabinet
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?butter ?k1 ?k ?t1 butter 100 g)
(melt ?melted ?k2 ?k ?butter ?microwave)`);
    expect(r.status).toBe('error');
    expect(r.execution?.error?.reason).toBe('no-value(container-with-melted-ingredients)');
  });
});
