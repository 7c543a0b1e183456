// The testing kit given null where a value belongs says which function and argument, as an
// InputError; and a check whose cases never ran the action says it tested nothing.
import { describe, expect, it } from 'vitest';
import * as kit from '../src/testing/index.ts';
import { simulator, simulatorWithRule } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';
import { glaze } from './support/glaze-rule.ts';

const sim = simulator();
const facts = kit.kitchenFacts(sim);
const run = kit.runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?b ?ks ?k ?bowl butter 10 g)');
const network = { id: 'x', lines: [{ action: 'get-kitchen', args: [kit.variable('?k')] }] };
const ks = kit.stepViews(run)[0].kitchenOut!;
const mass = kit.kitchenMass(sim.world.units, ks);


describe('the testing kit given null', () => {
  it.each([
    ['timeViolations', 'run', () => kit.timeViolations(null as never)],
    ['typeViolations', 'run', () => kit.typeViolations(null as never)],
    ['crashViolations', 'run', () => kit.crashViolations(null as never)],
    ['conservationViolations', 'run', () => kit.conservationViolations(null as never, sim.world.units)],
    ['conservationViolations', 'units', () => kit.conservationViolations(run, null as never)],
    ['stepViews', 'run', () => kit.stepViews(null as never)],
    ['runFingerprint', 'run', () => kit.runFingerprint(null as never)],
    ['kitchenMass', 'units', () => kit.kitchenMass(null as never, ks)],
    ['kitchenMass', 'kitchen state', () => kit.kitchenMass(sim.world.units, null as never)],
    ['massOf', 'entities', () => kit.massOf(sim.world.units, null as never)],
    ['massDifference', 'before', () => kit.massDifference(null as never, mass)],
    ['massDifference', 'after', () => kit.massDifference(mass, null as never)],
    ['networkText', 'network', () => kit.networkText(null as never)],
    ['networkText', 'network.lines[0]', () => kit.networkText({ lines: [null as never] })],
    ['networkVariables', 'network', () => kit.networkVariables(null as never)],
    ['lineText', 'line', () => kit.lineText(null as never)],
    ['variable', 'name', () => kit.variable(null as never)],
    ['constant', 'text', () => kit.constant(null as never)],
    ['renamingArbitrary', 'network', () => kit.renamingArbitrary(null as never)],
    ['permutationArbitrary', 'network', () => kit.permutationArbitrary(null as never)],
    ['mutateText', 'text', () => kit.mutateText(null as never, { kind: 'insert', at: 0, length: 1, token: 'x' })],
    ['mutateText', 'mutation', () => kit.mutateText('(a ?b)', null as never)],
    ['standardKitchen', 'the first argument', () => kit.standardKitchen(null as never)],
    ['kitchenSetup', 'stock', () => kit.kitchenSetup(facts, null as never, [])],
    ['amountArbitrary', 'the first argument', () => kit.amountArbitrary(null as never)],
    ['brokenNetworkArbitrary', 'the first argument', () => kit.brokenNetworkArbitrary(null as never)],
    ['actionCallArbitrary', 'the first argument', () => kit.actionCallArbitrary(null as never, 'beat', { kitchenState: '?k', variables: [] })],
    ['actionCallArbitrary', 'action', () => kit.actionCallArbitrary(facts, null as never, { kitchenState: '?k', variables: [] })],
    ['actionCallArbitrary', 'context', () => kit.actionCallArbitrary(facts, 'beat', null as never)],
    ['actionCallOf', 'context', () => kit.actionCallOf(facts, 'beat', null as never, { mode: 0, kinds: [], picks: [], quantities: [] })],
    ['actionCallOf', 'choices', () => kit.actionCallOf(facts, 'beat', { kitchenState: '?k', variables: [] }, null as never)],
    ['actionOf', 'the first argument', () => kit.actionOf(null as never, 'beat')],
    ['actionOf', 'name', () => kit.actionOf(facts, null as never)],
    ['applyMutations', 'network', () => kit.applyMutations(null as never, [])],
    ['applyMutations', 'mutations', () => kit.applyMutations(network, null as never)],
    ['networkOfRecipe', 'recipe', () => kit.networkOfRecipe(null as never)],
    ['networkOfPredicates', 'predicates', () => kit.networkOfPredicates(null as never)],
    ['firstDifference', 'a', () => kit.firstDifference(null as never, 'x')],
  ])('%s: %s', (fn, argument, call) => {
    expect(refusal(call).startsWith(`${fn}: ${argument}`)).toBe(true);
  });

  it('what they take still works', () => {
    expect(kit.networkText(network)).toBe('#x\n(get-kitchen ?k)\n');
    expect(kit.timeViolations(run)).toEqual([]);
    expect(kit.massDifference(mass, mass)).toBeNull();
    expect(kit.mutateText('ab', { kind: 'insert', at: 1, length: 1, token: 'x' })).toBe('axb');
  });
});

// an action that stops wherever it is called: the kitchen never stocks dough
const stopsAlways = (t: string) => t.replace('pre(_, on_counter_top(thing)).', "requires(_, stocked_class(dough), 'no-applicable-method(dough)').\npre(_, on_counter_top(thing)).");
const neverRuns = simulatorWithRule('glaze.pl', glaze(stopsAlways));

describe('an action whose generated calls never run', () => {
  it('is reported not tested, with a case and why it did not run', () => {
    const report = kit.checkActionProperties(neverRuns, 'glaze', { numRuns: 6, seed: 4711, maxPrefixSteps: 3 });
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.property).toBe('not-tested');
    expect(report.message).toMatch(/^glaze: not tested: 6 case\(s\) called it, and it ran in none of their runs/);
    expect(report.message).toContain('no dough anywhere in the kitchen');
    expect(report.counterexample).toContain('(glaze ');
    expect(() => kit.assertActionProperties(neverRuns, 'glaze', { numRuns: 6, seed: 4711, maxPrefixSteps: 3 })).toThrow(/not tested/);
  });
});
