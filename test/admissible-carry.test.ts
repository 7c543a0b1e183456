// What a whole listing carries over to the next: assignments whose variables kept their values
// and are still offered, with the names and ages of now; nothing once the kitchen holds other
// kinds of things, or when the network changed other than at its end.
import { describe, expect, it } from 'vitest';
import { carryOver, type Listing } from '../src/listing/carry.ts';
import type { Arg } from '../src/listing/entry.ts';
import type { BoundVariable, Pools } from '../src/listing/pools.ts';
import type { KClass } from '../src/kitchen/ontology.ts';
import type { ActionDef, ModeDef } from '../src/rules/action.ts';

const kind = (name: string, isKitchenState = false) => ({ name, isKitchenState }) as unknown as KClass;
const bowl = kind('medium-bowl');
const butter = kind('butter');
const variable = (name: string, age: number, cls = bowl): BoundVariable => ({ name, value: { cls } as never, at: 0, age });
const action = { name: 'melt', slots: [{ name: 'melted' }, { name: 'kitchen-state-out' }, { name: 'kitchen-state-in' }, { name: 'thing' }] } as unknown as ActionDef;
const fresh: Arg = { kind: 'fresh' };
const listed = (state: BoundVariable, thing: BoundVariable) => ({
  action,
  mode: { id: '1', bound: [false, false, true, true] } as unknown as ModeDef,
  args: [fresh, fresh, { kind: 'var', v: state }, { kind: 'var', v: thing }] as Arg[],
  entry: { line: '', action: 'melt', mode: '1', parameters: [], produces: 'melted: medium-bowl', duration: 10, output: 'medium-bowl', recency: 0 },
});
const ks = kind('kitchen-state', true);
const before: Listing = {
  lines: ['(a)', '(b)'],
  bound: new Set(['?ks-1', '?ks-2', '?butter']),
  present: [bowl, butter],
  taken: new Set(),
  assignments: [listed(variable('?ks-1', 1, ks), variable('?butter', 0)), listed(variable('?ks-2', 0, ks), variable('?butter', 0))],
};
const pools = (present = [bowl, butter]): Pools => ({
  // one line later: everything one step older; ?ks-1 is no longer offered
  variables: [variable('?butter', 1)],
  kitchenStates: [variable('?ks-3', 0, ks), variable('?ks-2', 1, ks)],
  present,
  taken: new Set(['?melted-1']),
});
const bound = new Set(['?ks-1', '?ks-2', '?ks-3', '?butter']);

describe('carryOver', () => {
  it('keeps what is still offered, with the fresh names and ages of now', () => {
    const carry = carryOver(before, ['(a)', '(b)', '(c)'], bound, pools())!;
    expect(carry.kept.map((k) => k.entry.line)).toEqual(['(melt ?melted-2 ?kitchen-state-out-1 ?ks-2 ?butter)']);
    expect(carry.kept[0].entry.recency).toBe(1);
    expect(carry.isNew('?ks-3')).toBe(true);
    expect(carry.isNew('?butter')).toBe(false);
  });

  it('keeps a line as it was when the fresh names of its outputs stay the same', () => {
    const line = '(melt ?melted-2 ?kitchen-state-out-1 ?ks-2 ?butter)';
    const named: Listing = { ...before, taken: new Set(['?melted-1']), assignments: before.assignments.map((a) => ({ ...a, entry: { ...a.entry, line } })) };
    const carry = carryOver(named, ['(a)', '(b)', '(c)'], bound, pools())!;
    expect(carry.kept.map((k) => [k.entry.line, k.entry.recency])).toEqual([[line, 1]]);
    // a name taken since moves the fresh name on: the line is made again
    const taken = { ...pools(), taken: new Set(['?melted-1', '?melted-2']) };
    expect(carryOver(named, ['(a)', '(b)', '(c)'], bound, taken)!.kept[0].entry.line).toBe('(melt ?melted-3 ?kitchen-state-out-1 ?ks-2 ?butter)');
  });

  it('carries nothing once the kitchen holds other kinds of things, or the network changed before its end', () => {
    expect(carryOver(before, ['(a)', '(b)', '(c)'], bound, pools([bowl]))).toBeNull();
    expect(carryOver(before, ['(a)', '(b)', '(c)'], bound, pools([bowl, butter, kind('whisk')]))).toBeNull();
    expect(carryOver(before, ['(a)', '(x)', '(c)'], bound, pools())).toBeNull();
    expect(carryOver(before, ['(a)'], bound, pools())).toBeNull();
    expect(carryOver(null, ['(a)', '(b)'], bound, pools())).toBeNull();
  });
});
