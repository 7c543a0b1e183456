import { describe, expect, it } from 'vitest';
import { applicableMode, modeTableOf, modeTablesOf } from '../src/engine/mode-table.ts';
import type { Value } from '../src/kitchen/entity.ts';
import type { ActionDef, ModeDef } from '../src/rules/action.ts';

const mode = (id: string, boundMask: number) => ({ id, boundMask }) as ModeDef;
const action = (slots: number, modes: ModeDef[]) =>
  ({ name: 'a', slots: Array.from({ length: slots }, (_, i) => ({ name: `s${i}`, type: { name: 'entity' } })), modes }) as unknown as ActionDef;

describe('mode tables', () => {
  it('select the first mode of a bound mask, as a loop over the modes does', () => {
    const first = mode('first', 0b01);
    const a = action(2, [mode('none', 0b10), first, mode('second', 0b01)]);
    const values: Value[] = ['x', null];
    expect(applicableMode(modeTableOf(a), 0b01, [0, 1], values)).toBe(first);
    expect(applicableMode(modeTableOf(a), 0b11, [0, 1], values)).toBeNull();
  });

  it('use a map for actions of many slots', () => {
    const wide = mode('wide', 1 << 11);
    const a = action(12, [wide]);
    expect(applicableMode(modeTableOf(a), 1 << 11, [], [])).toBe(wide);
    expect(applicableMode(modeTableOf(a), 1, [], [])).toBeNull();
  });

  it('are worked out once per action and per list of expressions', () => {
    const a = action(1, [mode('m', 1)]);
    expect(modeTableOf(a)).toBe(modeTableOf(a));
    const expressions = [{ action: a }, { action: a }];
    expect(modeTablesOf(expressions)).toBe(modeTablesOf(expressions));
    expect(modeTablesOf(expressions)[1]).toBe(modeTableOf(a));
  });

  it('refuse a bound input that is not of its slot type', () => {
    const m = mode('m', 1);
    const a = { name: 'a', slots: [{ name: 's', type: { name: 'container' } }], modes: [m] } as unknown as ActionDef;
    expect(applicableMode(modeTableOf(a), 1, [0], ['not an entity' as Value])).toBeNull();
  });
});
