// Amounts are conserved: fetching, transferring, portioning and mixing move grams around the
// kitchen without creating or destroying any (exact arithmetic), except where a rule says so.
import { describe, expect, it } from 'vitest';
import { gramsFor } from '../../src/kitchen/amounts.ts';
import { amountUnit, amountValue, Entity } from '../../src/kitchen/entity.ts';
import { compare, formatNum, type Num, sub } from '../../src/numbers/num.ts';
import {
  conservationViolations,
  fc,
  kitchenFacts,
  kitchenMass,
  massDifference,
  massOf,
  runNetwork,
  stepViews,
  validNetworkArbitrary,
} from '../../src/testing/index.ts';
import { findInKitchen, simulator } from '../support/simulate.ts';

const sim = simulator();
const facts = kitchenFacts(sim);
const units = sim.world.units;
const settings = { numRuns: 60, seed: 20240601 };

describe('conservation of amounts (property)', () => {
  it('transfers, portioning and mixing leave the grams in the kitchen unchanged', () => {
    const movers = ['fetch-and-proportion', 'transfer-contents', 'mix', 'beat', 'mingle', 'portion-and-arrange'] as const;
    const networks = validNetworkArbitrary(facts, { exact: true, minSteps: 3, maxSteps: 14, actions: movers });
    let checked = 0;
    fc.assert(
      fc.property(networks, (n) => {
        const run = runNetwork(sim, n);
        expect(run.status).toBe('ok');
        expect(conservationViolations(run, units)).toEqual([]);
        checked += stepViews(run).filter((s) => s.expression.action.name !== 'get-kitchen').length;
      }),
      settings,
    );
    expect(checked).toBeGreaterThan(settings.numRuns * 3);
  });

  it('no other action of the generated networks changes any amount either', () => {
    const networks = validNetworkArbitrary(facts, { exact: true, maxSteps: 14 });
    fc.assert(
      fc.property(networks, (n) => {
        expect(conservationViolations(runNetwork(sim, n), units)).toEqual([]);
      }),
      settings,
    );
  });

  it('a mixture weighs exactly what its ingredients weighed, in exact numbers', () => {
    const networks = validNetworkArbitrary(facts, { exact: true, minSteps: 2, maxSteps: 10, actions: ['fetch-and-proportion', 'transfer-contents', 'mix'] });
    let mixes = 0;
    fc.assert(
      fc.property(networks, (n) => {
        const run = runNetwork(sim, n);
        for (const step of stepViews(run).filter((s) => s.expression.action.name === 'mix')) {
          const container = run.execution!.values[step.expression.args[3]] as Entity;
          const inputs = findInKitchen(step.kitchenIn!, container)!.contents;
          const mixed = run.execution!.values[step.expression.args[0]] as Entity;
          expect(mixed.contents).toHaveLength(1);
          const mass = massOf(units, inputs);
          expect(mass.other.size).toBe(0);
          expect(compare(mass.grams, 0)).toBeGreaterThan(0);
          expect(formatNum(amountValue(mixed.contents[0].s.amount as Entity))).toBe(formatNum(mass.grams));
          expect(amountUnit(mixed.contents[0].s.amount as Entity).cls.name).toBe('g');
          mixes++;
        }
      }),
      settings,
    );
    expect(mixes).toBeGreaterThan(10);
  });

  it('fetch-and-proportion takes from the stock exactly what it puts in the bowl', () => {
    const networks = validNetworkArbitrary(facts, { exact: true, minSteps: 1, maxSteps: 4, actions: ['fetch-and-proportion'] });
    fc.assert(
      fc.property(networks, (n) => {
        const run = runNetwork(sim, n);
        for (const s of stepViews(run).filter((v) => v.expression.action.name === 'fetch-and-proportion')) {
          expect(massDifference(kitchenMass(units, s.kitchenIn!), kitchenMass(units, s.kitchenOut!))).toBeNull();
          // the bowl gained the grams asked for
          const value = (slot: number) => run.execution!.values[s.expression.args[slot]] as Entity;
          const bowlAfter = value(0);
          const bowlBefore = findInKitchen(s.kitchenIn!, bowlAfter)!;
          // the ingredient found may be of a subclass of the one asked for (coarse-salt for salt)
          const ingredient = bowlAfter.contents[0].cls.name;
          const asked = gramsFor(units, ingredient, value(5).s.value as Num, value(6).cls.name);
          const gained = sub(massOf(units, bowlAfter.contents).grams, massOf(units, bowlBefore.contents).grams);
          expect(formatNum(gained)).toBe(formatNum(asked));
        }
      }),
      settings,
    );
  });

  it('the exception the rule states: portioning throws away whatever is in the container besides the dough', () => {
    const text = `(get-kitchen ?k)
(fetch-and-proportion ?sugar ?k1 ?k ?b1 white-sugar 100 g)
(fetch-and-proportion ?both ?k2 ?k1 ?sugar butter 40 g)
(portion-and-arrange ?portions ?k3 ?k2 ?both 25 g ?pattern ?top)`;
    const run = runNetwork(sim, text);
    expect(run.status).toBe('ok');
    const [violation] = conservationViolations(run, units);
    // the butter (first in the bowl) is portioned, the 100 g of sugar are gone
    expect(violation).toMatch(/network\.solution:4: portion-and-arrange does not conserve amounts: \d+ g of ingredients before, \d+ g after/);
    const [, before, after] = /(\d+) g of ingredients before, (\d+) g after/.exec(violation)!;
    expect(Number(before) - Number(after)).toBe(100);
  });

  it('the exception the reference makes: a stock in litres weighed out in spoons keeps a wrong amount', () => {
    // 1 tablespoon of water is 15 g; the reference subtracts 15 from the stock's 1 (litre) and calls the
    // result grams: the 1000 g of water become -14 g in the stock plus 15 g in the bowl
    const run = runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?water ?k1 ?k ?b water 1 tablespoon)');
    expect(run.status).toBe('ok');
    expect(conservationViolations(run, units)).toEqual(['network.solution:2: fetch-and-proportion does not conserve amounts: 51823 g of ingredients before, 50824 g after']);
  });
});
