// uncover (spec: primitives-b §2.21).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { contentClasses, entity, GOLD_DIR, place, run, simulator, timeOf, valueOf } from '../support/simulate.ts';

// a medium bowl of sugar (30) covered with a medium-bowl lid (kitchen and bowl at 50)
const COVERED = `(get-kitchen ?k)
(fetch-and-proportion ?sugar ?ks1 ?k ?bowl white-sugar 100 g)
(cover ?covered ?ks2 ?ks1 ?sugar ?lid)
`;

describe('uncover', () => {
  it('takes the cover off and puts it on the counter-top, 20 + max(kt, avail(object))', () => {
    const r = run(`${COVERED}(uncover ?open ?cover ?ks3 ?ks2 ?covered)`);
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?open')).toBe('70');
    expect(timeOf(r, '?cover')).toBe('70');
    expect(timeOf(r, '?ks3')).toBe('70');
    const ks = valueOf(r, '?ks3');
    expect(entity(ks).s['kitchen-time']).toBe(70);
    const bowl = entity(valueOf(r, '?open'));
    const cover = entity(valueOf(r, '?cover'));
    expect(bowl.s['covered-with']).toBeNull();
    expect(cover.cls.name).toBe('medium-bowl-lid');
    expect(cover.pid).toBe(entity(valueOf(r, '?lid')).pid);
    expect(cover.s['is-covering']).toBeNull();
    expect(cover.s.used).toBe(true); // still used
    // the cover goes to the front of the counter-top; the bowl stays there
    expect(place(ks, 'counter-top').contents[0]).toBe(cover);
    expect(contentClasses(place(ks, 'counter-top'))).toEqual(['medium-bowl-lid', 'medium-bowl']);
    // the covered bowl of the earlier state keeps its lid
    expect(entity(entity(valueOf(r, '?covered')).s['covered-with']).s['is-covering']).toBe(true);
  });

  it('starts at the kitchen clock when it is later than the object', () => {
    // the bowl of sugar is covered at 50 but the kitchen is at 80 after fetching a whisk: 20 + 80
    const r = run(`${COVERED}(fetch ?whisk ?ks3 ?ks2 whisk 1)
(uncover ?open ?cover ?ks4 ?ks3 ?covered)`);
    expect(timeOf(r, '?open')).toBe('100');
  });

  it('an object without a cover gives two failed objects', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?sugar ?ks1 ?k ?bowl white-sugar 100 g)
(uncover ?open ?cover ?ks2 ?ks1 ?sugar)`);
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?open')).cls.name).toBe('failed-object');
    expect(entity(valueOf(r, '?cover')).cls.name).toBe('failed-object');
    expect(timeOf(r, '?open')).toBe('50');
    expect(timeOf(r, '?cover')).toBe('50');
    expect(entity(valueOf(r, '?ks2')).s['kitchen-time']).toBe(50);
  });

  it('a failed object is an error (the cover is read before any test)', () => {
    const r = run(`(get-kitchen ?k)
(fetch-and-proportion ?nothing ?ks1 ?k ?bowl linguine 100 g)
(uncover ?open ?cover ?ks2 ?ks1 ?nothing)`);
    expect(r.status).toBe('error');
    expect(r.execution!.error!.reason).toMatch(/^no-applicable-method/);
  });

  it.skipIf(!GOLD_DIR)('gold: croutons-vinegar-salad uncovers the salad and the jar (execution time 5015)', () => {
    const f = parseSolutionText(readFileSync(join(GOLD_DIR!, 'croutons-vinegar-salad.solution'), 'utf8'), 'croutons');
    const r = simulator().run(f.recipes[0], 'croutons');
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?used-plastic-wrap')).cls.name).toBe('large-bowl-lid');
    expect(entity(valueOf(r, '?used-jar-lid')).cls.name).toBe('jar-lid');
    expect(entity(valueOf(r, '?uncovered-jar')).s['covered-with']).toBeNull();
    expect(r.executionTime).toBe(5015);
  });
});
