// Short human descriptions of kitchen entities, for CLI output and messages.
import { amountUnit, amountValue, Entity, type Value } from './kitchen/entity.ts';
import type { KClass } from './kitchen/ontology.ts';
import { formatNum } from './numbers/num.ts';

const HIDDEN = new Set(['name', 'simulation-data', 'is-concept', 'keep-frozen', 'keep-refrigerated', 'amount', 'contents', 'items', 'components', 'arrangement', 'used', 'temperature']);

/** e.g. `large-bowl [homogeneous-mixture 1090 g (mixed)]`. */
export function describe(e: Entity, depth = 2): string {
  const parts = [e.cls.name];
  if (e.s.amount instanceof Entity) parts.push(`${formatNum(amountValue(e.s.amount))} ${amountUnit(e.s.amount).cls.name}`);
  const flags: string[] = [];
  for (const k in e.s) {
    const v = e.s[k];
    if (HIDDEN.has(k)) continue;
    if (v === true) flags.push(k);
    else if (v instanceof Entity) flags.push(`${k}: ${v.cls.name}`);
  }
  if (flags.length) parts.push(`(${flags.join(', ')})`);
  const inner = innerOf(e);
  if (inner.length) parts.push(depth > 0 ? `[${grouped(describeAll(inner, depth - 1)).join(', ')}]` : `[${inner.length} items]`);
  return parts.join(' ');
}

/** What an entity holds: its contents, else its items (entities and other values). */
const listOf = (e: Entity): Value[] => (Array.isArray(e.s.contents) ? e.s.contents : Array.isArray(e.s.items) ? e.s.items : []);
const innerOf = (e: Entity) => listOf(e).filter((x): x is Entity => x instanceof Entity);

/**
 * Each item described; at depth 0 an item alike to the last one of its class (230 cracked eggs, 16
 * portions, eggs and their shells taking turns) takes that one's text.
 */
function describeAll(items: Entity[], depth: number): string[] {
  const out: string[] = new Array(items.length);
  const lastOfClass = depth === 0 && items.length > 1 ? new Map<KClass, number>() : null;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const j = lastOfClass?.get(item.cls);
    out[i] = j !== undefined && alike(items[j], item) ? out[j] : describe(item, depth);
    lastOfClass?.set(item.cls, i);
  }
  return out;
}

/** Do two entities surely read the same at depth 0? Same class and slots, equal amounts, flags of the same kinds, as many items. */
function alike(a: Entity, b: Entity): boolean {
  if (a.cls !== b.cls || !a.regular || !b.regular) return false;
  for (const k in a.s) {
    const x = a.s[k];
    const y = b.s[k];
    if (x === y) continue;
    if (k === 'amount') {
      if (!(x instanceof Entity && y instanceof Entity && amountValue(x) === amountValue(y) && amountUnit(x).cls === amountUnit(y).cls)) return false;
    } else if (k === 'contents' || k === 'items') {
      if (innerCount(a) !== innerCount(b)) return false;
    } else if (!HIDDEN.has(k) && (x === true || y === true || x instanceof Entity || y instanceof Entity)) {
      if (!(x instanceof Entity && y instanceof Entity && x.cls === y.cls)) return false;
    }
  }
  return true;
}

/** How many entities `innerOf` would give, without making the list. */
function innerCount(e: Entity): number {
  let n = 0;
  for (const x of listOf(e)) if (x instanceof Entity) n++;
  return n;
}

/** Runs of equal descriptions as `N × description`. */
export function grouped(items: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < items.length; ) {
    let j = i;
    while (j < items.length && items[j] === items[i]) j++;
    out.push(j - i > 1 ? `${j - i} × ${items[i]}` : items[i]);
    i = j;
  }
  return out;
}
