// Checking a new action with irl-kitchen/testing: the walkthrough of docs/TESTING.md.
// The action `fold` is defined in ./rules/fold.pl, without any code.
import { describe, expect, it } from 'vitest';
import {
  actionCallArbitrary,
  assertActionProperties,
  checkActionProperties,
  conservationViolations,
  fc,
  kitchenFacts,
  networkText,
  runNetwork,
  Simulator,
  timeViolations,
  toDouble,
  validNetworkArbitrary,
} from 'irl-kitchen/testing';

// 1. A simulator that knows the action (the project's rules, then ours)
const sim = new Simulator({ rulesDirs: [new URL('./rules', import.meta.url).pathname] });

describe('fold', () => {
  // 2. The ready-made checks: no throw, deterministic, declared types, time forward, bounded,
  //    and (fold only mixes, with a spoon) conservation of grams and the spoon marked used
  it('has the properties every action should have', () => {
    const report = assertActionProperties(sim, 'fold', { conserves: true, usesTools: true, numRuns: 40, seed: 2024 });
    // the generated calls did run the action, not only networks around it
    expect(report.executed).toBeGreaterThan(10);
  });

  // 3. A property of its own, from the same generators: a fold ends 90 s after its input is ready
  //    and leaves one homogeneous mixture in the container
  it('takes 90 seconds and leaves one mixture', () => {
    const facts = kitchenFacts(sim);
    const cases = validNetworkArbitrary(facts, { minSteps: 2, maxSteps: 6, actions: ['fetch-and-proportion', 'transfer-contents'], exact: true }).chain((network) =>
      actionCallArbitrary(facts, 'fold', { kitchenState: network.kitchenStates.at(-1)!, variables: network.variables }, { mode: '1', preferVariables: true }).map(
        (call) => ({ network: { lines: [...network.lines, call.line] }, call, toString: () => networkText({ lines: [...network.lines, call.line] }) }),
      ),
    );
    fc.assert(
      fc.property(cases, ({ network, call }) => {
        const run = runNetwork(sim, network);
        expect(run.status).toBe('ok');
        const fold = run.timeline.at(-1)!;
        expect(fold.action).toBe('fold');
        if (fold.failed) return; // an empty container cannot be folded
        expect(toDouble(fold.end) - toDouble(fold.start)).toBe(90);
        const folded = run.execution!.values[run.program!.variables.findIndex((v) => v.name === call.outputs[0].name.toUpperCase())];
        expect((folded as { contents: { cls: { name: string } }[] }).contents.map((c) => c.cls.name)).toEqual(['homogeneous-mixture']);
        expect(timeViolations(run)).toEqual([]);
        expect(conservationViolations(run, sim.world.units, ['fold'])).toEqual([]);
      }),
      { numRuns: 30, seed: 7 },
    );
  });

  // 4. What a failure looks like: transfer-contents into the container it pours from loses the
  //    contents (a quirk of the reference), which the conservation check finds once calls may
  //    name one container twice
  it('shows how a failing property is reported', () => {
    const report = checkActionProperties(sim, 'transfer-contents', { conserves: true, aliasing: true, numRuns: 100, seed: 42 });
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.property).toBe('conservation');
    expect(report.message).toMatch(/transfer-contents: property conservation failed after \d+ run\(s\)/);
    expect(report.message).toMatch(/does not conserve amounts: [\d/]+ g of ingredients before, [\d/]+ g after/);
    expect(report.message).toMatch(/replay: checkActionProperties\(sim, 'transfer-contents', \{ seed: 42, path: '[\d:]+', numRuns: 1, conserves: true, aliasing: true \}\)/);
  });
});
