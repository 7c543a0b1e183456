// Rules a user writes from docs/RULES.md and docs/EXTENDING.md with mistakes in defaults and
// timing terms. Before: a property(Source, Path) default giving a list (`[contents]`) to a tool
// slot loaded, and every call reached the effect and stopped with internal-error(TypeError); a
// property default giving an object of another class reached the effect too; a property path
// through a slot no class has loaded (always nothing); a misspelt source slot got no did-you-mean;
// and clock(_, start - 10), time(_, Slot, start + -5) loaded though they always run backwards.
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { checkRuleText } from '../src/rules/check-rules.ts';
import { simulator, simulatorWithRule } from './support/simulate.ts';
import { stirRule } from './support/stir-rule.ts';

/** A stirring action whose tool comes from `toolDefault`, with the timing of `timing`. */
const stir = stirRule;

const problemsOf = (text: string) => checkRuleText('stir.pl', text, simulator().world).map((p) => `${p.line}:${p.column}: ${p.message}`);

/** The stop of a network that stirs 200 g of flour with the rule loaded. */
function stirStop(text: string) {
  const file = parseSolutionText('#s\n(get-kitchen ?k)\n(fetch-and-proportion ?flour ?k1 ?k ?bowl all-purpose-flour 200 g)\n(stir ?st ?k2 ?k1 ?flour ?tool)\n', 's.solution');
  return simulatorWithRule('stir.pl', text).run(file.recipes[0], 's.solution').execution?.error;
}

describe('defaults whose value the slot cannot hold', () => {
  it('a property path ending on a list, given to a tool slot, is refused at the path', () => {
    expect(problemsOf(stir('property(container_with_ingredients, [contents])'))).toEqual([
      '8:55: property(container_with_ingredients, [contents]): the path ends on contents, which holds a list of objects; slot tool holds can_mix: every call would stop with wrong-type(tool)',
    ]);
    expect(problemsOf(stir('property(kitchen, [temperature, quantity])'))[0]).toMatch(/^8:36: .*ends on quantity, which holds quantity objects; slot tool holds can_mix/);
    // a slot that takes anything takes the list
    expect(problemsOf(stir('property(container_with_ingredients, [contents])').replace('slot(tool, in, can_mix)', 'slot(tool, in, t)'))).toEqual([]);
  });

  it('a value the load cannot foresee stops the call with wrong-type(Slot) before the effect runs', () => {
    const text = stir('property(kitchen, [arrangement])');
    expect(problemsOf(text)).toEqual([]);
    const error = stirStop(text);
    expect(error?.reason).toBe('wrong-type(tool)');
    expect(error?.message).toBe('stir: the default property(kitchen, [arrangement]) gave tool a sectionalized, which is not a can-mix');
  });

  it('a path through a slot no class has, and a misspelt source, are refused with the closest names', () => {
    expect(problemsOf(stir('property(kitchen, [temprature, quantity])'))).toEqual([
      '8:36: property(kitchen, [temprature, quantity]): property path: no class of the ontology has a slot temprature (did you mean temperature?)',
    ]);
    expect(problemsOf(stir('property(container_with_ingedients, [contents])'))).toEqual([
      '8:27: property(Source, Path) needs a slot of stir or kitchen as its source, got container_with_ingedients (did you mean container_with_ingredients?)',
    ]);
    expect(problemsOf(stir('on_counter_top(container_with_ingedients)'))[0]).toMatch(/^8:33: on_counter_top\(Slot\) needs a slot of stir, got container_with_ingedients \(did you mean container_with_ingredients\?\)/);
  });

  it('a class no slot can hold is refused; a fitting default runs', () => {
    expect(problemsOf(stir('new(oven)'))).toEqual(['8:22: new(oven) makes oven objects, which slot tool (holding can_mix) cannot hold: every call would stop with wrong-type(tool)']);
    expect(problemsOf(stir('retrieve(whisk)'))).toEqual([]);
    expect(stirStop(stir('retrieve(whisk)'))).toBeUndefined();
  });
});

describe('timing terms that always run backwards', () => {
  const timed = (clock: string, time: string) => stir('retrieve(whisk)', `time(_, stirred, ${time}).\ntime(_, kitchen_state_out, start + 30).\nclock(_, ${clock}).\n`);

  it('start minus a constant, in a clock or a time, is refused at the term', () => {
    expect(problemsOf(timed('start - 10', 'start + 30'))).toEqual([
      "13:10: start - 10 is always 10 seconds before the step's start: a time or clock cannot run backwards (write start + N with N >= 0)",
    ]);
    expect(problemsOf(timed('start + 30', 'start + -5'))).toEqual([
      "11:18: start + -5 is always 5 seconds before the step's start: a time or clock cannot run backwards (write start + N with N >= 0)",
    ]);
    expect(problemsOf(timed('(start + 5) - 6', 'start + 30'))[0]).toMatch(/^13:11: .* is always 1 second before the step's start/);
    expect(problemsOf(timed('start + (0 - 10)', 'start + 30'))[0]).toMatch(/^13:10: .* is always 10 seconds before/);
  });

  it('a time at or after the start, or one the load cannot order, is accepted', () => {
    expect(problemsOf(timed('start + 0', '10 + start'))).toEqual([]);
    expect(problemsOf(timed('max(start - 10, kt)', '(start - 10) + 20'))).toEqual([]);
  });

  it('a time for a slot no mode computes, and a unit that is no timing term, are refused at the place', () => {
    expect(problemsOf(timed('start + 30', 'start + 30').replace('time(_, stirred,', 'time(_, container_with_ingredients,'))).toContain(
      '11:9: time for container_with_ingredients, which no mode computes: only computed slots get a time',
    );
    expect(problemsOf(timed('start + minutes(10)', 'start + 30'))[0]).toMatch(/^13:18: unknown timing term minutes\(10\)/);
  });
});
