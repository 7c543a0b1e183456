// One mode of an action compiled to plain functions. A call goes: the variant (by the kinds of
// the values), the defaults, then the conditions in the order the rule file states them — the
// first that does not hold decides (`pre`: the action fails and binds failed objects; `requires`:
// the simulation stops, as the reference does; `applies`: the action binds nothing) — and only
// then the effect, which makes the state changes. `check` tests every condition of a call
// without stopping at the first, for `session.check` and listings.
import type { Condition, Found } from '../conditions/condition.ts';
import type { FailureReason } from '../diagnostics/failure.ts';
import { SimulationError } from '../errors.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import { Step } from '../kitchen/step.ts';
import { compare, type Num } from '../numbers/num.ts';
import { recordCopier } from '../record-copier.ts';
import type { CallInput, Outcome, Semantics, SlotDef } from './action.ts';
import type { CompiledDefault } from './compile-defaults.ts';
import type { CompiledEffect } from './compile-effect.ts';
import type { Env, Expr } from './timing-terms.ts';

/** `advises`: a condition the reference does not enforce (the engine tests it only with the corrected semantics, as a `pre`); `check` tests it always. */
export type GuardKind = 'pre' | 'requires' | 'applies' | 'advises';

export interface GuardDef {
  kind: GuardKind;
  condition: Condition;
  /** The mode id or variant name it belongs to, `_` for all. */
  scope: string;
  line: number;
  /** For `requires`: the error the reference stops with. */
  stop?: string;
}

export interface VariantDef {
  name: string;
  condition: Condition;
  line: number;
}

/** The rule file's words for what a scope declares: for listings of the action model, never run. */
export interface ScopeText {
  defaults: { slot: string; how: string; line: number }[];
  effect: string | null;
  clock: string | null;
  failureClock: string | null;
}

/** What a scope (a mode, or one of its variants) declares. */
export interface ScopePlan {
  text: ScopeText;
  defaults: (CompiledDefault & { line: number })[];
  guards: GuardDef[];
  effect: CompiledEffect | null;
  /** Computed slots holding failed objects when a `pre` fails (the first slot only if listed); null: the rule's default. */
  fails: string[] | null;
  clock?: Expr | null;
  failureClock?: Expr | null;
}

export interface ModePlan {
  id: string;
  slots: SlotDef[];
  bound: boolean[];
  action: string;
  file: string;
  line: number;
  mode: ScopePlan;
  variants: (VariantDef & { plan: ScopePlan })[];
  otherwise: 'fail' | 'nothing';
  start: (env: Env) => Num | null;
  times: { slot: string; index: number; expr: Expr; text: string }[];
  /** The start term as written (null: the kitchen time). */
  startText: string | null;
}

const NO_TIMES: Record<string, Num> = Object.freeze({}) as Record<string, Num>;

/** One call's environment: what effects, defaults, conditions and timing expressions read. */
export class ModeEnv implements Env {
  start: Num;
  /** Shared and empty until an effect reports times (most do not): an object saved per call. */
  times: Record<string, Num> = NO_TIMES;
  found: Found | null = null;

  constructor(
    readonly action: string,
    readonly mode: string,
    readonly step: Step,
    readonly kt: Num,
    readonly values: Record<string, Value>,
    readonly inputs: Record<string, Value>,
    private readonly call: CallInput,
    private readonly slotIndex: Map<string, number>,
  ) {
    this.start = kt;
  }

  get initialKitchen(): Entity {
    return this.call.initialKitchen;
  }

  get semantics(): Semantics {
    return this.call.semantics;
  }

  avail(slot: string): Num {
    return this.call.avail(this.slotIndex.get(slot)!);
  }
}

/** A condition that did not hold, with the guard that states it. */
export interface CheckFailure {
  guard: GuardDef;
  reason: FailureReason;
  /** The error the test itself stopped with, if it did (the call stops there). */
  thrown?: string;
}

/** What testing every condition of a call found: the variant, and each condition that did not hold (no variant: `variant` null and the reason of the first one). */
export interface ModeCheck {
  variant: string | null;
  failures: CheckFailure[];
}

export function compileModeRun(p: ModePlan) {
  const { slots, bound } = p;
  const slotIndex = new Map(slots.map((s, i) => [s.name, i]));
  const ksIn = slots.findIndex((s) => s.type.name === 'kitchen-state' && s.dir === 'in');
  const ksOut = slots.findIndex((s) => s.type.name === 'kitchen-state' && s.dir === 'out');
  const computed = slots.filter((_, i) => !bound[i]).map((s) => s.name);
  const valuesOf = recordCopier<Value>(slots.map((s) => s.name), slots.map((_, i) => i));
  const inputsOf = recordCopier<Value>(slots.filter((_, i) => bound[i]).map((s) => s.name), slots.flatMap((_, i) => (bound[i] ? [i] : [])));
  const noValue = (slot: string) => new SimulationError(`no-value(${slot})`, `${p.file}:${p.line}: ${p.action} mode ${p.id} gave no value for ${slot}`);

  /** Per variant (and for no variant): its defaults and guards merged with the mode's, in file order. */
  const merged = new Map<string | null, { defaults: ScopePlan['defaults']; guards: GuardDef[] }>();
  merged.set(null, { defaults: p.mode.defaults, guards: p.mode.guards });
  for (const v of p.variants)
    merged.set(v.name, { defaults: byLine([...p.mode.defaults, ...v.plan.defaults]), guards: byLine([...p.mode.guards, ...v.plan.guards]) });

  const envOf = (input: CallInput): ModeEnv => {
    const values = valuesOf(input.values);
    let step: Step | null = null;
    let kt: Num = 0;
    if (ksIn >= 0) {
      const before = input.values[ksIn] as Entity;
      kt = before.s['kitchen-time'] as Num;
      step = new Step(before, input.factory, input.units);
    }
    return new ModeEnv(p.action, p.id, step as Step, kt, values, inputsOf(input.values), input, slotIndex);
  };

  /** The first variant whose condition holds; the first one's reason when none does. */
  const chooseVariant = (env: ModeEnv): { variant: (typeof p.variants)[number] | null; why: FailureReason | null } => {
    let first: FailureReason | null = null;
    for (const v of p.variants) {
      const why = v.condition.test(env);
      if (!why) return { variant: v, why: null };
      first ??= why;
    }
    return { variant: null, why: first };
  };

  /**
   * The slots a failure binds to failed objects: as the scope (or the mode) declares, else the
   * first slot and every computed slot but the kitchen state and those whose default is kept.
   */
  const failingSlots = (scope: ScopePlan, defaults: ScopePlan['defaults']) => {
    const declared = scope.fails ?? p.mode.fails;
    if (declared) return declared;
    const kept = new Set(defaults.filter((d) => d.keptOnFailure).map((d) => d.slot));
    return computed.filter((s) => {
      const slot = slots[slotIndex.get(s)!];
      return slot === slots[0] || (slot.dir === 'out' ? !slot.type.isKitchenState : !kept.has(s));
    });
  };

  const run = (input: CallInput): Outcome | null => {
    const env = envOf(input);
    const { values, step } = env;
    let scope: ScopePlan = p.mode;
    let plan = merged.get(null)!;
    let failure: FailureReason | null = null;
    if (p.variants.length) {
      const chosen = chooseVariant(env);
      if (!chosen.variant) {
        if (p.otherwise === 'nothing') return null;
        failure = chosen.why;
      } else {
        scope = chosen.variant.plan;
        plan = merged.get(chosen.variant.name)!;
      }
    }
    if (!failure) {
      for (const d of plan.defaults) values[d.slot] = d.make(env);
      step?.beginChecks();
      for (const g of plan.guards) {
        if (g.kind === 'advises' && input.semantics !== 'corrected') continue;
        const why = g.condition.test(env);
        if (!why) continue;
        if (g.kind === 'applies') return null;
        if (g.kind === 'requires') throw new SimulationError(g.stop ?? why.stop ?? `requires(${g.condition.text})`, why.message);
        // a variant's failure takes its variant's clock and failed slots where it states them (see finish)
        failure = why;
        break;
      }
      step?.endChecks();
    }
    const failed = failure !== null;
    if (failure) {
      step.because(failure);
      for (const s of failingSlots(scope, plan.defaults)) values[s] = step.failed();
    } else {
      const effect = scope.effect ?? p.mode.effect;
      const result = effect ? effect(env) : {};
      if (result.result !== undefined) values[slots[0].name] = result.result;
      for (const k in result.outputs) if (result.outputs[k] !== undefined) values[k] = result.outputs[k]!;
      for (const k in result.times) {
        if (env.times === NO_TIMES) env.times = {};
        env.times[k] = result.times[k];
      }
    }
    return finish(env, scope, failed);
  };

  // the mode's one outcome record, refilled by each call: a call allocates no result
  const outcome: Outcome = { slots: p.times.map((t) => t.index), values: p.times.map(() => null), at: p.times.map(() => null), start: 0, end: 0, failed: false };
  // each output's type, read by every call: looked up here once
  const outputTypes = p.times.map((t) => slots[t.index].type.name);
  // per output: the ancestry (a class's, replaced when the class is linked again) last found of
  // the output's type: most calls bind objects of the same classes again, and skip the look-up
  const typeSeen: (Set<string> | null)[] = p.times.map(() => null);

  /** Whether a class of these ancestors is of output `n`'s type (`Entity.isA`), remembered when it is. */
  const ofType = (ancestors: Set<string>, n: number, type: string): boolean => {
    if (ancestors === typeSeen[n]) return true;
    if (!ancestors.has(type)) return false;
    typeSeen[n] = ancestors;
    return true;
  };

  /** Times and the clock of a call whose outputs are in `env.values`: the mode's outcome, refilled. */
  const finish = (env: ModeEnv, scope: ScopePlan, failed: boolean): Outcome => {
    const { values, step } = env;
    env.start = p.start(env) ?? env.kt;
    let end = env.start;
    for (let n = 0; n < p.times.length; n++) {
      const t = p.times[n];
      let value = values[t.slot];
      if (t.index === ksOut && (value === null || value === undefined)) value = step!.ks;
      if (value === undefined || value === null) throw noValue(t.slot);
      const type = outputTypes[n];
      if (value instanceof Entity ? !ofType(value.cls.ancestors, n, type) : type !== 'entity') throw new SimulationError(`wrong-type(${t.slot})`, `${p.action}: ${t.slot} is not a ${type}`);
      const time = t.expr(env);
      if (time !== null && compare(time, end) > 0) end = time;
      outcome.values[n] = value;
      outcome.at[n] = time;
    }
    const own = clockOf(scope, failed);
    const clockExpr = own !== undefined ? own : clockOf(p.mode, failed);
    if (step && clockExpr) {
      const c = clockExpr(env);
      if (c !== null) step.ks.s['kitchen-time'] = c;
    }
    outcome.start = env.start;
    outcome.end = end;
    outcome.failed = failed;
    return outcome;
  };

  /** Every condition of a call, tested on a step of its own (nothing of the caller's state changes). */
  const check = (input: CallInput): ModeCheck => {
    const env = envOf(input);
    let plan = merged.get(null)!;
    let variant: string | null = null;
    if (p.variants.length) {
      const chosen = chooseVariant(env);
      if (!chosen.variant) return { variant: null, failures: chosen.why ? [{ guard: { kind: p.otherwise === 'fail' ? 'pre' : 'applies', condition: p.variants[0].condition, scope: p.id, line: p.variants[0].line }, reason: chosen.why }] : [] };
      variant = chosen.variant.name;
      plan = merged.get(variant)!;
    }
    for (const d of plan.defaults) env.values[d.slot] = d.make(env);
    const failures: CheckFailure[] = [];
    const unresolved = new Set<string>();
    for (const g of plan.guards) {
      // a condition on an object a failed lookup did not find cannot be tested
      if (g.condition.slots.some((s) => unresolved.has(s))) continue;
      let why: FailureReason | null;
      let thrown: string | undefined;
      try {
        why = g.condition.test(env);
      } catch (e) {
        if (!(e instanceof SimulationError)) throw e;
        // a test the reference cannot even make stops the simulation, whatever the guard
        why = { code: 'F_UNSPECIFIED', action: '', file: '', line: 0, column: 0, message: e.message };
        thrown = e.reason;
      }
      if (!why) continue;
      failures.push({ guard: g, reason: why, ...(thrown !== undefined ? { thrown } : {}) });
      for (const s of g.condition.slots) unresolved.add(s);
    }
    return { variant, failures };
  };

  return { run, check };
}

/** A scope's clock for a call that failed or not (undefined: the scope states none). */
function clockOf(s: ScopePlan, failed: boolean): Expr | null | undefined {
  return failed ? (s.failureClock !== undefined ? s.failureClock : s.clock) : s.clock;
}

function byLine<T extends { line: number }>(xs: T[]): T[] {
  return xs.sort((a, b) => a.line - b.line);
}
