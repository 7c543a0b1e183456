// cut (spec: primitives-a §2.6): four labels (1, 3, 2, 4 in source order), every output at
// 60 + max(kt, avail(object)); only the `is-cut` flag of each item changes.
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/kitchen/entity.ts';
import { counterTopOf, entity, findInKitchen, isFailedObject, modesOf, run, timeOf, valueOf } from '../support/simulate.ts';

const K = '(get-kitchen ?kitchen)\n';
const cutOf = (item: Entity) => (item.s['is-cut'] as Entity).cls.name;

describe('cut label 1 (object and pattern: default knife and cutting board)', () => {
  const r = run(`${K}(fetch-and-proportion ?onions ?ks1 ?kitchen ?t onion 2 piece)
(cut ?cut ?ks2 ?ks1 ?onions chopped ?knife ?board)`);

  it('runs label 1 and stamps every output, tools included, 60 s after the object', () => {
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'cut')).toEqual(['1']);
    for (const v of ['?cut', '?ks2', '?knife', '?board']) expect(timeOf(r, v)).toBe('90');
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(90);
  });

  it('retrieves a knife, then a cutting board (prepended last, so first on the counter-top), both used', () => {
    const knife = entity(valueOf(r, '?knife'));
    const board = entity(valueOf(r, '?board'));
    expect(knife.cls.name).toBe('knife');
    expect(board.cls.name).toBe('cutting-board');
    const top = counterTopOf(valueOf(r, '?ks2')).contents;
    expect(top.slice(0, 2).map((e) => e.cls.name)).toEqual(['cutting-board', 'knife']);
    expect(top[0].s.used).toBe(true);
    expect(top[1].s.used).toBe(true);
  });

  it('flags every item with the very pattern object and splits nothing', () => {
    const bowl = findInKitchen(valueOf(r, '?ks2'), valueOf(r, '?onions'))!;
    expect(bowl.contents.map((c) => c.cls.name)).toEqual(['onion', 'onion']);
    expect(bowl.contents.map(cutOf)).toEqual(['chopped', 'chopped']);
    expect(bowl.contents[0].s['is-cut']).toBe(bowl.contents[1].s['is-cut']);
    expect(entity(valueOf(r, '?cut')).pid).toBe(bowl.pid);
    // the input kitchen state keeps its uncut onions
    expect(findInKitchen(valueOf(r, '?ks1'), valueOf(r, '?onions'))!.contents.map(cutOf)).toEqual(['uncut', 'uncut']);
  });
});

describe('cut timing', () => {
  it('waits for an object that is ready after the kitchen clock (best-brownies: pan 1705, kt 905 -> 1765)', () => {
    // bring-to-temperature stamps its result kt + 800 without advancing the clock
    const r = run(`${K}(fetch-and-proportion ?onions ?ks1 ?kitchen ?t onion 1 piece)
(bring-to-temperature ?warm ?ks2 ?ks1 ?onions ?q ?u)
(cut ?cut ?ks3 ?ks2 ?warm slices ?knife ?board)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?warm')).toBe('830');
    expect(timeOf(r, '?ks2')).toBe('30');
    for (const v of ['?cut', '?ks3', '?knife', '?board']) expect(timeOf(r, v)).toBe('890');
  });
});

describe('cut label 2 (given knife, default cutting board)', () => {
  it('reuses the knife found on the counter-top and takes a fresh board', () => {
    const r = run(`${K}(fetch-and-proportion ?onions ?ks1 ?kitchen ?t onion 1 piece)
(cut ?cut ?ks2 ?ks1 ?onions chopped ?knife ?board-1)
(fetch-and-proportion ?celery ?ks3 ?ks2 ?t2 celery 1 piece)
(cut ?cut-2 ?ks4 ?ks3 ?celery slices ?knife ?board-2)`);
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'cut')).toEqual(['1', '2']);
    expect(timeOf(r, '?cut-2')).toBe('180');
    expect(timeOf(r, '?board-2')).toBe('180');
    const ks = valueOf(r, '?ks4');
    const board2 = findInKitchen(ks, valueOf(r, '?board-2'))!;
    expect(board2.pid).not.toBe(entity(valueOf(r, '?board-1')).pid);
    expect(board2.s.used).toBe(true);
    // only one knife left the cabinet
    expect(counterTopOf(ks).contents.filter((e) => e.cls.name === 'knife')).toHaveLength(1);
    expect(findInKitchen(ks, valueOf(r, '?celery'))!.contents.map(cutOf)).toEqual(['slices']);
  });

  it('accepts any can-cut tool on the counter-top, e.g. a fetched bread knife, and marks it used', () => {
    const r = run(`${K}(fetch ?bread-knife ?ks1 ?kitchen bread-knife 1)
(fetch-and-proportion ?onions ?ks2 ?ks1 ?t onion 1 piece)
(cut ?cut ?ks3 ?ks2 ?onions halved ?bread-knife ?board)`);
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'cut')).toEqual(['2']);
    expect(entity(valueOf(r, '?bread-knife')).s.used).toBe(null);
    expect(findInKitchen(valueOf(r, '?ks3'), valueOf(r, '?bread-knife'))!.s.used).toBe(true);
    expect(counterTopOf(valueOf(r, '?ks3')).contents.some((e) => e.cls.name === 'knife')).toBe(false);
  });
});

describe('cut label 3 (given cutting board, default knife) and label 4 (both given)', () => {
  it('label 3: the given board is found on the counter-top and marked used', () => {
    const r = run(`${K}(fetch ?board ?ks1 ?kitchen cutting-board 1)
(fetch-and-proportion ?onions ?ks2 ?ks1 ?t onion 1 piece)
(cut ?cut ?ks3 ?ks2 ?onions diced ?knife ?board)`);
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'cut')).toEqual(['3']);
    expect(timeOf(r, '?cut')).toBe('120');
    expect(timeOf(r, '?knife')).toBe('120');
    const ks = valueOf(r, '?ks3');
    expect(findInKitchen(ks, valueOf(r, '?board'))!.s.used).toBe(true);
    expect(findInKitchen(ks, valueOf(r, '?knife'))!.s.used).toBe(true);
    expect(findInKitchen(ks, valueOf(r, '?onions'))!.contents.map(cutOf)).toEqual(['diced']);
  });

  it('label 4: both tools given', () => {
    const r = run(`${K}(fetch-and-proportion ?onions ?ks1 ?kitchen ?t onion 1 piece)
(cut ?cut ?ks2 ?ks1 ?onions chopped ?knife ?board)
(fetch-and-proportion ?garlic ?ks3 ?ks2 ?t2 garlic 1 piece)
(cut ?minced ?ks4 ?ks3 ?garlic minced ?knife ?board)`);
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'cut')).toEqual(['1', '4']);
    expect(timeOf(r, '?minced')).toBe('180');
    expect(timeOf(r, '?ks4')).toBe('180');
    expect(findInKitchen(valueOf(r, '?ks4'), valueOf(r, '?garlic'))!.contents.map(cutOf)).toEqual(['minced']);
  });
});

describe('cut failures', () => {
  // crushed-pineapple is a class the benchmark kitchen does not stock: its fetch fails (and
  // leaves its default bowl unused on the counter-top, so it comes after other fetches)
  const MISSING = '(fetch-and-proportion ?nothing ?ks1 ?kitchen ?t crushed-pineapple 1 piece)\n';

  it('label 1 with a failed object: every computed output fails at t; retrieved tools stay unused', () => {
    const r = run(`${K}${MISSING}(cut ?cut ?ks2 ?ks1 ?nothing chopped ?knife ?board)`);
    expect(r.status).toBe('ok');
    expect(r.timeline.at(-1)!.failed).toBe(true);
    for (const v of ['?cut', '?knife', '?board']) {
      expect(isFailedObject(valueOf(r, v))).toBe(true);
      expect(timeOf(r, v)).toBe('90');
    }
    const ks = entity(valueOf(r, '?ks2'));
    expect(ks.s['kitchen-time']).toBe(90);
    const top = counterTopOf(ks).contents;
    expect(top.slice(0, 2).map((e) => [e.cls.name, e.s.used])).toEqual([
      ['cutting-board', null],
      ['knife', null],
    ]);
  });

  it('label 1 once the nine knives and boards are used: the tenth cut fails', () => {
    const cuts = Array.from({ length: 10 }, (_, i) => `(cut ?c${i + 1} ?ks${i + 2} ?ks${i + 1} ?c${i} chopped ?knife-${i + 1} ?board-${i + 1})`);
    const r = run(`${K}(fetch-and-proportion ?c0 ?ks1 ?kitchen ?t onion 1 piece)\n${cuts.join('\n')}`);
    expect(r.status).toBe('ok');
    expect(modesOf(r, 'cut')).toEqual(Array(10).fill('1'));
    expect(entity(valueOf(r, '?knife-9')).cls.name).toBe('knife');
    expect(isFailedObject(valueOf(r, '?c10'))).toBe(true);
    expect(isFailedObject(valueOf(r, '?knife-10'))).toBe(true);
    expect(isFailedObject(valueOf(r, '?board-10'))).toBe(true);
    expect(timeOf(r, '?c10')).toBe('630');
  });

  it('label 2 with a failed object: the result and the default board fail', () => {
    const r = run(`${K}(fetch ?knife ?ks0 ?kitchen knife 1)
(fetch-and-proportion ?nothing ?ks1 ?ks0 ?t crushed-pineapple 1 piece)
(cut ?cut ?ks2 ?ks1 ?nothing chopped ?knife ?board)`);
    expect(modesOf(r, 'cut')).toEqual(['2']);
    expect(isFailedObject(valueOf(r, '?cut'))).toBe(true);
    expect(isFailedObject(valueOf(r, '?board'))).toBe(true);
    expect(timeOf(r, '?board')).toBe('120');
    // the given knife is left alone
    expect(findInKitchen(valueOf(r, '?ks2'), valueOf(r, '?knife'))!.s.used).toBe(null);
  });

  it('label 3 with a failed board: the result and the default knife fail', () => {
    const r = run(`${K}(fetch-and-proportion ?onions ?ks1 ?kitchen ?t onion 1 piece)
(fetch-and-proportion ?nothing ?ks2 ?ks1 ?t2 crushed-pineapple 1 piece)
(cut ?cut ?ks3 ?ks2 ?onions chopped ?knife ?nothing)`);
    expect(modesOf(r, 'cut')).toEqual(['3']);
    expect(isFailedObject(valueOf(r, '?cut'))).toBe(true);
    expect(isFailedObject(valueOf(r, '?knife'))).toBe(true);
    expect(timeOf(r, '?cut')).toBe('120');
    // the onion is not cut
    expect(findInKitchen(valueOf(r, '?ks3'), valueOf(r, '?onions'))!.contents.map(cutOf)).toEqual(['uncut']);
  });

  it('label 4 with a board that is not on the counter-top fails', () => {
    const r = run(`${K}(fetch-and-proportion ?onions ?ks1 ?kitchen ?t onion 1 piece)
(fetch ?knife ?ks2 ?ks1 knife 1)
(fetch-and-proportion ?nothing ?ks3 ?ks2 ?t2 crushed-pineapple 1 piece)
(cut ?cut ?ks4 ?ks3 ?onions chopped ?knife ?nothing)`);
    expect(modesOf(r, 'cut')).toEqual(['4']);
    expect(isFailedObject(valueOf(r, '?cut'))).toBe(true);
    expect(timeOf(r, '?cut')).toBe('150');
    expect(timeOf(r, '?ks4')).toBe('150');
  });
});

describe('cut errors', () => {
  it('labels 2/4 never check the given tool: a missing one is an error when marked used', () => {
    const r = run(`${K}(fetch-and-proportion ?onions ?ks1 ?kitchen ?t onion 1 piece)
(fetch-and-proportion ?nothing ?ks2 ?ks1 ?t2 crushed-pineapple 1 piece)
(cut ?cut ?ks3 ?ks2 ?onions chopped ?nothing ?board)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('no-applicable-method(setf-used)');
  });

  it('an item that is not cuttable is an error (the reference: walnut swapped for white-vinegar)', () => {
    const r = run(`${K}(fetch-and-proportion ?vinegar ?ks1 ?kitchen ?t white-vinegar 75 g)
(cut ?cut ?ks2 ?ks1 ?vinegar chopped ?knife ?board)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toBe('no-applicable-method(setf-is-cut)');
  });
});
