// Sessions: lines in any order, waiting lines, refused lines, undo, fork, snapshots, evaluate.
import { describe, expect, it } from 'vitest';
import { openSession, restoreSession } from '../src/session/index.ts';
import { InputError } from '../src/errors.ts';
import { schemaErrors } from './json-validate.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const WARM = '(bring-to-temperature ?warm ?ks-2 ?ks-1 ?butter ?q ?u)';
const SUGAR = '(fetch-and-proportion ?sugar ?ks-3 ?ks-2 ?bowl-2 white-sugar 120 g)';

describe('sessions', () => {
  it('binds ?kitchen implicitly and keeps every binding across calls', () => {
    const s = openSession();
    expect(Object.keys(s.bindings())).toEqual(['?kitchen']);
    const a = s.execute(BUTTER);
    expect(a.status).toBe('ok');
    expect(Object.keys(a.newBindings).sort()).toEqual(['?bowl-1', '?butter', '?ks-1']);
    const b = s.execute(WARM);
    expect(Object.keys(b.newBindings)).toContain('?warm');
    expect(b.newTimeline.map((t) => t.action)).toEqual(['bring-to-temperature']);
    expect(s.network().split('\n')).toEqual([BUTTER, WARM]);
  });

  it('a line that waits for a later line runs once its input comes, as in one file', () => {
    const s = openSession();
    const w = s.execute(WARM);
    expect(w.status).toBe('unexecutable');
    expect(w.accepted).toBe(true);
    expect(w.diagnostics.length).toBeGreaterThan(0);
    expect(schemaErrors('session-step.schema.json', w)).toEqual([]);
    const b = s.execute(BUTTER);
    expect(b.status).toBe('ok');
    expect(Object.keys(b.newBindings)).toEqual(expect.arrayContaining(['?butter', '?warm']));
  });

  it('refuses unreadable lines and unknown actions without changing the network', () => {
    const s = openSession();
    s.execute(BUTTER);
    const bad = s.execute('(fetch-and-proportion ?x ?ks-9 ?ks-1');
    expect(bad).toMatchObject({ status: 'error', accepted: false });
    expect(schemaErrors('session-step.schema.json', bad)).toEqual([]);
    const unknown = s.execute('(stirr ?x ?ks-9 ?ks-1 ?butter)');
    expect(unknown.accepted).toBe(false);
    expect(JSON.stringify(unknown.diagnostics)).toContain('stirr');
    expect(s.network()).toBe(BUTTER);
    expect(s.status()).toBe('ok');
  });

  it('the recipe a #recipe-id line names: not by a refused call, and taken back by undo', () => {
    const s = openSession();
    s.execute(BUTTER);
    expect(s.execute('#afghan-biscuits\n(stirr ?x ?ks-9 ?ks-1 ?butter)').accepted).toBe(false);
    expect(s.snapshot().recipeId).toBeNull();
    s.execute('#almond-crescent-cookies');
    s.execute('#afghan-biscuits');
    expect(s.snapshot().recipeId).toBe('almond-crescent-cookies');
    s.undo();
    expect(s.snapshot().recipeId).toBe('almond-crescent-cookies');
    s.undo();
    expect(s.snapshot()).toMatchObject({ lines: BUTTER.split('\n'), recipeId: null });
  });

  it('calls from JavaScript with no text, or a misspelt semantics, are told so (typed callers cannot make them)', () => {
    const s = openSession();
    s.execute(BUTTER);
    const loose = s as unknown as { execute(x: unknown): { status: string }; check(x: unknown): unknown; nearest(x: unknown): unknown };
    expect(() => loose.execute(null)).toThrow(new InputError('text: execute takes the text of one or more network lines, got null'));
    expect(() => loose.check(42)).toThrow(new InputError('line: check takes the text of one network line, got 42'));
    expect(() => loose.nearest(undefined)).toThrow(new InputError('text: nearest takes a line as text (free-form or malformed), got nothing'));
    expect(s.network()).toBe(BUTTER);
    expect(() => openSession({ semantics: 'corected' as 'corrected' })).toThrow(new InputError('openSession: semantics: expected "reference" or "corrected", got "corected" (did you mean corrected?)'));
  });

  it('a snapshot of another shape is refused with what is wrong, before any line runs', () => {
    const good = openSession().snapshot();
    const bad = (changes: object) => () => restoreSession({ ...good, ...changes } as typeof good);
    expect(bad({ lines: [7], calls: [1] })).toThrow(new InputError('session snapshot: every line is a string'));
    expect(bad({ lines: ['(get-kitchen ?k)'], calls: [0.5, 0.5] })).toThrow(new InputError('session snapshot: every call is a whole number of lines'));
    expect(bad({ lines: ['(get-kitchen ?k)'], calls: [2] })).toThrow(new InputError('session snapshot: calls add up to 2 lines, the network has 1'));
    expect(bad({ options: 'full-kitchen' })).toThrow(new InputError('session snapshot: the options are an object'));
    expect(bad({ version: 2 })).toThrow(/^not a session snapshot/);
  });

  it('undo removes the last accepted call', () => {
    const s = openSession();
    s.execute(BUTTER);
    s.execute(`${WARM}\n${SUGAR}`);
    expect(s.bindings()['?sugar']).toBeDefined();
    expect(s.undo()).toBe(true);
    expect(s.bindings()['?sugar']).toBeUndefined();
    expect(s.bindings()['?butter']).toBeDefined();
    expect(s.undo()).toBe(true);
    expect(s.undo()).toBe(false);
    expect(Object.keys(s.bindings())).toEqual(['?kitchen']);
  });

  it('forks are independent', () => {
    const s = openSession();
    s.execute(BUTTER);
    const f = s.fork();
    f.execute(WARM);
    expect(f.bindings()['?warm']).toBeDefined();
    expect(s.bindings()['?warm']).toBeUndefined();
    s.execute(SUGAR);
    expect(f.network()).not.toContain('white-sugar');
  });

  it('a snapshot is plain JSON and restores the same session', () => {
    const s = openSession();
    s.execute('#almond-crescent-cookies');
    s.execute(BUTTER);
    s.execute(WARM);
    const json = JSON.parse(JSON.stringify(s.snapshot()));
    const r = restoreSession(json);
    expect(r.bindings()).toEqual(s.bindings());
    expect(r.network()).toBe(s.network());
    expect(r.undo()).toBe(true);
    expect(r.bindings()['?warm']).toBeUndefined();
    expect(() => restoreSession({ format: 'other' } as never)).toThrow(InputError);
  });

  it('a snapshot whose network cannot be read is refused in words, naming each line', () => {
    const snapshot = { format: 'irl-kitchen-session' as const, version: 1 as const, options: {}, lines: [BUTTER, '(stirr ?x ?ks-9 ?ks-1 ?butter)'], calls: [2], recipeId: null };
    expect(() => restoreSession(snapshot)).toThrow(new InputError("the session's network cannot be read: line 2: E_UNKNOWN_ACTION unknown action stirr"));
  });

  it('the kitchen shows what the latest step produced', () => {
    const s = openSession();
    s.execute(BUTTER);
    const k = s.kitchen() as { id: string; contents: unknown[] };
    expect(k.id).toBe((s.bindings()['?ks-1'].value as { id: string }).id);
  });

  it('evaluate scores the network so far, and suggests a recipe id for a typo', () => {
    const s = openSession();
    s.execute(BUTTER);
    const row = s.evaluate('almond-crescent-cookies');
    expect(row.status).toBe('ok');
    expect(row.goalConditionSuccess?.value).toBeGreaterThan(0);
    expect(schemaErrors('evaluation-row.schema.json', row)).toEqual([]);
    expect(() => s.evaluate('almond-cresent-cookies')).toThrow(/did you mean almond-crescent-cookies/);
  });
});
