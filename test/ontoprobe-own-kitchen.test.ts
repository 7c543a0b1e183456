// A kitchen and ontology of one's own, written as a researcher writes them: a misspelt name is
// refused with the closest names the loaded ontology has, an id written in a file (which an
// object never keeps) and a place listed twice (whose second copy no step fetches from) are
// refused at their file:line:column, and a kitchen without them loads and runs.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/api.ts';
import { worldFiles } from './support/world-files.ts';

const { dir, load, refusal } = worldFiles('irl-ontoprobe-');

const kitchen = (places: string[]) => ['kitchens:', '  - name: mine', '    places:', ...places];

describe('a misspelt name in an ontology file', () => {
  it('names the closest class for a superclass, a kitchen entry and a conversion', () => {
    const message = refusal('typos.yaml', [
      'classes:',
      '  fork-thing: {is-a: [cooking-utensl]}',
      'grams-per-unit:',
      '  buttr: {g: 1}',
      ...kitchen(['      - kitchen-cabinet:', '          contents: [whiks]']),
    ]);
    expect(message.split('\n')).toEqual([
      'typos.yaml:2:23: class "fork-thing": unknown superclass "cooking-utensl" (no ontology file defines it) (did you mean cooking-utensil?)',
      'typos.yaml:4:3: grams-per-unit: unknown class "buttr" (no ontology file defines it) (did you mean butter?)',
      'typos.yaml:9:22: kitchen "mine": unknown class "whiks" (did you mean whisk?)',
    ]);
  });

  it('names the closest slot, and the closest unit (never a kind of unit)', () => {
    const slot = refusal('slot.yaml', kitchen(['      - kitchen-cabinet:', '          contents: [{medium-bowl: {usd: true}}]']));
    expect(slot).toMatch(/^slot\.yaml:5:37: kitchen "mine": "medium-bowl": class "medium-bowl" has no slot "usd" \(its slots: [^)]*\) \(did you mean used\?\)$/);
    const unit = refusal('unit.yaml', kitchen(['      - fridge:', '          contents: [{butter: {amount: "5 pices"}}]']));
    expect(unit).toBe('unit.yaml:5:32: kitchen "mine": "butter" slot "amount": the amount "5 pices" has the unknown unit "pices" (units are classes under "unit", e.g. g, l, piece) (did you mean piece?)');
    const rule = refusal('rule.yaml', ['before-lookup:', '  pinch: {unit: teaspon, factor: 1/8}']);
    expect(rule).toMatch(/"teaspon" .*\(did you mean teaspoon\?\)$/);
  });

  it('names the closest key of a kitchen or a class', () => {
    expect(refusal('key.yaml', ['kitchens:', '  - name: mine', '    extend: full-kitchen'])).toBe(
      'key.yaml:3:5: unknown key "extend" in a kitchen (allowed: name, places, extends, add) (did you mean extends?)',
    );
    expect(refusal('isa.yaml', ['classes:', '  my-bowl: {isa: [medium-bowl]}'])).toMatch(/^isa\.yaml:2:13: unknown key "isa" in class "my-bowl" \(allowed: is-a, slots\) \(did you mean is-a\?\)$/);
  });
});

describe('an id written in a file', () => {
  it('is refused in a kitchen entry: two bowls of one id loaded, neither kept it', () => {
    const lines = kitchen(['      - kitchen-cabinet:', '          contents:', '            - medium-bowl: {id: bowl-a}', '            - medium-bowl: {id: bowl-a}']);
    expect(refusal('ids.yaml', lines)).toMatch(/^ids\.yaml:6:29: "medium-bowl": "id" cannot be written: every object is given its own when it is made .*; leave it out$/);
  });

  it('is refused in a default and its "with:", and a class may still declare the slot empty', () => {
    expect(refusal('default.yaml', ['classes:', '  my-bowl: {is-a: [medium-bowl], slots: {id: bowl-x}}'])).toMatch(/^default\.yaml:2:42: class "my-bowl": "id" cannot be written/);
    expect(refusal('with.yaml', ['classes:', '  my-bowl:', '    is-a: [medium-bowl]', '    slots: {contents: [{new: whisk, with: {persistent-id: w}}]}'])).toMatch(
      /^with\.yaml:4:44: class "my-bowl" slot "contents"\.persistent-id: "persistent-id" cannot be written/,
    );
    expect(() => load('declared.yaml', ['classes:', '  my-thing: {is-a: [kitchen-entity], slots: {id: null}}'])).not.toThrow();
  });
});

describe('a place listed twice', () => {
  it('is refused at the second: a whisk on a second counter-top was found and never fetched', () => {
    const lines = kitchen(['      - counter-top', '      - counter-top:', '          contents: [whisk]']);
    expect(refusal('tops.yaml', lines)).toBe(
      'tops.yaml:5:9: the place "counter-top" is listed twice; steps use the first counter-top of a kitchen, and what a second one holds cannot be fetched from it: list its contents under the first',
    );
  });

  it('a place inside another is no second place: a fridge in the pantry loads, and its stock is fetched', () => {
    load('nested.yaml', [
      'classes:',
      '  saffron: {is-a: [ingredient, mixable]}',
      '  strand: {is-a: [count-unit]}',
      'grams-per-unit:',
      '  saffron: {strand: 1/50}',
      ...kitchen([
        '      - counter-top:',
        '          contents: [whisk]',
        '      - pantry:',
        '          contents:',
        '            - fridge:',
        '                contents: [{medium-bowl: {used: true, contents: [{saffron: {amount: "200 strand"}}]}}]',
      ]),
    ]);
    const s = openSession({ ontology: [`${dir}/nested.yaml`], kitchen: 'mine' });
    const step = s.execute('(fetch-and-proportion ?s ?ks-1 ?kitchen ?b saffron 10 strand)\n(mix ?m ?ks-2 ?ks-1 ?s ?whisk)');
    expect(step.status).toBe('ok');
    expect(step.accepted).toBe(true);
  });
});

describe('a YAML tag', () => {
  it('is refused by its short name at its line, and what it would make is never made', () => {
    const fn = refusal('fn.yaml', ['classes:', `  x: !!js/function "function () { globalThis.ontoprobeRan = true }"`]);
    expect(fn).toMatch(/^fn\.yaml:2:\d+: the tag !!js\/function is not read: an ontology file holds plain mappings, lists, text and numbers/);
    expect((globalThis as { ontoprobeRan?: boolean }).ontoprobeRan).toBeUndefined();
    expect(refusal('local.yaml', ['classes:', '  x: !mine 3'])).toMatch(/^local\.yaml:2:\d+: the tag !mine is not read/);
  });
});
