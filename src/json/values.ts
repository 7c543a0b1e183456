// The JSON forms of kitchen values that other languages read (docs/SESSIONS.md, docs/schema/):
// entities, concepts, quantities, failed objects, kitchen states, numbers.
import { Entity, type Value } from '../kitchen/entity.ts';
import { F32, formatNum, type Num, Ratio } from '../numbers/num.ts';
import { failureReasonOf } from './failure-reason.ts';

/** An exact integer as a JSON number; a ratio (or an integer beyond 2^53) as the string `"n/d"`; a single-float as a number. */
export type NumberJson = number | string;

export type ValueJson = null | true | NumberJson | string | EntityValueJson | ValueJson[];

export interface EntityJson {
  kind: 'entity';
  id: string;
  class: string;
  persistentId: string;
  /** Slot values; a slot that is nil is left out. */
  slots: Record<string, ValueJson>;
  /** What the entity holds (its `contents` slot), when it can hold things. */
  contents?: EntityValueJson[];
}

export interface ConceptJson {
  kind: 'concept';
  id: string;
  class: string;
}

export interface QuantityJson {
  kind: 'quantity';
  id: string;
  /** `quantity` (a bare number) or `amount` (a number with a unit). */
  class: string;
  value: NumberJson;
  /** The value as the reference prints it (`230`, `1/2`, `0.5`). */
  text: string;
  /** The unit's class (e.g. `g`), null for a bare quantity. */
  unit: string | null;
}

export interface FailedJson {
  kind: 'failed';
  id: string;
  class: string;
  persistentId: string;
  /** Why the action failed, where known (docs/schema/failure-reason.schema.json). */
  reason?: unknown;
}

export interface KitchenStateJson {
  kind: 'kitchen-state';
  id: string;
  class: string;
  persistentId: string;
  kitchenTime: NumberJson | null;
  /** The whole kitchen (present in `kitchen()`, left out in bindings). */
  contents?: EntityValueJson[];
}

/**
 * An entity written in full earlier in the same document (an entity reached twice, such as the
 * components every portion of a dough shares, a list of portions several variables hold, or a
 * container above itself): `path` is the JSON Pointer (RFC 6901) of that place, from the top
 * of the bindings object (`/?var/value/…`) or of the kitchen.
 */
export interface RefJson {
  kind: 'ref';
  id: string;
  path: string;
}

export type EntityValueJson = EntityJson | ConceptJson | QuantityJson | FailedJson | KitchenStateJson | RefJson;

/** The JSON form of one of the reference's numbers: an integer, a ratio or a single-float, printed as the reference prints it. */
export function numberJson(x: Num): NumberJson {
  if (typeof x === 'number') return x;
  if (x instanceof Ratio) {
    if (x.d === 1n) {
      const n = Number(x.n);
      return Number.isSafeInteger(n) ? n : String(x.n);
    }
    return `${x.n}/${x.d}`;
  }
  return x.v;
}

const isNum = (v: unknown): v is Num => typeof v === 'number' || v instanceof Ratio || v instanceof F32;

export interface JsonOptions {
  /** Write a kitchen state's contents (the whole kitchen); otherwise a kitchen state is a short reference. */
  kitchenContents?: boolean;
  /** The persistent id to show for an entity, where it is not its own (a session's continued execution, continuation/numbering.ts); null: its own. */
  ids?: (e: Entity) => string | null;
}

/** The persistent id shown for `e`, and its id (the persistent id with the same suffix). */
function pidOf(e: Entity, options: JsonOptions): string {
  return options.ids?.(e) ?? e.pid;
}

function idOf(e: Entity, options: JsonOptions): string {
  const shown = options.ids?.(e);
  return shown == null || !e.id.startsWith(e.pid) ? e.id : shown + e.id.slice(e.pid.length);
}

/** The JSON form of any value a binding may hold: an entity, concept, quantity, number or failed object. */
export function valueJson(v: Value, options: JsonOptions = {}): ValueJson {
  return toJson(v, options, new Map(), '', true);
}

/**
 * Entities written so far in one JSON document, with their places: several values written
 * into one document (the bindings of a network) share it, so an entity two values reach is
 * written once.
 */
export type WrittenEntities = Map<Entity, string>;

/** A value written at `path` (a JSON Pointer) of a document that shares `written`. */
export function valueJsonAt(v: Value, written: WrittenEntities, path: string, options: JsonOptions = {}): ValueJson {
  return toJson(v, options, written, path, true);
}

/** The JSON form of a kitchen entity (docs/schema/entity.schema.json); an entity already written in the same document becomes a ref. */
export function entityJson(e: Entity, options: JsonOptions = {}): EntityValueJson {
  return toJson(e, options, new Map(), '', true) as EntityValueJson;
}

/** A key as a JSON Pointer token (RFC 6901). */
export const token = (key: string) => (/[~/]/.test(key) ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key);

/**
 * `written` maps every entity with slots already written in this value to its place: each is
 * written once, later occurrences are refs, so a value's size grows with the entities it
 * reaches, not with the paths to them.
 */
function toJson(v: Value, options: JsonOptions, written: Map<Entity, string>, path: string, top: boolean): ValueJson {
  if (v === null || v === undefined) return null;
  if (v === true || typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((x, i) => toJson(x, options, written, `${path}/${i}`, false));
  if (!(v instanceof Entity)) return isNum(v) ? numberJson(v as Num) : String(v);
  const e = v;
  const at = written.get(e);
  if (at !== undefined) return { kind: 'ref', id: idOf(e, options), path: at };
  const cls = e.cls.name;
  // a failed object is an instance of every class (kitchen-state included): test it first
  if (e.isA('failed-object')) {
    const failed: FailedJson = { kind: 'failed', id: idOf(e, options), class: cls, persistentId: pidOf(e, options) };
    const reason = failureReasonOf(e);
    if (reason !== undefined && reason !== null) failed.reason = reason;
    return failed;
  }
  if (e.cls.isKitchenState) {
    const kt = e.s['kitchen-time'];
    const ks: KitchenStateJson = { kind: 'kitchen-state', id: idOf(e, options), class: cls, persistentId: pidOf(e, options), kitchenTime: kt !== null && kt !== undefined && isNum(kt) ? numberJson(kt as Num) : null };
    if (options.kitchenContents && top) {
      written.set(e, path);
      ks.contents = children(e, options, written, path);
    }
    return ks;
  }
  if (e.s['is-concept'] === true) return { kind: 'concept', id: idOf(e, options), class: cls };
  if (cls === 'quantity' && isNum(e.s.value)) return { kind: 'quantity', id: idOf(e, options), class: cls, value: numberJson(e.s.value as Num), text: formatNum(e.s.value as Num), unit: null };
  if (cls === 'amount' && e.s.quantity instanceof Entity && isNum(e.s.quantity.s.value)) {
    const q = e.s.quantity.s.value as Num;
    const unit = e.s.unit instanceof Entity ? e.s.unit.cls.name : null;
    return { kind: 'quantity', id: idOf(e, options), class: cls, value: numberJson(q), text: formatNum(q), unit };
  }
  written.set(e, path);
  const slots: Record<string, ValueJson> = {};
  for (const k in e.s) {
    if (k === 'contents') continue;
    const x = e.s[k];
    if (x === null || x === undefined) continue;
    slots[k] = toJson(x, options, written, `${path}/slots/${token(k)}`, false);
  }
  const out: EntityJson = { kind: 'entity', id: idOf(e, options), class: cls, persistentId: pidOf(e, options), slots };
  if ('contents' in e.s) out.contents = children(e, options, written, path);
  return out;
}

function children(e: Entity, options: JsonOptions, written: Map<Entity, string>, path: string): EntityValueJson[] {
  return e.contents.map((c, i) => toJson(c, options, written, `${path}/contents/${i}`, false) as EntityValueJson);
}
