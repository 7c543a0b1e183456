// similar-entities and locations (spec: evaluation §4): the equality every metric rests on.
import { describe, expect, it } from 'vitest';
import { location, similarLocations } from '../src/evaluator/locations.ts';
import { IGNORE_AMOUNTS, similar } from '../src/evaluator/similarity.ts';
import { Entity, Factory } from '../src/kitchen/entity.ts';
import { F32, ratio } from '../src/numbers/num.ts';
import { simulator } from './support/simulate.ts';

const factory = () => new Factory(simulator().world.ontology);

describe('similar: atoms', () => {
  it('compares numbers exactly across integers, ratios and single-floats', () => {
    expect(similar(230, new F32(230))).toBe(true);
    expect(similar(ratio(1n, 2n), new F32(0.5))).toBe(true);
    // the single-float nearest to 1/3 is not 1/3
    expect(similar(ratio(1n, 3n), new F32(1 / 3))).toBe(false);
    expect(similar(ratio(230n, 840n), ratio(23n, 84n))).toBe(true);
  });

  it('compares strings without case, and symbols by identity', () => {
    expect(similar('CounterTop', 'countertop')).toBe(true);
    expect(similar(true, true)).toBe(true);
    expect(similar(true, null)).toBe(false);
    expect(similar(0, null)).toBe(false);
    expect(similar('x', 1)).toBe(false);
  });

  it('takes an empty list for nil', () => {
    expect(similar([], null)).toBe(true);
    expect(similar(null, [])).toBe(true);
    expect(similar([1], null)).toBe(false);
  });

  it('compares lists as sets of equal length, driven by the first list', () => {
    expect(similar([1, 1, 2], [1, 2, 2])).toBe(true); // multiplicities are not checked
    expect(similar([2, 1], [1, 2])).toBe(true);
    expect(similar([1], [1, 1])).toBe(false);
    expect(similar([1, 1], [1, 2])).toBe(true);
    expect(similar([1, 2], [1, 1])).toBe(false); // not symmetric
  });
});

describe('similar: entities', () => {
  it('ignores ids and persistent ids by default, compares every other slot', () => {
    const f = factory();
    const a = f.make('butter', { amount: f.amount('230 g') });
    const b = f.make('butter', { amount: f.amount('230 g') });
    expect(a.id).not.toBe(b.id);
    expect(a.pid).not.toBe(b.pid);
    expect(similar(a, b)).toBe(true);
    b.s.temperature = f.amount('5 degrees-celsius');
    expect(similar(a, b)).toBe(false);
  });

  it('requires the same class', () => {
    const f = factory();
    expect(similar(f.make('butter', { amount: f.amount('230 g') }), f.make('salted-butter', { amount: f.amount('230 g') }))).toBe(false);
  });

  it('compares nested amounts exactly unless amount is ignored (at every depth)', () => {
    const f = factory();
    const bowl = (g: number) => f.make('medium-bowl', { contents: [f.make('butter', { amount: f.amount(g, 'g') })] });
    expect(similar(bowl(230), bowl(230))).toBe(true);
    expect(similar(bowl(230), bowl(200))).toBe(false);
    expect(similar(bowl(230), bowl(200), IGNORE_AMOUNTS)).toBe(true);
  });

  it('finds an unchanged shared object similar to itself at once', () => {
    const f = factory();
    const a = f.make('butter');
    expect(similar(a, a)).toBe(true);
  });
});

describe('locations', () => {
  const kitchen = () => {
    const f = factory();
    const ks = f.make('kitchen-state');
    const place = (name: string) => ks.contents.find((c) => c.cls.name === name)!;
    return { f, ks, place };
  };

  it('is the path of containers down to the direct holder, found by persistent id', () => {
    const { f, ks, place } = kitchen();
    const butter = f.make('butter');
    const bowl = f.make('medium-bowl', { contents: [butter] });
    place('counter-top').s.contents = [bowl];
    expect(location(bowl, ks)!.map((e) => e.cls.name)).toEqual(['kitchen-state', 'counter-top']);
    expect(location(butter, ks)!.map((e) => e.cls.name)).toEqual(['kitchen-state', 'counter-top', 'medium-bowl']);
    // a later snapshot of the same object (other id, same persistent id) is found too
    const later = new Entity(bowl.cls, 'other-id', bowl.pid, bowl.pk, { ...bowl.s });
    expect(location(later, ks)!.map((e) => e.cls.name)).toEqual(['kitchen-state', 'counter-top']);
    expect(location(place('oven'), ks)!.map((e) => e.cls.name)).toEqual(['kitchen-state']);
    expect(location(f.make('medium-bowl'), ks)).toBeNull();
  });

  it('puts a list of entities on the counter-top', () => {
    const { f, ks } = kitchen();
    expect(location(f.make('list-of-kitchen-entities'), ks)!.map((e) => e.cls.name)).toEqual(['kitchen-state', 'counter-top']);
  });

  it('counts a path similar to any path it starts, and nil similar to all', () => {
    const { ks, place } = kitchen();
    const counter = [ks, place('counter-top')];
    expect(similarLocations(counter, [ks, place('counter-top'), place('counter-top')])).toBe(true);
    expect(similarLocations([ks], counter)).toBe(true);
    expect(similarLocations(null, counter)).toBe(true);
    expect(similarLocations(counter, [ks, place('fridge')])).toBe(false);
  });
});
