// Nothing generated, valid or broken, makes parsing or execution throw, run without bound, or
// come back without a status: bad input always comes back as messages.
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { Simulator } from '../../src/simulator.ts';
import {
  brokenNetworkArbitrary,
  fc,
  kitchenFacts,
  kitchenSetupArbitrary,
  mutatedTextArbitrary,
  networkText,
  type NetworkRun,
  randomNetworkArbitrary,
  runNetwork,
  validNetworkArbitrary,
} from '../../src/testing/index.ts';
import { simulator } from '../support/simulate.ts';

const sim = simulator();
const facts = kitchenFacts(sim);
const PLACE = /^[^:\n]+:\d+:\d+: /;

const anyText = fc.oneof(
  { arbitrary: validNetworkArbitrary(facts, { maxSteps: 12 }).map(networkText), weight: 2 },
  { arbitrary: brokenNetworkArbitrary(facts).map((b) => b.text), weight: 3 },
  { arbitrary: randomNetworkArbitrary(facts).map(networkText), weight: 3 },
  { arbitrary: validNetworkArbitrary(facts, { maxSteps: 8 }).map(networkText).chain((t) => mutatedTextArbitrary(t)), weight: 3 },
  { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
);

/** A run that came back as it should: a status, messages with places unless it is ok, no internal error. */
function wellReported(run: NetworkRun) {
  expect(['ok', 'unexecutable', 'error']).toContain(run.status);
  if (run.status !== 'ok') expect(run.messages.length).toBeGreaterThan(0);
  for (const m of [...run.messages, ...run.parseProblems]) expect(m).toMatch(PLACE);
  expect(run.execution?.error?.reason ?? '').not.toMatch(/^internal-error/);
}

describe('no input breaks the parser or the engine (property)', () => {
  it('the parser never throws and places every problem on a line of the text', () => {
    const texts = fc.oneof(anyText, fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 300 }));
    fc.assert(
      fc.property(texts, (text) => {
        const parsed = parseSolutionText(text, 'fuzz.solution');
        const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).length;
        for (const p of parsed.problems) {
          expect(p.place.line).toBeGreaterThanOrEqual(1);
          expect(p.place.line).toBeLessThanOrEqual(lines);
          expect(p.message.length).toBeGreaterThan(0);
        }
        for (const r of parsed.recipes) for (const p of r.predicates) expect(p.name.length).toBeGreaterThan(0);
      }),
      { numRuns: 300, seed: 5150 },
    );
  });

  it('running any generated text never throws and always ends with a reported status', () => {
    fc.assert(
      fc.property(anyText, kitchenSetupArbitrary(facts), (text, kitchen) => {
        wellReported(runNetwork(sim, text, { kitchen }));
      }),
      { numRuns: 250, seed: 5151 },
    );
  });

  it('the search stays within its evaluation bound, and says so when it gives up', () => {
    const bound = 40;
    let gaveUp = 0;
    // networks of many independent calls on one kitchen state, two of which bind ?tool-0: whichever
    // runs first, the other never can, which only trying every order shows
    const combinatorial = fc.integer({ min: 4, max: 12 }).map(
      (n) =>
        '(get-kitchen ?k)\n' +
        Array.from({ length: n }, (_, i) => `(fetch ?tool-${i} ?k-${i} ?k whisk 1)`).join('\n') +
        '\n(fetch ?tool-0 ?k-x ?k whisk 1)',
    );
    fc.assert(
      fc.property(fc.oneof(anyText, combinatorial), (text) => {
        const run = runNetwork(sim, text, { maxEvaluations: bound });
        wellReported(run);
        if (run.execution) expect(run.execution.evaluations).toBeLessThanOrEqual(bound + 1);
        if (run.execution?.error?.reason === 'search-budget') {
          gaveUp++;
          expect(run.messages.join('\n')).toMatch(/^network\.solution:1:1: gave up after 40 action evaluations \(the evaluation bound\).* \[search-budget\]$/);
        }
      }),
      { numRuns: 200, seed: 5152 },
    );
    expect(gaveUp).toBeGreaterThan(0);
  });

  it('every run of a generated text ends in bounded time', () => {
    let slowest = 0;
    fc.assert(
      fc.property(anyText, (text) => {
        const started = performance.now();
        runNetwork(sim, text, { maxEvaluations: 2000 });
        slowest = Math.max(slowest, performance.now() - started);
      }),
      { numRuns: 150, seed: 5153 },
    );
    expect(slowest).toBeLessThan(3000);
  });

  it('the Simulator option maxEvaluations bounds the search like execute does', () => {
    const small = new Simulator({ maxEvaluations: 25 });
    const text = '(get-kitchen ?k)\n' + Array.from({ length: 10 }, (_, i) => `(fetch ?t${i} ?k${i} ?k whisk 1)`).join('\n') + '\n(fetch ?t0 ?k-x ?k whisk 1)';
    const bounded = runNetwork(small, text);
    expect(bounded.status).toBe('error');
    expect(bounded.execution!.evaluations).toBeLessThanOrEqual(26);
    expect(bounded.messages).toHaveLength(1);
    expect(bounded.messages[0]).toMatch(/^network\.solution:1:1: gave up after 25 action evaluations \(the evaluation bound\).* \[search-budget\]$/);
    // with the default bound the same network is explored to the end
    const full = runNetwork(sim, text);
    expect(full.status).toBe('unexecutable');
    expect(full.execution!.evaluations).toBeGreaterThan(25);
  });
});
