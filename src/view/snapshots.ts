// Kitchen states as compact JSON for the page. States share every entity a step did not change
// (copy-on-write), so entities are numbered by object identity once for the whole page, and each
// state is just the number of its root: a step's change is the set of numbers its state holds and
// its input state does not.
import { amountUnit, amountValue, Entity, type Value } from '../kitchen/entity.ts';
import { formatNum, type Num } from '../numbers/num.ts';

/** A slot value: a number or text as printed, true, an entity by number ({e}), or a list. */
export type Encoded = string | number | true | { e: number } | Encoded[];

export interface EncodedEntity {
  /** Class name. */
  c: string;
  pid: string;
  /** Short text: `butter 100 g`, `medium-bowl`. */
  t: string;
  /** Slots other than nil and empty lists. */
  s: Record<string, Encoded>;
}

const isNum = (v: Value): v is Num => typeof v === 'number' || (typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Entity));

export class EntityTable {
  readonly entities: EncodedEntity[] = [];
  private readonly index = new Map<Entity, number>();

  /** The entity's number, encoding it (and all it holds) the first time it is seen. */
  ref(e: Entity): number {
    let n = this.index.get(e);
    if (n !== undefined) return n;
    n = this.entities.length;
    this.index.set(e, n);
    const record: EncodedEntity = { c: e.cls.name, pid: e.pid, t: shortText(e), s: {} };
    this.entities.push(record);
    for (const [slot, v] of Object.entries(e.s)) {
      const enc = this.encode(v);
      if (enc !== null) record.s[slot] = enc;
    }
    return n;
  }

  has(e: Entity): boolean {
    return this.index.has(e);
  }

  encode(v: Value | undefined): Encoded | null {
    if (v === null || v === undefined) return null;
    if (v === true) return true;
    if (typeof v === 'string') return v;
    if (v instanceof Entity) return { e: this.ref(v) };
    if (Array.isArray(v)) return v.length ? v.map((x) => this.encode(x) ?? 'nil') : null;
    if (isNum(v)) return formatNum(v);
    return null;
  }

  /** Every entity number reachable from `root` through its slots. */
  reachable(root: number, into = new Set<number>()): Set<number> {
    const stack = [root];
    while (stack.length) {
      const n = stack.pop()!;
      if (into.has(n)) continue;
      into.add(n);
      const walk = (x: Encoded) => {
        if (Array.isArray(x)) x.forEach(walk);
        else if (typeof x === 'object' && x !== null) stack.push(x.e);
      };
      Object.values(this.entities[n].s).forEach(walk);
    }
    return into;
  }
}

/** `butter 100 g`, `medium-bowl (3)`, `quantity 30`, an amount as `100 g`. */
export function shortText(e: Entity): string {
  if (e.s.quantity instanceof Entity && e.s.unit instanceof Entity && isNum(e.s.quantity.s.value ?? null))
    return `${formatNum(e.s.quantity.s.value as Num)} ${e.s.unit.cls.name}`;
  const amount = e.s.amount;
  if (amount instanceof Entity && amount.s.quantity instanceof Entity && amount.s.unit instanceof Entity)
    return `${e.cls.name} ${formatNum(amountValue(amount))} ${amountUnit(amount).cls.name}`;
  if (e.cls.name === 'quantity' && isNum(e.s.value ?? null)) return `quantity ${formatNum(e.s.value as Num)}`;
  const inside = Array.isArray(e.s.contents) ? e.s.contents.length : Array.isArray(e.s.items) ? e.s.items.length : 0;
  return inside ? `${e.cls.name} (${inside})` : e.cls.name;
}

/** The numbers `after` holds and `before` does not: what a step copied or made. */
export function changedBetween(table: EntityTable, before: number | null, after: number): number[] {
  const old = before === null ? new Set<number>() : table.reachable(before);
  return [...table.reachable(after)].filter((n) => !old.has(n));
}
