import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { Simulator, type SimulatorOptions } from '../src/simulator.ts';
import { contentClasses, run, timeOf, valueOf } from './support/simulate.ts';

const head = `(get-kitchen ?kitchen)
(fetch-and-proportion ?sugar ?ks-1 ?kitchen ?t-1 white-sugar 100 g)
(fetch-and-proportion ?flour ?ks-2 ?ks-1 ?t-2 all-purpose-flour 50 g)
`;

describe('executing networks', () => {
  it('fires actions in data-flow order, whatever the line order', () => {
    const lines = head.trim().split('\n');
    const inOrder = run(lines.join('\n'));
    const reversed = run([...lines].reverse().join('\n'));
    expect(inOrder.status).toBe('ok');
    expect(reversed.status).toBe('ok');
    expect(reversed.timeline.map((t) => t.action)).toEqual(['get-kitchen', 'fetch-and-proportion', 'fetch-and-proportion']);
    expect(reversed.timeline.map((t) => t.line)).toEqual([3, 2, 1]);
    expect(timeOf(reversed, '?flour')).toBe('60');
  });

  it('computes the execution time as the largest available-at of any binding', () => {
    const r = run(head + '(transfer-contents ?all ?rest ?ks-3 ?ks-2 ?t-1 ?flour ?q ?u)\n(mix ?mixed ?ks-4 ?ks-3 ?all ?whisk)');
    expect(r.status).toBe('ok');
    expect(timeOf(r, '?all')).toBe('80'); // max(60, 60) + 20
    expect(timeOf(r, '?mixed')).toBe('110');
    expect(r.executionTime).toBe(110);
    expect(contentClasses(valueOf(r, '?mixed'))).toEqual(['homogeneous-mixture']);
  });

  it('backtracks out of an order that makes another action inapplicable', () => {
    // transfer-contents and mix both read ?ks-3b. If the transfer (listed first) ran first it
    // would bind ?mixed, its unbound target, which is the output of mix: mix could then never
    // run. The search must undo that order and run mix first.
    const r = run(
      head +
        '(transfer-contents ?all ?rest ?ks-4 ?ks-3b ?mixed ?flour ?q ?u)\n' +
        '(transfer-contents ?bowl ?rest-0 ?ks-3b ?ks-2 ?new-bowl ?sugar ?q0 ?u0)\n' +
        '(mix ?mixed ?ks-3 ?ks-3b ?bowl ?whisk)',
    );
    expect(r.status).toBe('ok');
    expect(r.timeline.map((t) => t.line)).toEqual([1, 2, 3, 5, 6, 4]);
    // the transfer works on ?ks-3b, the state before mixing: the bowl still holds plain sugar
    expect(contentClasses(valueOf(r, '?all'))).toEqual(['all-purpose-flour', 'white-sugar']);
    expect(contentClasses(valueOf(r, '?mixed'))).toEqual(['homogeneous-mixture']);
  });

  it('fails like the reference when an input shares its id with an earlier slot bound without time', () => {
    // ?t-1 is the bowl as found before fetch-and-proportion filled it: the same id as ?sugar's
    // bowl. transfer-contents looks up the time of ?sugar by id in slot order and finds ?t-1 first.
    const r = run(head + '(transfer-contents ?bowl ?rest ?ks-3 ?ks-2 ?t-1 ?sugar ?q ?u)');
    expect(r.status).toBe('error');
    expect(r.messages.join('\n')).toMatch(/test\.solution:4:1: .*the time of \?sugar is read from \?t-1, an earlier argument holding the same object, and it has no available-at time.*\[nil-available-at\]/);
  });

  it('reports actions that never fire with the variables they wait for', () => {
    const r = run(head + '(mix ?mixed ?ks-4 ?ks-nowhere ?flour ?whisk)');
    expect(r.status).toBe('unexecutable');
    expect(r.messages.join('\n')).toMatch(/test\.solution:4:1: mix never ran: waiting for \?ks-nowhere/);
  });

  it('reports a variable that no action binds', () => {
    const r = run(head + '(mix ?mixed ?ks-3 ?ks-2 ?flour ?whisk)\n(mix ?again ?ks-4 ?ks-3 ?mixed ?other-tool)');
    // ?other-tool is an input of the second mix: mode 2 needs it bound, mode 1 computes it
    expect(r.status).toBe('ok');
    const open = run(head + '(mix ?mixed ?ks-3 ?ks-2 ?flour ?whisk)\n(transfer-contents ?all ?rest ?ks-4 ?ks-3 ?bowl ?mixed ?q ?u)\n(mix ?m2 ?ks-5 ?ks-4 ?unknown-bowl ?whisk)');
    expect(open.status).toBe('unexecutable');
    expect(open.messages.join('\n')).toMatch(/mix never ran: waiting for \?unknown-bowl/);
  });

  it('rejects unknown actions, wrong arity, repeated arguments and unknown concepts with places', () => {
    const r = run('(get-kitchen ?k)\n(fetch-and-proportoin ?a ?b ?k ?c butter 1 g)\n(mix ?a ?b ?k)\n(mix ?x ?y ?k ?x ?t)\n(fetch-and-proportion ?p ?q ?k ?t unicorn 1 g)');
    expect(r.status).toBe('error');
    const text = r.messages.join('\n');
    expect(text).toMatch(/test\.solution:2:1: unknown action fetch-and-proportoin \(did you mean fetch-and-proportion\?\)/);
    expect(text).toMatch(/test\.solution:3:1: mix takes 5 arguments/);
    expect(text).toMatch(/test\.solution:4:\d+: mix repeats the argument \?x/);
    expect(text).toMatch(/test\.solution:5:\d+: unknown ingredient, tool or concept "unicorn"/);
  });

  it('rejects a constant of the wrong type for its slot', () => {
    const r = run('(get-kitchen ?k)\n(fetch-and-proportion ?p ?q ?k ?t butter g 1)');
    expect(r.status).toBe('error');
    expect(r.messages.join('\n')).toMatch(/test\.solution:2:\d+: g \(a g\) cannot fill fetch-and-proportion's quantity/);
  });

  it('needs exactly one get-kitchen', () => {
    expect(run('(fetch-and-proportion ?p ?q ?k ?t butter 1 g)').messages.join('\n')).toMatch(/exactly one get-kitchen/);
  });

  it('does not change earlier kitchen states when a later step changes an object', () => {
    const r = run(head + '(transfer-contents ?all ?rest ?ks-3 ?ks-2 ?t-1 ?flour ?q ?u)');
    expect(contentClasses(valueOf(r, '?sugar'))).toEqual(['white-sugar']);
    expect(contentClasses(valueOf(r, '?all'))).toEqual(['all-purpose-flour', 'white-sugar']);
    expect(contentClasses(valueOf(r, '?flour'))).toEqual(['all-purpose-flour']);
    expect(contentClasses(valueOf(r, '?rest'))).toEqual([]);
  });
});

describe('bounded search', () => {
  // 17 actions that all read the initial kitchen can run in any order, and two of them bind the
  // same ?b0, so one never fires: proving that no order completes means visiting every subset.
  const text =
    '(get-kitchen ?k)\n' +
    Array.from({ length: 16 }, (_, i) => `(fetch-and-proportion ?b${i} ?ks${i} ?k ?t${i} white-sugar 1 g)`).join('\n') +
    '\n(fetch-and-proportion ?b0 ?ks-x ?k ?t-x white-sugar 1 g)';

  const runWith = (options: SimulatorOptions) => new Simulator(options).run(parseSolutionText(text, 'x.solution').recipes[0], 'x.solution');

  it('gives up at the time bound with a message naming it', () => {
    const r = runWith({ maxMillis: 50 });
    expect(r.status).toBe('error');
    expect(r.messages.join('\n')).toMatch(/gave up after \d+ action evaluations \(the time bound of 50 ms\).*\[search-budget\]/);
  });

  it('gives up at the evaluation bound with a message naming it', () => {
    const r = runWith({ maxEvaluations: 500 });
    expect(r.status).toBe('error');
    expect(r.messages.join('\n')).toMatch(/gave up after 500 action evaluations \(the evaluation bound\)/);
  });
});
