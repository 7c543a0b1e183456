// Short descriptions group runs of alike items; an item takes the text of an earlier one of its
// class only when it would read the same.
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

  it('reads items that take turns with another class (eggs and their shells) as each reads alone', () => {
    const f = new Factory(simulator().world.ontology);
    const egg = (grams: number) => f.make('whole-egg', { amount: f.amount(grams, 'g') });
    const shell = (cracked: boolean) => f.make('egg-shell', cracked ? { cracked: true } : {});
    const items = [egg(50), shell(true), egg(50), shell(true), egg(60), shell(false), egg(50), shell(true)];
    const bowl = f.make('medium-bowl', { contents: items });
    const each = items.map((e) => describe(e, 0));
    expect(describe(bowl, 1)).toBe(`medium-bowl [${each.join(', ')}]`);
    expect(each[4]).toBe('whole-egg 60 g');
    expect(each[5]).not.toBe(each[3]);
  });
});
