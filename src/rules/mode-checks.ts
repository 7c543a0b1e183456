// Checks of a rule file's modes as a whole, made while it is compiled (so loading and `rules
// check` report the same problems, each at its file:line:column): a mode that can never fire, one
// that computes its input kitchen state, one without an effect, one that makes a kitchen state
// but never sets the kitchen time.
import type { SlotDef } from './action.ts';
import type { ScopePlan } from './compile-mode.ts';
import type { RuleClause } from './read-terms.ts';
import type { ProblemList } from './rule-problems.ts';

export interface CheckedMode {
  id: string;
  clause: RuleClause;
  bound: boolean[];
  mode: ScopePlan;
  variants: { plan: ScopePlan }[];
}

export function checkModes(modes: CheckedMode[], slots: readonly SlotDef[], problems: ProblemList) {
  const firstWith = new Map<string, string>();
  const ksIn = slots.findIndex((s) => s.dir === 'in' && s.type.isKitchenState);
  for (const m of modes) {
    const at = m.clause;
    const key = m.bound.map((b) => (b ? '1' : '0')).join('');
    const earlier = firstWith.get(key);
    if (earlier !== undefined) problems.add(at, `mode ${m.id} can never fire: mode ${earlier} has the same bound slots and comes first`);
    else firstWith.set(key, m.id);
    const computesKs = (dir: 'in' | 'out') => slots.some((s, i) => !m.bound[i] && s.dir === dir && s.type.isKitchenState);
    if (computesKs('in')) problems.add(at, `mode ${m.id} computes the input kitchen state (it must be bound)`);
    // every call needs an effect: the mode's, or its variant's
    const scopes = m.variants.length ? m.variants.map((v) => v.plan) : [m.mode];
    if (m.mode.text.effect === null && scopes.some((s) => s.text.effect === null)) problems.add(at, `mode ${m.id} has no effect: declare effect(${m.id}, …) or effect(_, …)${m.variants.length ? ', or one for each of its variants' : ''}`);
    if (ksIn >= 0 && computesKs('out') && m.mode.text.clock === null && scopes.some((s) => s.text.clock === null))
      problems.add(at, `mode ${m.id} makes a kitchen state but no clock(${m.id}, Expr) or clock(_, Expr) sets its kitchen time`);
  }
}
