// The kit's remaining public functions given null or a wrong argument: an InputError naming the
// function and the argument, never a TypeError; each of them documented in docs/TESTING.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as kit from '../src/testing/index.ts';
import { simulator } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';

const sim = simulator();
const facts = kit.kitchenFacts(sim);
const run = kit.runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?b ?ks ?k ?bowl butter 10 g)');
const ks = kit.stepViews(run)[1].kitchenOut!;

describe('the kit given a wrong argument', () => {
  it.each([
    ['digest', 'value', () => kit.digest(undefined as never)],
    ['digest', 'value', () => kit.digest([1, { not: 'an entity' }] as never)],
    ['digest', 'ids', () => kit.digest(ks, 'yes' as never)],
    ['digest', 'memo', () => kit.digest(ks, false, {} as never)],
    ['shape', 'value', () => kit.shape(undefined as never)],
    ['shape', 'value', () => kit.shape([false] as never)],
    ['shape', 'ids', () => kit.shape(ks, 1 as never)],
    ['mutationArbitrary', 'kinds', () => kit.mutationArbitrary(null as never)],
    ['mutationArbitrary', 'kinds', () => kit.mutationArbitrary(['drop-lines'] as never)],
    ['mutationArbitrary', 'kinds', () => kit.mutationArbitrary([])],
    ['actionCallChoicesArbitrary', 'slots', () => kit.actionCallChoicesArbitrary(null as never)],
    ['actionCallChoicesArbitrary', 'slots', () => kit.actionCallChoicesArbitrary(-1)],
    ['actionCallChoicesArbitrary', 'quantity', () => kit.actionCallChoicesArbitrary(3, null as never)],
    ['argText', 'arg', () => kit.argText(null as never)],
    ['argText', 'arg', () => kit.argText({ kind: 'var' } as never)],
    ['actionCallArbitrary', 'mode', () => kit.actionCallArbitrary(facts, 'grease', { kitchenState: '?k', variables: [] }, { mode: '7' })],
    ['actionCallArbitrary', 'action', () => kit.actionCallArbitrary(facts, 'greese', { kitchenState: '?k', variables: [] })],
    ['actionCallOf', 'action', () => kit.actionCallOf(facts, 'greese', { kitchenState: '?k', variables: [] }, { mode: 0, kinds: [], picks: [], quantities: [] })],
  ])('%s: %s', (fn, argument, call) => {
    expect(refusal(call)).toMatch(new RegExp(`^${fn}: ${argument}`));
  });

  it('what they take still works', () => {
    expect(kit.shape(null)).toBeNull();
    expect(kit.shape([1, 'x'])).toEqual(['1', '"x"']);
    expect(kit.shape(ks)).toMatchObject({ class: 'kitchen-state' });
    expect(kit.digest(ks)).toBe(kit.digest(ks, false, new Map()));
    expect(kit.argText(kit.variable('x'))).toBe('?x');
    expect(kit.argText(kit.constant(3))).toBe('3');
    const [mutation] = kit.fc.sample(kit.mutationArbitrary(['drop-line']), { numRuns: 1, seed: 1 });
    expect(mutation.kind).toBe('drop-line');
    const [choices] = kit.fc.sample(kit.actionCallChoicesArbitrary(3, { max: 2 }), { numRuns: 1, seed: 1 });
    expect(choices.kinds).toHaveLength(3);
  });
});

describe('which of them are public', () => {
  const page = readFileSync(resolve(import.meta.dirname, '../docs/TESTING.md'), 'utf8');

  it.each(['digest', 'shape', 'mutationArbitrary', 'applyMutations', 'actionCallChoicesArbitrary', 'actionCallOf', 'argText'])('%s is exported and documented', (name) => {
    expect(typeof (kit as Record<string, unknown>)[name]).toBe('function');
    expect(page).toContain(`\`${name}(`);
  });

  it('simulatorWith, a detail of runNetwork, is not exported', () => {
    expect('simulatorWith' in kit).toBe(false);
  });
});
