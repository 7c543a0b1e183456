// Fires one action mode on given argument values, outside any search: what `execute` does for a
// single expression (same available-at look-up, same input type test), for dry runs.
import { SimulationError } from '../errors.ts';
import { Entity, type Factory, type Value } from '../kitchen/entity.ts';
import type { Units } from '../kitchen/units.ts';
import type { Num } from '../numbers/num.ts';
import type { ActionDef, Alternative, CallInput, ModeDef, Semantics } from '../rules/action.ts';

export interface FireOneInput {
  action: ActionDef;
  mode: ModeDef;
  /** Per slot: the value (null for the slots the mode computes). */
  values: Value[];
  /** Per slot: the available-at of the binding holding the value (null for constants). */
  at: (Num | null)[];
  factory: Factory;
  units: Units;
  initialKitchen: Entity;
  semantics: Semantics;
}

export type FireOneResult =
  | { outcome: 'ok'; alternative: Alternative }
  /** Not applicable (pattern or input types), inconsistent (binds nothing), or stopped with an error. */
  | { outcome: 'not-applicable' | 'inconsistent' | 'error'; reason: string };

/** Does the bound/unbound pattern and the input types admit this mode (as `execute` tests them)? */
export function modeApplies(action: ActionDef, mode: ModeDef, values: Value[]): string | null {
  for (let i = 0; i < action.slots.length; i++) {
    const v = values[i];
    if (mode.bound[i] !== (v !== null)) return `slot ${action.slots[i].name} must ${mode.bound[i] ? '' : 'not '}be bound in mode ${mode.id}`;
    const type = action.slots[i].type.name;
    if (v !== null && type !== 'entity' && !(v instanceof Entity && v.isA(type))) return `slot ${action.slots[i].name} takes a ${type}`;
  }
  return null;
}

export function fireOne(input: FireOneInput): FireOneResult {
  const { action, mode, values, at } = input;
  const bad = modeApplies(action, mode, values);
  if (bad) return { outcome: 'not-applicable', reason: bad };
  const call: CallInput = {
    values,
    factory: input.factory,
    units: input.units,
    initialKitchen: input.initialKitchen,
    semantics: input.semantics,
    avail(slot: number): Num {
      // as the engine: the first argument, in slot order, holding a value with this id
      const target = values[slot];
      const id = target instanceof Entity ? target.id : null;
      for (let i = 0; i < values.length; i++) {
        const v = values[i];
        if (v instanceof Entity && v.id === id) {
          const t = at[i];
          if (t === null) throw new SimulationError('nil-available-at', `${action.slots[i].name} has no available-at time`);
          return t;
        }
      }
      throw new SimulationError('nil-available-at', `no argument holds ${action.slots[slot].name}`);
    },
  };
  try {
    const out = mode.run(call);
    if (!out) return { outcome: 'inconsistent', reason: `${action.name} binds nothing here` };
    // copied out of the mode's own record, which its next call refills
    const produced = out.slots.map((slot, k) => ({ slot, value: out.values[k], at: out.at[k] }));
    return { outcome: 'ok', alternative: { produced, start: out.start, end: out.end, failed: out.failed } };
  } catch (e) {
    if (e instanceof SimulationError) return { outcome: 'error', reason: `${e.message} [${e.reason}]` };
    return { outcome: 'error', reason: `internal error: ${e instanceof Error ? e.message : String(e)}` };
  }
}
