// The candidates of one input, filtered once by the conditions a rule file declares on that
// input's value alone (its class, a list's items): a failing one would fail, stop or bind nothing
// whatever the other inputs and the kitchen state. A mode with variants takes only values some
// variant takes, where every variant is chosen by one input's value.
import type { Condition, ConditionEnv } from '../conditions/condition.ts';
import type { Entity, Value } from '../kitchen/entity.ts';
import type { KClass } from '../kitchen/ontology.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';
import type { Arg } from './entry.ts';

type Filter = ((c: Arg) => boolean) | null;

const byMode = new WeakMap<ModeDef, Filter[]>();

/** Per slot: the filter of its candidates (null: none), made once per mode. */
export function valueFilters(action: ActionDef, mode: ModeDef, concept: (cls: KClass) => Entity): Filter[] {
  let filters = byMode.get(mode);
  if (filters) return filters;
  const single = (c: Condition) => c.depends === 'value' && c.slots.length === 1 && mode.bound[slotIndex(action, c.slots[0])];
  const bySlot = new Map<string, ((v: Value) => boolean)[]>();
  const add = (slot: string, test: (v: Value) => boolean) => bySlot.set(slot, [...(bySlot.get(slot) ?? []), test]);
  const holds = (c: Condition) => (v: Value) => c.test({ action: action.name, values: { [c.slots[0]]: v } } as unknown as ConditionEnv) === null;
  for (const g of mode.plan.mode.guards) if (g.kind !== 'advises' && single(g.condition)) add(g.condition.slots[0], holds(g.condition));
  const variants = mode.plan.variants.map((v) => v.condition);
  if (variants.length && variants.every(single) && new Set(variants.map((c) => c.slots[0])).size === 1) {
    const tests = variants.map(holds);
    add(variants[0].slots[0], (v) => tests.some((t) => t(v)));
  }
  filters = action.slots.map((s) => {
    const tests = bySlot.get(s.name);
    if (!tests) return null;
    return (c: Arg) => {
      const v = c.kind === 'var' ? c.v.value : c.kind === 'concept' ? concept(c.cls) : null;
      return v === null || tests.every((t) => t(v));
    };
  });
  byMode.set(mode, filters);
  return filters;
}

const slotIndex = (action: ActionDef, slot: string) => action.slots.findIndex((s) => s.name === slot);
