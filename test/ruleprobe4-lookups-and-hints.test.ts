// The look-up checks of rule files, the words of a missing object and the codes the action model
// lists. Before: `stocked(C)` counted as a look-up finding C (only so that fetch-and-proportion.pl,
// whose effect was said to change its ingredient concept, loaded), so a rule whose effect changes
// a concept it only tests with `stocked` loaded, and a copy of fetch-and-proportion.pl without
// `stocked` was refused; an object a later line's retrieve default took off the counter-top, and
// one a `new(Class)` default made, were reported with the hint to check the order of the
// kitchen-state inputs; and every in_kitchen/on_counter_top listed F_NO_UNUSED_OBJECT, even on a
// slot no retrieve default fills.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionModel } from '../src/action-model/model.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { checkRuleText } from '../src/rules/check-rules.ts';
import { Simulator } from '../src/simulator.ts';
import { glaze } from './support/glaze-rule.ts';
import { simulator, simulatorWithRule } from './support/simulate.ts';

const problemsOf = (file: string, text: string) => checkRuleText(file, text, simulator().world).map((p) => p.message);

/** The failure of the first failed line of a network run with `sim`. */
function failureOf(sim: Simulator, text: string) {
  const file = parseSolutionText(text, 'p.solution');
  return sim.run(file.recipes[0], 'p.solution').diagnostics?.find((d) => d.failure)?.failure;
}

describe('the concept of fetch_and_proportion and the stocked condition', () => {
  const shipped = readFileSync(join('rules', 'fetch-and-proportion.pl'), 'utf8');

  it('fetch-and-proportion.pl loads with or without its stocked test: the effect does not change the concept', () => {
    expect(problemsOf('fetch-and-proportion.pl', shipped)).toEqual([]);
    const withoutStocked = shipped.replace(/^pre\(_, stocked\(.*\n/m, '');
    expect(withoutStocked).not.toEqual(shipped);
    expect(problemsOf('fetch-and-proportion.pl', withoutStocked)).toEqual([]);
  });

  it('stocked(C) finds no object: an effect changing C is advised a look-up that brings one', () => {
    const rule = `action(grate, 'grind a container with a tool of a class').
slot(ground, out, container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container, in, container).
slot(tool_concept, in, conceptualizable).
mode(1, [kitchen_state_in, container, tool_concept], [ground, kitchen_state_out]).
pre(1, on_counter_top(container)).
pre(1, stocked(tool_concept)).
effect(1, grind(container, tool_concept)).
time(1, ground, kt + 5).
time(1, kitchen_state_out, kt + 5).
clock(1, kt + 5).
`;
    expect(problemsOf('grate.pl', rule)).toEqual([
      "effect grind(container, tool_concept) changes tool_concept, an input that no look-up condition of mode 1 finds in the step's kitchen state: add a look-up that brings an object of the class it names, pre(1, fetched(tool_concept, Quantity)) or pre(1, line_target(tool_concept))",
    ]);
    expect(problemsOf('grate.pl', rule.replace('pre(1, stocked(tool_concept)).', 'pre(1, line_target(tool_concept)).'))).toEqual([]);
  });
});

describe('an object missing from the kitchen state, in words', () => {
  it('taken off the counter-top by a later retrieve default: names that line, not the order of the inputs', () => {
    const failure = failureOf(
      simulator(),
      '#q\n(get-kitchen ?k)\n(fetch ?w ?k1 ?k whisk 1)\n(fetch-and-proportion ?flour ?k2 ?k1 ?bowl all-purpose-flour 200 g)\n(mix ?m ?k3 ?k2 ?flour ?tool)\n(mix ?m2 ?k4 ?k3 ?m ?w)\n',
    );
    expect(failure?.code).toBe('F_NOT_IN_KITCHEN');
    expect(failure?.line).toBe(6);
    expect(failure?.message).toMatch(/is not in the kitchen state this line works on: mix \(line 5\) retrieved it as \?tool by default from the counter-top, where it lay unused, and retrieving an object that is already on the counter-top removes it from the kitchen/);
    expect(failure?.hint).toBe('give line 5 a whisk an earlier line produced as ?tool, so that its default does not take this one');
  });

  it('made by a new(Class) default: says it was never in the kitchen', () => {
    const pick = `action(pick, 'shake a container, and name a whisk made outside the kitchen').
slot(shaken, out, container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container, in, container).
slot(tool, out, whisk).
mode(1, [kitchen_state_in, container], [shaken, kitchen_state_out, tool]).
default(1, tool, new(whisk)).
pre(1, on_counter_top(container)).
effect(1, shake(container)).
time(1, shaken, kt + 5).
time(1, tool, kt + 5).
time(1, kitchen_state_out, kt + 5).
clock(1, kt + 5).
`;
    const failure = failureOf(simulatorWithRule('pick.pl', pick), '#n\n(get-kitchen ?k)\n(fetch-and-proportion ?flour ?k1 ?k ?bowl all-purpose-flour 200 g)\n(pick ?s ?k2 ?k1 ?flour ?w)\n(mix ?m ?k3 ?k2 ?s ?w)\n');
    expect(failure?.code).toBe('F_NOT_IN_KITCHEN');
    expect(failure?.message).toMatch(/: pick \(line 4\) made it outside the kitchen \(as a new\(Class\) default does\), and no kitchen state holds it$/);
    expect(failure?.hint).toBe('pass an object that is in the kitchen (one a line fetched or retrieved there) instead');
  });
});

describe('F_NO_UNUSED_OBJECT in the action model', () => {
  const lookups = (model: ReturnType<typeof actionModel>, action: string) =>
    model.actions.find((a) => a.name === action)!.modes.flatMap((m) => m.conditions.filter((c) => c.name === 'in_kitchen' || c.name === 'on_counter_top').map((c) => ({ mode: m.id, text: c.condition, codes: c.codes })));

  it('is not listed for a look-up of a slot the line always binds', () => {
    const model = actionModel(simulator().inventory);
    const all = model.actions.flatMap((a) => lookups(model, a.name));
    expect(all.length).toBeGreaterThan(10);
    // the shipped rules look up only inputs, or what retrieved(…) brought
    expect(all.filter((c) => c.codes.includes('F_NO_UNUSED_OBJECT'))).toEqual([]);
    expect(all.every((c) => c.codes.includes('F_NOT_IN_KITCHEN'))).toBe(true);
  });

  it('is listed for a look-up of a slot a retrieve default fills', () => {
    const text = glaze((t) => t.replace('pre(1, retrieved(brush)).', 'pre(1, on_counter_top(brush)).'));
    const model = actionModel(simulatorWithRule('glaze.pl', text).inventory);
    const glazeLookups = lookups(model, 'glaze');
    expect(glazeLookups.find((c) => c.mode === '1' && c.text === 'on_counter_top(brush)')?.codes).toContain('F_NO_UNUSED_OBJECT');
    expect(glazeLookups.find((c) => c.mode === '2' && c.text === 'in_kitchen(brush)')?.codes).not.toContain('F_NO_UNUSED_OBJECT');
  });
});
