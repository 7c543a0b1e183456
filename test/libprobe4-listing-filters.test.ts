// A listing's action filter takes an action's name in any case, as a line's action word is read
// (`(BEAT ...)` is a beat line), and names the closest action for a misspelt one.
import { describe, expect, it } from 'vitest';
import { resolveFilter } from '../src/listing/filters.ts';
import { openSession } from '../src/session/api.ts';
import type { AdmissibleContext } from '../src/listing/entry.ts';
import { Simulator } from '../src/simulator.ts';
import { refusal } from './support/thrown.ts';

// what resolveFilter reads of a listing's context: the simulator, and the bound variables for `uses`
const ctx = { sim: new Simulator(), state: { bindings: {} } } as unknown as AdmissibleContext;

describe('listing filters', () => {
  it('take an action name in any case as the lower-case action, with the same cursor key', () => {
    const upper = resolveFilter(ctx, { action: 'BEAT' });
    const lower = resolveFilter(ctx, { action: 'beat' });
    expect(upper.actions.map((a) => a.name)).toEqual(['beat']);
    expect(upper.key).toBe(lower.key);
    expect(resolveFilter(ctx, { action: 'Fetch-And-Proportion' }).actions.map((a) => a.name)).toEqual(['fetch-and-proportion']);
  });

  it('refuses a misspelt action with the closest one, and get-kitchen in any case', () => {
    expect(refusal(() => resolveFilter(ctx, { action: 'BEATT' }))).toBe('action: unknown action BEATT (did you mean beat?)');
    expect(refusal(() => resolveFilter(ctx, { action: 'GET-KITCHEN' }))).toMatch(/^action: get-kitchen is never listed/);
  });

  it('are taken in any case by a session, as by the filter itself', () => {
    const session = openSession();
    session.execute('(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 100 g)');
    const upper = session.admissible({ action: 'BEAT', limit: 20 });
    expect(upper.length).toBeGreaterThan(0);
    expect(upper).toEqual(session.admissible({ action: 'beat', limit: 20 }));
    expect(refusal(() => session.admissible({ action: 'BEATT' }))).toMatch(/^action: unknown action BEATT \(did you mean beat\?\)/);
  });
});
