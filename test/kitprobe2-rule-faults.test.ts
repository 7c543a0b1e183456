// A rule author's action that throws, as the testing kit reports it. An effect that changes an
// input no look-up condition found made crashViolations (and the no-throw property) say only
// "threw: internal error (…): Error: a path must start at an owned container": now it names the
// effect, its line in the rule file, the slot, the mode and the conditions that would find it.
// An action that throws for another reason keeps the engine's words, blaming no rule.
import { describe, expect, it } from 'vitest';
import { EFFECTS } from '../src/effects/index.ts';
import { checkActionProperties, crashViolations, runNetwork } from '../src/testing/index.ts';
import { glaze } from './support/glaze-rule.ts';
import { simulatorWithRule } from './support/simulate.ts';

/** glaze without the condition that finds the container on the counter-top. */
const unfound = simulatorWithRule('glaze.pl', glaze((t) => t.replace('pre(_, on_counter_top(thing)).\n', '')));
const glazeFile = unfound.inventory.get('glaze')!.file;

const NO_BRUSH_GIVEN = `(get-kitchen ?kitchen)
(fetch-and-proportion ?portion ?ks-1 ?kitchen ?bowl apple 1 piece)
(glaze ?glazed ?ks-2 ?ks-1 ?portion ?brush)`;

describe('crashViolations on an action of a rule file', () => {
  it('names the effect, its line, the input no look-up finds, the mode and the conditions to add', () => {
    const run = runNetwork(unfound, NO_BRUSH_GIVEN);
    expect(run.execution?.error?.reason).toBe('internal-error(Error)');
    // the effect fact is line 12 of the file once the pre(_, on_counter_top(thing)) line is gone
    const effectLine = glaze((t) => t.replace('pre(_, on_counter_top(thing)).\n', '')).split('\n').findIndex((l) => l.startsWith('effect(')) + 1;
    expect(crashViolations(run)).toEqual([
      `network.solution:3: glaze threw: its effect mix_with_tool(thing, brush, mixed) (${glazeFile}:${effectLine}) changes thing, an input that no look-up condition of mode 1 finds in the step's kitchen state: ` +
        'add pre(1, on_counter_top(thing)) or pre(1, in_kitchen(thing)) (it threw Error: a path must start at an owned container) [internal-error(Error)]',
    ]);
  });

  it('says the same in the no-throw property of checkActionProperties, with no stack trace', () => {
    const report = checkActionProperties(unfound, 'glaze', { numRuns: 10, seed: 5 });
    expect(report).toMatchObject({ ok: false, property: 'no-throw' });
    if (report.ok) return;
    expect(report.message.split('\n')[1]).toMatch(/^network\.solution:\d+: glaze threw: its effect mix_with_tool\(thing, brush, mixed\) \(.*glaze\.pl:\d+\) changes thing, an input that no look-up condition of mode \d finds/);
    expect(report.message).not.toMatch(/\n\s+at /);
  });

  it('keeps the engine\'s words when the rule finds every object its effect changes', () => {
    const wash = EFFECTS.wash;
    EFFECTS.wash = () => {
      throw new TypeError('boom');
    };
    try {
      const sim = simulatorWithRule(
        'scrub.pl',
        `action(scrub, 'scrub a container').
slot(result, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container, in, transferable_container).
mode(1, [kitchen_state_in, container], [result, kitchen_state_out]).
pre(_, on_counter_top(container)).
effect(_, wash(container)).
time(_, result, kt + 1).
time(_, kitchen_state_out, kt + 1).
clock(_, kt + 1).
`,
      );
      const run = runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?b ?k1 ?k ?t butter 10 g)\n(scrub ?r ?k2 ?k1 ?b)');
      const [violation, ...more] = crashViolations(run);
      expect(more).toEqual([]);
      expect(violation).toMatch(/^network\.solution:3: scrub threw: internal error \(in the action of .*scrub\.pl: check that its conditions find what its effect changes/);
      expect(violation).not.toMatch(/no look-up condition/);
      expect(violation).toMatch(/TypeError: boom \[internal-error\(TypeError\)\]$/);
    } finally {
      EFFECTS.wash = wash;
    }
  });
});
