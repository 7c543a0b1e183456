// Checks of a rule file's modes as a whole, made while it is compiled (so loading and `rules
// check` report the same problems, each at its file:line:column): a mode that can never fire, one
// that computes its input kitchen state, one without an effect, one that makes a kitchen state
// but never sets the kitchen time.
import type { SlotDef } from './action.ts';
import type { ScopePlan } from './compile-mode.ts';
import type { RuleClause } from './read-terms.ts';
import type { ProblemList } from './rule-problems.ts';
import { scopeName } from './scope-checks.ts';
import { didYouMeanWritten } from './suggest-names.ts';
import { hyphenate, show } from './terms.ts';

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

/**
 * `time(Scope, Slot, Expr)` facts no mode reads, which would be dropped without a word: the slot
 * is not one of the action's, or every mode of the scope has it bound (only computed slots get a time).
 */
export function checkTimeFacts(clauses: readonly RuleClause[], modes: readonly CheckedMode[], slots: readonly SlotDef[], problems: ProblemList) {
  for (const c of clauses) {
    if (c.key !== 'time/3') continue;
    const [scope, slotTerm] = c.args;
    const i = slotTerm.t === 'atom' ? slots.findIndex((s) => s.name === hyphenate(slotTerm.name)) : -1;
    if (i < 0) {
      problems.add(slotTerm, `time for ${show(slotTerm)}, which is not a slot of this action${slotTerm.t === 'atom' ? didYouMeanWritten(slotTerm.name, slots.map((s) => s.name)) : ''}`);
      continue;
    }
    const inScope = scope.t === 'var' ? modes : modes.filter((m) => m.id === scopeName(scope));
    if (inScope.length && inScope.every((m) => m.bound[i]))
      problems.add(slotTerm, `time for ${show(slotTerm)}, which ${scope.t === 'var' ? 'no mode computes' : `mode ${show(scope)} does not compute`}: only computed slots get a time`);
  }
}
