// Checks of a rule file's modes as a whole, made while it is compiled (so loading and `rules
// check` report the same problems, each at its file:line:column): a mode that can never fire, one
// that computes its input kitchen state, one without an effect, one that makes a kitchen state
// but never sets the kitchen time, one whose effect changes an input no look-up condition finds.
import type { Condition } from '../conditions/condition.ts';
import type { SlotDef } from './action.ts';
import type { ScopePlan } from './compile-mode.ts';
import type { RuleClause } from './read-terms.ts';
import type { ProblemList } from './rule-problems.ts';
import { scopeName } from './scope-checks.ts';
import { didYouMeanWritten } from './suggest-names.ts';
import { hyphenate, show } from './terms.ts';
import { foundByLookups, livesInTheKitchen, unfoundInputWords } from './unfound-input.ts';

/** A name as a rule file writes it: `with-tool` → `with_tool`. */
const writtenName = (name: string) => name.replace(/-/g, '_');

export interface CheckedMode {
  id: string;
  clause: RuleClause;
  bound: boolean[];
  mode: ScopePlan;
  variants: { condition: Condition; plan: ScopePlan }[];
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
    // the scope as a fact writes it: mode with-tool is with_tool (with-tool would read as a subtraction)
    const scope = writtenName(m.id);
    if (m.mode.text.effect === null && scopes.some((s) => s.text.effect === null)) problems.add(at, `mode ${m.id} has no effect: declare effect(${scope}, …) or effect(_, …)${m.variants.length ? ', or one for each of its variants' : ''}`);
    if (ksIn >= 0 && computesKs('out') && m.mode.text.clock === null && scopes.some((s) => s.text.clock === null))
      problems.add(at, `mode ${m.id} makes a kitchen state but no clock(${scope}, Expr) or clock(_, Expr) sets its kitchen time`);
    checkLookups(m, slots, problems);
    checkDefaults(m, slots, problems);
  }
}

/**
 * Each computed slot but the first (the effect's result) and the output kitchen state (the step's
 * state) gets its value from a default or from the effect (its slot(…) arguments, and the slots its
 * signature `binds`): with neither, every
 * call stops with no-value(Slot).
 */
function checkDefaults(m: CheckedMode, slots: readonly SlotDef[], problems: ProblemList) {
  const scope = writtenName(m.id);
  const given = (own: ScopePlan) => {
    const plan = own.effect ? own : m.mode;
    return new Set([...[m.mode, own].flatMap((p) => p.text.defaults.map((d) => hyphenate(d.slot))), ...(plan.effect?.gives ?? [])]);
  };
  const scopes = m.variants.length ? m.variants.map((v) => given(v.plan)) : [given(m.mode)];
  slots.forEach((s, i) => {
    if (i === 0 || m.bound[i] || s.type.isKitchenState || scopes.every((g) => g.has(s.name))) return;
    const written = writtenName(s.name);
    problems.add(m.clause, `mode ${m.id} computes ${written}, but neither a default nor its effect gives it a value (every call would stop with no-value(${s.name})): declare default(${scope}, ${written}, How) or default(_, ${written}, How)${m.variants.length ? ' (or one for each of its variants)' : ''}, or make it bound${effectGives(m)}`);
  });
}

/** ` (effect transfer_contents gives container_with_rest, quantity)`: the slots the mode's effects bind by name, which a slot named otherwise does not get. */
function effectGives(m: CheckedMode): string {
  return [m.mode, ...m.variants.map((v) => v.plan)]
    .map((p) => ({ effect: p.text.effect, gives: [...(p.effect?.gives ?? [])].map(writtenName) }))
    .filter((e) => e.gives.length)
    .map((e) => ` (effect ${e.effect} gives ${e.gives.join(', ')})`)
    .join('');
}

/**
 * Each effect a call of the mode may run (a variant's, else the mode's) changes only objects a
 * look-up found: an input it changes that none of the conditions before it finds would reach the
 * effect as the input state's object, which it cannot change (the run would end in an internal error).
 */
function checkLookups(m: CheckedMode, slots: readonly SlotDef[], problems: ProblemList) {
  // a variant applies only where its condition holds, so what that condition finds is found too
  const scopes = m.variants.length
    ? m.variants.map((v) => ({ own: v.plan, guards: [...m.mode.guards, ...v.plan.guards], chosenBy: v.condition.finds }))
    : [{ own: m.mode, guards: m.mode.guards, chosenBy: [] }];
  for (const { own, guards, chosenBy } of scopes) {
    const plan = own.effect ? own : m.mode;
    const found = new Set([...foundByLookups(guards), ...chosenBy]);
    for (const { slot, at } of plan.effect?.changes ?? []) {
      const i = slots.findIndex((s) => s.name === slot);
      if (i < 0 || !m.bound[i] || slots[i].type.isKitchenState || !livesInTheKitchen(slots[i].type) || found.has(slot)) continue;
      problems.add(at, unfoundInputWords(plan.text.effect!, slot, m.id, slots[i].type.name === 'conceptualizable'));
    }
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
