// The testing kit on rule files with the faults it is meant to find, and with arguments it cannot
// take. An action that threw (the engine reports it as internal-error(…)) and an action whose
// output has another type than its slot declares (the engine stops with wrong-type(…)) passed
// every check; a misspelt option (`conserve`), an action validNetworkArbitrary cannot call, and a
// simulator passed for its facts were dropped without a word or ended in a TypeError.
import { describe, expect, it } from 'vitest';
import {
  actionCallArbitrary,
  brokenNetworkArbitrary,
  checkActionProperties,
  fc,
  kitchenFacts,
  runNetwork,
  typeViolations,
  crashViolations,
  validNetworkArbitrary,
} from '../src/testing/index.ts';
import { EFFECTS } from '../src/effects/index.ts';
import { glaze } from './support/glaze-rule.ts';
import { simulatorWithRule } from './support/simulate.ts';


const good = simulatorWithRule('glaze.pl', glaze());

describe('checkActionProperties on faulty actions of one\'s own', () => {
  it('passes the action as written', () => {
    const report = checkActionProperties(good, 'glaze', { numRuns: 20, seed: 5 });
    expect(report.ok).toBe(true);
    expect(report.ok && report.executed).toBeGreaterThan(5);
  });

  it('no-throw: an effect with a bug makes the action throw, which the engine reports as internal-error', () => {
    // (an effect that changes an object no look-up found was the way to make one throw: loading refuses such a rule now)
    const mixWithTool = EFFECTS.mix_with_tool;
    EFFECTS.mix_with_tool = (env, ...args) => {
      if (env.action === 'glaze') throw new Error('a bug in the effect');
      return mixWithTool(env, ...args);
    };
    let sim: ReturnType<typeof simulatorWithRule>;
    try {
      sim = simulatorWithRule('glaze.pl', glaze());
    } finally {
      EFFECTS.mix_with_tool = mixWithTool;
    }
    const report = checkActionProperties(sim, 'glaze', { numRuns: 20, seed: 5 });
    expect(report).toMatchObject({ ok: false, property: 'no-throw' });
    if (report.ok) return;
    expect(report.message).toMatch(/^glaze: property no-throw failed after \d+ run\(s\), \d+ shrink\(s\)\nnetwork\.solution:\d+: glaze threw: .*\[internal-error\(Error\)\]\ncounterexample:\n/);
    expect(report.message).not.toMatch(/\n\s+at /); // no stack trace
    expect(report.counterexample!.split('\n').at(-1)).toMatch(/^\(glaze \?glaze\.glazed \?glaze\.kitchen-state-out \?ks-\d+ /);
    const replay = checkActionProperties(sim, 'glaze', { seed: 5, path: report.path!, numRuns: 1 });
    expect(!replay.ok && replay.counterexample).toBe(report.counterexample);
    // the invariant on its own
    const run = runNetwork(sim, report.counterexample!.split('\n').slice(1).join('\n'));
    expect(crashViolations(run)).toHaveLength(1);
    expect(crashViolations(runNetwork(good, report.counterexample!.split('\n').slice(1).join('\n')))).toEqual([]);
  });

  it('declared-types: an output of another type than its slot declares, which stops the run with wrong-type', () => {
    // a failed object is a transferable container, so the rule loads (an oven would be refused
    // there), but the container glazed is a bowl when it runs
    const sim = simulatorWithRule('glaze.pl', glaze((t) => t.replace('slot(glazed, out, transferable_container)', 'slot(glazed, out, failed_object)')));
    const report = checkActionProperties(sim, 'glaze', { numRuns: 20, seed: 5 });
    expect(report).toMatchObject({ ok: false, property: 'declared-types' });
    if (report.ok) return;
    expect(report.message).toMatch(/\nnetwork\.solution:\d+: glaze: stopped the run: glaze: glazed is not a failed-object \[wrong-type\(glazed\)\]\n/);
    const run = runNetwork(sim, report.counterexample!.split('\n').slice(1).join('\n'));
    expect(typeViolations(run, sim.world.ontology)).toEqual([expect.stringMatching(/wrong-type\(glazed\)/)]);
    expect(typeViolations(run)).toEqual([]); // without the ontology, only the steps that ran
  });

  it('no-throw: a run that throws is reported by its message, without a stack trace', () => {
    const throwing = Object.create(good, { run: { value: () => { throw new TypeError('boom'); } } });
    const report = checkActionProperties(throwing, 'glaze', { numRuns: 3, seed: 1 });
    expect(report).toMatchObject({ ok: false, property: 'no-throw' });
    expect(!report.ok && report.message.split('\n')[1]).toBe('running the network threw TypeError: boom');
    expect(!report.ok && report.message).not.toMatch(/\n\s+at /);
  });

  it('time-forward: a clock that goes back', () => {
    const sim = simulatorWithRule('glaze.pl', glaze((t) => t.replace('clock(_, start + 45)', 'clock(_, kt - 20)')));
    const report = checkActionProperties(sim, 'glaze', { numRuns: 20, seed: 5 });
    expect(report).toMatchObject({ ok: false, property: 'time-forward' });
    expect(!report.ok && report.message).toMatch(/glaze: output kitchen time -?\d+ is before the input kitchen time \d+/);
  });
});

describe('the kit refuses arguments it cannot take, naming them', () => {
  const bad = (options: object) => {
    const r = checkActionProperties(good, 'glaze', options as never);
    return r.ok ? 'ok' : `${r.property}: ${r.message}`;
  };

  it('checkActionProperties: a misspelt option, an option of the wrong kind, no options object, no simulator, get-kitchen', () => {
    expect(bad({ conserve: true, numRuns: 3, seed: 1 })).toMatch(/^options: glaze: unknown option "conserve" \(known: numRuns, seed, .*conserves/);
    expect(bad({ conserves: 'yes', numRuns: 3, seed: 1 })).toBe('options: glaze: option conserves must be true or false, got "yes"');
    expect(bad(null as never)).toBe('options: glaze: the options must be an object such as { numRuns: 50, seed: 1 }, got null');
    const noSim = checkActionProperties(undefined as never, 'glaze', { numRuns: 3 });
    expect(!noSim.ok && noSim.message).toMatch(/^glaze: the first argument must be a Simulator/);
    const start = checkActionProperties(good, 'get-kitchen', { numRuns: 3, seed: 1 });
    expect(start).toMatchObject({ ok: false, property: 'options' });
  });

  it('validNetworkArbitrary: an action of one\'s own, a misspelt constraint, bounds the wrong way round, a simulator for its facts', () => {
    const facts = kitchenFacts(good);
    expect(() => validNetworkArbitrary(facts, { actions: ['glaze' as never] })).toThrow(/^validNetworkArbitrary: it cannot call "glaze": .*actionCallArbitrary/);
    expect(() => validNetworkArbitrary(facts, { maxstep: 3 } as never)).toThrow('validNetworkArbitrary: unknown constraint "maxstep"');
    expect(() => validNetworkArbitrary(facts, { minSteps: 5, maxSteps: 2 })).toThrow('validNetworkArbitrary: maxSteps must be a whole number of at least minSteps (5), got 2');
    expect(() => validNetworkArbitrary(good as never)).toThrow('validNetworkArbitrary: the first argument must be the facts of a simulator, kitchenFacts(sim), got a Simulator');
    expect(() => kitchenFacts(undefined as never)).toThrow(/^kitchenFacts: the argument must be a Simulator/);
    expect(() => brokenNetworkArbitrary(facts, { kinds: ['dropp' as never] })).toThrow(/^brokenNetworkArbitrary: kinds must be a non-empty list of drop-line/);
    // what it takes still works, broken networks' own constraints included
    expect(fc.sample(brokenNetworkArbitrary(facts, { maxSteps: 3, kinds: ['drop-line'], maxMutations: 1 }), { numRuns: 2, seed: 1 })).toHaveLength(2);
  });

  it('actionCallArbitrary: a mode given as a number is the mode of that id; a mode the action lacks is named with its modes', () => {
    const facts = kitchenFacts(good);
    const context = { kitchenState: '?kitchen', variables: [{ name: '?bowl', type: 'medium-bowl' }] };
    expect(fc.sample(actionCallArbitrary(facts, 'glaze', context, { mode: 1 as never }), { numRuns: 3, seed: 1 }).map((c) => c.mode)).toEqual(['1', '1', '1']);
    expect(() => actionCallArbitrary(facts, 'glaze', context, { mode: '7' })).toThrow('glaze has no mode "7" (its modes: 1, 2)');
  });
});
