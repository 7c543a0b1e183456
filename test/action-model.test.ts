// The action model (src/action-model/): complete for every action, valid against its schema,
// saying what execution does (the failed slots are checked against a run), and every effect
// documented in words.
import { describe, expect, it } from 'vitest';
import { actionModel } from '../src/action-model/model.ts';
import { actionModelText } from '../src/action-model/text.ts';
import { EFFECTS } from '../src/effects/index.ts';
import { EFFECT_DOCS, effectDoc } from '../src/effects/effect-docs.ts';
import { FAILURE_CODES } from '../src/diagnostics/catalogue.ts';
import { Entity } from '../src/kitchen/entity.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { schemaErrors } from './json-validate.ts';
import { simulator, simulatorWithRule, valueOf } from './support/simulate.ts';

const model = () => actionModel(simulator().inventory);

describe('the action model', () => {
  it('lists every action of the inventory, by name, and validates against its schema', () => {
    const m = model();
    expect(m.actions.map((a) => a.name)).toEqual(simulator().inventory.names());
    expect(m.actions).toHaveLength(39);
    expect(schemaErrors('action-model.schema.json', JSON.parse(JSON.stringify(m)))).toEqual([]);
  });

  it('gives each condition its codes from the vocabulary, every one a known failure code', () => {
    const m = model();
    const mix = m.actions.find((a) => a.name === 'mix')!;
    expect(mix.file).toBe('rules/mix.pl');
    expect(mix.modes[0].conditions[0]).toEqual({
      kind: 'pre',
      condition: 'on_counter_top(container_with_input_ingredients)',
      name: 'on_counter_top',
      slots: ['container-with-input-ingredients'],
      depends: 'state',
      // no retrieve default fills the slot: a found-nothing code cannot come from this use
      codes: m.conditions.on_counter_top.codes.filter((c) => c !== 'F_NO_UNUSED_OBJECT'),
      scope: '_',
    });
    const uses = m.actions.flatMap((a) => a.modes.flatMap((md) => [...md.conditions, ...md.variants.flatMap((v) => [v.when, ...v.conditions])]));
    expect(uses.length).toBeGreaterThan(0);
    for (const u of uses) for (const c of u.codes) expect(Object.keys(FAILURE_CODES)).toContain(c);
    const cut = m.actions.find((a) => a.name === 'cut')!;
    expect(cut.modes.find((md) => md.id === '2')!.conditions.find((g) => g.kind === 'requires')).toMatchObject({ condition: 'on_counter_top(cutting_tool)', stop: 'no-applicable-method(setf-used)' });
  });

  it('gives variants their own effect and the mode conditions merged in file order', () => {
    const dip = model().actions.find((a) => a.name === 'dip')!.modes[0];
    expect(dip.variants.map((v) => [v.name, v.when.condition, v.effect?.name])).toEqual([
      ['list', 'is_a(object, list_of_kitchen_entities)', 'dip_items'],
      ['container', 'is_a(object, transferable_container)', 'dip_contents'],
    ]);
    expect(dip.otherwise).toBe('nothing');
    const scopes = dip.variants[1].conditions.map((g) => g.scope);
    expect(scopes.slice(-1)).toEqual(['container']);
    expect(scopes.slice(0, -1).every((s) => s === '1')).toBe(true);
  });

  it('names the failed slots execution binds to failed objects', () => {
    const rule = (fails: string) => `action(probe, 'a probe').
slot(result, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing, in, t).
slot(tool, in, can_mix).
slot(pattern, in, arrangement_pattern).
mode(1, [kitchen_state_in, thing], [result, kitchen_state_out, tool, pattern]).
default(1, tool, retrieve(whisk)).
default(1, pattern, new(side_to_side)).
pre(_, is_a(thing, oven)).
pre(_, in_kitchen(thing)).
${fails}
effect(_, mix_with_tool(thing, tool, mixed)).
time(_, result, kt + 10).
time(_, kitchen_state_out, kt + 10).
time(_, tool, none).
time(_, pattern, none).
clock(_, kt + 10).
failure_clock(_, kt + 5).
`;
    for (const fails of ['', 'fails(_, [result, pattern]).', 'fails(_, [result]).']) {
      const sim = simulatorWithRule('probe.pl', rule(fails));
      const mode = actionModel(sim.inventory).actions.find((a) => a.name === 'probe')!.modes[0];
      const recipe = parseSolutionText('#p\n(get-kitchen ?k)\n(probe ?r ?ks ?k medium-bowl ?tool ?pattern)\n', 'p.solution').recipes[0];
      const r = sim.run(recipe, 'p.solution');
      const failed = ['result', 'tool', 'pattern'].filter((s) => {
        const v = valueOf(r, `?${s === 'result' ? 'r' : s}`);
        return v instanceof Entity && v.isA('failed-object');
      });
      expect(mode.failedSlots, fails || 'no fails/2').toEqual(failed);
      expect(mode.failureClock).toBe('kt + 5');
    }
  });

  it('reads as text, every effect in words', () => {
    const text = actionModelText(model());
    expect(text).toMatch(/^bake — bake the contents of a container in an oven for a time \(rules\/bake\.pl\)$/m);
    expect(text).toMatch(/^ {4}pre {7}on_counter_top\(container_with_input_ingredients\) {2}\[state; F_FAILED_INPUT, .*\] else the action fails$/m);
    expect(text).not.toMatch(/undefined|\[object Object\]|\(undocumented\)/);
  });
});

describe('effects in words (src/effects/effect-docs.ts)', () => {
  it('has a sentence for every effect of the vocabulary, and none for an effect that is gone', () => {
    const undocumented = Object.keys(EFFECTS).filter((n) => effectDoc(n) === null);
    expect(undocumented, 'effects without a sentence in src/effects/effect-docs.ts').toEqual([]);
    const gone = Object.keys(EFFECT_DOCS).filter((n) => !Object.hasOwn(EFFECTS, n));
    expect(gone, 'sentences in src/effects/effect-docs.ts for effects EFFECTS no longer has').toEqual([]);
  });

  it('says (undocumented) rather than failing for an effect without a sentence', () => {
    const m = model();
    const mode = m.actions.find((a) => a.name === 'mix')!.modes[0];
    mode.effect = { ...mode.effect!, doc: null };
    expect(actionModelText({ ...m, actions: [m.actions.find((a) => a.name === 'mix')!] })).toContain('(undocumented)');
  });
});
