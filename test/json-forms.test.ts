// The JSON forms of kitchen values: every response of a session validates against the schemas,
// and the forms say what the kitchen holds (ids, classes, amounts as exact numbers).
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';
import { numberJson, valueJson } from '../src/json/index.ts';
import { ratio, F32 } from '../src/numbers/num.ts';
import { schemaErrors } from './json-validate.ts';

describe('JSON forms', () => {
  it('numbers: integers as numbers, ratios as exact strings, single-floats as numbers', () => {
    expect(numberJson(230)).toBe(230);
    expect(numberJson(ratio(1n, 2n))).toBe('1/2');
    expect(numberJson(new F32(0.5))).toBe(0.5);
    expect(numberJson(ratio(2n ** 60n, 1n))).toBe(String(2n ** 60n));
  });

  it('a fetched ingredient: a container entity holding the ingredient with its amount', () => {
    const s = openSession();
    const step = s.execute('(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)');
    expect(step.status).toBe('ok');
    expect(schemaErrors('session-step.schema.json', step)).toEqual([]);
    const butter = step.newBindings['?butter'].value as any;
    expect(butter.kind).toBe('entity');
    expect(butter.contents[0].class).toBe('butter');
    expect(butter.contents[0].slots.amount).toMatchObject({ kind: 'quantity', value: 230, unit: 'g' });
    const ks = step.newBindings['?ks-1'].value as any;
    expect(ks.kind).toBe('kitchen-state');
    expect(ks.contents).toBeUndefined();
    expect(schemaErrors('bindings.schema.json', s.bindings())).toEqual([]);
  });

  it('the kitchen: the whole current state, validating as a kitchen value', () => {
    const s = openSession();
    s.execute('(fetch-and-proportion ?sugar ?ks-1 ?kitchen ?bowl white-sugar 120 g)');
    const k = s.kitchen() as any;
    expect(k.kind).toBe('kitchen-state');
    expect(k.contents.length).toBeGreaterThan(5);
    expect(schemaErrors('entity.schema.json', k)).toEqual([]);
    const counter = k.contents.find((c: any) => c.class === 'counter-top');
    expect(JSON.stringify(counter)).toContain('white-sugar');
  });

  it('concepts and failed objects have their own forms', () => {
    const s = openSession();
    const f = s.sim.world.ontology;
    void f;
    const step = s.execute('(fetch-and-proportion ?x ?ks-1 ?kitchen ?bowl butter 100000 g)');
    expect(schemaErrors('session-step.schema.json', step)).toEqual([]);
    const x = step.newBindings['?x']?.value as any;
    if (x) {
      expect(['failed', 'entity']).toContain(x.kind);
      if (x.kind === 'failed') expect(schemaErrors('entity.schema.json', x)).toEqual([]);
    }
    const concept = valueJson(s.state().run.program!.constants.find((c) => c !== null)!) as any;
    expect(concept.kind).toBe('concept');
  });
});
