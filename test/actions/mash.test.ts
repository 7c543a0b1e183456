// mash (spec: primitives-b §2.3): a detached copy of the input binding gets `mashed`; the
// kitchen's container is untouched; the tool is marked used. 60 + max(kt, avail).
import { describe, expect, it } from 'vitest';
import { counterTopOf, entity, findInKitchen, isFailedObject, modesOf, run, timeOf, valueOf } from '../support/simulate.ts';

const K = '(get-kitchen ?kitchen)\n';

describe('mash case 1 (default fork; gold: easy-banana-bread)', () => {
  const r = run(`${K}(fetch-and-proportion ?bananas ?ks1 ?kitchen ?t banana 2 piece)
(mash ?mashed ?ks2 ?ks1 ?bananas ?fork)`);

  it('stamps the result, the kitchen and the fork 60 s after the input', () => {
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'mash')).toEqual(['1']);
    for (const v of ['?mashed', '?ks2', '?fork']) expect(timeOf(r, v)).toBe('90');
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(90);
  });

  it('mashes every item of a copy of the input, order kept', () => {
    const input = entity(valueOf(r, '?bananas'));
    const mashed = entity(valueOf(r, '?mashed'));
    expect(mashed.pid).toBe(input.pid);
    expect(mashed.contents.map((c) => c.pid)).toEqual(input.contents.map((c) => c.pid));
    expect(mashed.contents.map((c) => c.s.mashed)).toEqual([true, true]);
  });

  it('retrieves a fork to the counter-top and marks it used; the kitchen bananas stay unmashed', () => {
    const ks = valueOf(r, '?ks2');
    const top = counterTopOf(ks).contents;
    expect([top[0].cls.name, top[0].s.used]).toEqual(['fork', true]);
    expect(findInKitchen(ks, valueOf(r, '?bananas'))!.contents.map((c) => c.s.mashed)).toEqual([null, null]);
  });
});

describe('mash case 2 (given tool, found anywhere; gold: avocado-chicken-salad)', () => {
  it('marks the fetched fork used', () => {
    const r = run(`${K}(fetch ?fork ?ks1 ?kitchen fork 1)
(fetch-and-proportion ?avocado ?ks2 ?ks1 ?t avocado 1 piece)
(mash ?mashed ?ks3 ?ks2 ?avocado ?fork)`);
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'mash')).toEqual(['2']);
    expect(timeOf(r, '?mashed')).toBe('120');
    expect(timeOf(r, '?ks3')).toBe('120');
    expect(entity(valueOf(r, '?fork')).s.used).toBe(null);
    expect(findInKitchen(valueOf(r, '?ks3'), valueOf(r, '?fork'))!.s.used).toBe(true);
    expect(entity(valueOf(r, '?mashed')).contents[0].s.mashed).toBe(true);
  });
});

describe('mash failures', () => {
  // the kitchen has a single plastic wrap, so fetching two fails (at kt + 60)
  const NOTHING = '(fetch ?nothing ?ks1 ?kitchen plastic-wrap 2)\n';

  it('case 1 with a failed input: result and fork output fail; the fork stays unused', () => {
    const r = run(`${K}${NOTHING}(mash ?mashed ?ks2 ?ks1 ?nothing ?fork)`);
    expect(isFailedObject(valueOf(r, '?mashed'))).toBe(true);
    expect(isFailedObject(valueOf(r, '?fork'))).toBe(true);
    expect(timeOf(r, '?mashed')).toBe('120');
    expect(timeOf(r, '?fork')).toBe('120');
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(120);
    const top = counterTopOf(valueOf(r, '?ks2')).contents;
    expect([top[0].cls.name, top[0].s.used]).toEqual(['fork', null]);
  });

  it('case 2 with a failed input: the result fails, the given fork is left alone', () => {
    const r = run(`${K}(fetch ?fork ?ks0 ?kitchen fork 1)
(fetch ?nothing ?ks1 ?ks0 plastic-wrap 2)
(mash ?mashed ?ks2 ?ks1 ?nothing ?fork)`);
    expect(modesOf(r, 'mash')).toEqual(['2']);
    expect(isFailedObject(valueOf(r, '?mashed'))).toBe(true);
    expect(timeOf(r, '?mashed')).toBe('150');
    expect(findInKitchen(valueOf(r, '?ks2'), valueOf(r, '?fork'))!.s.used).toBe(null);
  });
});

describe('mash errors', () => {
  it('case 2 with a tool that is no longer in the kitchen', () => {
    // the fetched fork is unused, so the default fork of the first mash takes it off the kitchen
    const r = run(`${K}(fetch ?fork ?ks1 ?kitchen fork 1)
(fetch-and-proportion ?bananas ?ks2 ?ks1 ?t banana 1 piece)
(mash ?mashed ?ks3 ?ks2 ?bananas ?default-fork)
(mash ?mashed-2 ?ks4 ?ks3 ?mashed ?fork)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('no-applicable-method(setf-used)');
  });

  it('an item that is not mashable', () => {
    const r = run(`${K}(fetch-and-proportion ?onions ?ks1 ?kitchen ?t onion 1 piece)
(mash ?mashed ?ks2 ?ks1 ?onions ?fork)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('no-applicable-method(setf-mashed)');
  });
});
