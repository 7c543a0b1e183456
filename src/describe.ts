// Short human descriptions of kitchen entities, for CLI output and messages.
import { amountUnit, amountValue, Entity } from './kitchen/entity.ts';
import { formatNum } from './numbers/num.ts';

const HIDDEN = new Set(['name', 'simulation-data', 'is-concept', 'keep-frozen', 'keep-refrigerated', 'amount', 'contents', 'items', 'components', 'arrangement', 'used', 'temperature']);

/** e.g. `large-bowl [homogeneous-mixture 1090 g (mixed)]`. */
export function describe(e: Entity, depth = 2): string {
  const parts = [e.cls.name];
  if (e.s.amount instanceof Entity) parts.push(`${formatNum(amountValue(e.s.amount))} ${amountUnit(e.s.amount).cls.name}`);
  const flags: string[] = [];
  for (const k of Object.keys(e.s)) {
    const v = e.s[k];
    if (HIDDEN.has(k)) continue;
    if (v === true) flags.push(k);
    else if (v instanceof Entity) flags.push(`${k}: ${v.cls.name}`);
  }
  if (flags.length) parts.push(`(${flags.join(', ')})`);
  const inner = (Array.isArray(e.s.contents) ? e.s.contents : Array.isArray(e.s.items) ? e.s.items : []).filter((x): x is Entity => x instanceof Entity);
  if (inner.length) parts.push(depth > 0 ? `[${grouped(inner.map((c) => describe(c, depth - 1))).join(', ')}]` : `[${inner.length} items]`);
  return parts.join(' ');
}

/** Runs of equal descriptions as `N × description`. */
function grouped(items: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < items.length; ) {
    let j = i;
    while (j < items.length && items[j] === items[i]) j++;
    out.push(j - i > 1 ? `${j - i} × ${items[i]}` : items[i]);
    i = j;
  }
  return out;
}
