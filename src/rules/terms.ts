// Prolog terms as plain data, converted once from tau-prolog's objects so nothing after
// loading depends on the Prolog engine.
import { F32, type Num, ratio } from '../numbers/num.ts';

export type PTerm =
  | { t: 'atom'; name: string }
  | { t: 'num'; value: Num }
  | { t: 'var'; name: string }
  | { t: 'list'; items: PTerm[] }
  | { t: 'compound'; name: string; args: PTerm[] };

interface TauTerm {
  id?: string;
  args?: TauTerm[];
  value?: number | bigint;
  is_float?: boolean;
}

/** Converts a tau-prolog term (atoms, numbers, variables, lists, compounds). */
export function fromTau(x: TauTerm): PTerm {
  if (x.value !== undefined && x.args === undefined) {
    const v = x.value;
    if (x.is_float) return { t: 'num', value: new F32(Number(v)) };
    return { t: 'num', value: ratio(BigInt(v), 1n) };
  }
  if (x.args === undefined) return { t: 'var', name: x.id ?? '_' };
  if (x.id === '.' && x.args.length === 2) {
    const items: PTerm[] = [];
    let cur: TauTerm = x;
    while (cur.id === '.' && cur.args?.length === 2) {
      items.push(fromTau(cur.args[0]));
      cur = cur.args[1];
    }
    return { t: 'list', items };
  }
  if (x.id === '[]' && x.args.length === 0) return { t: 'list', items: [] };
  if (x.args.length === 0) return { t: 'atom', name: x.id ?? '' };
  return { t: 'compound', name: x.id ?? '', args: x.args.map(fromTau) };
}

/** Rule files write names with underscores; the ontology and actions use hyphens. */
export const hyphenate = (name: string) => name.replace(/_/g, '-');

export function show(t: PTerm): string {
  switch (t.t) {
    case 'atom':
      return t.name;
    case 'num':
      return String(t.value instanceof F32 ? t.value.v : t.value);
    case 'var':
      return t.name;
    case 'list':
      return `[${t.items.map(show).join(', ')}]`;
    case 'compound':
      return `${t.name}(${t.args.map(show).join(', ')})`;
  }
}
