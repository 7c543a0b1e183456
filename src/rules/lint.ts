// The meaning checks of `irl-kitchen rules check`, over the facts a rule file was read into (never
// over its text, and without Prolog): modes that name or leave out slots, modes that can never
// fire, missing timing, effects and clocks. Every check is a pass over indexed facts, so time and
// memory grow linearly with the (bounded) number of clauses. Facts are matched as Prolog would
// unify them: a variable (`_`) matches anything.
import type { RuleClause } from './read-terms.ts';
import { type PTerm, show } from './terms.ts';

export interface LintProblem {
  kind: string;
  /** The mode the problem is about (as written), or `none`. */
  subject: string;
  message: string;
  line: number;
}

const isVar = (t: PTerm) => t.t === 'var';
const items = (t: PTerm): PTerm[] | null => (t.t === 'list' ? t.items : null);

/** Ground names of some facts' argument, and whether one of them is a variable (matching all). */
class Index {
  readonly names = new Set<string>();
  any = false;
  add(t: PTerm) {
    if (isVar(t)) this.any = true;
    else this.names.add(show(t));
  }
  has(t: PTerm): boolean {
    return this.any || isVar(t) || this.names.has(show(t));
  }
}

/** Facts of one key with `(mode, slot)` pairs: `time(Mode, Slot, _)`. */
class PairIndex {
  private readonly byMode = new Map<string, Index>();
  private readonly anyMode = new Index();
  add(mode: PTerm, slot: PTerm) {
    if (isVar(mode)) this.anyMode.add(slot);
    else {
      const k = show(mode);
      if (!this.byMode.has(k)) this.byMode.set(k, new Index());
      this.byMode.get(k)!.add(slot);
    }
  }
  has(mode: PTerm, slot: PTerm): boolean {
    if (this.anyMode.has(slot)) return true;
    if (isVar(mode)) return [...this.byMode.values()].some((i) => i.has(slot));
    return this.byMode.get(show(mode))?.has(slot) ?? false;
  }
}

export function lintClauses(clauses: RuleClause[]): LintProblem[] {
  const of = (key: string) => clauses.filter((c) => c.key === key);
  const modes = of('mode/3').map((c) => ({ id: c.args[0], bound: items(c.args[1]), computed: items(c.args[2]), line: c.line }));
  const slots = of('slot/3');
  const slotNames = new Index();
  for (const s of slots) slotNames.add(s.args[0]);
  const kitchenSlots = (dir: string) => slots.filter((s) => (isVar(s.args[1]) || show(s.args[1]) === dir) && (isVar(s.args[2]) || show(s.args[2]) === 'kitchen_state'));
  const ksIn = new Index();
  for (const s of kitchenSlots('in')) ksIn.add(s.args[0]);
  const ksOut = new Index();
  for (const s of kitchenSlots('out')) ksOut.add(s.args[0]);
  const times = new PairIndex();
  for (const t of of('time/3')) times.add(t.args[0], t.args[1]);
  const effects = new Index();
  for (const e of of('effect/2')) effects.add(e.args[0]);
  const clocks = new Index();
  for (const c of of('clock/2')) clocks.add(c.args[0]);

  const out: LintProblem[] = [];
  const seen = new Set<string>();
  const lineOf = new Map<string, number>();
  for (const m of modes) if (!lineOf.has(show(m.id))) lineOf.set(show(m.id), m.line);
  const problem = (kind: string, subject: string, message: string) => {
    const key = `${kind}\u0000${subject}\u0000${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, subject, message, line: lineOf.get(subject) ?? 1 });
  };

  const memberOf = (list: PTerm[]) => {
    const index = new Index();
    for (const x of list) index.add(x);
    return index;
  };
  const firstBound = new Map<string, string[]>();
  for (const m of modes) {
    const id = show(m.id);
    if (!m.bound || !m.computed) continue; // not lists: compiling the file says so
    const all = [...m.bound, ...m.computed];
    if (all.some((s) => !slotNames.has(s))) problem('mode', id, 'names a slot that is not declared');
    const named = memberOf(all);
    if (slots.some((s) => !named.has(s.args[0]))) problem('mode', id, 'leaves out a declared slot (every slot is bound or computed)');
    const boundKey = [...new Set(m.bound.map(show))].sort().join('\u0000');
    const earlier = firstBound.get(boundKey);
    if (earlier?.some((e) => e !== id)) problem('mode', id, 'can never fire: an earlier mode has the same bound slots');
    if (earlier) earlier.push(id);
    else firstBound.set(boundKey, [id]);
    if (m.computed.some((s) => !isVar(s) && ksIn.names.has(show(s)))) problem('mode', id, 'computes the input kitchen state');
  }
  for (const m of modes) {
    if (!m.computed) continue;
    const id = show(m.id);
    if (m.computed.some((s) => !times.has(m.id, s))) problem('time', id, 'a computed slot has no time/3 (timing missing)');
  }
  for (const m of modes) if (!effects.has(m.id)) problem('effect', show(m.id), 'no effect/2 for this mode');
  if (ksIn.names.size || ksIn.any)
    for (const m of modes)
      if (m.computed?.some((s) => !isVar(s) && ksOut.names.has(show(s))) && !clocks.has(m.id)) problem('clock', show(m.id), 'no clock/2: the output kitchen time is never set (timing missing)');
  const computedOf = modes.map((m) => (m.computed ? memberOf(m.computed) : null));
  for (const d of of('default/3'))
    modes.forEach((m, i) => {
      const computed = computedOf[i];
      if (!computed || !(isVar(d.args[0]) || isVar(m.id) || show(d.args[0]) === show(m.id))) return;
      if (!computed.has(d.args[1])) problem('default', show(isVar(d.args[0]) ? m.id : d.args[0]), 'default for a slot the mode does not compute');
    });
  if (!clauses.some((c) => c.key === 'action/2')) problem('action', 'none', 'no action/2 fact');
  if (!slots.length) problem('slot', 'none', 'no slot/3 facts');
  return out;
}
