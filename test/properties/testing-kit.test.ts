// The testing kit itself: its generators make what they promise (valid networks that run, broken
// ones that do not, well-typed calls, real kitchen changes) and its checks find real violations.
import { describe, expect, it } from 'vitest';
import { amountValue, Entity } from '../../src/kitchen/entity.ts';
import { isF32 } from '../../src/numbers/num.ts';
import {
  amountArbitrary,
  anyActionCaseArbitrary,
  brokenNetworkArbitrary,
  checkableActions,
  checkActionProperties,
  fc,
  kitchenFacts,
  kitchenSetup,
  mutatedTextArbitrary,
  type NetworkLine,
  networkText,
  networkVariables,
  permutationArbitrary,
  renamingArbitrary,
  runNetwork,
  VALID_NETWORK_ACTIONS,
  validNetworkArbitrary,
} from '../../src/testing/index.ts';
import { counterTopOf, simulator, simulatorWithRule } from '../support/simulate.ts';

const sim = simulator();
const facts = kitchenFacts(sim);

describe('validNetworkArbitrary', () => {
  it('makes networks that run completely, without a failed step, using every action it knows', () => {
    const used = new Set<string>();
    fc.assert(
      fc.property(validNetworkArbitrary(facts, { maxSteps: 16 }), (n) => {
        const run = runNetwork(sim, n);
        expect(run.status, `${run.messages.join('\n')}\n${networkText(n)}`).toBe('ok');
        expect(run.timeline.filter((t) => t.failed)).toEqual([]);
        expect(run.timeline).toHaveLength(n.lines.length);
        // every variable a later call reads is bound by then: the chain of kitchen states is complete
        expect(n.kitchenStates).toHaveLength(n.lines.length);
        for (const l of n.lines) used.add(l.action);
      }),
      { numRuns: 80, seed: 1 },
    );
    expect([...used].sort()).toEqual(['get-kitchen', ...VALID_NETWORK_ACTIONS].sort());
  });

  it('with exact: uses only amounts whose grams are exact numbers', () => {
    fc.assert(
      fc.property(amountArbitrary(facts, { exact: true }), (a) => {
        expect(a.ingredient.exactGrams).toBe(true);
        expect(isF32(a.quantity)).toBe(false);
        expect(a.ingredient.units.find((u) => u.unit === a.unit)).toMatchObject({ exact: true, conserving: true });
      }),
      { numRuns: 200, seed: 2 },
    );
  });
});

describe('brokenNetworkArbitrary', () => {
  it('makes networks that differ from their valid base and mostly do not run', () => {
    let notOk = 0;
    const runs = 120;
    fc.assert(
      fc.property(brokenNetworkArbitrary(facts, { minMutations: 1, maxMutations: 2 }), (b) => {
        expect(b.mutations.length).toBeGreaterThan(0);
        expect(b.mutations.every((m) => /^[a-z-]+ \d+$/.test(m))).toBe(true);
        expect(b.text).not.toBe(networkText(b.base));
        const run = runNetwork(sim, b.text);
        if (run.status !== 'ok' || run.parseProblems.length || run.timeline.some((t) => t.failed)) notOk++;
      }),
      { numRuns: runs, seed: 3 },
    );
    expect(notOk / runs).toBeGreaterThan(0.6);
  });
});

describe('actionCaseArbitrary', () => {
  it('calls every action of the inventory with well-typed arguments: the program is always accepted', () => {
    const actions = checkableActions(sim);
    const ran = new Set<string>();
    fc.assert(
      fc.property(anyActionCaseArbitrary(sim, { maxPrefixSteps: 5 }), (c) => {
        if (!c.call) return;
        const run = runNetwork(sim, c.network, { kitchen: c.kitchen });
        // arity, constant types and distinct arguments are right: no program problem
        expect(run.program, run.messages.join('\n')).not.toBeNull();
        const last = run.program!.expressions.length - 1;
        if (run.execution!.steps.some((s) => s.expression === last)) ran.add(c.call.line.action);
      }),
      { numRuns: 300, seed: 4 },
    );
    // most actions really ran after the generated prefix
    expect(ran.size).toBeGreaterThan(actions.length * 0.6);
  });
});

describe('kitchenSetup', () => {
  it('builds kitchens with the stock changes and counter-top objects asked for', () => {
    const setup = kitchenSetup(facts, [{ cls: 'butter', stock: null }, { cls: 'white-sugar', stock: 3 }], [{ cls: 'whisk' }]);
    expect(String(setup)).toBe('kitchen{stock: [butter=none, white-sugar=3], counter-top extras: [whisk]}');
    const noButter = runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?b ?k1 ?k ?t butter 10 g)', { kitchen: setup });
    expect(noButter.timeline.map((t) => t.failed)).toEqual([false, true]);
    const sugar = runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?b ?k1 ?k ?t white-sugar 10 g)', { kitchen: setup });
    const stock = findClass(sugar.execution!.values[2] as Entity, 'white-sugar', (e) => e.pid !== (sugar.execution!.values[0] as Entity).pid);
    expect(stock.map((e) => String(amountValue(e.s.amount as Entity)))).toContain('-7');
    const counterTop = counterTopOf(sugar.initialKitchen);
    expect(counterTop.contents.map((c) => c.cls.name)).toEqual(['whisk']);
  });
});

describe('transformations', () => {
  it('rename every variable to a distinct new name and permute lines without losing one', () => {
    fc.assert(
      fc.property(
        validNetworkArbitrary(facts, { maxSteps: 8 }).chain((n) => fc.tuple(renamingArbitrary(n), permutationArbitrary(n))),
        ([r, p]) => {
          const before = networkVariables(r.original);
          const after = networkVariables(r.network);
          expect(after).toHaveLength(before.length);
          expect(new Set(after.map((v) => v.toUpperCase())).size).toBe(before.length);
          expect(after.map((v) => r.back.get(v))).toEqual(before);
          expect([...p.order].sort((a, b) => a - b)).toEqual([...p.original.lines.keys()]);
          expect(p.network.lines.map(lineJson).sort()).toEqual(p.original.lines.map(lineJson).sort());
        },
      ),
      { numRuns: 60, seed: 5 },
    );
  });

  it('mutate texts: most mutated texts differ from the original', () => {
    const base = '(get-kitchen ?k)\n(fetch-and-proportion ?b ?k1 ?k ?t butter 100 g)\n';
    const samples = fc.sample(mutatedTextArbitrary(base), { numRuns: 200, seed: 6 });
    expect(samples.filter((t) => t !== base).length).toBeGreaterThan(150);
  });
});

describe('checkActionProperties', () => {
  it('passes a well-behaved action and says how often it ran', () => {
    const report = checkActionProperties(sim, 'mix', { conserves: true, numRuns: 30, seed: 11 });
    expect(report).toMatchObject({ ok: true, action: 'mix', numRuns: 30, seed: 11 });
    if (report.ok) expect(report.executed).toBeGreaterThan(10);
  });

  it('finds an action whose output is ready before it starts, and shrinks the case', () => {
    const rewinding = simulatorWithRule(
      'rewind.pl',
      `action(rewind, 'hand back a container before the cook even started').
slot(container_back, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container, in, transferable_container).
mode(1, [kitchen_state_in, container], [container_back, kitchen_state_out]).
pre(_, on_counter_top(container)).
effect(_, shake(container)).
time(_, container_back, kt - 10).
time(_, kitchen_state_out, kt).
clock(_, kt).
`,
    );
    const report = checkActionProperties(rewinding, 'rewind', { numRuns: 30, seed: 12 });
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.property).toBe('time-forward');
    expect(report.message).toMatch(/rewind: property time-forward failed after \d+ run\(s\), \d+ shrink\(s\)/);
    expect(report.message).toMatch(/network\.solution:\d+: rewind: container-back is available at -?\d+, before the input kitchen time \d+/);
    // shrunk to get-kitchen, one fetch and the call
    expect(report.counterexample!.split('\n').filter((l) => l.startsWith('('))).toHaveLength(3);
  });

  it('reports an action the simulator does not have as an argument it cannot take, before any case', () => {
    const report = checkActionProperties(sim, 'no-such-action', { numRuns: 5, seed: 13 });
    expect(report).toMatchObject({ ok: false, property: 'options' });
    if (!report.ok) expect(report.message).toMatch(/^checkActionProperties: unknown action no-such-action \(known: .*bake/);
  });
});

/** A line as JSON: equal only for the same action and the same arguments of the same kinds. */
const lineJson = (l: NetworkLine) => JSON.stringify(l);

function findClass(root: Entity, cls: string, keep: (e: Entity) => boolean): Entity[] {
  const out: Entity[] = [];
  const walk = (e: Entity) => {
    for (const c of e.contents) {
      if (c.cls.name === cls && keep(c)) out.push(c);
      walk(c);
    }
  };
  walk(root);
  return out;
}
