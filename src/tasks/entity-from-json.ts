// Kitchen values back from their JSON form (src/json/values.ts, docs/schema/entity.schema.json),
// exact enough that the evaluator's `similar` gives the same verdicts as on the originals: every
// slot of an entity is set (a slot the JSON leaves out is nil), numbers keep their kind (integer,
// ratio, single-float), concepts and quantities are made as the engine makes them, and refs
// become the very entity written earlier, so shared objects stay shared. What the JSON form does
// not carry cannot come back: a failed object's slots and reason, a kitchen state's slots other
// than its time and contents (neither is ever a goal object's part in the corpus).
import { InputError } from '../errors.ts';
import { token } from '../json/values.ts';
import { quote } from './quote.ts';
import { Entity, type Factory, type Value } from '../kitchen/entity.ts';
import type { KClass } from '../kitchen/ontology.ts';
import { compare, F32, type Num, parseNumberToken, ratio } from '../numbers/num.ts';
import { recipeHash } from './split.ts';

/** Deepest nesting read (lists and entities together): a value nests far less. */
const MAX_DEPTH = 256;

/**
 * The kitchen value a JSON form describes. `where` names the value in messages (`goal g3 object`);
 * a malformed value is an InputError naming the place inside it as a JSON Pointer.
 */
export function entityFromJson(json: unknown, factory: Factory, where = 'value'): Value {
  return new Reader(factory, where).value(json, '', 0);
}

/** A JSON number or `"n/d"` string as an exact integer, ratio or single-float. */
export function numberFromJson(json: unknown, where: string): Num {
  if (typeof json === 'number') {
    if (Number.isSafeInteger(json)) return json;
    // integers stay exact; any other number was written from a single-float
    if (Number.isFinite(json) && !Number.isInteger(json) && Math.fround(json) === json) return new F32(json);
    throw new InputError(`${where}: ${json} is not a number of a kitchen value (an integer, a single-float, or a ratio written "n/d")`);
  }
  if (typeof json === 'string') {
    const m = /^(-?\d+)(?:\/(\d+))?$/.exec(json);
    if (m && m[2] !== '0' && json.length <= 400) return ratio(BigInt(m[1]), BigInt(m[2] ?? '1'));
  }
  throw new InputError(`${where}: ${quote(json)} is not a number (an integer, a single-float, or a ratio written "n/d")`);
}

/** A persistent id's number (Entity.pk): equal ids share it, different ones rarely do. */
export const pkOf = (pid: string): number => recipeHash(pid) | 0;

class Reader {
  /** Entities read so far by their JSON Pointer in this value, for refs. */
  private readonly written = new Map<string, Entity>();

  constructor(
    private readonly factory: Factory,
    private readonly where: string,
  ) {}

  private fail(path: string, message: string): never {
    throw new InputError(`${this.where}${path ? ` at ${path}` : ''}: ${message}`);
  }

  value(json: unknown, path: string, depth: number): Value {
    if (depth > MAX_DEPTH) this.fail(path, `nested deeper than ${MAX_DEPTH}`);
    if (json === null) return null;
    if (json === true) return true;
    if (typeof json === 'number') return numberFromJson(json, `${this.where} at ${path || '/'}`);
    if (typeof json === 'string') return stringOrNumber(json);
    if (Array.isArray(json)) return json.map((x, i) => this.value(x, `${path}/${i}`, depth + 1));
    if (typeof json !== 'object') this.fail(path, `${quote(json)} is not a kitchen value (nil is null or a slot left out)`);
    const o = json as Record<string, unknown>;
    switch (o.kind) {
      case 'entity':
        return this.entity(o, path, depth);
      case 'concept':
        return this.concept(o, path);
      case 'quantity':
        return this.quantity(o, path);
      case 'failed':
        return this.failed(o, path);
      case 'kitchen-state':
        return this.kitchenState(o, path, depth);
      case 'ref': {
        const target = typeof o.path === 'string' ? this.written.get(o.path) : undefined;
        if (!target) this.fail(path, `the ref's path ${quote(o.path)} is not the place of an entity written earlier in this value`);
        return target;
      }
      default:
        return this.fail(path, `"kind" must be one of entity, concept, quantity, failed, kitchen-state, ref; got ${quote(o.kind)}`);
    }
  }

  private classOf(o: Record<string, unknown>, path: string): KClass {
    if (typeof o.class !== 'string') this.fail(path, `"class" must be a class name, got ${quote(o.class)}`);
    if (!this.factory.ontology.has(o.class)) this.fail(path, `unknown class ${quote(o.class)}`);
    return this.factory.ontology.get(o.class);
  }

  private string(o: Record<string, unknown>, key: string, path: string): string {
    const v = o[key];
    if (typeof v !== 'string' || !v) this.fail(path, `"${key}" must be a non-empty string, got ${quote(v)}`);
    return v;
  }

  /** An entity with every slot of its class nil, the ids given, remembered at `path` before its slots are read (a container may hold a ref to itself). */
  private blank(cls: KClass, o: Record<string, unknown>, path: string): Entity {
    const s: Record<string, Value> = {};
    for (const slot of cls.slots) if (slot !== 'id' && slot !== 'persistent-id') s[slot] = null;
    const pid = this.string(o, 'persistentId', path);
    const e = new Entity(cls, this.string(o, 'id', path), pid, pkOf(pid), s);
    e.regular = true;
    this.written.set(path, e);
    return e;
  }

  private entity(o: Record<string, unknown>, path: string, depth: number): Entity {
    const cls = this.classOf(o, path);
    const e = this.blank(cls, o, path);
    const slots = o.slots;
    if (slots === null || typeof slots !== 'object' || Array.isArray(slots)) this.fail(path, `"slots" must be an object of slot values`);
    for (const [k, v] of Object.entries(slots as Record<string, unknown>)) {
      if (!Object.hasOwn(e.s, k) || k === 'contents') this.fail(`${path}/slots`, k === 'contents' ? 'contents are given in "contents", not among the slots' : `class ${cls.name} has no slot ${quote(k)}`);
      e.s[k] = this.value(v, `${path}/slots/${token(k)}`, depth + 1);
    }
    if (o.contents !== undefined) e.s.contents = this.contents(o.contents, e, path, depth);
    return e;
  }

  private contents(json: unknown, e: Entity, path: string, depth: number): Entity[] {
    if (!Object.hasOwn(e.s, 'contents')) this.fail(path, `class ${e.cls.name} holds no contents`);
    if (!Array.isArray(json)) this.fail(`${path}/contents`, 'contents must be a list');
    return json.map((x, i) => {
      const item = this.value(x, `${path}/contents/${i}`, depth + 1);
      if (!(item instanceof Entity)) this.fail(`${path}/contents/${i}`, 'a container holds kitchen entities only');
      return item;
    });
  }

  private concept(o: Record<string, unknown>, path: string): Entity {
    const cls = this.classOf(o, path);
    if (!cls.slots.includes('is-concept')) this.fail(path, `class ${cls.name} has no concepts (no slot is-concept)`);
    const e = this.factory.make(cls, { 'is-concept': true });
    e.id = this.string(o, 'id', path);
    return e;
  }

  /** A bare quantity or an amount; the number's kind from its printed text, checked against `value`. */
  private quantity(o: Record<string, unknown>, path: string): Entity {
    const text = this.string(o, 'text', path);
    const fromValue = numberFromJson(o.value, `${this.where} at ${path}/value`);
    const n = parseNumberToken(text);
    if (n === null || compare(n, fromValue) !== 0) this.fail(path, `"text" ${quote(text)} does not print "value" ${quote(o.value)}`);
    let made: Entity;
    if (o.class === 'quantity') {
      if (o.unit !== null && o.unit !== undefined) this.fail(path, 'a bare quantity has no unit');
      made = this.factory.quantity(n);
    } else if (o.class === 'amount') {
      if (typeof o.unit !== 'string' || !this.factory.ontology.has(o.unit)) this.fail(`${path}/unit`, `an amount needs a unit class, got ${quote(o.unit)}`);
      made = this.factory.amount(n, o.unit);
    } else return this.fail(path, `a quantity's "class" is quantity or amount, got ${quote(o.class)}`);
    made.id = this.string(o, 'id', path);
    return made;
  }

  private failed(o: Record<string, unknown>, path: string): Entity {
    const cls = this.classOf(o, path);
    if (!cls.ancestors.has('failed-object')) this.fail(path, `class ${cls.name} is not a failed object`);
    const e = this.factory.make(cls);
    e.id = this.string(o, 'id', path);
    e.pid = this.string(o, 'persistentId', path);
    e.pk = pkOf(e.pid);
    return e;
  }

  private kitchenState(o: Record<string, unknown>, path: string, depth: number): Entity {
    const cls = this.classOf(o, path);
    if (!cls.isKitchenState) this.fail(path, `class ${cls.name} is not a kitchen state`);
    const e = this.blank(cls, o, path);
    e.s['kitchen-time'] = o.kitchenTime === null || o.kitchenTime === undefined ? null : numberFromJson(o.kitchenTime, `${this.where} at ${path}/kitchenTime`);
    if (o.contents !== undefined) e.s.contents = this.contents(o.contents, e, path, depth);
    return e;
  }
}

/** A string slot value, or a number written as a string (a ratio, an integer beyond 2^53). */
function stringOrNumber(s: string): Value {
  const m = /^(-?\d+)\/(\d+)$/.exec(s);
  if (m && m[2] !== '0') return ratio(BigInt(m[1]), BigInt(m[2]));
  if (/^-?\d+$/.test(s) && s.length <= 400 && !Number.isSafeInteger(Number(s))) return ratio(BigInt(s), 1n);
  return s;
}
