// Session steps that continue from the state: ids the new constants move, forks, undo after a
// refused call, snapshots, and the numbering that maps a continuation's ids to a whole run's.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { continuationCounts, continueState } from '../src/continuation/continue.ts';
import { openSession, restoreSession } from '../src/session/index.ts';
import { mentionsIn, shownText } from '../src/continuation/mentions.ts';
import { Numbering } from '../src/continuation/numbering.ts';
import { answersOf } from './support/session-replay.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const WARM = '(bring-to-temperature ?warm ?ks-2 ?ks-1 ?butter ?q ?u)';
const SUGAR = '(fetch-and-proportion ?sugar ?ks-3 ?ks-2 ?bowl-2 white-sugar 120 g)';

const continued = () => continuationCounts.continued ?? 0;
const whole = (s: ReturnType<typeof openSession>) => answersOf(restoreSession(s.snapshot()));

describe('steps that continue from the state', () => {
  it('show the ids a whole run gives, also where new constants move earlier ones', () => {
    const s = openSession();
    s.execute(BUTTER);
    s.execute(WARM);
    const before = continued();
    const butter = JSON.stringify(s.bindings()['?butter']);
    // a whole run makes the new line's constants (and the amount a concept holds) before any
    // step: the butter's amount, made by the first step, gets the next number
    const step = s.execute(SUGAR);
    expect(continued()).toBe(before + 1);
    expect(Object.keys(step.newBindings)).toEqual(['?butter', '?warm', '?sugar', '?ks-3', '?bowl-2']);
    expect(JSON.stringify(step.newBindings['?butter'])).not.toBe(butter);
    expect(answersOf(s)).toBe(whole(s));
  });

  it('keep forks apart: each goes on as its own whole run', () => {
    const s = openSession();
    s.execute(BUTTER);
    const f = s.fork();
    const before = continued();
    s.execute(WARM);
    f.execute('(fetch-and-proportion ?sugar ?ks-3 ?ks-1 ?bowl-2 white-sugar 120 g)');
    f.execute('(bring-to-temperature ?warm ?ks-2 ?ks-3 ?butter ?q ?u)');
    s.execute(SUGAR);
    expect(continued()).toBe(before + 4);
    expect(answersOf(s)).toBe(whole(s));
    expect(answersOf(f)).toBe(whole(f));
    expect(s.network()).not.toBe(f.network());
  });

  it('give way to a whole run where a message names an id the new constants move', () => {
    const s = openSession();
    s.execute(BUTTER);
    const state = s.state();
    const amount = (s.bindings()['?butter'].value as unknown as { contents: { slots: { amount: { id: string } } }[] }).contents[0].slots.amount.id;
    const n = Number(/^amount-(\d+)-1$/.exec(amount)![1]);
    const named = { ...state, carry: { ...state.carry!, mentions: [{ name: 'amount', n }] } };
    const sugar = '(fetch-and-proportion ?sugar ?ks-3 ?ks-1 ?bowl-2 white-sugar 120 g)';
    const reason = 'a message names an id the new constants move';
    const before = continuationCounts[reason] ?? 0;
    expect(continueState(s.sim, named, 2, [sugar], undefined)).toBeNull();
    expect(continuationCounts[reason]).toBe(before + 1);
    expect(continueState(s.sim, state, 2, [sugar], undefined)).not.toBeNull();
  });
});

describe('undo after a refused call', () => {
  it('takes back the refused call, which changed nothing; the next undo the call before', () => {
    const s = openSession();
    s.execute(BUTTER);
    s.execute(WARM);
    expect(s.execute('(fetch-and-proportion ?x ?ks-9').accepted).toBe(false);
    expect(s.undo()).toBe(true);
    expect(s.network()).toBe(`${BUTTER}\n${WARM}`);
    expect(s.undo()).toBe(true);
    expect(s.network()).toBe(BUTTER);
    expect(s.undo()).toBe(true);
    expect(s.undo()).toBe(false);
  });

  it('survives a snapshot (calls of 0 lines), and snapshots from before the rule restore as they were', () => {
    const s = openSession();
    s.execute(BUTTER);
    s.execute('(stirr ?x)');
    const snap = s.snapshot();
    expect(snap.calls).toEqual([1, 0]);
    const r = restoreSession(JSON.parse(JSON.stringify(snap)));
    expect(r.undo()).toBe(true);
    expect(r.network()).toBe(BUTTER);
    const old = restoreSession({ format: 'irl-kitchen-session', version: 1, options: {}, lines: [BUTTER, WARM], calls: [1, 1], recipeId: null });
    expect(old.undo()).toBe(true);
    expect(old.network()).toBe(BUTTER);
    expect(() => restoreSession({ ...snap, calls: [1, -1, 1] })).toThrow(/every call is a whole number of lines/);
  });
});

describe('the numbering of a continued execution', () => {
  it('maps the numbers it gave to those of a whole run (one class, any calls)', () => {
    // each call: k new constants (a whole run numbers every constant first), then e objects of the steps
    const calls = fc.array(fc.record({ k: fc.nat(3), e: fc.nat(4) }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(fc.nat(5), calls, (kitchen, blocks) => {
        let numbering = Numbering.identity;
        let internal = kitchen;
        let constants = kitchen;
        const made: { internal: number; constant: boolean; index: number }[] = [];
        let constantIndex = 0;
        let stepIndex = 0;
        blocks.forEach(({ k, e }, call) => {
          if (call > 0 && k) numbering = numbering.after([{ name: 'c', before: constants, internal, count: k }]);
          for (let i = 0; i < k; i++) made.push({ internal: ++internal, constant: true, index: constantIndex++ });
          constants += k;
          for (let i = 0; i < e; i++) made.push({ internal: ++internal, constant: false, index: stepIndex++ });
        });
        for (const m of made) expect(numbering.shown('c', m.internal)).toBe(m.constant ? kitchen + m.index + 1 : constants + m.index + 1);
        for (let n = 1; n <= kitchen; n++) expect(numbering.shown('c', n)).toBe(n);
      }),
      { numRuns: 300, seed: 20261127 },
    );
  });

  it('finds the ids messages name, and writes them as shown', () => {
    const ontology = openSession().sim.world.ontology;
    expect(mentionsIn('the container (medium-bowl medium-bowl-104) is empty; step 3', ontology)).toEqual([{ name: 'medium-bowl', n: 104 }]);
    const numbering = Numbering.identity.after([{ name: 'amount', before: 10, internal: 20, count: 2 }]);
    expect(shownText('amount-15-1 and amount-21 and amount-5 in medium-bowl-104', numbering, ontology)).toBe('amount-17-1 and amount-11 and amount-5 in medium-bowl-104');
  });
});
