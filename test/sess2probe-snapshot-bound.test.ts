// A snapshot records a run bound set after opening (`runMillis`), beside the options the session
// was opened with, and restoreSession gives it back; older snapshots, without it, restore as they did.
import { describe, expect, it } from 'vitest';
import { openSession, restoreSession } from '../src/session/index.ts';
import { schemaErrors } from './json-validate.ts';
import { refusal } from './support/thrown.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';

describe('a snapshot and runMillis', () => {
  it('records a bound set since opening, and restoreSession gives it back (JSON too)', () => {
    const s = openSession({ maxMillis: 5000 });
    s.execute(BUTTER);
    s.runMillis = 7000;
    const snapshot = s.snapshot();
    expect(snapshot.options).toEqual({ maxMillis: 5000 });
    expect(snapshot.runMillis).toBe(7000);
    const back = restoreSession(JSON.parse(JSON.stringify(snapshot)));
    expect(back.runMillis).toBe(7000);
    expect(back.bindings()).toEqual(s.bindings());
    expect(back.snapshot()).toEqual(snapshot);
  });

  it('is a snapshot the published schema takes, with the bound and without', () => {
    const s = openSession();
    s.execute(BUTTER);
    expect(schemaErrors('session-snapshot.schema.json', s.snapshot())).toEqual([]);
    s.runMillis = 7000;
    expect(s.snapshot().runMillis).toBe(7000);
    expect(schemaErrors('session-snapshot.schema.json', s.snapshot())).toEqual([]);
  });

  it('writes Infinity as null, which restores as no bound', () => {
    const s = openSession();
    s.runMillis = Infinity;
    const text = JSON.stringify(s.snapshot());
    expect(JSON.parse(text).runMillis).toBeNull();
    expect(restoreSession(JSON.parse(text)).runMillis).toBe(Infinity);
  });

  it('writes nothing for a bound that is the one opened with, so such snapshots are as before', () => {
    const s = openSession({ maxMillis: 5000 });
    s.runMillis = 5000;
    expect('runMillis' in s.snapshot()).toBe(false);
    expect('runMillis' in openSession().snapshot()).toBe(false);
  });

  it('restores an older snapshot, without runMillis, with the bound of its options', () => {
    const old = { format: 'irl-kitchen-session' as const, version: 1 as const, options: { maxMillis: 4000 }, lines: [BUTTER], calls: [1], recipeId: null };
    expect(restoreSession(old).runMillis).toBe(4000);
    expect(restoreSession({ ...old, options: {} }).runMillis).toBeUndefined();
  });

  it('lets a maxMillis given to restoreSession override the recorded bound', () => {
    const s = openSession();
    s.runMillis = 7000;
    expect(restoreSession(s.snapshot(), { maxMillis: 3000 }).runMillis).toBe(3000);
  });

  it('refuses a runMillis no session could have written, before any line runs', () => {
    const base = openSession().snapshot();
    for (const bad of [0, -5, 'fast', Number.NaN])
      expect(refusal(() => restoreSession({ ...base, runMillis: bad as number }))).toBe('session snapshot: runMillis is a number of milliseconds above 0, or null for no bound');
  });
});
