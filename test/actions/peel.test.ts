// peel (spec: primitives-b §2.7): works on a detached copy of the input binding, so `peeled`
// never reaches the kitchen; the peels go into a medium bowl that does. 60 + max(kt, avail).
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/kitchen/entity.ts';
import { counterTopOf, entity, findInKitchen, isFailedObject, modesOf, run, timeOf, valueOf } from '../support/simulate.ts';

const K = '(get-kitchen ?kitchen)\n';

describe('peel case 1 (default knife, then a medium bowl for the peels)', () => {
  const r = run(`${K}(fetch-and-proportion ?onions ?ks1 ?kitchen ?t onion 2 piece)
(peel ?peeled ?peels ?ks2 ?ks1 ?onions ?knife)`);

  it('stamps every output 60 s after the input, the knife included', () => {
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'peel')).toEqual(['1']);
    for (const v of ['?peeled', '?peels', '?ks2', '?knife']) expect(timeOf(r, v)).toBe('90');
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(90);
  });

  it('returns a copy of the input with its items peeled, in reverse order', () => {
    const input = entity(valueOf(r, '?onions'));
    const peeled = entity(valueOf(r, '?peeled'));
    expect(peeled.pid).toBe(input.pid);
    expect(peeled.contents.map((c) => c.pid)).toEqual([input.contents[1].pid, input.contents[0].pid]);
    expect(peeled.contents.map((c) => c.s.peeled)).toEqual([true, true]);
  });

  it('puts one peel per item, prepended, into a used medium bowl on the counter-top', () => {
    const peels = entity(valueOf(r, '?peels'));
    const peeled = entity(valueOf(r, '?peeled'));
    expect(peels.cls.name).toBe('medium-bowl');
    expect(peels.contents.map((c) => c.cls.name)).toEqual(['peel', 'peel']);
    // the last item peeled comes first; each peel points at the peeled item itself
    expect(peels.contents[0].s['peel-of']).toBe(peeled.contents[0]);
    expect(peels.contents[1].s['peel-of']).toBe(peeled.contents[1]);
    const top = counterTopOf(valueOf(r, '?ks2')).contents;
    // the knife was retrieved first, the bowl second (so it lies in front)
    expect(top.slice(0, 2).map((e) => [e.cls.name, e.s.used])).toEqual([
      ['medium-bowl', true],
      ['knife', true],
    ]);
    expect(top[0].pid).toBe(peels.pid);
  });

  it('leaves the kitchen container as it was: unpeeled, original order', () => {
    const inKs = findInKitchen(valueOf(r, '?ks2'), valueOf(r, '?onions'))!;
    const input = entity(valueOf(r, '?onions'));
    expect(inKs.contents.map((c) => c.pid)).toEqual(input.contents.map((c) => c.pid));
    expect(inKs.contents.map((c) => c.s.peeled)).toEqual([null, null]);
  });
});

describe('peel case 2 (given knife, found on the counter-top)', () => {
  const r = run(`${K}(fetch-and-proportion ?celery ?ks1 ?kitchen ?t celery 1 piece)
(cut ?cut ?ks2 ?ks1 ?celery slices ?knife ?board)
(fetch-and-proportion ?onions ?ks3 ?ks2 ?t2 onion 1 piece)
(peel ?peeled ?peels ?ks4 ?ks3 ?onions ?knife)
(cut ?chopped ?ks5 ?ks4 ?peeled chopped ?knife ?board-2)`);

  it('reuses the knife and times the outputs from the input', () => {
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'peel')).toEqual(['2']);
    for (const v of ['?peeled', '?peels', '?ks4']) expect(timeOf(r, v)).toBe('180');
    expect(counterTopOf(valueOf(r, '?ks4')).contents.filter((e) => e.cls.name === 'knife')).toHaveLength(1);
    expect(entity(valueOf(r, '?peeled')).contents[0].s.peeled).toBe(true);
  });

  it('a later step finds the kitchen container, whose onion was never peeled', () => {
    const bowl = findInKitchen(valueOf(r, '?ks5'), valueOf(r, '?onions'))!;
    expect(bowl.contents[0].s.peeled).toBe(null);
    expect((bowl.contents[0].s['is-cut'] as Entity).cls.name).toBe('chopped');
  });
});

describe('peel failures', () => {
  // the kitchen has a single plastic wrap, so fetching two fails (at kt + 60)
  const ONIONS_AND_NOTHING = `(fetch-and-proportion ?onions ?ks1 ?kitchen ?t onion 1 piece)
(fetch ?nothing ?ks2 ?ks1 plastic-wrap 2)\n`;

  it('case 1 with a failed input: every output fails at T and the clock moves to T', () => {
    const r = run(`${K}${ONIONS_AND_NOTHING}(peel ?peeled ?peels ?ks3 ?ks2 ?nothing ?knife)`);
    expect(r.status).toBe('ok');
    for (const v of ['?peeled', '?peels', '?knife']) {
      expect(isFailedObject(valueOf(r, v))).toBe(true);
      expect(timeOf(r, v)).toBe('150');
    }
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(150);
  });

  it('case 2 with a failed input: outputs fail at T but the kitchen clock stays at kt', () => {
    const r = run(`${K}${ONIONS_AND_NOTHING}(cut ?cut ?ks3 ?ks2 ?onions slices ?knife ?board)
(peel ?peeled ?peels ?ks4 ?ks3 ?nothing ?knife)`);
    expect(modesOf(r, 'peel')).toEqual(['2']);
    expect(isFailedObject(valueOf(r, '?peeled'))).toBe(true);
    expect(isFailedObject(valueOf(r, '?peels'))).toBe(true);
    expect(timeOf(r, '?ks4')).toBe('210');
    expect(entity(valueOf(r, '?ks4')).s['kitchen-time']).toBe(150);
    // the bowl retrieved for the peels stays on the counter-top, unused
    const top = counterTopOf(valueOf(r, '?ks4')).contents;
    expect([top[0].cls.name, top[0].s.used]).toEqual(['medium-bowl', null]);
  });

  it('case 2 with a knife that is no longer on the counter-top fails', () => {
    // the fetched knife is unused, so the default knife of the cut takes it off the kitchen
    const r = run(`${K}(fetch ?knife ?ks1 ?kitchen knife 1)
(fetch-and-proportion ?onions ?ks2 ?ks1 ?t onion 1 piece)
(cut ?cut ?ks3 ?ks2 ?onions slices ?cut-knife ?board)
(peel ?peeled ?peels ?ks4 ?ks3 ?onions ?knife)`);
    expect(entity(valueOf(r, '?cut-knife')).pid).toBe(entity(valueOf(r, '?knife')).pid);
    expect(isFailedObject(valueOf(r, '?peeled'))).toBe(true);
    expect(entity(valueOf(r, '?ks4')).s['kitchen-time']).toBe(120);
  });
});

describe('peel errors', () => {
  it('an egg: the loaded ontology has no boiled slot for eggs', () => {
    const r = run(`${K}(fetch-and-proportion ?eggs ?ks1 ?kitchen ?t egg 1 piece)
(peel ?peeled ?peels ?ks2 ?ks1 ?eggs ?knife)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('no-applicable-method(boiled)');
  });

  it('an item that is not peelable', () => {
    const r = run(`${K}(fetch-and-proportion ?walnuts ?ks1 ?kitchen ?t walnut 50 g)
(peel ?peeled ?peels ?ks2 ?ks1 ?walnuts ?knife)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('no-applicable-method(setf-peeled)');
  });
});
