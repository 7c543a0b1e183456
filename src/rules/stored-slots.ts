// Inputs a mode only stores: every effect that takes the slot takes it as a `stored` argument
// (kept on an object where descriptions do not show it, e.g. an arrangement pattern), and no
// condition, default or timing term of the mode reads it. Two calls that differ only in such an
// input's constant run alike and produce the same description, so a listing dry-runs one of them.
import { EFFECT_SIGNATURES, hasSignature } from '../effects/signatures.ts';
import type { RuleClause } from './read-terms.ts';
import { hyphenate, type PTerm } from './terms.ts';

/** Clauses that may read slots at a call, and those of them whose second argument only names something. */
const READERS = new Set(['default/3', 'pre/2', 'requires/2', 'requires/3', 'applies/2', 'advises/2', 'variant/3', 'start/2', 'time/3', 'clock/2', 'failure_clock/2']);
const NAMES_FIRST = new Set(['default/3', 'time/3', 'variant/3']);

/** Slot names an atom of the term names, anywhere in it. */
function slotAtoms(t: PTerm, isSlot: (n: string) => boolean, out: Set<string>) {
  if (t.t === 'atom') {
    const n = hyphenate(t.name);
    if (isSlot(n)) out.add(n);
  } else if (t.t === 'compound') for (const a of t.args) slotAtoms(a, isSlot, out);
  else if (t.t === 'list') for (const a of t.items) slotAtoms(a, isSlot, out);
}

/**
 * The bound inputs that the clauses of one mode (those of the mode, its variants and `_`) only
 * store. `bound` names the mode's bound inputs.
 */
export function storedOnlySlots(clauses: readonly RuleClause[], isSlot: (n: string) => boolean, bound: ReadonlySet<string>): string[] {
  const read = new Set<string>();
  const stored = new Set<string>();
  for (const c of clauses) {
    const effect = c.key === 'effect/2' ? c.args[1] : null;
    const sig = effect && (effect.t === 'compound' || effect.t === 'atom') && hasSignature(effect.name) ? EFFECT_SIGNATURES[effect.name] : null;
    if (effect?.t === 'compound' && sig && sig.args.length === effect.args.length) {
      effect.args.forEach((a, i) => {
        const spec = sig.args[i];
        if (spec.kind === 'value' && spec.stored && a.t === 'atom') stored.add(hyphenate(a.name));
        else slotAtoms(a, isSlot, read);
      });
      continue;
    }
    // the first argument names the scope; a default, time or variant names its slot or variant next
    const from = NAMES_FIRST.has(c.key) ? 2 : 1;
    if (READERS.has(c.key)) for (const a of c.args.slice(from)) slotAtoms(a, isSlot, read);
  }
  return [...stored].filter((s) => bound.has(s) && !read.has(s));
}
