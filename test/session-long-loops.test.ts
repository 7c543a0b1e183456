// What an agent's long loop over a session meets: a step answers for the lines it brought (its
// diagnostics do not pile up with the network's), a value that is no text is an InputError
// naming the argument, the session's own run bound is above 0, and a snapshot of a session with
// no bound survives JSON.
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { openSession, restoreSession } from '../src/session/index.ts';
import { thrown } from './support/thrown.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
/** A fetch of more whisks than the kitchen holds: runs, with a failed object and a warning for its own line. */
const whisks = (i: number) => `(fetch ?whisks-${i} ?ps-${i} ${i === 1 ? '?kitchen' : `?ps-${i - 1}`} whisk 30)`;


describe('a session step in a long loop', () => {
  it('carries the diagnostics of its own line, not every earlier one again', () => {
    const s = openSession();
    const sizes: number[] = [];
    for (let i = 1; i <= 40; i++) {
      const step = s.execute(whisks(i));
      expect(step.status).toBe('ok');
      // one warning, about this step's line (line i: the implicit get-kitchen is line 0)
      expect(step.diagnostics.map((d) => [d.code, d.line])).toEqual([['W_ACTION_FAILED', i]]);
      sizes.push(JSON.stringify(step).length);
    }
    // the network keeps every problem; the answers stay the size of one
    expect(s.diagnostics()).toHaveLength(40);
    expect(Math.max(...sizes)).toBeLessThan(2 * sizes[0]);
  });

  it('keeps saying why the network is stuck while it is: the stop, or the line that waits', () => {
    const s = openSession();
    s.execute('(fetch-and-proportion ?sugar ?ks-1 ?kitchen ?bowl-1 white-sugar 100 g)');
    const stop = s.execute('(bake ?baked ?ks-2 ?ks-1 ?sugar ?oven 15 minute 180 degrees-celsius)');
    expect(stop.diagnostics.map((d) => [d.code, d.line])).toEqual([['E_SIMULATION', 2]]);
    // a later line does not run: its step says what stopped the network
    const after = s.execute('(fetch ?whisk ?ks-3 ?ks-2 whisk 1)');
    expect(after.status).toBe('error');
    expect(after.diagnostics).toEqual(stop.diagnostics);

    const w = openSession();
    const waits = w.execute('(beat ?beaten ?ks-2 ?ks-1 ?butter ?whisk)');
    expect(waits.status).toBe('unexecutable');
    const roots = waits.diagnostics.filter((d) => d.rootCause && d.severity === 'error');
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.every((d) => d.line === 1)).toBe(true);
    // the input it waits for comes: the network runs, and nothing is left to say
    const comes = w.execute(BUTTER);
    expect(comes.status).toBe('ok');
    expect(comes.diagnostics).toEqual([]);
    expect(w.diagnostics()).toEqual([]);
  });

  it('answers an empty call with nothing new, and a refused call with why', () => {
    const s = openSession();
    s.execute(whisks(1));
    expect(s.execute('').diagnostics).toEqual([]);
    expect(s.execute('(fetch ?x').diagnostics.map((d) => d.code)).toEqual(['E_SYNTAX']);
    expect(s.diagnostics().map((d) => d.code)).toEqual(['W_ACTION_FAILED']);
  });
});

describe('a session given what is no text', () => {
  it('throws an InputError naming the argument, before anything changes', () => {
    const s = openSession();
    s.execute(BUTTER);
    const loose = s as unknown as Record<'execute' | 'check' | 'nearest', (x: unknown) => unknown>;
    expect(thrown(() => loose.execute(42))).toBe('InputError: text: execute takes the text of one or more network lines, got 42');
    expect(thrown(() => loose.execute({ line: BUTTER }))).toBe('InputError: text: execute takes the text of one or more network lines, got an object');
    expect(thrown(() => loose.execute(['fetch', '?x']))).toBe('InputError: text: execute takes the text of one or more network lines, got an array');
    expect(thrown(() => loose.check(['(beat', '?x)']))).toBe('InputError: line: check takes the text of one network line, got an array');
    expect(thrown(() => loose.check(undefined))).toBe('InputError: line: check takes the text of one network line, got nothing');
    expect(thrown(() => loose.nearest(7))).toBe('InputError: text: nearest takes a line as text (free-form or malformed), got 7');
    // no call was counted: the one undo takes back the butter line
    expect(s.undo()).toBe(true);
    expect(s.network()).toBe('');
    expect(s.undo()).toBe(false);
  });
});

describe("a session's own bound on each run", () => {
  it('is above 0 wherever it is given', () => {
    for (const bad of [0, -1, Number.NaN]) {
      const shown = String(bad);
      expect(thrown(() => openSession({ maxMillis: bad }))).toBe(`InputError: maxMillis: openSession takes a number of milliseconds above 0 (Infinity for no bound), got ${shown}`);
      expect(thrown(() => restoreSession(openSession().snapshot(), { maxMillis: bad }))).toContain('maxMillis: restoreSession takes a number of milliseconds above 0');
      expect(thrown(() => (openSession().runMillis = bad))).toContain('runMillis: a session takes a number of milliseconds above 0');
    }
    const snapshot = { ...openSession().snapshot(), options: { maxMillis: 0 } };
    expect(thrown(() => restoreSession(snapshot))).toContain('snapshot.options.maxMillis: restoreSession takes a number of milliseconds above 0');
    expect(openSession({ maxMillis: 0.5 }).runMillis).toBe(0.5);
  });

  it('Infinity, written out as JSON (null), is no bound again when restored', () => {
    const s = openSession({ maxMillis: Infinity });
    s.execute(BUTTER);
    const text = JSON.stringify(s.snapshot());
    expect(JSON.parse(text).options).toEqual({ maxMillis: null });
    const back = restoreSession(JSON.parse(text));
    expect(back.runMillis).toBe(Infinity);
    expect(back.network()).toBe(BUTTER);
    expect(back.bindings()).toEqual(s.bindings());
    // null is what JSON makes of Infinity in a snapshot; as an option given it is still refused
    expect(thrown(() => openSession({ maxMillis: null as unknown as number }))).toBe('InputError: maxMillis: openSession takes a number of milliseconds above 0 (Infinity for no bound), got null');
  });
});
