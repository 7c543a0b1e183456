// The names a rule file gives (the action, its modes and variants) and the scopes its facts name:
// each bad one is reported at its file:line:column, never dropped without a word or passed on
// to `actions --json` in a form its schema refuses.
import { describe, expect, it } from 'vitest';
import { actionEntry, actionModel } from '../src/action-model/model.ts';
import { actionText } from '../src/action-model/text.ts';
import { EFFECTS } from '../src/effects/index.ts';
import { World } from '../src/kitchen/world.ts';
import { checkRuleText } from '../src/rules/check-rules.ts';
import { compileRule } from '../src/rules/compile-rule.ts';
import { parseRuleText } from '../src/rules/load-rules.ts';
import { loadInventory } from '../src/rules/registry.ts';
import { schemaErrors } from './json-validate.ts';

const world = World.standard();

const zap = `action(zap, 'mix a container with itself').
slot(mixed, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing, in, transferable_container).
mode(1, [kitchen_state_in, thing], [mixed, kitchen_state_out]).
pre(_, on_counter_top(thing)).
effect(_, mix_with_tool(thing, thing, mixed)).
time(_, mixed, start + 10).
time(_, kitchen_state_out, start + 10).
clock(_, start + 10).
`;

/** `line:column: message` of every problem `rules check` finds in the text. */
const problems = (text: string) => checkRuleText('r.pl', text, world).map((p) => `${p.line}:${p.column}: ${p.message}`);
const compile = (text: string) => compileRule(parseRuleText(text, 'r.pl'), { ontology: world.ontology, effects: EFFECTS });

describe('mode ids and variant names', () => {
  it('accepts the example as it is', () => {
    expect(problems(zap)).toEqual([]);
  });

  it('refuses a mode id declared twice, even with other bound slots (pre(1, …) could not say which it meant)', () => {
    const twice = zap.replace('pre(_,', 'mode(1, [kitchen_state_in, thing, mixed], [kitchen_state_out]).\npre(_,');
    expect(problems(twice)).toEqual(['7:6: mode 1 is declared twice: line 6 declares it first (names written with _ and with - are the same)']);
  });

  it('refuses two spellings of one name: with_tool and with-tool', () => {
    const text = zap.replace('mode(1,', 'mode(with_tool,').replace('pre(_,', "mode('with-tool', [kitchen_state_in, thing, mixed], [kitchen_state_out]).\npre(_,");
    expect(problems(text)).toContain('7:6: mode with-tool is declared twice: line 6 declares it first (names written with _ and with - are the same)');
  });

  it('refuses ids that are neither a whole number nor a lower-case name, showing them as written', () => {
    for (const [id, shown] of [
      ["''", "''"],
      ["'1'", "'1'"],
      ['1.5', 'the decimal 1.5'],
      ['X', 'the variable X'],
      ['f(x)', 'f(x)'],
      ['[]', 'the list []'],
      ["'with tool'", "'with tool'"],
    ]) {
      expect(problems(zap.replace('mode(1,', `mode(${id},`)), id).toContain(`6:6: a mode id is a whole number or a lower-case name (e.g. 1, with_tool), got ${shown}`);
    }
  });

  it('refuses a variant name that is a number or the name of a mode', () => {
    const variant = (name: string) => zap.replace('pre(_,', `variant(1, ${name}, is_a(thing, medium_bowl)).\npre(_,`);
    expect(problems(variant('2'))).toEqual(['7:12: a variant name is a lower-case name (e.g. list), got 2']);
    expect(problems(variant('big'))).toEqual([]);
    expect(problems(zap.replace('mode(1,', 'mode(big,').replace('pre(_,', 'variant(big, big, is_a(thing, medium_bowl)).\npre(_,'))).toEqual([
      '7:14: variant big has the name of a mode or another variant',
    ]);
  });
});

describe('the scopes of facts', () => {
  it('refuses a variant for a mode the file does not declare (it was dropped without a word)', () => {
    expect(problems(zap + 'variant(2, big, is_a(thing, medium_bowl)).\n')).toEqual(['12:9: variant for 2, which is no mode or variant of zap']);
  });

  it('refuses start, time, otherwise, physics and variant scoped to a variant: they take _ or a mode id', () => {
    const text = `${zap}variant(1, big, is_a(thing, medium_bowl)).
start(big, 100).
time(big, mixed, 5).
otherwise(big, fail).
physics(big, stir(mixed, thing)).
variant(big, small, is_a(thing, small_bowl)).
`;
    expect(problems(text)).toEqual([
      "13:7: start for big, a variant: start takes _ or a mode id, and applies to the mode's variants too",
      "14:6: time for big, a variant: time takes _ or a mode id, and applies to the mode's variants too",
      "15:11: otherwise for big, a variant: otherwise takes _ or a mode id, and applies to the mode's variants too",
      "16:9: physics for big, a variant: physics takes _ or a mode id, and applies to the mode's variants too",
      "17:9: variant for big, a variant: variant takes _ or a mode id, and applies to the mode's variants too",
    ]);
    // the facts that do take a variant still do
    expect(problems(`${zap}variant(1, big, is_a(thing, medium_bowl)).\nclock(big, start + 20).\npre(big, not_empty(thing)).\n`)).toEqual([]);
  });

  it('refuses a second fact of a kind a mode takes one of (only the first counted, without a word)', () => {
    const two = zap.replace('mode(1,', 'mode(2, [kitchen_state_in, thing, mixed], [kitchen_state_out]).\nmode(1,');
    const text = `${two}effect(1, mix_with_tool(thing, thing, mixed)).
clock(_, start + 20).
time(1, mixed, start + 5).
physics(2, stir(mixed, thing)).
physics(_, stir(mixed, thing)).
physics(2, none).
physics(_, none).
`;
    expect(problems(text)).toEqual([
      '13:8: a second effect for mode 1: line 9 states one already (a fact for _ holds for every mode)',
      '14:7: a second clock for mode 2, mode 1: line 12 states one already (a fact for _ holds for every mode)',
      '15:6: a second time of mixed for mode 1: line 10 states one already (a fact for _ holds for every mode)',
      // a mode's own procedure before the one for _ is no repeat; the same scope twice is
      '18:9: a second physics for mode 2: line 16 states one already (a fact for _ holds for every mode)',
      '19:9: a second physics for every mode (_): line 17 states one already (a fact for _ holds for every mode)',
    ]);
    // a variant's own effect and clock come before the mode's: not a repeat
    expect(problems(`${zap}variant(1, big, is_a(thing, medium_bowl)).\neffect(big, mix_with_tool(thing, thing, mixed)).\nclock(big, start + 20).\n`)).toEqual([]);
  });
});

describe('the action name', () => {
  it('refuses a name networks cannot write, which the action model could not show either', () => {
    for (const [name, shown] of [
      ["''", "''"],
      ["'zap it'", "'zap it'"],
      ["'Zap'", "'Zap'"],
      ["'?zap'", "'?zap'"],
      ["'__proto__'", "'__proto__'"],
      // longer than the HTTP routes take as a filter
      ['z'.repeat(101), 'z'.repeat(101)],
    ])
      expect(problems(zap.replace('action(zap,', `action(${name},`)), name).toEqual([
        `1:8: the action name is a lower-case name as networks write it (letters, digits, _ or -, at most 100, e.g. whip_to_stiff_peaks), got ${shown}`,
      ]);
    expect(problems(zap.replace('action(zap,', `action(${'z'.repeat(100)},`))).toEqual([]);
  });

  it('refuses a description that is not one line of text (listings and the Markdown print it as it is)', () => {
    expect(problems(zap.replace("'mix a container with itself'", "'mix\\n## a heading of its own'"))).toEqual([
      "1:13: the description is one line of text in quotes, e.g. 'whip a container until stiff peaks form', got 'mix\\n## a heading of its own'",
    ]);
    expect(problems(zap.replace("'mix a container with itself'", 'mix(it)'))).toEqual([
      "1:13: the description is one line of text in quotes, e.g. 'whip a container until stiff peaks form', got mix(it)",
    ]);
  });

  it('keeps what it accepts valid against the action model schema', () => {
    const text = zap.replace('action(zap,', 'action(zap_2,').replace('mode(1,', 'mode(with_tool,') + 'variant(with_tool, big_bowl, is_a(thing, medium_bowl)).\n';
    const entry = actionEntry(compile(text));
    expect(entry.name).toBe('zap-2');
    expect(entry.modes.map((m) => [m.id, m.variants.map((v) => v.name)])).toEqual([['with-tool', ['big-bowl']]]);
    const model = { ...actionModel(loadInventory(world)), actions: [entry] };
    expect(schemaErrors('action-model.schema.json', JSON.parse(JSON.stringify(model)))).toEqual([]);
  });
});

describe('timing terms and time facts', () => {
  it('refuses a class isa does not know and a slot bound does not name, at the term (both made the test false for every value)', () => {
    const text = zap
      .replace('time(_, mixed, start + 10)', 'time(_, mixed, start + if(isa(thing, medium_bowel), 10, 20))')
      .replace('clock(_, start + 10)', 'clock(_, start + if(bound(thingy), 10, 20))');
    expect(problems(text)).toEqual([
      '9:38: isa(thing, medium_bowel): medium_bowel is not a class of the ontology (did you mean medium_bowl?)',
      '11:27: thingy is not a slot of zap (did you mean thing?)',
    ]);
    expect(problems(zap.replace('time(_, mixed, start + 10)', 'time(_, mixed, start + if(isa(thing, medium_bowl), 10, 20))'))).toEqual([]);
  });

  it('places an unknown timing term at the term, and reports one per fact', () => {
    const text = zap.replace('time(_, mixed, start + 10)', 'time(_, mixed, start + soon)').replace('clock(_, start + 10)', 'clock(_, avail(nothing))');
    expect(problems(text)).toEqual([expect.stringMatching(/^9:24: unknown timing term soon \(known: /), '11:16: nothing is not a slot of zap']);
  });

  it('refuses a time for a slot the action lacks, or one its scope never computes', () => {
    expect(problems(`${zap}time(_, mixd, 10).\n`)).toEqual(['12:9: time for mixd, which is not a slot of this action (did you mean mixed?)']);
    expect(problems(`${zap}time(_, thing, 10).\n`)).toEqual(['12:9: time for thing, which no mode computes: only computed slots get a time']);
    const two = zap.replace('pre(_,', 'mode(2, [kitchen_state_in, thing, mixed], [kitchen_state_out]).\npre(_,');
    expect(problems(`${two}time(2, mixed, 10).\n`)).toEqual(['13:9: time for mixed, which mode 2 does not compute: only computed slots get a time']);
  });
});

describe('the action model of a mode without failing slots', () => {
  it('says that no slot holds a failed object instead of an empty list', () => {
    const text = zap
      .replace('mode(1, [kitchen_state_in, thing], [mixed, kitchen_state_out])', 'mode(1, [kitchen_state_in, thing, mixed], [kitchen_state_out])')
      .replace('time(_, mixed, start + 10).\n', '');
    const listing = actionText(actionEntry(compile(text)));
    expect(listing).toContain('on failure: no slot holds a failed object');
    expect(listing).not.toMatch(/failed objects in\s*$/m);
  });
});
