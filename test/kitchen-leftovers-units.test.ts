// Amounts in a kitchen of one's own: a slot's amount is in a unit of the kind the slot takes (a
// temperature in a temperature-unit, an ingredient's amount in a mass, volume, count or fraction
// unit), as the ontology's unit classes say; numbers in amounts are read as a .solution file
// reads them, with the same words for a double float or a float past the single-float range.
import { describe, expect, it } from 'vitest';
import { worldFiles } from './support/world-files.ts';
import { formatProblem, parseSolutionText } from '../src/language/parse-solution.ts';
import { formatNum } from '../src/numbers/num.ts';

const { load, refusal } = worldFiles('irl-kitchen-leftovers-units-');

/** A kitchen whose fridge holds a bowl of butter with these fields (YAML flow text). */
const butter = (fields: string) => ['kitchens:', '  - name: k', '    extends: full-kitchen', '    add:', '      - place: fridge', '        contents:', `          - medium-bowl: {used: true, contents: [{butter: {${fields}}}]}`];

/** What a .solution file says of the number `token` as an argument. */
function solutionSays(token: string): string {
  const parsed = parseSolutionText(`#r\n(get-kitchen ?k)\n(f ?a ?b ?k ${token})`, 'x.solution');
  return parsed.problems.map(formatProblem)[0].replace(/^x\.solution:3:13: /, '').replace(/: line not read$/, '');
}

describe('a slot\'s amount in a unit of the wrong kind', () => {
  it('a temperature in grams, at the value', () => {
    expect(refusal('temp-g.yaml', butter('amount: "500 g", temperature: "5 g"'))).toBe(
      'temp-g.yaml:7:77: kitchen "k": "butter" slot "temperature": the amount "5 g" is in "g", a mass-unit; expected one in a temperature-unit (e.g. degrees-celsius)',
    );
  });

  it('an amount in degrees, when the file is loaded rather than when a line weighs it', () => {
    expect(refusal('amount-deg.yaml', butter('amount: "5 degrees-celsius"'))).toMatch(
      /^amount-deg\.yaml:7:60: kitchen "k": "butter" slot "amount": the amount "5 degrees-celsius" is in "degrees-celsius", a temperature-unit; expected one in a mass-unit, a volume-unit, a count-unit or a fraction-unit \(e\.g\. .*\bg\b.*\)$/,
    );
  });

  it('a temperature in a time unit, and in a class default', () => {
    expect(refusal('temp-min.yaml', butter('temperature: "5 minute"'))).toMatch(/^temp-min\.yaml:7:60: .*the amount "5 minute" is in "minute", a time-unit; expected one in a temperature-unit/);
    expect(refusal('default.yaml', ['classes:', '  cold-box:', '    is-a: [fridge]', '    slots: {temperature: {amount: "4 l"}}'])).toMatch(
      /^default\.yaml:4:\d+: class "cold-box" slot "temperature": the amount "4 l" is in "l", a volume-unit; expected one in a temperature-unit/,
    );
  });

  it('a unit of no kind is refused with how to give it one', () => {
    expect(refusal('nokind.yaml', ['classes:', '  stick: {is-a: [unit]}', ...butter('amount: "2 stick"').slice(0)])).toMatch(
      /the amount "2 stick" is in "stick", a unit of no kind; .*; a unit's kind is the class it is under, e\.g\. \{is-a: \[mass-unit\]\}$/,
    );
  });

  it('accepts units of the right kind, a unit of one\'s own by its kind or as the unit before-lookup makes it', () => {
    expect(() => load('fine.yaml', butter('amount: "2 l", temperature: "4 degrees-celsius"'))).not.toThrow();
    expect(() => load('stick.yaml', ['classes:', '  stick: {is-a: [mass-unit]}', ...butter('amount: "2 stick"')])).not.toThrow();
    const kg = ['classes:', '  kg: {is-a: [unit]}', 'before-lookup:', '  kg: {unit: g, factor: 1000}', ...butter('amount: "2 kg"')];
    expect(() => load('kg.yaml', kg)).not.toThrow();
  });
});

describe('numbers in kitchen amounts, read as a .solution file reads them', () => {
  it('a float past the single-float range', () => {
    const said = refusal('big.yaml', butter('amount: "1e40 g"'));
    expect(said).toBe(`big.yaml:7:60: butter.amount: the amount "1e40 g": ${solutionSays('1e40')}`);
    expect(said).toMatch(/out of the single-float range$/);
  });

  it('a double float, refused with the advice to write it with e', () => {
    const said = refusal('double.yaml', butter('amount: "0.1d0 g"'));
    expect(said).toBe(`double.yaml:7:60: butter.amount: the amount "0.1d0 g": ${solutionSays('0.1d0')}`);
    expect(said).toMatch(/write it with e, a single float$/);
    expect(() => load('e.yaml', butter('amount: "0.1e0 g"'))).not.toThrow();
  });

  it('a conversion factor written as a double float', () => {
    expect(refusal('factor.yaml', ['grams-per-unit:', '  butter: {l: "0.9d3"}'])).toMatch(/^factor\.yaml:2:\d+: grams-per-unit butter\.l: the number 0\.9d3 is a double float/);
  });
});

describe('an amount made field by field', () => {
  it('is held to the kind of its unit too', () => {
    const fields = 'temperature: {new: amount, with: {quantity: {new: quantity, with: {value: 5}}, unit: {new: g}}}';
    expect(refusal('fields.yaml', butter(fields))).toMatch(/^fields\.yaml:7:\d+: kitchen "k": "butter" slot "temperature": the amount's unit is "g", a mass-unit; expected one in a temperature-unit/);
    expect(() => load('fields-ok.yaml', butter(fields.replace('{new: g}', '{new: degrees-celsius}')))).not.toThrow();
  });
});

describe('YAML numbers past the exact integers', () => {
  it('a conversion factor of 1.0e40 is refused rather than taken as an inexact whole number', () => {
    expect(refusal('huge.yaml', ['grams-per-unit:', '  butter: {l: 1.0e40}'])).toMatch(/^huge\.yaml:2:\d+: grams-per-unit butter\.l: 1e\+40 is a whole number past 2\^53, which a YAML number cannot hold exactly; write it in quotes/);
    expect(refusal('quoted.yaml', ['grams-per-unit:', '  butter: {l: "1.0e40"}'])).toMatch(/the number 1\.0e40 is out of the single-float range$/);
    const exact = load('exact.yaml', ['grams-per-unit:', '  butter: {l: "12345678901234567890"}']).units.gramsPerUnit.get('butter')!.get('l')!;
    expect(formatNum(exact)).toBe('12345678901234567890');
  });

  it('a slot number too', () => {
    expect(refusal('slot.yaml', butter('amount: "1 g", temperature: {new: amount, with: {quantity: {new: quantity, with: {value: 12345678901234567890}}, unit: {new: degrees-celsius}}}'))).toMatch(
      /^slot\.yaml:7:\d+: .*12345678901234567000 is a whole number past 2\^53/,
    );
  });
});

describe('a kind of unit written as the unit', () => {
  it('"5 mass-unit" is refused, with units of the kind', () => {
    expect(refusal('kind.yaml', butter('amount: "5 mass-unit"'))).toMatch(/the amount "5 mass-unit" is in "mass-unit", a kind of unit rather than a unit; expected a unit such as .*\bg\b/);
    expect(refusal('unit.yaml', butter('temperature: "5 unit"'))).toMatch(/the amount "5 unit" is in "unit", a kind of unit rather than a unit; expected a unit such as degrees-celsius$/);
  });
});

describe('temperatures below zero', () => {
  it('a freezer at -18 degrees is a temperature, not a negative amount; butter of -5 g is still refused', () => {
    const freezer = ['kitchens:', '  - name: cold', '    extends: full-kitchen', '    add:', '      - place: freezer', '        contents:', '          - medium-bowl: {used: true, contents: [{butter: {amount: "500 g", temperature: "-18 degrees-celsius"}}]}'];
    expect(() => load('freezer.yaml', freezer)).not.toThrow();
    expect(() => load('cold-class.yaml', ['classes:', '  deep-freezer:', '    is-a: [freezer]', '    slots: {temperature: {amount: "-18 degrees-celsius"}}'])).not.toThrow();
    expect(refusal('neg.yaml', butter('amount: "-5 g"'))).toBe('neg.yaml:7:60: butter.amount: the amount "-5 g" must be a finite number of at least 0');
  });
});
