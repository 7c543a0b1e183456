// Kitchen entities: an instance of an ontology class with its slot values. Entities are shared
// between kitchen states until a step changes them (see transaction.ts), so code outside a
// transaction never mutates one.
import { type Num, parseNumberToken } from '../numbers/num.ts';
import { flat } from '../flat-string.ts';
import { recordCopier } from '../record-copier.ts';
import { InputError, SimulationError } from '../errors.ts';
import type { DefaultSpec, KClass, Ontology } from './ontology.ts';
import { AMOUNT_TEXT } from './yaml-values.ts';

/** A slot value: nil, T, a number, a string, another entity, or a list of values. */
export type Value = null | true | Num | string | Entity | Value[];

const NO_CONTENTS: Entity[] = [];

/** The slot values of an object made with its defaults only: shared, as `make` only reads them (an object saved per call). */
export const NO_INIT: Readonly<Record<string, Value>> = Object.freeze({});

export class Entity {
  /** The step (transaction) allowed to change this entity; see transaction.ts. */
  owner: object | null = null;
  /** Cached summary of what lies below (set once the entity can no longer change), or the original
   * whose summary a copy's derives from (summary.ts). */
  below: unknown = undefined;
  /** Remembered answers of searches below this entity, once it can no longer change (search.ts). */
  searches: unknown[] | Map<number, unknown> | undefined = undefined;
  /** The slot record has exactly its class's slots (see `copySlots`). */
  regular = false;

  constructor(
    public cls: KClass,
    /** Identity kept by copies (the reference restores it after copying). */
    public id: string,
    /** Identity used to find "the same" object again in a later kitchen state. */
    public pid: string,
    /** A number that equal persistent ids share (different ones rarely): searches compare it
     * before the persistent id itself. */
    public pk: number,
    public s: Record<string, Value>,
  ) {}

  isA(className: string): boolean {
    return this.cls.ancestors.has(className);
  }

  get contents(): Entity[] {
    return (this.s.contents as Entity[] | null) ?? NO_CONTENTS;
  }
}

/** A shallow copy of an entity's slot record. */
function copySlots(e: Entity): Record<string, Value> {
  return e.regular ? planOf(e.cls).copy(e.s) : { ...e.s };
}

/** A shallow copy of an entity (same ids), with some slots set to other values. */
export function copyEntity(e: Entity, changes?: Record<string, Value>): Entity {
  const s = copySlots(e);
  let regular = e.regular;
  for (const k in changes) {
    if (!(k in s)) regular = false;
    s[k] = changes[k];
  }
  const copy = new Entity(e.cls, e.id, e.pid, e.pk, s);
  copy.regular = regular;
  // a big container's copy (a summary without persistent ids) derives its summary from the
  // original's: see summary.ts
  const below = e.below as { pids?: unknown } | null | undefined;
  if (below && below.pids === null && !(below instanceof Entity)) copy.below = e;
  return copy;
}

/** Makes a slot's default value with a factory (fresh objects each time). */
type DefaultMaker = (factory: Factory) => Value;

/**
 * Per class (shared by all factories, kept on the class): every slot with its plain default (null
 * where a fresh object is made), the makers of those fresh objects, the copier of a record holding
 * exactly the class's slots (see record-copier.ts), and the persistent ids and ids of its first
 * instances by number (every dry run of a listing hands out the same ids again: each is made
 * once). Records start with all their slots (copied from `constant`): adding a key to an object
 * later is a hundred times slower than setting an existing one.
 */
interface Plan {
  constant: Record<string, Value>;
  fresh: { slot: string; make: DefaultMaker }[];
  copy: (s: Record<string, Value>) => Record<string, Value>;
  pids: string[];
  ids: string[];
}
const CACHED_IDS = 1 << 14;

function planOf(cls: KClass): Plan {
  let p = cls.instances as Plan | undefined;
  if (!p) {
    const slots = cls.slots.filter((k) => k !== 'id' && k !== 'persistent-id');
    const entries: [string, Value][] = [];
    const fresh: Plan['fresh'] = [];
    for (const slot of slots) {
      const d = cls.defaults.get(slot) ?? null;
      const plain = d === null || d === true || typeof d === 'number' || typeof d === 'string';
      entries.push([slot, plain ? d : null]);
      if (!plain) fresh.push({ slot, make: compileDefault(d) });
    }
    p = { constant: Object.fromEntries(entries), fresh, copy: recordCopier<Value>(slots), pids: [], ids: [] };
    cls.instances = p;
  }
  return p;
}

/** Each slot of the class with its plain default (null where a fresh object would be made), as a record of its own. */
export function plainDefaults(cls: KClass): Record<string, Value> {
  const p = planOf(cls);
  return p.copy(p.constant);
}

/** A default spec turned into a maker once, so amounts are not parsed again for every object. */
function compileDefault(spec: DefaultSpec): DefaultMaker {
  if (spec === null || spec === undefined) return () => null;
  if (spec === true || typeof spec === 'number' || typeof spec === 'string') return () => spec;
  if (Array.isArray(spec)) {
    const items = spec.map(compileDefault);
    return (f) => items.map((m) => m(f));
  }
  if ('amount' in spec) {
    const { value, unit } = parseAmount(spec.amount);
    return (f) => f.amount(value, unit);
  }
  const slots = Object.entries(spec.with ?? {}).map(([k, v]) => [k, compileDefault(v)] as const);
  return (f) => {
    const init: Record<string, Value> = {};
    for (const [k, m] of slots) init[k] = m(f);
    return f.make(spec.new, init);
  };
}

/** `"500 g"` → 500 and `g`. */
function parseAmount(text: string): { value: Num; unit: string } {
  const m = AMOUNT_TEXT.exec(text.trim());
  const value = m && parseNumberToken(m[1]);
  if (!m || value === null) throw new InputError(`bad amount "${text}" (expected "QUANTITY UNIT", e.g. "500 g")`);
  return { value, unit: m[2] };
}

/** Creates entities with fresh ids; one per run, so ids are reproducible per run. */
export class Factory {
  /** Per class index: how many instances were made so far (ids are numbered per class). */
  private counters: Uint32Array;
  /** Objects the run's steps made or copied so far (charged by transaction.ts). */
  objectsCharged = 0;

  /** `after`: ids another factory has handed out (e.g. for a shared kitchen), never handed out again. */
  constructor(
    readonly ontology: Ontology,
    after?: Factory,
  ) {
    this.counters = new Uint32Array(ontology.classes.size);
    if (after) this.counters.set(after.counters.subarray(0, this.counters.length));
  }

  /** Starts again as if just made `after` that factory: a dry run's factory reused without a new counter array. */
  restart(after: Factory): this {
    this.objectsCharged = 0;
    if (this.counters.length < this.ontology.classes.size) this.counters = new Uint32Array(this.ontology.classes.size);
    else this.counters.fill(0);
    this.counters.set(after.counters.subarray(0, this.counters.length));
    return this;
  }

  /** A factory that goes on numbering and charging where this one stands (a session continues a run with it). */
  clone(): Factory {
    const f = new Factory(this.ontology, this);
    f.objectsCharged = this.objectsCharged;
    return f;
  }

  /** How many instances of each class were numbered so far, by class index. */
  counts(): Uint32Array {
    return this.counters.slice();
  }

  /** The next instance number of a class. */
  private next(cls: KClass): number {
    if (cls.index >= this.counters.length) {
      // classes defined after this factory was made
      const grown = new Uint32Array(this.ontology.classes.size);
      grown.set(this.counters);
      this.counters = grown;
    }
    return ++this.counters[cls.index];
  }

  /** A fresh instance with its class defaults, then `init` slot values on top. */
  make(className: string | KClass, init: Record<string, Value> = NO_INIT): Entity {
    const cls = typeof className === 'string' ? this.ontology.get(className) : className;
    if (cls.broken) throw new InputError(`cannot create a ${cls.name}: ${cls.broken}`);
    const plan = planOf(cls);
    const s = plan.copy(plan.constant);
    for (const f of plan.fresh) if (!(f.slot in init)) s[f.slot] = f.make(this);
    let regular = true;
    for (const k in init) {
      if (!(k in s)) regular = false;
      s[k] = init[k];
    }
    const n = this.next(cls);
    let pid = plan.pids[n];
    let id = plan.ids[n];
    if (pid === undefined || id === undefined) {
      // ids are compared at nearly every step of every search
      pid = flat(`${cls.name}-${n}`);
      id = flat(`${pid}-1`);
      if (n < CACHED_IDS) {
        plan.pids[n] = pid;
        plan.ids[n] = id;
      }
    }
    const e = new Entity(cls, id, pid, (cls.index * 0x200000 + n) | 0, s);
    e.regular = regular;
    if (cls.isKitchenState) this.initialiseKitchenState(e);
    return e;
  }

  /** Mirrors the reference's kitchen-state initialisation: default arrangement, missing places. */
  private initialiseKitchenState(ks: Entity) {
    if (ks.s.arrangement === null || ks.s.arrangement === undefined) ks.s.arrangement = this.make('sectionalized');
    const contents = [...((ks.s.contents as Entity[] | null) ?? [])];
    for (const [place, name] of KITCHEN_PLACES) {
      if (!contents.some((c) => c instanceof Entity && c.cls.name === place)) contents.unshift(this.make(place, { name }));
    }
    ks.s.contents = contents;
  }

  fromDefault(spec: DefaultSpec): Value {
    return compileDefault(spec)(this);
  }

  quantity(value: Num): Entity {
    return this.make('quantity', { value });
  }

  /** A fresh amount: `amount("500 g")` or `amount(500, 'g')`. */
  amount(text: string): Entity;
  amount(value: Num, unit: string | Entity): Entity;
  amount(a: string | Num, unit?: string | Entity): Entity {
    if (typeof a === 'string' && unit === undefined) {
      const { value, unit } = parseAmount(a);
      return this.amount(value, unit);
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

/** The places every kitchen state has, in the order they are added, with their names (every failed object is one). */
const KITCHEN_PLACES = ['kitchen-cabinet', 'pantry', 'fridge', 'freezer', 'oven', 'counter-top', 'microwave', 'stove', 'kitchen-sink'].map((p) => [p, camelCase(p)] as const);

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
    const copy = copyEntity(v);
    const s = copy.s;
    for (const k in s) {
      const x = s[k];
      if (x instanceof Entity || Array.isArray(x)) s[k] = deepCopy(x, made);
    }
    made?.(copy);
    return copy as T;
  }
  if (Array.isArray(v)) return v.map((x) => deepCopy(x, made)) as T;
  return v;
}
