// dish-approximation-score pieces (spec: evaluation §6, §10), with expected values worked out from
// the spec: counts of slots, exact ratios, then the single-float steps written out.
import { describe, expect, it } from 'vitest';
import {
  allIngredients,
  compareIngredient,
  compareMixture,
  containerScore,
  contentsRatio,
  type DishContext,
  dishScore,
  hierarchyOverlap,
  merge,
  mergeGroups,
  nodeScore,
  scoredNodes,
  scoreRatio,
  unfold,
  type Unfolded,
} from '../src/evaluator/dish-score.ts';
import { nodeSequence } from '../src/evaluator/nodes.ts';
import { type Entity, Factory, amountValue } from '../src/kitchen/entity.ts';
import { formatNum, type Num, ratio, toF32 } from '../src/numbers/num.ts';
import { run, simulator } from './support/simulate.ts';

const sim = simulator();
const ctx = (semantics: 'reference' | 'corrected' = 'reference'): DishContext => ({
  units: sim.world.units,
  factory: new Factory(sim.world.ontology),
  semantics,
});
const f = new Factory(sim.world.ontology);
const fr = Math.fround;
/** The value of a result as the single-float it is (or the exact integer 0 / 1). */
const single = (x: Num) => toF32(x).v;
const grams = (u: Unfolded) => {
  const a = u.ingredient.s.amount as Entity;
  return `${formatNum(amountValue(a))} ${(a.s.unit as Entity).cls.name}`;
};
const describeUnfolded = (list: Unfolded[]) => list.map((u) => `${u.ingredient.cls.name} ${grams(u)} [${u.hierarchy.map((h) => h.cls.name).join(' ')}]`);

const nodes = (text: string) => {
  const r = run(text);
  expect(r.status).toBe('ok');
  return nodeSequence(r);
};
const last = <T>(xs: T[]) => xs[xs.length - 1];

const CREAM = (sugar: string) => `
(get-kitchen ?kitchen)
(fetch-and-proportion ?butter ?ks1 ?kitchen ?t1 butter 230 g)
(fetch-and-proportion ?sugar ?ks2 ?ks1 ?t2 white-sugar ${sugar})
(transfer-contents ?c1 ?r1 ?ks3 ?ks2 ?butter ?sugar ?q1 ?u1)
(beat ?beaten ?ks4 ?ks3 ?c1 ?whisk)`;

describe('node walk', () => {
  it('skips a step whose output a scored later step used, and nothing else', () => {
    const walk = scoredNodes(nodes(CREAM('120 g'))).map((n) => n.outName);
    // beat is scored and marks ?c1; the transfer is skipped, so ?butter and ?sugar stay unmarked and
    // both fetches are scored; the first fetch marks ?kitchen, so get-kitchen is skipped
    expect(walk).toEqual(['?BEATEN', '?SUGAR', '?BUTTER']);
  });

  it('gives integer 0 when nothing can be scored', () => {
    const gold = last(nodes(CREAM('120 g')));
    const onlyKitchen = nodes('(get-kitchen ?kitchen)');
    expect(dishScore(onlyKitchen, gold, ctx())).toBe(0);
  });
});

describe('container score', () => {
  it('scores location, exact class, every other slot of the gold class and the count', () => {
    const gold = last(nodes(CREAM('120 g')));
    const Q = gold.output as Entity;
    // a medium bowl: 2 + 6 slots (name, simulation-data, used, is-concept, arrangement, covered-with) + 1
    expect(containerScore(Q, gold.kitchen, Q, gold.kitchen)).toEqual({ points: 9, max: 9 });
    const butterOnly = nodes(CREAM('120 g'))[1];
    // the butter bowl has 1 content like the beaten bowl (one mixture): 9/9 as well
    expect(containerScore(butterOnly.output as Entity, butterOnly.kitchen, Q, gold.kitchen)).toEqual({ points: 9, max: 9 });
    const two = f.make('medium-bowl', { contents: [f.make('butter'), f.make('butter')], used: true });
    // no location (similar to all), same class, `used` T in both, count 2 ≠ 1
    expect(containerScore(two, null, Q, gold.kitchen)).toEqual({ points: 8, max: 9 });
  });

  it('has a maximum of 5 for a gold list of entities', () => {
    const list = f.make('list-of-kitchen-entities', { items: [f.make('butter')] });
    expect(containerScore(list, null, list, null)).toEqual({ points: 5, max: 5 });
  });
});

describe('what a dish holds', () => {
  it('puts what was dipped into and sprinkled on items in front, later items first', () => {
    const sugar = f.make('white-sugar');
    const cocoa = f.make('cocoa-powder');
    const dill = f.make('dried-dill-weed');
    const plain = f.make('butter', { 'sprinkled-with': sugar });
    const cookie = f.make('homogeneous-mixture', { 'dipped-in': cocoa, 'sprinkled-with': dill });
    const tray = f.make('baking-tray', { contents: [plain, cookie] });
    expect(allIngredients(tray)).toEqual([cocoa, dill, sugar, plain, cookie]);
  });

  it('reads the food on plates only with corrected semantics', () => {
    const salad = f.make('heterogeneous-mixture', { amount: f.amount('200 g'), components: [] });
    const lettuce = f.make('romaine-lettuce', { amount: f.amount('1 piece') });
    const pepper = f.make('ground-black-pepper', { amount: f.amount('1 g') });
    const plate = f.make('medium-plate', { 'lined-with': lettuce, 'has-on-top': salad, 'sprinkled-with': pepper });
    const plates = f.make('list-of-kitchen-entities', { items: [plate] });
    expect(allIngredients(plates)).toEqual([pepper, plate]);
    expect(allIngredients(plates, { semantics: 'corrected' })).toEqual([pepper, lettuce, salad]);
  });
});

describe('unfolding', () => {
  it('reaches base ingredients through mixtures, with exact gram amounts', () => {
    const beaten = last(nodes(CREAM('120 g'))).output as Entity;
    // 230/350 and 120/350 of 350 g are exactly 230 g and 120 g again
    expect(describeUnfolded(unfold(beaten, ctx())).sort()).toEqual(['butter 230 g [homogeneous-mixture]', 'white-sugar 120 g [homogeneous-mixture]']);
  });

  it('converts top-level ingredients to grams with the conversion table', () => {
    const bowl = f.make('medium-bowl', {
      contents: [f.make('all-purpose-flour', { amount: f.amount('2 teaspoon') }), f.make('butter', { amount: f.amount('1 tablespoon') })],
    });
    // flour 2 tsp × 3 g; butter 1 tbsp = 3 tsp × 5 g
    expect(describeUnfolded(unfold(bowl, ctx())).sort()).toEqual(['all-purpose-flour 6 g []', 'butter 15 g []']);
  });

  it('stops with the reference error when an ingredient has no conversion entry', () => {
    const bowl = f.make('medium-bowl', { contents: [f.make('black-bean', { amount: f.amount('2 teaspoon') })] });
    expect(() => unfold(bowl, ctx())).toThrow(expect.objectContaining({ reason: 'no-conversion-entry(black-bean)' }));
  });

  it('groups unfolded ingredients for merging by the class names of the ingredient and of its mixtures', () => {
    const at = (cls: string, ...mixtures: string[]): Unfolded => ({
      ingredient: f.make(cls, { amount: f.amount('1 g') }),
      hierarchy: mixtures.map((m) => f.make(m, { amount: f.amount('10 g') })),
    });
    const hm = 'homogeneous-mixture';
    const list = [at('butter'), at('butter', hm), at('white-sugar'), at('butter'), at('butter', hm), at('butter', 'heterogeneous-mixture'), at('butter', hm, hm)];
    expect(mergeGroups(list)).toEqual([0, 1, 2, 0, 1, 3, 4]);
  });

  it('merges equal ingredients into the first, summing amounts; survivors of a merge are reversed', () => {
    const wrap = (cls: string, g: number): Unfolded => ({ ingredient: f.make(cls, { amount: f.amount(g, 'g') }), hierarchy: [] });
    const list = () => [wrap('butter', 100), wrap('white-sugar', 50), wrap('butter', 130), wrap('all-purpose-flour', 10)];
    // butter absorbs the second butter; [sugar, flour] continue reversed: flour, then sugar;
    // the result is in reverse processing order
    expect(describeUnfolded(merge(list()))).toEqual(['white-sugar 50 g []', 'all-purpose-flour 10 g []', 'butter 230 g []']);
    expect(describeUnfolded(merge(list(), { mergeOrder: 'keep' }))).toEqual(['all-purpose-flour 10 g []', 'white-sugar 50 g []', 'butter 230 g []']);
  });

  it('changes the unfolded objects in place, so an addition merged into another shows the sum where it sits', () => {
    // two components each sprinkled with their own 1/2 g of dill: the dill unfolds as two additions,
    // and merging them makes the first dill object 1 g, which is also the first component's
    // `sprinkled-with` (the reference's copy and in-place update, which its figures depend on)
    const dill = () => f.make('dried-dill-weed', { amount: f.amount(ratio(1n, 2n), 'g') });
    const oil = f.make('extra-virgin-olive-oil', { amount: f.amount(ratio(2n, 5n), 'percent'), 'sprinkled-with': dill() });
    const bread = f.make('white-bread-slice', { amount: f.amount(ratio(3n, 5n), 'percent'), 'sprinkled-with': dill() });
    const croutons = f.make('heterogeneous-mixture', { amount: f.amount('50 g'), components: [oil, bread] });
    const tray = f.make('baking-tray', { contents: [croutons] });
    const out = unfold(tray, ctx());
    expect(describeUnfolded(out)).toEqual([
      'white-bread-slice 30 g [heterogeneous-mixture]',
      'dried-dill-weed 1 g []',
      'extra-virgin-olive-oil 20 g [heterogeneous-mixture]',
    ]);
    const dillOf = (cls: string) => formatNum(amountValue((out.find((u) => u.ingredient.cls.name === cls)!.ingredient.s['sprinkled-with'] as Entity).s.amount as Entity));
    expect(dillOf('extra-virgin-olive-oil')).toBe('1');
    expect(dillOf('white-bread-slice')).toBe('1/2');
    // the dish itself is untouched
    expect(formatNum(amountValue(oil.s.amount as Entity))).toBe('2/5');
    // corrected semantics unfolds copies of additions: the components keep their own 1/2 g
    const corrected = unfold(tray, ctx('corrected'));
    const dillOfCorrected = (cls: string) =>
      formatNum(amountValue((corrected.find((u) => u.ingredient.cls.name === cls)!.ingredient.s['sprinkled-with'] as Entity).s.amount as Entity));
    expect([dillOfCorrected('extra-virgin-olive-oil'), dillOfCorrected('white-bread-slice')]).toEqual(['1/2', '1/2']);
  });
});

describe('per-ingredient score', () => {
  const at = (cls: string, g: number, hierarchy: Entity[] = []): Unfolded => ({ ingredient: f.make(cls, { amount: f.amount(g, 'g') }), hierarchy });

  it('is exactly 1 for equal ingredients with equal (or no) hierarchies', () => {
    expect(compareIngredient(at('butter', 230), at('butter', 230))).toEqual(toF32(1));
  });

  it('counts the amount as one property among all slots of the class but the ids', () => {
    // butter has 16 slots, 14 compared; the amount differs: r1 = 13/14, r2 = 1
    const expected = fr(fr(fr(0.6) * fr(13 / 14)) + fr(fr(0.4) * 1));
    expect(single(compareIngredient(at('butter', 200), at('butter', 230)))).toBe(expected);
  });

  it('compares mixtures slot by slot plus a point for the same class', () => {
    const homog = f.make('homogeneous-mixture');
    const heterog = f.make('heterogeneous-mixture');
    // heterogeneous-mixture has 26 slots; id, persistent-id, components, amount are skipped: 22 + 1
    expect(compareMixture(homog, heterog)).toEqual({ points: 22, max: 23 });
    expect(compareMixture(homog, f.make('homogeneous-mixture'))).toEqual({ points: 24, max: 24 });
  });

  it('aligns hierarchies from the outermost mixture and adds the length difference to the maximum', () => {
    const m = () => f.make('homogeneous-mixture');
    expect(hierarchyOverlap([m()], [m(), m()])).toEqual({ points: 1, max: 2 });
    expect(scoreRatio(hierarchyOverlap([], []))).toBe(1);
    // one level less: r1 = 1, r2 = 1/2
    const expected = fr(fr(fr(0.6) * 1) + fr(fr(0.4) * 0.5));
    expect(single(compareIngredient(at('butter', 230, [m()]), at('butter', 230, [m(), m()])))).toBe(expected);
  });
});

describe('contents and node score', () => {
  const at = (cls: string, g: number): Unfolded => ({ ingredient: f.make(cls, { amount: f.amount(g, 'g') }), hierarchy: [] });

  it('counts a gold ingredient without a same-class candidate and a leftover prediction as 0 each', () => {
    // butter matches (1.0); sugar has no candidate; flour is left over: 1.0 / 3
    expect(single(contentsRatio([at('butter', 230), at('all-purpose-flour', 5)], [at('butter', 230), at('white-sugar', 120)]))).toBe(fr(1 / 3));
    // no match at all keeps the exact integer 0; nothing on either side is 1
    expect(contentsRatio([at('all-purpose-flour', 5)], [at('white-sugar', 120)])).toBe(0);
    expect(contentsRatio([], [])).toBe(1);
  });

  it('takes the best same-class candidate, the first on ties, once', () => {
    const sol = [at('butter', 200), at('butter', 230)];
    // the exact 230 g wins for the first gold butter; the second gold butter gets the 200 g one
    const second = fr(fr(fr(0.6) * fr(13 / 14)) + fr(fr(0.4) * 1));
    expect(single(contentsRatio(sol, [at('butter', 230), at('butter', 230)]))).toBe(fr(fr(1 + second) / 2));
  });

  it('is exactly 1.0 for the gold dish itself', () => {
    const gold = last(nodes(CREAM('120 g')));
    expect(nodeScore(gold, gold, ctx())).toEqual(toF32(1));
    expect(single(dishScore(nodes(CREAM('120 g')), gold, ctx()))).toBe(1);
  });

  it('weights contents 0.98 and container 0.02 in single-floats', () => {
    const gold = last(nodes(CREAM('120 g')));
    // butter exact (1.0); sugar 100 g for 120 g: r1 = 11/12 (white-sugar: 14 slots, 12 compared),
    // r2 = 1 (both in an equal beaten mixture); container 9/9
    const sugar = fr(fr(fr(0.6) * fr(11 / 12)) + fr(fr(0.4) * 1));
    const contents = fr(fr(1 + sugar) / 2);
    const expected = fr(fr(fr(0.98) * contents) + fr(fr(0.02) * 1));
    expect(single(dishScore(nodes(CREAM('100 g')), gold, ctx()))).toBe(expected);
    expect(formatNum(toF32(expected))).toBe('0.97550005');
  });
});
