// Kitchen values read back from their JSON form: `similar` gives the same verdicts on the read
// values as on the originals (every pair of gold outputs of every recipe, with and without
// amounts), numbers keep their kind, shared objects stay shared, and bad input is an error that
// names its place.
import { describe, expect, it } from 'vitest';
import { GOLD_ENVIRONMENTS, GoldStandards } from '../../src/evaluator/gold-standards.ts';
import { IDENTITY_SLOTS, IGNORE_AMOUNTS, similar } from '../../src/evaluator/similarity.ts';
import { entityJson, valueJson } from '../../src/json/values.ts';
import { Entity, Factory, type Value } from '../../src/kitchen/entity.ts';
import { F32, formatNum, ratio } from '../../src/numbers/num.ts';
import { entityFromJson } from '../../src/tasks/entity-from-json.ts';
import { BENCHMARK, simulator } from '../support/simulate.ts';

const sim = simulator();
const factory = () => new Factory(sim.world.ontology);
const roundTrip = (v: Value, f = factory()) => entityFromJson(JSON.parse(JSON.stringify(valueJson(v))), f);

describe.skipIf(!BENCHMARK)('entity JSON read back, over the corpus', () => {
  it('gives the same similar verdicts as the originals for every pair of gold outputs of a recipe', () => {
    const golds = new GoldStandards(sim, BENCHMARK!);
    let pairs = 0;
    for (const env of GOLD_ENVIRONMENTS) {
      const outputs = golds.get(env.recipeId).nodes.filter((n) => n.action !== 'get-kitchen').map((n) => n.output);
      const f = factory();
      const read = outputs.map((o) => roundTrip(o, f));
      for (let i = 0; i < outputs.length; i++)
        for (let j = 0; j < outputs.length; j++)
          for (const ignore of [IDENTITY_SLOTS, IGNORE_AMOUNTS]) {
            const want = similar(outputs[i], outputs[j], ignore);
            expect([similar(read[i], outputs[j], ignore), similar(outputs[i], read[j], ignore), similar(read[i], read[j], ignore)], `${env.recipeId} ${i} ${j}`).toEqual([want, want, want]);
            pairs++;
          }
      // written again, a read value gives the same JSON (ids aside; a failed object's reason is not in its slots)
      for (let i = 0; i < outputs.length; i++) {
        const strip = (v: Value) => JSON.stringify(valueJson(v), (k, x) => (k === 'id' || k === 'reason' ? undefined : x));
        expect(strip(read[i]), `${env.recipeId} output ${i}`).toBe(strip(outputs[i]));
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
  });
});

describe('entity JSON read back', () => {
  it('keeps integers, ratios, single-floats (integral ones too) and big integers apart', () => {
    const f = factory();
    for (const n of [230, ratio(1n, 3n), new F32(0.5), new F32(230), ratio(2n ** 70n, 1n), ratio(-7n, 2n)]) {
      const butter = f.make('butter', { amount: f.amount(n, 'g') });
      const back = roundTrip(butter) as Entity;
      const amount = back.s.amount as Entity;
      const value = (amount.s.quantity as Entity).s.value;
      expect(formatNum(value as never)).toBe(formatNum(n));
      expect(value instanceof F32).toBe(n instanceof F32);
      expect(similar(butter, back)).toBe(true);
      // the same amount in another kind of number is still the same value
      expect(similar(back, f.make('butter', { amount: f.amount(n instanceof F32 ? n.v : n, 'g') }))).toBe(true);
    }
  });

  it('keeps an object two slots hold as one object, and nil slots nil', () => {
    const f = factory();
    const sugar = f.make('powdered-white-sugar', { amount: f.amount(30, 'g') });
    const list = f.make('list-of-kitchen-entities', { items: [f.make('dough', { 'sprinkled-with': sugar }), f.make('dough', { 'sprinkled-with': sugar })] });
    const json = JSON.parse(JSON.stringify(entityJson(list)));
    expect(JSON.stringify(json)).toContain('"kind":"ref"');
    const back = entityFromJson(json, f) as Entity;
    const [a, b] = back.s.items as Entity[];
    expect(a.s['sprinkled-with']).toBe(b.s['sprinkled-with']);
    expect(similar(list, back)).toBe(true);
    expect(a.s.baked ?? null).toBeNull();
  });

  it('refuses bad values with the place inside the value', () => {
    const f = factory();
    const bowl = JSON.parse(JSON.stringify(entityJson(f.make('medium-bowl', { contents: [f.make('butter', { amount: f.amount(230, 'g') })] }))));
    const bad = (mutate: (j: any) => void) => {
      const j = structuredClone(bowl);
      mutate(j);
      return () => entityFromJson(j, f, 'goal g1 object');
    };
    expect(bad((j) => (j.contents[0].class = 'buttr'))).toThrow('goal g1 object at /contents/0: unknown class "buttr"');
    expect(bad((j) => (j.contents[0].slots.meltd = true))).toThrow('goal g1 object at /contents/0/slots: class butter has no slot "meltd"');
    expect(bad((j) => (j.contents[0].slots.amount.text = '231'))).toThrow(/at \/contents\/0\/slots\/amount: "text" "231" does not print "value" 230/);
    expect(bad((j) => (j.contents[0].slots.amount.unit = 'pinch'))).toThrow(/slots\/amount\/unit: an amount needs a unit class/);
    expect(bad((j) => (j.contents[0] = { kind: 'ref', id: 'x', path: '/nowhere' }))).toThrow(/at \/contents\/0: the ref's path "\/nowhere" is not the place/);
    expect(bad((j) => (j.kind = 'thing'))).toThrow(/goal g1 object: "kind" must be one of/);
    expect(bad((j) => (j.slots.used = 0.1))).toThrow(/0.1 is not a number of a kitchen value/);
    expect(bad((j) => (j.contents = [3]))).toThrow(/at \/contents\/0: a container holds kitchen entities only/);
  });

  it("refuses the names of a record's own machinery as slots (`__proto__`, `constructor`, `toString`)", () => {
    const f = factory();
    const bowl = JSON.parse(JSON.stringify(entityJson(f.make('medium-bowl'))));
    for (const slot of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      // JSON.parse keeps `__proto__` as an own key, as a client's request body would
      const j = structuredClone(bowl);
      j.slots = Object.assign(JSON.parse(`{${JSON.stringify(slot)}: null}`), j.slots);
      expect(Object.keys(j.slots)).toContain(slot);
      expect(() => entityFromJson(j, f, 'goal g1 object')).toThrow(`goal g1 object at /slots: class medium-bowl has no slot ${JSON.stringify(slot)}`);
    }
  });
});
