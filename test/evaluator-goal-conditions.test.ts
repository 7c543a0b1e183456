// goal-condition-success (spec: evaluation §5) on small networks and hand-made nodes.
import { describe, expect, it } from 'vitest';
import { goalConditions } from '../src/evaluator/goal-conditions.ts';
import { type ExecNode, nodeSequence } from '../src/evaluator/nodes.ts';
import { type Entity, Factory, type Value } from '../src/kitchen/entity.ts';
import { run, simulator } from './support/simulate.ts';

const nodes = (text: string) => {
  const r = run(text);
  expect(r.status).toBe('ok');
  return nodeSequence(r);
};

const GOLD = `
(get-kitchen ?kitchen)
(fetch-and-proportion ?butter ?ks1 ?kitchen ?t1 butter 230 g)
(fetch-and-proportion ?sugar ?ks2 ?ks1 ?t2 white-sugar 120 g)
(transfer-contents ?c1 ?r1 ?ks3 ?ks2 ?butter ?sugar ?q1 ?u1)
(beat ?beaten ?ks4 ?ks3 ?c1 ?whisk)`;

describe('goal-condition success on executed networks', () => {
  it('reaches every goal with the gold network itself; get-kitchen is no goal', () => {
    const gold = nodes(GOLD);
    expect(goalConditions(gold, gold)).toEqual({ reached: 4, total: 4 });
  });

  it('does not care in which order goals are met', () => {
    const swapped = `
(get-kitchen ?kitchen)
(fetch-and-proportion ?sugar ?ks2 ?kitchen ?t2 white-sugar 120 g)
(fetch-and-proportion ?butter ?ks1 ?ks2 ?t1 butter 230 g)
(transfer-contents ?c1 ?r1 ?ks3 ?ks1 ?butter ?sugar ?q1 ?u1)
(beat ?beaten ?ks4 ?ks3 ?c1 ?whisk)`;
    expect(goalConditions(nodes(GOLD), nodes(swapped))).toEqual({ reached: 4, total: 4 });
  });

  it('needs exact amounts: a changed quantity misses that step and everything made from it', () => {
    // butter is still reached; sugar, the transfer and the beaten mixture all hold 100 g of sugar
    expect(goalConditions(nodes(GOLD), nodes(GOLD.replace('120 g', '100 g')))).toEqual({ reached: 1, total: 4 });
  });

  it('never counts a failed output, nor a later step that only holds failed things', () => {
    // linguine is not in the kitchen: the fetch fails and so do the steps after it
    expect(goalConditions(nodes(GOLD), nodes(GOLD.replace('white-sugar', 'linguine')))).toEqual({ reached: 1, total: 4 });
  });

  it('lets an extra step cost nothing', () => {
    const extra = `${GOLD}\n(fetch-and-proportion ?more ?ks5 ?ks4 ?t5 butter 230 g)`;
    expect(goalConditions(nodes(GOLD), nodes(extra))).toEqual({ reached: 4, total: 4 });
  });

  it('uses each predicted output for one goal only', () => {
    const twice = `
(get-kitchen ?kitchen)
(fetch-and-proportion ?a ?ks1 ?kitchen ?t1 butter 230 g)
(fetch-and-proportion ?b ?ks2 ?ks1 ?t2 butter 230 g)`;
    const once = `
(get-kitchen ?kitchen)
(fetch-and-proportion ?a ?ks1 ?kitchen ?t1 butter 230 g)`;
    expect(goalConditions(nodes(twice), nodes(once))).toEqual({ reached: 1, total: 2 });
    expect(goalConditions(nodes(twice), nodes(twice))).toEqual({ reached: 2, total: 2 });
  });
});

describe('goal-condition matching rules on hand-made nodes', () => {
  const f = new Factory(simulator().world.ontology);
  const ks = f.make('kitchen-state');
  const place = (name: string) => ks.contents.find((c) => c.cls.name === name)!;
  const butterBowl = () => f.make('medium-bowl', { contents: [f.make('butter', { amount: f.amount('230 g') })] });
  let n = 0;
  const node = (output: Value, kitchen: Entity | null, action = 'fetch-and-proportion'): ExecNode => ({
    expression: n,
    action,
    outVar: n++,
    outName: `?X${n}`,
    output,
    kitchen,
    vars: [],
    line: n,
  });
  // one bowl on the counter, one in the fridge; the same bowl nowhere (no location)
  const onCounter = butterBowl();
  const inFridge = butterBowl();
  place('counter-top').s.contents = [onCounter];
  place('fridge').s.contents = [inFridge];

  it('is greedy first-fit in gold order, not an optimal assignment', () => {
    // gold 1 has no location (similar to any place), gold 2 is on the counter
    const gold = [node(butterBowl(), null), node(onCounter, ks)];
    const predicted = [node(onCounter, ks), node(inFridge, ks)];
    // gold 1 takes the counter bowl first, so gold 2 finds only the fridge bowl
    expect(goalConditions(gold, predicted)).toEqual({ reached: 1, total: 2 });
    // in the other order both are reached
    expect(goalConditions(gold, [...predicted].reverse())).toEqual({ reached: 2, total: 2 });
  });

  it('keeps failed gold outputs as goals in reference semantics and drops them when corrected', () => {
    const failed = f.make('failed-object');
    const gold = [node(ks, ks, 'get-kitchen'), node(onCounter, ks), node(failed, ks)];
    const predicted = [node(onCounter, ks), node(f.make('failed-object'), ks)];
    expect(goalConditions(gold, predicted)).toEqual({ reached: 1, total: 2 });
    expect(goalConditions(gold, predicted, { semantics: 'corrected' })).toEqual({ reached: 1, total: 1 });
  });
});
