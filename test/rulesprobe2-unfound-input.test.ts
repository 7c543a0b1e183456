// A rule whose effect changes an input that no look-up condition of the mode finds in the step's
// kitchen state: `rules check` said "no problems", loading accepted it, and a run ended in
// internal-error(Error) "a path must start at an owned container". Now the compiler refuses it at
// the effect's argument, naming the effect, the slot and the conditions to add (an `advises`
// look-up does not count: the reference semantics does not test it).
import { describe, expect, it } from 'vitest';
import { checkRuleText } from '../src/rules/check-rules.ts';
import { runNetwork } from '../src/testing/index.ts';
import { glaze } from './support/glaze-rule.ts';
import { simulator, simulatorWithRule } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';

const LOOKUP = 'pre(_, on_counter_top(thing)).\n';
const withoutLookup = glaze((t) => t.replace(LOOKUP, ''));
const words = (mode: string) =>
  `effect mix_with_tool(thing, brush, mixed) changes thing, an input that no look-up condition of mode ${mode} finds in the step's kitchen state: add pre(${mode}, on_counter_top(thing)) or pre(${mode}, in_kitchen(thing))`;
/** line:column of `thing` in the effect fact, 1-based. */
function effectArgPlace(text: string): string {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.startsWith('effect('));
  return `${line + 1}:${lines[line].indexOf('thing') + 1}`;
}

describe('an effect that changes an input no look-up finds', () => {
  it('rules check names file:line:column, the effect, the slot and the conditions, for each mode', () => {
    const problems = checkRuleText('glaze.pl', withoutLookup, simulator().world);
    const [line, column] = effectArgPlace(withoutLookup).split(':').map(Number);
    expect(problems).toEqual([
      { file: 'glaze.pl', line, column, message: words('1') },
      { file: 'glaze.pl', line, column, message: words('2') },
    ]);
    // the rule as written, and one whose look-up is in the mode's own scope, are fine
    expect(checkRuleText('glaze.pl', glaze(), simulator().world)).toEqual([]);
    expect(checkRuleText('glaze.pl', glaze((t) => t.replace(LOOKUP, 'pre(1, on_counter_top(thing)).\npre(2, in_kitchen(thing)).\n')), simulator().world)).toEqual([]);
    // one mode without it is named alone
    expect(checkRuleText('glaze.pl', glaze((t) => t.replace(LOOKUP, 'pre(1, on_counter_top(thing)).\n')), simulator().world).map((p) => p.message)).toEqual([words('2')]);
  });

  it('loading refuses the rule with the same words', () => {
    expect(refusal(() => simulatorWithRule('glaze.pl', withoutLookup).inventory.get('glaze'))).toContain(`glaze.pl:${effectArgPlace(withoutLookup)}: ${words('1')}`);
  });

  it('advises counts as no look-up: the reference semantics does not test it', () => {
    const text = glaze((t) => t.replace(LOOKUP, 'advises(_, on_counter_top(thing)).\n'));
    // advises finds nothing with the reference semantics: still refused at load
    expect(checkRuleText('glaze.pl', text, simulator().world).map((p) => p.message)).toEqual([words('1'), words('2')]);
  });
});
