// After a line stops the simulation, the engine's search stops there whatever comes later: no
// line added after it runs. Before, check() called such a line admissible and the listings offered
// hundreds of lines that, executed, bound nothing; now they say why, until undo() takes the stop back.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';
import { refusal } from './support/thrown.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)';
// butter cannot be baked: the reference stops (no-applicable-method)
const STOP = '(bake ?baked ?ks-2 ?ks-1 ?butter ?oven 10 minute 180 degrees-celsius)';
const WHISK = '(fetch ?whisk ?ks-3 ?ks-1 whisk 1)';

function stopped() {
  const s = openSession();
  s.execute(BUTTER);
  expect(s.execute(STOP).status).toBe('error');
  return s;
}

describe('a session whose simulation stopped', () => {
  it('runs no line added after the stop, and check says so with the stopping line', () => {
    const s = stopped();
    const checked = s.check(WHISK);
    const ran = s.fork().execute(WHISK);
    expect(ran.newBindings).toEqual({});
    expect(ran.newTimeline).toEqual([]);
    expect(checked.admissible).toBe(false);
    expect(checked.failed).toHaveLength(1);
    expect(checked.failed[0].code).toBe('E_NO_BINDING');
    expect(checked.failed[0].message).toMatch(/^the simulation stopped at line 2 \(bake\): cannot set baked of a butter .*no line after it runs$/);
    expect(checked.failed[0].hint).toMatch(/undo\(\)/);
  });

  it('reads the line before anything else: a misspelt constant is still named', () => {
    expect(stopped().check('(fetch ?whisk ?ks-3 ?ks-1 wisk 1)').failed[0].code).toBe('E_UNKNOWN_CONCEPT');
  });

  it('lists no line, in every form, while still refusing a filter the network lacks', () => {
    const s = stopped();
    expect(s.admissible()).toEqual([]);
    expect(s.admissible({ action: 'fetch', limit: 5 })).toEqual([]);
    expect(s.admissiblePage({ limit: 5 })).toEqual({ entries: [], next: null });
    expect(s.admissibleCount()).toBe(0);
    expect(s.nearest('fetch a whisk', 3)).toEqual([]);
    expect(refusal(() => s.admissible({ uses: '?nothing' }))).toMatch(/^uses: /);
    expect(refusal(() => s.admissiblePage({ cursor: 'x' }))).toMatch(/^cursor: /);
  });

  it('lists and checks again once undo() takes the stop back', () => {
    const s = stopped();
    s.admissible();
    expect(s.undo()).toBe(true);
    expect(s.status()).toBe('ok');
    expect(s.check(WHISK)).toEqual({ admissible: true, failed: [] });
    expect(s.admissible({ action: 'fetch' }).some((e) => e.line.endsWith(' ?ks-1 whisk 1)'))).toBe(true);
    expect(s.admissibleCount({ action: 'fetch' })).toBeGreaterThan(0);
  });
});
