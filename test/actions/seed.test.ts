// seed (spec: primitives-b §2.11): like peel, on a detached copy of the input binding, items
// in their order; one `seed` per item into a medium bowl. 60 + max(kt, avail).
import { describe, expect, it } from 'vitest';
import { counterTopOf, entity, findInKitchen, isFailedObject, modesOf, run, timeOf, valueOf } from '../support/simulate.ts';

const K = '(get-kitchen ?kitchen)\n';

describe('seed case 1 (default knife, then a medium bowl for the seeds)', () => {
  const r = run(`${K}(fetch-and-proportion ?jalapenos ?ks1 ?kitchen ?t jalapeno 2 piece)
(seed ?seeded ?seeds ?ks2 ?ks1 ?jalapenos ?knife)`);

  it('stamps every output 60 s after the input', () => {
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'seed')).toEqual(['1']);
    for (const v of ['?seeded', '?seeds', '?ks2', '?knife']) expect(timeOf(r, v)).toBe('90');
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(90);
  });

  it('returns a copy with every item seeded, order kept; seeds are prepended to the bowl', () => {
    const input = entity(valueOf(r, '?jalapenos'));
    const seeded = entity(valueOf(r, '?seeded'));
    expect(seeded.contents.map((c) => c.pid)).toEqual(input.contents.map((c) => c.pid));
    expect(seeded.contents.map((c) => c.s.seeded)).toEqual([true, true]);
    const seeds = entity(valueOf(r, '?seeds'));
    expect(seeds.contents.map((c) => c.cls.name)).toEqual(['seed', 'seed']);
    expect(seeds.contents[0].s['seed-of']).toBe(seeded.contents[1]);
    expect(seeds.contents[1].s['seed-of']).toBe(seeded.contents[0]);
  });

  it('marks knife and bowl used in the kitchen, but never the kitchen items', () => {
    const ks = valueOf(r, '?ks2');
    const top = counterTopOf(ks).contents;
    expect(top.slice(0, 2).map((e) => [e.cls.name, e.s.used])).toEqual([
      ['medium-bowl', true],
      ['knife', true],
    ]);
    expect(findInKitchen(ks, valueOf(r, '?jalapenos'))!.contents.map((c) => c.s.seeded)).toEqual([null, null]);
  });
});

describe('seed case 2 (given knife on the counter-top)', () => {
  it('seeds a peeled copy: the result carries both flags (gold: seed ?peeled-apple)', () => {
    const r = run(`${K}(fetch-and-proportion ?apples ?ks1 ?kitchen ?t apple 2 piece)
(peel ?peeled ?peels ?ks2 ?ks1 ?apples ?knife)
(seed ?seeded ?seeds ?ks3 ?ks2 ?peeled ?knife)`);
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'seed')).toEqual(['2']);
    expect(timeOf(r, '?seeded')).toBe('150');
    expect(timeOf(r, '?seeds')).toBe('150');
    const seeded = entity(valueOf(r, '?seeded'));
    const apples = entity(valueOf(r, '?apples'));
    // peel reversed the items; seed keeps that order
    expect(seeded.contents.map((c) => c.pid)).toEqual([apples.contents[1].pid, apples.contents[0].pid]);
    expect(seeded.contents.map((c) => [c.s.peeled, c.s.seeded])).toEqual([
      [true, true],
      [true, true],
    ]);
    // two bowls for the peels and the seeds, one knife
    const top = counterTopOf(valueOf(r, '?ks3')).contents;
    expect(top.filter((e) => e.cls.name === 'knife')).toHaveLength(1);
    expect(top.filter((e) => e.cls.name === 'medium-bowl' && e.s.used).length).toBeGreaterThanOrEqual(3);
  });
});

describe('seed failures', () => {
  // the kitchen has a single plastic wrap, so fetching two fails (at kt + 60)
  const NOTHING = `(fetch-and-proportion ?jalapenos ?ks1 ?kitchen ?t jalapeno 1 piece)
(fetch ?nothing ?ks2 ?ks1 plastic-wrap 2)\n`;

  it('case 1 with a failed input: every output fails at T, the clock moves to T', () => {
    const r = run(`${K}${NOTHING}(seed ?seeded ?seeds ?ks3 ?ks2 ?nothing ?knife)`);
    for (const v of ['?seeded', '?seeds', '?knife']) {
      expect(isFailedObject(valueOf(r, v))).toBe(true);
      expect(timeOf(r, v)).toBe('150');
    }
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(150);
    // the knife and bowl retrieved stay on the counter-top, unused
    const top = counterTopOf(valueOf(r, '?ks3')).contents;
    expect(top.slice(0, 2).map((e) => [e.cls.name, e.s.used])).toEqual([
      ['medium-bowl', null],
      ['knife', null],
    ]);
  });

  it('case 2 with a failed input: unlike peel, the clock still moves to T', () => {
    const r = run(`${K}${NOTHING}(cut ?cut ?ks3 ?ks2 ?jalapenos slices ?knife ?board)
(seed ?seeded ?seeds ?ks4 ?ks3 ?nothing ?knife)`);
    expect(modesOf(r, 'seed')).toEqual(['2']);
    expect(isFailedObject(valueOf(r, '?seeded'))).toBe(true);
    expect(isFailedObject(valueOf(r, '?seeds'))).toBe(true);
    expect(timeOf(r, '?ks4')).toBe('210');
    expect(entity(valueOf(r, '?ks4')).s['kitchen-time']).toBe(210);
  });
});

describe('seed errors', () => {
  it('an item that is not seedable (a carrot)', () => {
    const r = run(`${K}(fetch-and-proportion ?carrots ?ks1 ?kitchen ?t carrot 1 piece)
(seed ?seeded ?seeds ?ks2 ?ks1 ?carrots ?knife)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('no-applicable-method(setf-seeded)');
  });
});
