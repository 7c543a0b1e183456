// Prolog terms as plain data, as read-terms.ts reads them from rule files.
import { F32, type Num } from '../numbers/num.ts';

export type PTerm =
  | { t: 'atom'; name: string }
  | { t: 'num'; value: Num }
  | { t: 'var'; name: string }
  | { t: 'list'; items: PTerm[] }
  | { t: 'compound'; name: string; args: PTerm[] };

/** Rule files write names with underscores; the ontology and actions use hyphens. */
export const hyphenate = (name: string) => name.replace(/_/g, '-');

export function show(t: PTerm): string {
  switch (t.t) {
    case 'atom':
      return t.name;
    case 'num':
      return typeof t.value === 'number' ? String(t.value) : t.value instanceof F32 ? String(t.value.v) : t.value.d === 1n ? String(t.value.n) : `${t.value.n}/${t.value.d}`;
    case 'var':
      return t.name;
    case 'list':
      return `[${t.items.map(show).join(', ')}]`;
    case 'compound':
      return `${t.name}(${t.args.map(show).join(', ')})`;
  }
}
