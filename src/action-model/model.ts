// The loaded inventory as the plain-data action model (types.ts): every action with its slots,
// modes, variants, defaults, conditions, effect in words, failure behaviour, timing and physical
// procedure. It reads what the compiled rules keep of the rule files (ModePlan) and mirrors
// compile-mode.ts where a call's behaviour is derived rather than written (failed slots, the
// clock a variant falls back to), so the model says what execution does.
import { relative, sep } from 'node:path';
import type { Condition } from '../conditions/condition.ts';
import { CONDITIONS, conditionNamed } from '../conditions/vocabulary.ts';
import { FAILURE_CODES } from '../diagnostics/catalogue.ts';
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import { effectDoc } from '../effects/effect-docs.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import { printable } from '../printable.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';
import type { GuardDef, ModePlan, ScopePlan } from '../rules/compile-mode.ts';
import type { Inventory } from '../rules/registry.ts';
import { hyphenate, show } from '../rules/terms.ts';
import { looksLikeSimulator } from '../tasks/arguments.ts';
import {
  ACTION_MODEL_VERSION,
  type ActionEntry,
  type ActionModel,
  type ConditionKindEntry,
  type ConditionUse,
  type GuardEntry,
  type ModeEntry,
  type ScopeEntry,
} from './types.ts';

export * from './types.ts';

/** The whole model: every action of the inventory by name, the condition vocabulary, the failure codes. */
export function actionModel(inventory: Inventory): ActionModel {
  requireInventory(inventory);
  return {
    version: ACTION_MODEL_VERSION,
    actions: inventory.names().map((n) => actionEntry(inventory.get(n)!)),
    conditions: conditionVocabulary(),
    failureCodes: Object.fromEntries(Object.entries(FAILURE_CODES).map(([code, info]) => [code, info.summary])),
  };
}

/**
 * An InputError unless `inventory` is one (its `names` and `get`), saying what to pass: a
 * Simulator, the likely slip, would otherwise fail with "inventory.names is not a function".
 */
function requireInventory(inventory: unknown): asserts inventory is Inventory {
  if (isRecord(inventory) && typeof inventory.names === 'function' && typeof inventory.get === 'function') return;
  const given = looksLikeSimulator(inventory) ? 'a Simulator: pass its inventory, actionModel(sim.inventory)' : `${kindOfValue(inventory)} (pass a Simulator's inventory, actionModel(sim.inventory))`;
  throw new InputError(`actionModel: inventory: expected the inventory of loaded actions, got ${given}`);
}

/**
 * The model's action of this name, as networks or rule files write it; else what to say of the
 * name: the name as asked (`__proto__`, not its hyphenated form), with the closest actions.
 */
export function actionNamed(model: ActionModel, name: string): { action: ActionEntry } | { unknown: string } {
  const wanted = hyphenate(name);
  const action = model.actions.find((a) => a.name === wanted);
  return action ? { action } : { unknown: `unknown action '${printable(name)}'${didYouMean(wanted, model.actions.map((a) => a.name))}` };
}

/** Every condition kind of the vocabulary, by name. */
export function conditionVocabulary(): Record<string, ConditionKindEntry> {
  return Object.fromEntries(
    Object.keys(CONDITIONS)
      .sort()
      .map((name) => {
        const k = CONDITIONS[name];
        const args = k.args.map((a) => (a.kind === 'slot' ? { name: a.name, kind: a.kind, type: a.type } : { name: a.name, kind: a.kind }));
        return [name, { args, depends: k.depends, codes: [...k.codes], doc: k.doc }];
      }),
  );
}

export function actionEntry(action: ActionDef): ActionEntry {
  return {
    name: action.name,
    description: action.doc,
    file: sourceFile(action.file),
    slots: action.slots.map((s) => ({ name: s.name, direction: s.dir, type: s.type.name })),
    modes: action.modes.map(modeEntry),
    physics: (action.physics ?? []).map((p) => ({ mode: p.mode.t === 'atom' ? hyphenate(p.mode.name) : show(p.mode), procedure: show(p.term) })),
  };
}

/** A built-in rule file as `rules/mix.pl`, whatever the machine; other files as loaded. */
function sourceFile(file: string): string {
  const rel = relative(PACKAGE_ROOT, file);
  return rel.startsWith('..') || rel === file ? file : rel.split(sep).join('/');
}

function modeEntry(m: ModeDef): ModeEntry {
  const p = m.plan;
  const own = scopeEntry(p, p.mode, p.mode.text.defaults, p.mode.guards, p.mode.defaults);
  // a mode with variants fails by itself only when none applies and it says `otherwise(fail)`
  if (p.variants.length) own.failedSlots = p.otherwise === 'fail' ? failedSlots(p, p.mode, p.mode.defaults) : null;
  return {
    id: p.id,
    bound: p.slots.filter((_, i) => p.bound[i]).map((s) => s.name),
    computed: p.slots.filter((_, i) => !p.bound[i]).map((s) => s.name),
    ...own,
    variants: p.variants.map((v) => ({
      name: v.name,
      when: conditionUse(v.condition),
      // a variant's defaults and conditions are the mode's and its own, in file order (compile-mode.ts)
      ...scopeEntry(
        p,
        v.plan,
        byLine([...p.mode.text.defaults, ...v.plan.text.defaults]),
        byLine([...p.mode.guards, ...v.plan.guards]),
        byLine([...p.mode.defaults, ...v.plan.defaults]),
      ),
    })),
    otherwise: p.variants.length ? p.otherwise : null,
    start: p.startText ?? 'kt',
    times: p.times.map((t) => ({ slot: t.slot, at: t.text === 'none' ? null : t.text })),
  };
}

/** What one scope does, given its defaults and conditions (a variant's include the mode's); a variant's effect and clocks fall back to the mode's. */
function scopeEntry(p: ModePlan, scope: ScopePlan, defaults: DefaultText[], guards: GuardDef[], compiled: ScopePlan['defaults']): ScopeEntry {
  const effectText = scope.text.effect ?? p.mode.text.effect;
  const effectName = effectText?.replace(/\(.*$/s, '') ?? '';
  return {
    defaults: defaults.map((d) => ({ slot: hyphenate(d.slot), how: d.how })),
    conditions: guards.map((g) => guardEntry(g, retrievedSlots(defaults))),
    effect: effectText === null ? null : { term: effectText, name: effectName, doc: effectDoc(effectName) },
    failedSlots: guards.some((g) => g.kind === 'pre' || g.kind === 'advises') ? failedSlots(p, scope, compiled) : null,
    clock: scope.text.clock ?? p.mode.text.clock,
    // compile-mode.ts: on failure a scope's failure_clock, else its clock, else the mode's (in the same order)
    failureClock: scope.text.failureClock ?? scope.text.clock ?? p.mode.text.failureClock ?? p.mode.text.clock,
  };
}

type DefaultText = ScopePlan['text']['defaults'][number];

/** The slots (hyphenated) a `retrieve`/`retrieve_each` default of the scope fills: only these can be left empty by a retrieval that found nothing. */
function retrievedSlots(defaults: DefaultText[]): Set<string> {
  return new Set(defaults.filter((d) => /^retrieve(_each)?\(/.test(d.how)).map((d) => hyphenate(d.slot)));
}

function guardEntry(g: GuardDef, retrieved: ReadonlySet<string>): GuardEntry {
  const entry: GuardEntry = { kind: g.kind, ...conditionUse(g.condition, retrieved), scope: g.scope };
  // as compile-mode.ts stops: the fact's error, else the condition's own, else requires(Condition)
  if (g.kind === 'requires') entry.stop = g.stop ?? g.condition.stops ?? `requires(${g.condition.text})`;
  return entry;
}

/** `retrieved`: the slots a retrieve default of the scope fills (when known), which decide whether a look-up can give F_NO_UNUSED_OBJECT. */
export function conditionUse(c: Condition, retrieved?: ReadonlySet<string>): ConditionUse {
  const codes = codesOf(c);
  const unreachable = retrieved && onlyAfterRetrieval(c) && !c.slots.some((s) => retrieved.has(s));
  return { condition: c.text, name: c.name, slots: [...c.slots], depends: c.depends, codes: unreachable ? codes.filter((k) => k !== 'F_NO_UNUSED_OBJECT') : codes };
}

/** Look-ups that give F_NO_UNUSED_OBJECT only for a slot their `retrieve` default left empty (diagnostics/why.ts `notFound`), not by retrieving anything themselves. */
const AFTER_RETRIEVAL = new Set(['in_kitchen', 'on_counter_top']);

/** Does the condition (and every condition it nests) give F_NO_UNUSED_OBJECT only after a retrieval of its slot? */
function onlyAfterRetrieval(c: Condition): boolean {
  const names = [c.name, ...nestedNames(c)];
  return names.filter((n) => conditionNamed(n)?.codes.includes('F_NO_UNUSED_OBJECT')).every((n) => AFTER_RETRIEVAL.has(n));
}

/** The names of the conditions a condition's text nests. */
function nestedNames(c: Condition): string[] {
  return [...c.text.matchAll(/([a-z_][a-z0-9_]*)\(/g)].map((m) => m[1]).filter((n) => n !== c.name);
}

/** The vocabulary's codes; a condition nesting others (any_of) gives theirs, which its text names. */
function codesOf(c: Condition): string[] {
  const kind = conditionNamed(c.name);
  if (kind && kind.depends !== 'derived') return [...kind.codes];
  const nested = nestedNames(c);
  return [...new Set([...(kind?.codes ?? []), ...nested.flatMap((n) => conditionNamed(n)?.codes ?? [])])];
}

/** compile-mode.ts `failingSlots`: the declared `fails`, else the first slot and every computed slot but the output kitchen state and slots whose default is kept on failure. */
function failedSlots(p: ModePlan, scope: ScopePlan, defaults: ScopePlan['defaults']): string[] {
  const declared = scope.fails ?? p.mode.fails;
  if (declared) return [...declared];
  const kept = new Set(defaults.filter((d) => d.keptOnFailure).map((d) => d.slot));
  const computed = p.slots.filter((_, i) => !p.bound[i]);
  return computed.filter((s) => s === p.slots[0] || (s.dir === 'out' ? !s.type.isKitchenState : !kept.has(s.name))).map((s) => s.name);
}

function byLine<T extends { line: number }>(xs: T[]): T[] {
  return [...xs].sort((a, b) => a.line - b.line);
}
