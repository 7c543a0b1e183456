// Rules a user writes from docs/EXTENDING.md and docs/RULES.md, against the loader's checks of
// look-ups and computed slots. Before: a look-up nested in all_of/any_of, or a variant's own
// look-up, did not count (a correct rule refused, though it ran as meant); took_cups(Tins, Lining)
// counted Tins as found though only the lining is; the fixes the messages proposed wrote a named
// mode hyphenated (`pre(with-tool, …)`, which reads as a subtraction); a computed slot an effect
// binds under another name got no word of the names it binds; count(Slot) of a computed slot
// counted 0 without a word; and `isa(Slot, Class)` in a timing
// term did not name the ontology file beside the rules, as conditions and effects do; and an effect
// changing a concept was told to look it up on the counter-top, which no concept ever is; heat(…)
// in physics(…) with a flag the ontology lacks did not name the ontology file either; and
// in_kitchen/on_counter_top gave F_NO_UNUSED_OBJECT, a code their vocabulary entries did not list;
// a retrieve(Class) default of a class its slot can never hold loaded, and every call stopped.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { checkRuleText } from '../src/rules/check-rules.ts';
import { CONDITIONS } from '../src/conditions/vocabulary.ts';
import { Simulator } from '../src/simulator.ts';
import { glaze } from './support/glaze-rule.ts';
import { contentClasses, entity, simulator, simulatorWithRule, valueOf } from './support/simulate.ts';

const LOOKUP = 'pre(_, on_counter_top(thing)).\n';
const problemsOf = (file: string, text: string) => checkRuleText(file, text, simulator().world).map((p) => p.message);

/** Runs a glaze of 200 g of flour with `sim`: the glazed bowl's contents and whether the line failed. */
function glazeFlour(sim: Simulator) {
  const file = parseSolutionText(
    `#g
(get-kitchen ?k)
(fetch-and-proportion ?flour ?k1 ?k ?bowl all-purpose-flour 200 g)
(glaze ?glazed ?k2 ?k1 ?flour ?brush)
`,
    'g.solution',
  );
  const r = sim.run(file.recipes[0], 'g.solution');
  return { status: r.status, contents: contentClasses(valueOf(r, '?glazed')), mixed: entity(valueOf(r, '?glazed')).contents[0]?.s.mixed };
}

describe('look-ups the unfound-input check counts', () => {
  it('a look-up inside all_of finds its object: accepted, and the effect mixes the bowl', () => {
    const text = glaze((t) => t.replace(LOOKUP, 'pre(_, all_of(not_empty(thing), on_counter_top(thing))).\n'));
    expect(problemsOf('glaze.pl', text)).toEqual([]);
    expect(glazeFlour(simulatorWithRule('glaze.pl', text))).toEqual({ status: 'ok', contents: ['homogeneous-mixture'], mixed: true });
  });

  it('any_of finds what both sides find, and nothing one side may skip', () => {
    const both = glaze((t) => t.replace(LOOKUP, 'pre(_, any_of(on_counter_top(thing), in_kitchen(thing))).\n'));
    expect(problemsOf('glaze.pl', both)).toEqual([]);
    expect(glazeFlour(simulatorWithRule('glaze.pl', both)).status).toBe('ok');
    const one = glaze((t) => t.replace(LOOKUP, 'pre(_, any_of(on_counter_top(thing), not_failed(thing))).\n'));
    expect(problemsOf('glaze.pl', one)).toHaveLength(2);
  });

  it("a variant's look-up finds its object for the variant's effect", () => {
    const text = glaze((t) =>
      t
        .replace(LOOKUP, 'variant(_, here, on_counter_top(thing)).\notherwise(_, fail).\n')
        .replace('effect(_, mix_with_tool(thing, brush, mixed)).', 'effect(here, mix_with_tool(thing, brush, mixed)).'),
    );
    expect(problemsOf('glaze.pl', text)).toEqual([]);
    expect(glazeFlour(simulatorWithRule('glaze.pl', text))).toEqual({ status: 'ok', contents: ['homogeneous-mixture'], mixed: true });
  });

  it('took_cups finds the lining it takes, not the tins', () => {
    const text = `action(cup_tins, 'line muffin tins with paper cups').
slot(lined, out, t).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(tins, in, muffin_tins).
slot(lining, in, t).
mode(1, [kitchen_state_in, tins, lining], [lined, kitchen_state_out]).
pre(1, took_cups(tins, lining)).
effect(1, line_with(tins, lining)).
time(1, lined, kt + 60).
time(1, kitchen_state_out, kt + 60).
clock(1, kt + 60).
`;
    expect(problemsOf('cup-tins.pl', text)).toEqual([
      "effect line_with(tins, lining) changes tins, an input that no look-up condition of mode 1 finds in the step's kitchen state: add pre(1, on_counter_top(tins)) or pre(1, in_kitchen(tins))",
    ]);
    expect(problemsOf('cup-tins.pl', text.replace('pre(1, took_cups', 'pre(1, on_counter_top(tins)).\npre(1, took_cups'))).toEqual([]);
  });
});

describe('named modes in the facts the messages propose', () => {
  const named = glaze((t) => t.replace(/mode\(1,/g, 'mode(with_retrieved,').replace(/\((1), /g, '(with_retrieved, ').replace(/mode\(2,/g, 'mode(with_given,').replace(/\((2), /g, '(with_given, '));

  it('the proposed look-up is written as the file writes the mode, and adding it makes the file check clean', () => {
    const problems = problemsOf('glaze.pl', named.replace(LOOKUP, 'pre(with_given, on_counter_top(thing)).\n'));
    expect(problems).toEqual([
      "effect mix_with_tool(thing, brush, mixed) changes thing, an input that no look-up condition of mode with-retrieved finds in the step's kitchen state: add pre(with_retrieved, on_counter_top(thing)) or pre(with_retrieved, in_kitchen(thing))",
    ]);
    expect(problemsOf('glaze.pl', named.replace(LOOKUP, 'pre(with_given, on_counter_top(thing)).\npre(with_retrieved, on_counter_top(thing)).\n'))).toEqual([]);
  });

  it('a computed slot without a value: the default proposed is written so, and the names its effect binds are given', () => {
    const decant = `action(decant, 'pour a container into a bowl taken from the cabinet').
slot(decanted, out, transferable_container).
slot(rest, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(source, in, transferable_container).
slot(target_container, in, transferable_container).
mode(from_cabinet, [kitchen_state_in, source], [decanted, rest, kitchen_state_out, target_container]).
default(from_cabinet, target_container, retrieve(medium_bowl)).
pre(from_cabinet, on_counter_top(source)).
pre(from_cabinet, retrieved(target_container)).
effect(from_cabinet, transfer_contents(slot(target_container), source)).
time(_, decanted, kt + 25).
time(_, rest, kt + 25).
time(_, kitchen_state_out, kt + 25).
time(_, target_container, none).
clock(_, kt + 25).
`;
    const [message] = problemsOf('decant.pl', decant);
    expect(message).toContain('declare default(from_cabinet, rest, How) or default(_, rest, How)');
    expect(message).toContain('(effect transfer_contents(slot(target_container), source) gives container_with_rest, quantity, unit, target_container)');
    expect(problemsOf('decant.pl', decant.replace(/\brest\b/g, 'container_with_rest'))).toEqual([]);
  });
});

describe('a class or flag the loaded ontology lacks, in a timing term or a physical procedure', () => {
  it('names the ontology file beside the rules folder, as conditions and effects do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ruleprobe3-'));
    mkdirSync(join(dir, 'rules'));
    writeFileSync(join(dir, 'ontology.yaml'), 'classes:\n  long-hour: {is-a: [time-unit]}\n');
    const file = join(dir, 'rules', 'rest-dough.pl');
    const text = `action(rest_dough, 'let dough rest for a time').
slot(rested, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container, in, transferable_container).
slot(q, in, quantity).
slot(u, in, time_unit).
mode(1, [kitchen_state_in, container, q, u], [rested, kitchen_state_out]).
pre(1, on_counter_top(container)).
effect(1, leave_for_time(container, q, u)).
time(1, rested, kt + if(isa(u, long_hour), 7200 * value(q), 60 * value(q))).
time(1, kitchen_state_out, kt).
clock(1, kt).
`;
    writeFileSync(file, text);
    expect(problemsOf(file, text)).toEqual([
      `isa(u, long_hour): long_hour is not a class of the ontology (if ${join(dir, 'rules', '..', 'ontology.yaml')} declares it, load that file: --ontology ${join(dir, 'rules', '..', 'ontology.yaml')}, or ontologyFiles in the library; rule folders do not load the ontology beside them)`,
    ]);
  });

  it("names it for heat's flag in physics(…) too", () => {
    const dir = mkdtempSync(join(tmpdir(), 'ruleprobe3-'));
    writeFileSync(join(dir, 'ontology.yaml'), 'classes:\n  toastable:\n    is-a: [kitchen-entity]\n    slots: {toasted: null}\n');
    mkdirSync(join(dir, 'rules'));
    const file = join(dir, 'rules', 'toast-it.pl');
    const text = readFileSync(join('rules', 'bake.pl'), 'utf8').replace('action(bake,', 'action(toast_it,').replace(/^physics\(.*$/m, 'physics(_, heat(thing_baked, toasted)).');
    writeFileSync(file, text);
    expect(problemsOf(file, text)).toEqual([
      `argument 2 of heat (the flag the heating must earn): no class of the ontology has a slot toasted (if ${join(dir, 'rules', '..', 'ontology.yaml')} declares it, load that file: --ontology ${join(dir, 'rules', '..', 'ontology.yaml')}, or ontologyFiles in the library; rule folders do not load the ontology beside them)`,
    ]);
  });
});

describe('count(Slot) of a slot the mode computes', () => {
  const rule = (timing: string) => `action(decant, 'pour a container into a bowl taken from the cabinet').
slot(decanted, out, transferable_container).
slot(container_with_rest, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(source, in, transferable_container).
slot(target_container, in, transferable_container).
mode(1, [kitchen_state_in, source], [decanted, container_with_rest, kitchen_state_out, target_container]).
mode(2, [kitchen_state_in, source, target_container], [decanted, container_with_rest, kitchen_state_out]).
default(1, target_container, retrieve(medium_bowl)).
pre(_, on_counter_top(source)).
pre(1, retrieved(target_container)).
pre(2, in_kitchen(target_container)).
effect(_, transfer_contents(slot(target_container), source)).
time(_, decanted, ${timing}).
time(_, container_with_rest, kt + 25).
time(_, kitchen_state_out, kt + 25).
time(1, target_container, none).
clock(_, kt + 25).
`;

  it('is refused at the term: the slot is never bound where the mode computes it, and would count 0', () => {
    expect(problemsOf('decant.pl', rule('kt + 5 * count(target_container)'))).toEqual([
      "count(target_container): target_container is a slot a mode computes; count reads the input as the line binds it, which it never is here (every call would count 0): count an input's contents",
    ]);
  });

  it('is accepted for an input, and under if(bound(Slot), …, …)', () => {
    expect(problemsOf('decant.pl', rule('kt + 5 * count(source)'))).toEqual([]);
    expect(problemsOf('decant.pl', rule('kt + if(bound(target_container), 5 * count(target_container), 25)'))).toEqual([]);
  });
});

describe('an effect changing a concept no look-up turned into an object', () => {
  // fetch.pl without its fetched(…) condition: the effect would get the concept (whisk) itself
  const grab = readFileSync(join('rules', 'fetch.pl'), 'utf8').replace('action(fetch,', 'action(grab,').replace(/^pre\(1, fetched\(.*\n/m, '');

  it('proposes the look-ups that bring an object of the class, not on_counter_top of a concept', () => {
    expect(problemsOf('grab.pl', grab)).toEqual([
      "effect fetch(concept_to_fetch, quantity) changes concept_to_fetch, an input that no look-up condition of mode 1 finds in the step's kitchen state: add a look-up that brings an object of the class it names, pre(1, fetched(concept_to_fetch, Quantity)) or pre(1, line_target(concept_to_fetch))",
    ]);
  });

  it('the rule with the proposed line_target loads and brings a whisk', () => {
    const fixed = grab.replace('advises(1,', 'pre(1, line_target(concept_to_fetch)).\nadvises(1,');
    expect(problemsOf('grab.pl', fixed)).toEqual([]);
    const file = parseSolutionText('#h\n(get-kitchen ?k)\n(grab ?w ?k1 ?k whisk 1)\n', 'h.solution');
    const r = simulatorWithRule('grab.pl', fixed).run(file.recipes[0], 'h.solution');
    expect(r.status).toBe('ok');
    expect(entity(valueOf(r, '?w')).cls.name).toBe('whisk');
  });
});

describe('the failure codes a look-up declares', () => {
  it('on_counter_top of a slot its retrieve default left empty: F_NO_UNUSED_OBJECT, as the vocabulary now says', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ruleprobe3-'));
    writeFileSync(join(dir, 'glaze.pl'), glaze((t) => t.replace('pre(1, retrieved(brush)).', 'pre(1, on_counter_top(brush)).')));
    // a kitchen without a whisk
    writeFileSync(
      join(dir, 'kitchen.yaml'),
      'kitchens:\n  - name: bare-kitchen\n    places:\n      - pantry:\n          contents:\n            - medium-bowl: {used: true, contents: [{all-purpose-flour: {amount: "500 g"}}]}\n      - kitchen-cabinet:\n          contents:\n            - medium-bowl: {count: 3}\n',
    );
    const sim = new Simulator({ rulesDirs: [dir], ontologyFiles: [join(dir, 'kitchen.yaml')], kitchen: 'bare-kitchen' });
    const file = parseSolutionText('#d\n(get-kitchen ?k)\n(fetch-and-proportion ?flour ?k1 ?k ?bowl all-purpose-flour 200 g)\n(glaze ?glazed ?k2 ?k1 ?flour ?brush)\n', 'd.solution');
    const code = sim.run(file.recipes[0], 'd.solution').diagnostics?.find((d) => d.failure)?.failure?.code;
    expect(code).toBe('F_NO_UNUSED_OBJECT');
    expect(CONDITIONS.on_counter_top.codes).toContain(code);
    expect(CONDITIONS.in_kitchen.codes).toContain(code);
  });
});

describe('a class default of a class its slot cannot hold', () => {
  it('is refused at the class, rather than stopping every call with wrong-type', () => {
    const text = glaze((t) => t.replace('retrieve(whisk)', 'retrieve(baking_tray)'));
    expect(problemsOf('glaze.pl', text)).toEqual(['retrieve(baking_tray) makes baking_tray objects, which slot brush (holding can_mix) cannot hold: every call would stop with wrong-type(brush)']);
    // a subclass of the slot's type is fine
    expect(problemsOf('glaze.pl', glaze((t) => t.replace('retrieve(whisk)', 'retrieve(wooden_spoon)')))).toEqual([]);
  });
});
