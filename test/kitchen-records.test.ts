// Slot records are copied by a per-class copier that knows the class's slots (entity.ts). That is
// only right while a record marked `regular` holds exactly those slots: this checks every object
// that the corpus's gold and variant networks leave in their bindings and kitchens.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyEntity, Entity, Factory } from '../src/kitchen/entity.ts';
import { readSolutionFile } from '../src/language/parse-solution.ts';
import { BENCHMARK, GOLD_DIR, simulator } from './support/simulate.ts';

/** Slots a record of the class holds (identities live outside it). */
const recordSlots = (e: Entity) => e.cls.slots.filter((s) => s !== 'id' && s !== 'persistent-id');

function irregularRecords(values: unknown[]): string[] {
  const seen = new Set<Entity>();
  const bad: string[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!(v instanceof Entity) || seen.has(v)) return;
    seen.add(v);
    if (v.regular && Object.keys(v.s).join(' ') !== recordSlots(v).join(' ')) bad.push(`${v.cls.name}: ${Object.keys(v.s).join(' ')}`);
    Object.values(v.s).forEach(visit);
  };
  values.forEach(visit);
  return bad;
}

describe('regular slot records', () => {
  it('a made object holds exactly its class slots, and copies keep them', () => {
    const sim = simulator();
    const e = new Factory(sim.world.ontology).make('medium-bowl');
    expect(e.regular).toBe(true);
    expect(Object.keys(e.s)).toEqual(recordSlots(e));
    const copy = copyEntity(e, { used: true });
    expect(copy.regular).toBe(true);
    expect(copy.s.used).toBe(true);
    expect(e.s.used).toBe(null);
  });

  it('an object given a slot its class lacks is copied with that slot', () => {
    const e = new Factory(simulator().world.ontology).make('medium-bowl', { colour: 'blue' });
    expect(e.regular).toBe(false);
    expect(copyEntity(e).s.colour).toBe('blue');
  });

  it.skipIf(!BENCHMARK)('every object of the corpus runs keeps exactly its class slots', () => {
    const files = [
      ...readdirSync(GOLD_DIR!).map((f) => join(GOLD_DIR!, f)),
      ...readdirSync(join(BENCHMARK!, 'variants')).filter((f) => f.endsWith('.solution')).map((f) => join(BENCHMARK!, 'variants', f)),
    ].filter((f) => f.endsWith('.solution'));
    const bad: string[] = [];
    let regular = 0;
    for (const file of files) {
      const run = simulator().run(readSolutionFile(file).recipes[0], file);
      const values = run.execution?.values ?? [];
      bad.push(...irregularRecords(values).map((b) => `${file}: ${b}`));
      regular += values.filter((v) => v instanceof Entity && v.regular).length;
    }
    expect(bad).toEqual([]);
    expect(regular).toBeGreaterThan(1000);
  });
});
