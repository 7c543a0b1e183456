// Prolog terms as plain data, as read-terms.ts reads them from rule files.
import { F32, type Num } from '../numbers/num.ts';

/** Where a term starts in its rule file (kept by the reader, for messages). */
export interface TermPlace {
  line: number;
  column: number;
}

export type PTerm = (
  | { t: 'atom'; name: string }
  | { t: 'num'; value: Num }
  | { t: 'var'; name: string }
  | { t: 'list'; items: PTerm[] }
  | { t: 'compound'; name: string; args: PTerm[] }
) & { at?: TermPlace };

/** Rule files write names with underscores; the ontology and actions use hyphens. */
export const hyphenate = (name: string) => name.replace(/_/g, '-');

const TIMING_ATOMS = new Set(['kt', 'start', 'none']);

/**
 * A name written with hyphens (`can-beat`, `fluffed-up`) reads in a rule file as a subtraction of
 * atoms: the name it stands for, written with underscores (`can_beat`); null for any other term.
 */
export function hyphenatedName(t: PTerm): string | null {
  if (t.t !== 'compound' || t.name !== '-' || t.args.length !== 2) return null;
  // kt, start and none are the atoms of timing terms, where - is a subtraction
  const part = (a: PTerm) => (a.t === 'atom' ? (/^[a-z][a-z0-9_]*$/.test(a.name) && !TIMING_ATOMS.has(a.name) ? a.name : null) : hyphenatedName(a));
  const left = part(t.args[0]);
  const right = part(t.args[1]);
  return left !== null && right !== null ? `${left}_${right}` : null;
}

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
      // the infix operators of timing terms, as rule files write them
      if (t.args.length === 2 && (t.name === '+' || t.name === '-' || t.name === '*')) return `${showOperand(t.args[0], t.name)} ${t.name} ${showOperand(t.args[1], t.name, true)}`;
      return `${t.name}(${t.args.map(show).join(', ')})`;
  }
}

/** An operand of an infix operator, bracketed where the operator binds it more loosely. */
function showOperand(t: PTerm, op: string, right = false): string {
  const inner = t.t === 'compound' && t.args.length === 2 && ['+', '-', '*'].includes(t.name) ? t.name : null;
  const looser = inner !== null && ((op === '*' && inner !== '*') || (right && op === '-' && inner !== '*'));
  return looser ? `(${show(t)})` : show(t);
}
