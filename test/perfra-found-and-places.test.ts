// What a call's lookups found, kept as a short chain, answers as a map did (the latest record of
// a slot wins); a step looks up any number of places, each once, and gets the same writable place.
import { describe, expect, it } from 'vitest';
import { type ConditionEnv, foundFor, keepFound, objectOf } from '../src/conditions/condition.ts';
import { Factory } from '../src/kitchen/entity.ts';
import { Step } from '../src/kitchen/step.ts';
import { Simulator } from '../src/simulator.ts';

describe('found objects and places of a step', () => {
  it('answers the latest object found for a slot, else the value', () => {
    const env = { found: null, values: { a: 'va', b: 'vb' } } as unknown as ConditionEnv;
    expect(foundFor(env.found, 'a')).toBeUndefined();
    expect(objectOf(env, 'a')).toBe('va');
    keepFound(env, 'a', 'first');
    keepFound(env, 'b', 'other');
    keepFound(env, 'a', 'second');
    expect(objectOf(env, 'a')).toBe('second');
    expect(objectOf(env, 'b')).toBe('other');
    expect(foundFor(env.found, 'c')).toBeUndefined();
  });

  it('looks each place up once, three or more of them included', () => {
    const sim = new Simulator();
    const factory = new Factory(sim.world.ontology);
    const step = new Step(sim.initialKitchen(factory), factory, sim.world.units);
    const names = ['counter-top', 'kitchen-cabinet', 'pantry', 'fridge'];
    const first = names.map((n) => step.place(n));
    for (const p of first) expect(p && step.tx.isOwned(p)).toBe(true);
    expect(names.map((n) => step.place(n))).toEqual(first);
    names.forEach((n, i) => expect(step.place(n)).toBe(first[i]));
    expect(step.place('no-such-place')).toBeNull();
    expect(step.place('no-such-place')).toBeNull();
  });
});
