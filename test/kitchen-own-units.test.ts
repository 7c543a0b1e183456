// Unit facts of one's own that a conversion would never read are refused when the file is loaded,
// at their line and column: a row entry for g or for a unit `before-lookup` re-expresses, a rule
// for g, a rule into a unit that is re-expressed in turn (a lookup takes one step), and a rule
// that would leave the rows giving its unit unread. The units an error says an ingredient
// converts from are those a lookup reads.
import { describe, expect, it } from 'vitest';
import { worldFiles } from './support/world-files.ts';

const { load, refusal } = worldFiles('irl-kitchen-own-units-');

describe('unit facts a conversion never reads', () => {
  it('a row entry for g', () => {
    expect(refusal('g-row.yaml', ['grams-per-unit:', '  butter: {g: 2, teaspoon: 5}'])).toBe(
      'g-row.yaml:2:12: grams-per-unit butter.g: amounts in g are never converted, so this entry is never read; leave it out',
    );
  });

  it('a row entry for ml, which the standard rule looks up as l', () => {
    expect(refusal('ml-row.yaml', ['grams-per-unit:', '  butter: {ml: 0.9}'])).toBe(
      'ml-row.yaml:2:12: grams-per-unit butter.ml: "ml" is looked up as "l" (before-lookup ml), so this entry is never read; give one for "l"',
    );
  });

  it('a rule for g', () => {
    expect(refusal('g-rule.yaml', ['before-lookup:', '  g: {unit: teaspoon, factor: 5}'])).toBe(
      'g-rule.yaml:2:3: before-lookup g: amounts in g are never converted, so this rule is never applied; leave it out',
    );
  });

  it('a rule into a unit re-expressed in turn, and two rules that undo each other', () => {
    const pinch = ['classes:', '  pinch: {is-a: [unit]}', 'before-lookup:', '  pinch: {unit: tablespoon, factor: 1/48}'];
    expect(refusal('chain.yaml', pinch)).toBe(
      'chain.yaml:4:11: before-lookup pinch.unit: "tablespoon" is re-expressed in turn (before-lookup tablespoon: teaspoon), which a lookup does not follow; re-express "pinch" in "teaspoon" directly',
    );
    expect(refusal('cycle.yaml', ['before-lookup:', '  teaspoon: {unit: tablespoon, factor: 1/3}'])).toMatch(/^cycle\.yaml:2:14: before-lookup teaspoon\.unit: .*; the two rules undo each other: keep one$/);
  });

  it('a rule for a unit the rows give, at the rule, not at the rows of the standard table', () => {
    const cup = ['grams-per-unit:', '  butter: {cup: 227}', '  white-sugar: {cup: 200}', 'before-lookup:', '  cup: {unit: l, factor: 1/4}'];
    // the rows of the same file are refused each at its entry too
    expect(refusal('cup.yaml', cup).split('\n')).toEqual([
      'cup.yaml:2:12: grams-per-unit butter.cup: "cup" is looked up as "l" (before-lookup cup), so this entry is never read; give one for "l"',
      'cup.yaml:3:17: grams-per-unit white-sugar.cup: "cup" is looked up as "l" (before-lookup cup), so this entry is never read; give one for "l"',
      'cup.yaml:5:3: before-lookup cup: grams-per-unit gives "cup" for butter, white-sugar, entries a lookup would no longer read (it re-expresses the unit first)',
    ]);
    // rows of the standard table only: the rule alone is refused
    expect(refusal('teaspoon.yaml', ['before-lookup:', '  teaspoon: {unit: l, factor: 1/200}'])).toMatch(
      /^teaspoon\.yaml:2:3: before-lookup teaspoon: grams-per-unit gives "teaspoon" for all-purpose-flour, almond-extract, almond-flour and \d+ more, entries a lookup would no longer read/,
    );
  });
});

describe('what is accepted', () => {
  it('a unit of one\'s own re-expressed in grams or in a unit of the table, and rows for units no rule touches', () => {
    const world = load('fine.yaml', [
      'classes:',
      '  kg: {is-a: [unit]}',
      '  pinch: {is-a: [unit]}',
      'before-lookup:',
      '  kg: {unit: g, factor: 1000}',
      '  pinch: {unit: teaspoon, factor: 1/16}',
      'grams-per-unit:',
      '  butter: {cup: 227}',
    ]);
    expect(world.units.unitsOf('butter')).toEqual(['g', 'teaspoon', 'cup', 'tablespoon', 'kg', 'pinch']);
    // a row's own unit that a rule re-expresses is not offered: the standard rows give no tablespoon
    expect(world.units.unitsOf('white-sugar')).toEqual(['g', 'teaspoon', 'tablespoon', 'kg', 'pinch']);
    expect(world.units.unitsOf('milk')).toEqual(['g', 'l', 'ml', 'kg']);
  });
});
