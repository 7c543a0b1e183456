// Short descriptions group runs of alike items; an item takes the text of the one before only
// when it would read the same.
import { describe as group, expect, it } from 'vitest';
import { describe } from '../src/describe.ts';
import { Factory } from '../src/kitchen/entity.ts';
import { simulator } from './support/simulate.ts';

group('describe', () => {
  it('groups alike items, and tells apart items that differ in amount, unit, flag or items held', () => {
    const f = new Factory(simulator().world.ontology);
    const egg = (grams: number, unit = 'g') => f.make('whole-egg', { amount: f.amount(grams, unit) });
    const items = [egg(50), egg(50), egg(50), egg(60), egg(60, 'teaspoon'), egg(50), egg(50)];
    items[5].s.cracked = true;
    const bowl = f.make('medium-bowl', { contents: items });
    const inner = f.make('medium-bowl', { contents: [egg(1)] });
    const bowls = f.make('baking-tray', { contents: [f.make('medium-bowl'), f.make('medium-bowl'), inner] });
    expect(describe(bowl, 1)).toBe('medium-bowl [3 × whole-egg 50 g, whole-egg 60 g, whole-egg 60 teaspoon, whole-egg 50 g (cracked), whole-egg 50 g]');
    expect(describe(bowls, 1)).toBe('baking-tray [2 × medium-bowl, medium-bowl [1 items]]');
  });
});
