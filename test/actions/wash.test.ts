// wash (spec: primitives-b §2.22): the container, found on the counter-top, gets its washable
// items flagged `washed`; 60 + max(kt, avail).
import { describe, expect, it } from 'vitest';
import { entity, findInKitchen, isFailedObject, run, timeOf, valueOf } from '../support/simulate.ts';

const K = '(get-kitchen ?kitchen)\n';

describe('wash', () => {
  it('washes romaine lettuce in the kitchen, 60 s after the container', () => {
    const r = run(`${K}(fetch-and-proportion ?lettuce ?ks1 ?kitchen ?t romaine-lettuce 1 piece)
(wash ?washed ?ks2 ?ks1 ?lettuce)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?washed')).toBe('90');
    expect(timeOf(r, '?ks2')).toBe('90');
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(90);
    expect(entity(valueOf(r, '?washed')).contents[0].s.washed).toBe(true);
    expect(findInKitchen(valueOf(r, '?ks2'), valueOf(r, '?lettuce'))!.contents[0].s.washed).toBe(true);
    // the input state is untouched
    expect(entity(valueOf(r, '?lettuce')).contents[0].s.washed).toBe(null);
  });

  it('skips items that are not washable without error (gold: black beans)', () => {
    const r = run(`${K}(fetch-and-proportion ?beans ?ks1 ?kitchen ?t black-bean 200 g)
(wash ?washed ?ks2 ?ks1 ?beans)`);
    expect(r.status).toBe('ok');
    expect(r.timeline.at(-1)!.failed).toBe(false);
    const item = entity(valueOf(r, '?washed')).contents[0];
    expect(item.cls.name).toBe('black-bean');
    expect('washed' in item.s).toBe(false);
  });

  it('waits for a container that is ready after the kitchen clock', () => {
    const r = run(`${K}(fetch-and-proportion ?lettuce ?ks1 ?kitchen ?t romaine-lettuce 1 piece)
(bring-to-temperature ?warm ?ks2 ?ks1 ?lettuce ?q ?u)
(wash ?washed ?ks3 ?ks2 ?warm)`);
    expect(timeOf(r, '?washed')).toBe('890');
    expect(entity(valueOf(r, '?ks3')).s['kitchen-time']).toBe(890);
  });
});

describe('wash failures', () => {
  it('a failed input gives a failed object at T', () => {
    const r = run(`${K}(fetch ?nothing ?ks1 ?kitchen plastic-wrap 2)
(wash ?washed ?ks2 ?ks1 ?nothing)`);
    expect(isFailedObject(valueOf(r, '?washed'))).toBe(true);
    expect(timeOf(r, '?washed')).toBe('120');
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(120);
  });

  it('a container that is not on the counter-top fails', () => {
    // the fetched bowl is unused, so the default bowl of fetch-and-proportion takes it off the kitchen
    const r = run(`${K}(fetch ?bowl ?ks1 ?kitchen medium-bowl 1)
(fetch-and-proportion ?lettuce ?ks2 ?ks1 ?t romaine-lettuce 1 piece)
(wash ?washed ?ks3 ?ks2 ?lettuce)`);
    expect(entity(valueOf(r, '?lettuce')).pid).toBe(entity(valueOf(r, '?bowl')).pid);
    expect(isFailedObject(valueOf(r, '?washed'))).toBe(true);
    expect(timeOf(r, '?washed')).toBe('120');
  });
});
