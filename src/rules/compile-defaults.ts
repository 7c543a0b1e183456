// `default(Mode, Slot, How)` terms compiled to the makers of a computed slot's value, before the
// conditions are tested: retrieve(Class) (the closest unused one, brought to the counter-top;
// nothing when there is none), retrieve_each(Class, ListSlot) (one retrieval per item of a list),
// place(Class) (a place of the kitchen), input_place(Class) (a place as it is in the input
// state), new(Class), concept(Class), quantity(N), property(Source, [Slot, …]) (a slot of a slot's
// object, or of the kitchen state, followed down a path; nothing where one is missing),
// on_counter_top(Slot) (the slot's object as found on the counter-top, else nothing), effect(Term).
import { Entity, type Value } from '../kitchen/entity.ts';
import type { KClass } from '../kitchen/ontology.ts';
import type { Effect } from './action.ts';
import { compileEffect } from './compile-effect.ts';
import { type TermContext, typesMeet } from './compile-conditions.ts';
import { propertyPathProblem, typedMaker } from './default-types.ts';
import { didYouMeanClass, didYouMeanWritten, underscored } from './suggest-names.ts';
import { ontologyNearHint } from './rule-folder.ts';
import type { Env } from './timing-terms.ts';
import { hyphenate, type PTerm, show } from './terms.ts';

export interface CompiledDefault {
  slot: string;
  make: (env: Env) => Value;
  /** What a default is kept as when the action fails: a retrieved object (or one an effect made) fails with it, anything else stays. */
  keptOnFailure: boolean;
  /** What it may move in the kitchen before the conditions are tested: objects of a class (a retrieval), anything (an effect), or nothing. */
  moves?: KClass | 'anything';
  /** Reads the kitchen state alone (no slot): a listing can make it as soon as the input state is chosen (listing/grounding.ts). */
  stateOnly: boolean;
}

const KEPT = new Set(['place', 'new', 'concept', 'quantity', 'input_place', 'property', 'on_counter_top']);
/** The forms that read no slot, only the kitchen state (or nothing). */
const STATE_ONLY = new Set(['retrieve', 'place', 'input_place', 'new', 'concept', 'quantity']);

/** The names of the forms, for a did-you-mean. */
const DEFAULT_HEADS = ['retrieve', 'retrieve_each', 'place', 'input_place', 'new', 'concept', 'quantity', 'property', 'on_counter_top', 'effect'];
export const DEFAULT_FORMS = 'retrieve(Class), retrieve_each(Class, ListSlot), place(Class), input_place(Class), new(Class), concept(Class), quantity(N), property(Slot|kitchen, [Slot, …]), on_counter_top(Slot), effect(Term)';

/** The defaults that take a class: what each makes of it in a call. */
const BY_CLASS: Record<string, (env: Env, cls: string) => Value> = {
  retrieve: (env, c) => env.step.retrieve(c),
  place: (env, c) => env.step.place(c),
  input_place: (env, c) => env.step.inputPlace(c),
  new: (env, c) => env.step.make(c),
  concept: (env, c) => env.step.make(c, { 'is-concept': true }),
};

export function compileDefault(slot: string, t: PTerm, ctx: TermContext & { effects: Record<string, Effect> }): CompiledDefault | null {
  const head = t.t === 'compound' || t.t === 'atom' ? t.name : '';
  const arg = t.t === 'compound' ? t.args[0] : undefined;
  const make = maker(head, arg, t, ctx, slot);
  if (!make) return null;
  const retrieved = arg?.t === 'atom' ? ctx.ontology.classes.get(hyphenate(arg.name)) : undefined;
  const moves = head === 'effect' ? 'anything' : head.startsWith('retrieve') ? (retrieved ?? 'anything') : undefined;
  // what the load cannot tell (a property path, an effect's result) is checked as it is made
  const checked = typedMaker(make, slot, ctx.slots.get(slot)!.type, ctx.action, show(t));
  return { slot, make: checked, keptOnFailure: KEPT.has(head), stateOnly: STATE_ONLY.has(head), ...(moves ? { moves } : {}) };
}

function maker(head: string, arg: PTerm | undefined, t: PTerm, ctx: TermContext & { effects: Record<string, Effect> }, slot: string): ((env: Env) => Value) | null {
  const cls = (): string | null => {
    if (!arg || arg.t !== 'atom') return ctx.problems.add(arg ?? t, `${head}(Class) needs a class name, got ${show(t)}`);
    const n = hyphenate(arg.name);
    return ctx.ontology.has(n) ? n : ctx.problems.add(arg, `unknown class ${arg.name}${didYouMeanClass(arg.name, ctx.ontology)}${ontologyNearHint(ctx.problems.file)}`);
  };
  // own entries only: a rule may name constructor or __proto__
  const ofClass = Object.hasOwn(BY_CLASS, head) ? BY_CLASS[head] : undefined;
  if (ofClass) {
    const c = cls();
    if (c === null) return null;
    // an object of a class the slot can never hold would stop every call with wrong-type(Slot)
    const type = ctx.slots.get(slot)!.type;
    if (!typesMeet(ctx.ontology, type, c))
      return ctx.problems.add(arg!, `${head}(${show(arg!)}) makes ${underscored(c)} objects, which slot ${underscored(slot)} (holding ${underscored(type.name)}) cannot hold: every call would stop with wrong-type(${slot})`);
    return (env) => ofClass(env, c);
  }
  switch (head) {
    case 'quantity': {
      if (!arg || arg.t !== 'num') return ctx.problems.add(arg ?? t, 'quantity(N) needs a number');
      const value = arg.value;
      return (env) => env.step.make('quantity', { value });
    }
    case 'retrieve_each': {
      const c = cls();
      const list = t.t === 'compound' ? t.args[1] : undefined;
      const ls = slotOf(list, t, 'retrieve_each(Class, ListSlot) needs a slot holding a list', ctx);
      if (c === null || ls === null) return null;
      // one retrieval per item, none excluded: the same object may come back
      return (env) => {
        const items = env.values[ls] instanceof Entity ? (((env.values[ls] as Entity).s.items as Value[] | null) ?? []) : [];
        return items.map(() => env.step.retrieve(c));
      };
    }
    case 'property': {
      const path = t.t === 'compound' ? t.args[1] : undefined;
      const source = arg && arg.t === 'atom' ? hyphenate(arg.name) : null;
      if (source === null || (source !== 'kitchen' && !ctx.slots.has(source))) return ctx.problems.add(arg ?? t, `property(Source, Path) needs a slot of ${ctx.action} or kitchen as its source, got ${arg ? show(arg) : 'none'}${arg?.t === 'atom' ? didYouMeanWritten(arg.name, [...ctx.slots.keys(), 'kitchen']) : ''}`);
      if (!path || path.t !== 'list' || !path.items.every((p) => p.t === 'atom')) return ctx.problems.add(path ?? t, 'property(Source, Path) needs a list of slot names');
      const names = path.items.map((p) => hyphenate((p as { name: string }).name));
      const wrong = propertyPathProblem(names, slot, ctx.slots.get(slot)!.type, ctx.ontology, ctx.problems.file);
      if (wrong !== null) return ctx.problems.add(path, `${show(t)}: ${wrong}`);
      return (env) => {
        let v: Value = source === 'kitchen' ? env.step.ks : env.values[source] instanceof Entity ? env.step.findByPid(env.values[source]) : null;
        for (const n of names) v = v instanceof Entity ? (v.s[n] ?? null) : null;
        return v;
      };
    }
    case 'on_counter_top': {
      const s = slotOf(arg, t, 'on_counter_top(Slot) needs a slot', ctx);
      return s === null ? null : (env) => (env.values[s] instanceof Entity ? env.step.findByPid(env.values[s], env.step.counterTop()) : null);
    }
    case 'effect': {
      const e = arg ? compileEffect(arg, ctx, ctx.slots.get(slot)!) : ctx.problems.add(t, 'effect(Term) needs an effect');
      return e === null ? null : (env) => (e(env).result ?? null) as Value;
    }
  }
  return ctx.problems.add(t, `unknown default ${show(t)}${head ? didYouMeanWritten(head, DEFAULT_HEADS) : ''} (known: ${DEFAULT_FORMS})`);
}

/** The slot an argument names; null (and a problem, with the closest slot names) otherwise. */
function slotOf(a: PTerm | undefined, t: PTerm, need: string, ctx: TermContext): string | null {
  if (a?.t === 'atom' && ctx.slots.has(hyphenate(a.name))) return hyphenate(a.name);
  return ctx.problems.add(a ?? t, `${need} of ${ctx.action}, got ${a ? show(a) : 'none'}${a?.t === 'atom' ? didYouMeanWritten(a.name, ctx.slots.keys()) : ''}`);
}
