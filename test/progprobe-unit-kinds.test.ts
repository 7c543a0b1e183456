// A kind of unit written as an amount's unit (`temperature: "5 mass-unit"`) is named a kind of
// unit, whichever kinds the slot takes, rather than "a unit of no kind" to be given an is-a.
import { describe, expect, it } from 'vitest';
import { worldFiles } from './support/world-files.ts';

const { refusal } = worldFiles('irl-progprobe-unit-kinds-');

/** A kitchen whose fridge holds a bowl of butter with these fields (YAML flow text). */
const butter = (fields: string) => ['kitchens:', '  - name: k', '    extends: full-kitchen', '    add:', '      - place: fridge', '        contents:', `          - medium-bowl: {used: true, contents: [{butter: {${fields}}}]}`];

describe('a kind of unit where the slot takes units of other kinds', () => {
  it('is named a kind of unit, with units the slot takes', () => {
    for (const kind of ['mass-unit', 'volume-unit', 'time-unit', 'count-unit']) {
      const message = refusal(`${kind}.yaml`, butter(`temperature: "5 ${kind}"`));
      expect(message).toMatch(new RegExp(`the amount "5 ${kind}" is in "${kind}", a kind of unit rather than a unit; expected a unit such as degrees-celsius$`));
      expect(message).not.toMatch(/no kind|is-a/);
    }
    expect(refusal('amount.yaml', butter('amount: "5 temperature-unit"'))).toMatch(/"temperature-unit", a kind of unit rather than a unit; expected a unit such as .*\bg\b/);
  });

  it('a kind of one\'s own too, while a unit of one\'s own under a unit stays a unit', () => {
    const own = ['classes:', '  length-unit: {is-a: [unit]}', '  cm: {is-a: [length-unit]}', '  big-g: {is-a: [g]}'];
    expect(refusal('own.yaml', [...own, ...butter('temperature: "5 length-unit"')])).toMatch(/"length-unit", a kind of unit rather than a unit; expected a unit such as degrees-celsius$/);
    expect(refusal('cm.yaml', [...own, ...butter('temperature: "5 cm"')])).toMatch(/"cm", a length-unit; expected one in a temperature-unit/);
    // g has a unit under it now, and is still a unit of its kind
    expect(refusal('g.yaml', [...own, ...butter('temperature: "5 g"')])).toMatch(/"g", a mass-unit; expected one in a temperature-unit/);
  });

  it('a unit directly under unit, with none under it, is still one of no kind', () => {
    expect(refusal('low.yaml', butter('temperature: "5 very-low-heat"'))).toMatch(/"very-low-heat", a unit of no kind; .*\{is-a: \[temperature-unit\]\}$/);
  });
});
