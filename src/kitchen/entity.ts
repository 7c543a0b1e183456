// Kitchen entities: an instance of an ontology class with its slot values. Entities are shared
// between kitchen states until a step changes them (see transaction.ts), so code outside a
// transaction never mutates one.
import type { Num } from '../numbers/num.ts';
import { parseNumberToken } from '../numbers/num.ts';
import { InputError, SimulationError } from '../errors.ts';
import type { DefaultSpec, KClass, Ontology } from './ontology.ts';

/** A slot value: nil, T, a number, a string, another entity, or a list of values. */
export type Value = null | true | Num | string | Entity | Value[];

const NO_CONTENTS: Entity[] = [];

export class Entity {
  /** The step (transaction) allowed to change this entity; see transaction.ts. */
  owner: object | null = null;
  /** Cached summary of what lies below (set once the entity can no longer change; summary.ts). */
  below: unknown = undefined;

  constructor(
    public cls: KClass,
    /** Identity kept by copies (the reference restores it after copying). */
    public id: string,
    /** Identity used to find "the same" object again in a later kitchen state. */
    public pid: string,
    public s: Record<string, Value>,
  ) {}

  isA(className: string): boolean {
    return this.cls.ancestors.has(className);
  }

  get contents(): Entity[] {
    return (this.s.contents as Entity[] | null) ?? NO_CONTENTS;
  }
}

export const isEntity = (v: unknown): v is Entity => v instanceof Entity;

/** Per class (shared by all factories): defaults that are plain values, and slots needing a fresh object. */
const plans = new WeakMap<KClass, { constant: Record<string, Value>; fresh: string[] }>();

/** Creates entities with fresh ids; one per run, so ids are reproducible per run. */
export class Factory {
  private counters = new Map<string, number>();

  constructor(readonly ontology: Ontology) {}

  private nextId(base: string): string {
    const n = (this.counters.get(base) ?? 0) + 1;
    this.counters.set(base, n);
    return `${base}-${n}`;
  }

  /** A fresh instance with its class defaults, then `init` slot values on top. */
  make(className: string | KClass, init: Record<string, Value> = {}): Entity {
    const cls = typeof className === 'string' ? this.ontology.get(className) : className;
    if (cls.broken) throw new InputError(`cannot create a ${cls.name}: ${cls.broken}`);
    const plan = this.plan(cls);
    const s: Record<string, Value> = { ...plan.constant };
    for (const slot of plan.fresh) if (!(slot in init)) s[slot] = this.fromDefault(cls.defaults.get(slot)!);
    for (const k in init) s[k] = init[k];
    const pid = this.nextId(cls.name);
    const e = new Entity(cls, `${pid}-1`, pid, s);
    if (cls.ancestors.has('kitchen-state')) this.initialiseKitchenState(e);
    return e;
  }


  /** Per class: slots whose default is a plain value, and slots that need a fresh object. */
  private plan(cls: KClass) {
    let p = plans.get(cls);
    if (!p) {
      p = { constant: {}, fresh: [] };
      for (const slot of cls.slots) {
        if (slot === 'id' || slot === 'persistent-id') continue;
        const d = cls.defaults.get(slot) ?? null;
        if (d === null || d === true || typeof d === 'number' || typeof d === 'string') p.constant[slot] = d;
        else p.fresh.push(slot);
      }
      plans.set(cls, p);
    }
    return p;
  }

  /** Mirrors the reference's kitchen-state initialisation: default arrangement, missing places. */
  private initialiseKitchenState(ks: Entity) {
    if (ks.s.arrangement === null || ks.s.arrangement === undefined) ks.s.arrangement = this.make('sectionalized');
    const contents = [...((ks.s.contents as Entity[] | null) ?? [])];
    for (const place of ['kitchen-cabinet', 'pantry', 'fridge', 'freezer', 'oven', 'counter-top', 'microwave', 'stove', 'kitchen-sink']) {
      if (!contents.some((c) => c instanceof Entity && c.cls.name === place))
        contents.unshift(this.make(place, { name: camelCase(place) }));
    }
    ks.s.contents = contents;
  }

  fromDefault(spec: DefaultSpec): Value {
    if (spec === null || spec === undefined) return null;
    if (spec === true || typeof spec === 'number' || typeof spec === 'string') return spec;
    if (Array.isArray(spec)) return spec.map((x) => this.fromDefault(x));
    if ('amount' in spec) return this.amount(spec.amount);
    const init: Record<string, Value> = {};
    for (const [k, v] of Object.entries(spec.with ?? {})) init[k] = this.fromDefault(v);
    return this.make(spec.new, init);
  }

  quantity(value: Num): Entity {
    return this.make('quantity', { value });
  }

  /** A fresh amount: `amount("500 g")` or `amount(500, 'g')`. */
  amount(text: string): Entity;
  amount(value: Num, unit: string | Entity): Entity;
  amount(a: string | Num, unit?: string | Entity): Entity {
    if (typeof a === 'string' && unit === undefined) {
      const m = /^\s*(\S+)\s+([a-z-]+)\s*$/.exec(a);
      const q = m && parseNumberToken(m[1]);
      if (!m || q === null) throw new InputError(`bad amount "${a}" (expected "QUANTITY UNIT", e.g. "500 g")`);
      return this.amount(q, m[2]);
    }
    const u = typeof unit === 'string' ? this.make(unit) : unit!;
    return this.make('amount', { quantity: this.quantity(a as Num), unit: u });
  }
}

export function camelCase(name: string): string {
  return name
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

/** The numeric value of an amount entity. */
export function amountValue(amount: Entity): Num {
  return (amount.s.quantity as Entity).s.value as Num;
}

export function amountUnit(amount: Entity): Entity {
  return amount.s.unit as Entity;
}

/**
 * A slot write as the reference's CLOS accessors do it: an object without that slot (or no
 * object at all) has no applicable `(setf slot)` method, which stops the whole run.
 */
export function setSlot(holder: Entity | null | undefined, slot: string, value: Value) {
  if (!(holder instanceof Entity) || !(slot in holder.s))
    throw new SimulationError(`no-applicable-method(setf-${slot})`, `cannot set ${slot} of ${holder instanceof Entity ? `a ${holder.cls.name}` : 'nothing'}`);
  holder.s[slot] = value;
}

/** `copy-object`: a deep copy that keeps ids and shares no entity or list with the original;
 * `made` sees every new entity (e.g. to make it writable in a step). */
export function deepCopy<T extends Value>(v: T, made?: (e: Entity) => void): T {
  if (v instanceof Entity) {
    const s: Record<string, Value> = {};
    for (const [k, x] of Object.entries(v.s)) s[k] = deepCopy(x, made);
    const copy = new Entity(v.cls, v.id, v.pid, s);
    made?.(copy);
    return copy as T;
  }
  if (Array.isArray(v)) return v.map((x) => deepCopy(x, made)) as T;
  return v;
}
