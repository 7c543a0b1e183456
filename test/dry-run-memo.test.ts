// The memo of admissible dry runs: results (and early tests' outcomes) carry over while a network
// grows or shrinks at its end, only while their variables keep their values, and it holds at most
// MAX_RESULTS of them.
import { describe, expect, it } from 'vitest';
import { DryRunMemo } from '../src/listing/memo.ts';

const result = (produces: string) => ({ produces, duration: 0, output: null });

describe('DryRunMemo', () => {
  it('reuses a result across a grown network only when all its variables were bound before', () => {
    const memo = new DryRunMemo();
    memo.begin(['(a ?x)'], new Set(['?x']));
    memo.set('k1', result('one'));
    memo.set('k2', null);
    memo.set('k3', result('three'));
    memo.begin(['(a ?x)', '(b ?y)'], new Set(['?x', '?y']));
    expect(memo.get('k1', ['?x'])).toEqual(result('one'));
    expect(memo.get('k2', ['?x'])).toBeNull();
    // ?y was not bound before: what was stored under the key is not trusted
    expect(memo.get('k3', ['?x', '?y'])).toBeUndefined();
  });

  it('keeps a result through changes that ask nothing of it, until one of its variables is bound anew', () => {
    const memo = new DryRunMemo();
    memo.begin(['(a ?x)'], new Set(['?x']));
    memo.set('k1', result('one'));
    memo.set('k2', result('two'));
    memo.begin(['(a ?x)', '(b ?y)'], new Set(['?x', '?y']));
    memo.set('k3', result('three'));
    memo.begin(['(a ?x)', '(b ?y)', '(c ?z)'], new Set(['?x', '?y', '?z']));
    expect(memo.get('k1', ['?x'])).toEqual(result('one'));
    // undo back to the first line, then ?y bound by another line: k3 is stale, k2 is not
    memo.begin(['(a ?x)'], new Set(['?x']));
    memo.begin(['(a ?x)', '(d ?y)'], new Set(['?x', '?y']));
    expect(memo.get('k3', ['?x', '?y'])).toBeUndefined();
    expect(memo.get('k2', ['?x'])).toEqual(result('two'));
  });

  it('takes the variables of a first call as bound, also before any line (a session opens with its kitchen)', () => {
    const memo = new DryRunMemo();
    memo.begin([], new Set(['?kitchen']));
    memo.set('k1', result('one'));
    memo.begin(['(get-kitchen ?kitchen)'], new Set(['?kitchen']));
    expect(memo.get('k1', ['?kitchen'])).toEqual(result('one'));
  });

  it('forgets everything when the network changed other than at its end', () => {
    const memo = new DryRunMemo();
    memo.begin(['(a ?x)'], new Set(['?x']));
    memo.set('k1', result('one'));
    memo.begin(['(c ?x)'], new Set(['?x']));
    expect(memo.get('k1', ['?x'])).toBeUndefined();
  });

  it('keeps a failed run apart from a run never made', () => {
    const memo = new DryRunMemo();
    memo.begin(['(a ?x)'], new Set(['?x']));
    memo.set('k', null);
    expect(memo.get('k', ['?x'])).toBeNull();
    expect(memo.get('other', ['?x'])).toBeUndefined();
  });

  it('keeps early tests by prefix of arguments, while the prefix keeps its values', () => {
    const memo = new DryRunMemo();
    memo.begin(['(a ?x)'], new Set(['?x']));
    const beat = memo.testsOf('beat|in_kitchen(container)');
    memo.setTest(beat, ['_', '?x'], true);
    memo.setTest(beat, ['_', '?x', 'whisk'], false);
    expect(memo.getTest(beat, ['_', '?x'], memo.sinceOf('?x'))).toBe(true);
    expect(memo.getTest(beat, ['_', '?x', 'whisk'], memo.sinceOf('?x'))).toBe(false);
    // a prefix of a kept one, or another root, holds nothing
    expect(memo.getTest(beat, ['_'], 0)).toBeUndefined();
    expect(memo.getTest(memo.testsOf('mix|in_kitchen(container)'), ['_', '?x'], 0)).toBeUndefined();
    // ?x bound anew by another line after an undo: its outcomes are stale
    memo.begin([], new Set());
    memo.begin(['(b ?x)'], new Set(['?x']));
    expect(memo.getTest(beat, ['_', '?x'], memo.sinceOf('?x'))).toBeUndefined();
  });

  it('stops storing at MAX_RESULTS instead of growing without bound', () => {
    const memo = new DryRunMemo();
    memo.begin(['(a ?x)'], new Set(['?x']));
    for (let i = 0; i < DryRunMemo.MAX_RESULTS + 10; i++) memo.set(`k${i}`, null);
    expect(memo.get('k0', [])).toBeNull();
    expect(memo.get(`k${DryRunMemo.MAX_RESULTS + 5}`, [])).toBeUndefined();
  });
});
