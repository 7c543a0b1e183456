// What a default may give its slot: the load-time check of a property(Source, Path) default's path
// (each name a slot of some class; a value the path always ends on that the slot can never hold),
// and the run-time check of any default's value against its slot's type, made before any effect
// runs: a wrong value stops the call with wrong-type(Slot), as a wrong computed value does, rather
// than reaching an effect that cannot work on it.
import { SimulationError } from '../errors.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import type { KClass, Ontology } from '../kitchen/ontology.ts';
import { typesMeet, undeclaredSlot } from './compile-conditions.ts';
import { underscored } from './suggest-names.ts';

/**
 * The values the simulator always keeps in these slots, whatever the class: a list (the objects a
 * container holds, the items of a list), a number, or an object of a class.
 */
const SLOT_VALUES: Record<string, { kind: 'list' | 'number' } | { kind: 'object'; cls: string }> = {
  contents: { kind: 'list' },
  items: { kind: 'list' },
  'kitchen-time': { kind: 'number' },
  value: { kind: 'number' },
  amount: { kind: 'object', cls: 'amount' },
  temperature: { kind: 'object', cls: 'amount' },
  quantity: { kind: 'object', cls: 'quantity' },
};

/** The problem of a property default's path (hyphenated names) for a slot of `type`, else null. */
export function propertyPathProblem(names: string[], slot: string, type: KClass, ontology: Ontology, file: string): string | null {
  // a name no class declares could never be found: the default would always give nothing
  const unknown = undeclaredSlot(names, ontology, file);
  if (unknown !== null) return `property path: ${unknown}`;
  const last = Object.hasOwn(SLOT_VALUES, names[names.length - 1]) ? SLOT_VALUES[names[names.length - 1]] : undefined;
  if (!last || type.name === 'entity') return null;
  const gives = last.kind === 'object' ? (typesMeet(ontology, type, last.cls) ? null : `${underscored(last.cls)} objects`) : last.kind === 'list' ? 'a list of objects' : 'a number';
  return gives === null ? null : `the path ends on ${underscored(names[names.length - 1])}, which holds ${gives}; slot ${underscored(slot)} holds ${underscored(type.name)}: every call would stop with wrong-type(${slot})`;
}

/** Can a slot of this type hold the value a default made? (nothing, and a failed object, always.) */
export function defaultFits(value: Value | undefined, type: KClass): boolean {
  if (type.name === 'entity' || value === null || value === undefined) return true;
  return value instanceof Entity && (value.isA(type.name) || value.isA('failed-object'));
}

/** `make`, checked: a value its slot cannot hold stops the call with wrong-type(Slot) before any effect runs. */
export function typedMaker<E>(make: (env: E) => Value, slot: string, type: KClass, action: string, written: string): (env: E) => Value {
  if (type.name === 'entity') return make;
  return (env) => {
    const v = make(env);
    if (!defaultFits(v, type)) throw new SimulationError(`wrong-type(${slot})`, `${action}: the default ${written} gave ${slot} ${shown(v)}, which is not a ${type.name}`);
    return v;
  };
}

function shown(v: Value): string {
  if (v instanceof Entity) return `a ${v.cls.name}`;
  if (Array.isArray(v)) return `a list of ${v.length} value${v.length === 1 ? '' : 's'}`;
  return `the value ${String(v)}`;
}
