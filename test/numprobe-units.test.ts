// A unit of one's own whose name holds digits (`pinch2`, as a class name may) is an amount's unit
// everywhere amounts are written: kitchen text ("5 pinch2"), {amount: "5 pinch2"} defaults and
// networks alike; before, kitchen text in such a unit was refused as "expected an amount".
import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXT, amountUnit } from '../src/kitchen/yaml-values.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';
import { amountOf, entity, valueOf } from './support/simulate.ts';
import { worldFiles } from './support/world-files.ts';

const { dir, load, refusal } = worldFiles('irl-kitchen-numprobe-units-');

const pinch2 = ['classes:', '  pinch2: {is-a: [mass-unit]}', 'grams-per-unit:', '  white-sugar: {pinch2: 1/2}'];
const kitchenWith = (entry: string) => [
  ...pinch2,
  'kitchens:',
  '  - name: pinch-kitchen',
  '    places:',
  `      - pantry: {contents: [{medium-bowl: {used: true, contents: [${entry}]}}]}`,
  '      - kitchen-cabinet: {contents: [{medium-bowl: {count: 2}}]}',
];

/** The amounts of the stock in the pantry of `kitchen`, as the kitchen is built. */
function pantryAmounts(file: string, lines: string[]): string[] {
  const world = load(file, lines);
  const sim = new Simulator({ ontologyFiles: [`${dir}/${file}`], kitchen: 'pinch-kitchen' });
  expect(world.kitchenNames()).toContain('pinch-kitchen');
  const r = sim.run(parseSolutionText('#own\n(get-kitchen ?kitchen)\n(fetch-and-proportion ?s ?ks-1 ?kitchen ?bowl-1 white-sugar 3 pinch2)\n', 'own.solution').recipes[0], 'own.solution');
  expect(r.messages).toEqual([]);
  const pantry = entity(valueOf(r, '?kitchen')).contents.find((c) => c.cls.name === 'pantry')!;
  expect(entity(valueOf(r, '?s')).contents.map(amountOf)).toEqual(['3 pinch2']);
  return pantry.contents.flatMap((bowl) => bowl.contents).map(amountOf);
}

describe('a unit whose name holds digits', () => {
  it('is the unit of kitchen text "5 pinch2", as of {amount: "5 pinch2"}', () => {
    expect(pantryAmounts('text.yaml', kitchenWith('{white-sugar: {amount: "5 pinch2"}}'))).toEqual(['5 pinch2']);
    expect(pantryAmounts('default.yaml', kitchenWith('{white-sugar: {amount: {amount: "5 pinch2"}}}'))).toEqual(['5 pinch2']);
  });

  it('is held to the kinds of units a slot takes, like any unit', () => {
    const lines = kitchenWith('{butter: {amount: "5 g", temperature: "5 pinch2"}}');
    expect(refusal('kind.yaml', lines)).toMatch(/^kind\.yaml:\d+:\d+: .*"pinch2", a mass-unit; expected one in a temperature-unit/);
  });

  it('one pattern reads amount text: the quantity and a class name, blanks around for the readers that allow them', () => {
    expect(AMOUNT_TEXT.exec('5 pinch2')?.slice(1)).toEqual(['5', 'pinch2']);
    expect(AMOUNT_TEXT.exec('1/2 2x')?.slice(1)).toEqual(['1/2', '2x']);
    expect(AMOUNT_TEXT.test(' 5 g')).toBe(false);
    expect(AMOUNT_TEXT.test('5 -g')).toBe(false);
    expect(amountUnit(' 5 pinch2 ')).toBe('pinch2');
    expect(amountUnit('5 Pinch')).toBeUndefined();
  });
});
