// Effect terms of rule files (`effect/2`, and `default/3` with `effect(Term)`) compiled to direct
// calls of the vocabulary's effects. Each argument is checked against the effect's signature
// (src/effects/signatures.ts): its kind, and for a slot the slot's declared type against the type
// the effect works on; a property an effect sets must be a slot the ontology declares.
import { effectNamed } from '../effects/index.ts';
import { describeSignature, EFFECT_SIGNATURES, type EffectSignature, hasSignature } from '../effects/signatures.ts';
import type { Effect, EffectArg, SlotDef } from './action.ts';
import { slotOfType, type TermContext, typesMeet } from './compile-conditions.ts';
import { foundFor, objectOf } from '../conditions/condition.ts';
import { SimulationError } from '../errors.ts';
import { Entity } from '../kitchen/entity.ts';
import type { Env } from './timing-terms.ts';
import { written } from './scope-checks.ts';
import { didYouMeanWritten } from './suggest-names.ts';
import { ontologyNearHint } from './rule-folder.ts';
import { hyphenate, type PTerm, show } from './terms.ts';
import { type ChangedSlot, holds, unfoundInputWords } from './unfound-input.ts';

/**
 * `changes`: the bound slots' objects it works on (value and slot(…) arguments), for the check
 * that a look-up finds each; `gives`: the slots it may bind besides its result (mode-checks.ts).
 */
export type CompiledEffect = ((env: Env) => ReturnType<Effect>) & { changes?: readonly ChangedSlot[]; gives?: ReadonlySet<string> };

/** The signature an effect is checked and compiled with; null for effects added without one. */
export const signatureOf = (name: string): EffectSignature | null => (hasSignature(name) ? EFFECT_SIGNATURES[name] : null);

export const isSlotRef = (a: PTerm): a is Extract<PTerm, { t: 'compound' }> => a.t === 'compound' && a.name === 'slot' && a.args.length === 1;
const isInputRef = (a: PTerm): a is Extract<PTerm, { t: 'compound' }> => a.t === 'compound' && a.name === 'input' && a.args.length === 1;

/**
 * `into`: the slot the effect's result is bound to (the action's first slot, or a default's slot),
 * checked against what the signature says the effect gives.
 */
export function compileEffect(t: PTerm, ctx: TermContext & { effects: Record<string, Effect> }, into: SlotDef): CompiledEffect | null {
  const name = t.t === 'compound' || t.t === 'atom' ? t.name : '';
  const fn = effectNamed(ctx.effects, name);
  if (!fn) return ctx.problems.add(t, `unknown effect ${t.t === 'compound' ? name : written(t)}${name ? didYouMeanWritten(name, Object.keys(ctx.effects)) : ''} (the vocabulary: ${Object.keys(ctx.effects).sort().join(', ')})`);
  const sig = signatureOf(name);
  const args = t.t === 'compound' ? t.args : [];
  if (!sig) return ctx.problems.add(t, `effect ${name} has no signature (src/effects/signatures.ts)`);
  if (args.length !== sig.args.length)
    return ctx.problems.add(t, `effect ${name} takes ${sig.args.length} argument${sig.args.length === 1 ? '' : 's'}, ${describeSignature(name, sig)}; got ${args.length}: ${show(t)}`);
  const compiled: ((env: Env) => EffectArg)[] = [];
  /** The slots whose values the effect cannot do without (value kind). */
  const needed: string[] = [];
  const changes: ChangedSlot[] = [];
  const slotArgs: string[] = [];
  sig.args.forEach((want, i) => {
    const a = args[i];
    const what = `argument ${i + 1} (${want.name}) of ${name}`;
    switch (want.kind) {
      case 'value': {
        const s = slotOfType(a, want.type, what, ctx);
        // the object a lookup condition found, else the slot's value
        if (s === null) return;
        compiled.push((env) => objectOf(env, s));
        needed.push(s);
        if (!want.stored && !want.unchanged) changes.push({ slot: s, at: a });
        return;
      }
      case 'input': {
        if (!isInputRef(a)) return void ctx.problems.add(a, `${what} must be input(Slot) (the input as bound before the step), got ${written(a)}`);
        const s = slotOfType(a.args[0], want.type, what, ctx);
        if (s !== null) compiled.push((env) => env.inputs[s] ?? null);
        return;
      }
      case 'slot': {
        if (!isSlotRef(a)) return void ctx.problems.add(a, `${what} must be slot(Name) (the effect gets the slot itself), got ${written(a)}`);
        const s = slotOfType(a.args[0], want.type, what, ctx);
        if (s === null) return;
        slotArgs.push(s);
        compiled.push((env) => ({ slot: s, value: objectOf(env, s), given: env.inputs[s] !== undefined }));
        changes.push({ slot: s, at: a });
        return;
      }
      case 'property': {
        if (a.t !== 'atom') return void ctx.problems.add(a, `${what} must be the name of a slot that ${want.holder} objects have, got ${show(a)}`);
        const p = hyphenate(a.name);
        const holder = ctx.ontology.has(want.holder) ? ctx.ontology.get(want.holder) : null;
        if (!holder?.slots.includes(p))
          return void ctx.problems.add(a, `${what}: ${a.name} is not a slot of ${want.holder}${holder ? didYouMeanWritten(a.name, holder.slots) : ''} (declare it in the ontology, e.g. a property class with slots: {${p}: null} that ${want.holder} is-a)${ontologyNearHint(ctx.problems.file)}`);
        compiled.push(() => p);
        return;
      }
      case 'atom': {
        if (a.t !== 'atom') return void ctx.problems.add(a, `${what} must be an atom${want.oneOf ? ` (${want.oneOf.join(' or ')})` : ''}, got ${show(a)}`);
        if (want.oneOf && !want.oneOf.some((o) => hyphenate(o) === hyphenate(a.name))) return void ctx.problems.add(a, `${what} must be ${want.oneOf.join(' or ')}, got ${a.name}`);
        const n = hyphenate(a.name);
        compiled.push(() => n);
        return;
      }
      case 'number': {
        if (a.t !== 'num') return void ctx.problems.add(a, `${what} must be a number, got ${written(a)}`);
        const v = a.value;
        compiled.push(() => v);
        return;
      }
    }
  });
  if (compiled.length !== sig.args.length) return null;
  checkResult(name, sig, args, into, t, ctx);
  const where = `${ctx.problems.file}:${t.at ? `${t.at.line}:${t.at.column}` : '0'}`;
  const text = show(t);
  const fault = (env: Env, e: unknown): never => {
    if (e instanceof SimulationError) throw e;
    throw ruleFault(env, needed, name, where) ?? unfoundInputFault(env, changes, text, where) ?? e;
  };
  const run: CompiledEffect = caller(fn, compiled, fault);
  run.changes = changes;
  run.gives = new Set([...(sig.binds ?? []), ...slotArgs]);
  return run;
}

/**
 * The other rule fault an effect throws on: it changes an input that no look-up condition found
 * in the step's kitchen state (it got the input state's object, which it cannot change). Loading
 * refuses such a rule (mode-checks.ts); a look-up that did not run (an `advises` with the
 * reference semantics) still ends here, with the same words, rather than in an internal error.
 */
function unfoundInputFault(env: Env, changes: readonly ChangedSlot[], effect: string, where: string): SimulationError | null {
  const unfound = changes.find(({ slot }) => {
    const input = env.inputs[slot];
    return input instanceof Entity && foundFor(env.found, slot) === undefined && holds(env.step?.ks, input);
  });
  if (unfound === undefined) return null;
  return new SimulationError(`unfound-input(${unfound.slot})`, `${where}: ${unfoundInputWords(effect, unfound.slot, env.mode)}`);
}

/**
 * Why an effect threw, when the rule file is at fault: it gave the effect no value for a slot the
 * effect needs (a computed slot without a default). Such a rule stops here, at its effect, with
 * the mode and the slot, rather than with an internal error.
 */
function ruleFault(env: Env, needed: readonly string[], effect: string, where: string): SimulationError | null {
  const empty = needed.find((s) => objectOf(env, s) == null);
  if (empty === undefined) return null;
  const written = empty.replace(/-/g, '_');
  return new SimulationError(`no-value(${empty})`, `${where}: effect ${effect} got no value for ${written}: mode ${env.mode} neither binds it nor gives it a default(${env.mode.replace(/-/g, '_')}, ${written}, …)`);
}

/** A problem when the slot the result is bound to cannot hold what the effect gives (the engine would stop with wrong-type at run time). */
function checkResult(name: string, sig: EffectSignature, args: readonly PTerm[], into: SlotDef, t: PTerm, ctx: TermContext): void {
  const result = sig.result;
  if (!result) return;
  const slotType = (s: SlotDef) => s.type.name.replace(/-/g, '_');
  let gives: string;
  let what: string;
  if ('type' in result) {
    gives = result.type;
    what = `a new ${result.type.replace(/-/g, '_')}`;
  } else {
    const i = sig.args.findIndex((a) => a.name === result.arg);
    const a = args[i];
    const ref = a && (isSlotRef(a) || isInputRef(a)) ? a.args[0] : a;
    const from = ref?.t === 'atom' ? ctx.slots.get(hyphenate(ref.name)) : undefined;
    if (!from) return; // a bad argument is reported above
    gives = from.type.name;
    what = `its ${result.arg} (slot ${from.name.replace(/-/g, '_')}, which holds ${slotType(from)})`;
  }
  if (!typesMeet(ctx.ontology, into.type, gives))
    ctx.problems.add(t, `effect ${name} gives ${what} as its result, bound to slot ${into.name.replace(/-/g, '_')}, which holds ${slotType(into)}: the types do not meet`);
}

type Arg = (env: Env) => EffectArg;

/**
 * Calls the effect with its arguments, each computed in order before the call (a fault of one is
 * not the effect's); a call of up to five arguments makes no array (an array and its spread per
 * call cost a step about 170 bytes). Those it has not are passed as undefined, as if left out.
 */
function caller(fn: Effect, args: Arg[], fault: (env: Env, e: unknown) => never): CompiledEffect {
  if (args.length > 5)
    return (env) => {
      const given = args.map((c) => c(env));
      try {
        return fn(env, ...given);
      } catch (e) {
        return fault(env, e);
      }
    };
  const [c0, c1, c2, c3, c4] = args;
  return (env) => {
    const a = c0?.(env);
    const b = c1?.(env);
    const c = c2?.(env);
    const d = c3?.(env);
    const e = c4?.(env);
    try {
      return fn(env, a, b, c, d, e);
    } catch (thrown) {
      return fault(env, thrown);
    }
  };
}
