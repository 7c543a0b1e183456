// Compiles a rule file's facts into an ActionDef whose modes are plain closures: slot
// look-ups become indices, timing terms arithmetic functions (timing-terms.ts), the effect a direct call.
import { InputError, SimulationError } from '../errors.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import type { Ontology } from '../kitchen/ontology.ts';
import { Step } from '../kitchen/step.ts';
import { compare, type Num } from '../numbers/num.ts';
import { recordCopier } from '../record-copier.ts';
import { effectNamed } from '../effects/index.ts';
import type { ActionDef, Alternative, CallInput, Effect, EffectArg, ModeDef, PhysicsDecl, Produced, Semantics, SlotDef } from './action.ts';
import { checkEffects, isSlotRef, signatureOf } from './check-effects.ts';
import { FACT_FORMS, FACT_LIST, isFactForm } from './fact-forms.ts';
import type { RuleClause, RuleFile } from './load-rules.ts';
import { RuleFileError } from './problems.ts';
import { hyphenate, type PTerm, show } from './terms.ts';
import { alwaysAvail, atomName, type Env, timingCompiler } from './timing-terms.ts';

/** The environment of one call of a mode: what effects, defaults and timing expressions read. */
class ModeEnv implements Env {
  start: Num;
  times: Record<string, Num> = {};

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

/** The engine keeps each call's bound arguments as a 32-bit mask. */
const MAX_SLOTS = 32;

/** Facts a rule file may state (name/arity), with what each means: the table of fact-forms.ts. */
export const RULE_FACTS = FACT_FORMS;

/** Slot names become record keys: lower-case words, never a name Object.prototype has. */
const isPlainSlotName = (n: string) => /^[a-z][a-z0-9-]*$/.test(n) && !(n in Object.prototype);

export interface CompileContext {
  ontology: Ontology;
  effects: Record<string, Effect>;
}

const at = (file: string, line: number) => `${file}:${line}`;

/** Clauses of `key` that apply to `mode` (first argument equal to the mode id, or a variable). */
function forMode(clauses: RuleClause[], key: string, mode: PTerm): RuleClause[] {
  return clauses.filter((c) => c.key === key && (c.args[0].t === 'var' || sameTerm(c.args[0], mode)));
}

function sameTerm(a: PTerm, b: PTerm): boolean {
  return show(a) === show(b);
}

export function compileRule(rf: RuleFile, ctx: CompileContext): ActionDef {
  const { file, clauses } = rf;
  for (const c of clauses)
    if (!isFactForm(c.key)) throw new InputError(`${at(file, c.line)}: unknown fact ${c.key} (known: ${FACT_LIST})`);
  const actionClause = clauses.find((c) => c.key === 'action/2');
  if (!actionClause) throw new InputError(`${file}:1: missing action(Name, Description)`);
  const name = atomName(actionClause.args[0], 'the action name', at(file, actionClause.line));
  const doc = actionClause.args[1].t === 'atom' ? actionClause.args[1].name : show(actionClause.args[1]);

  const slots: SlotDef[] = clauses
    .filter((c) => c.key === 'slot/3')
    .map((c) => {
      const where = at(file, c.line);
      const slotName = atomName(c.args[0], 'a slot name', where);
      if (!isPlainSlotName(slotName)) throw new InputError(`${where}: ${slotName} cannot name a slot: slot names are lower-case words (letters, digits, _), and not a name such as constructor or __proto__`);
      const dir = atomName(c.args[1], 'a slot direction', where);
      if (dir !== 'in' && dir !== 'out') throw new InputError(`${where}: slot direction must be in or out, got ${dir}`);
      const typeName = atomName(c.args[2], 'a slot type', where);
      if (typeName !== 't' && !ctx.ontology.has(typeName)) throw new InputError(`${where}: slot ${slotName} has the undeclared type ${typeName}`);
      return { name: slotName, dir, type: typeName === 't' ? ctx.ontology.get('entity') : ctx.ontology.get(typeName) };
    });
  if (!slots.length) throw new InputError(`${file}:1: action ${name} declares no slot`);
  if (slots.length > MAX_SLOTS) throw new InputError(`${file}:1: action ${name} declares ${slots.length} slots, at most ${MAX_SLOTS} are allowed`);
  const slotIndex = new Map(slots.map((s, i) => [s.name, i]));
  const dup = slots.find((s, i) => slotIndex.get(s.name) !== i);
  if (dup) throw new InputError(`${at(file, clauses.filter((c) => c.key === 'slot/3')[slotIndex.get(dup.name)!].line)}: slot ${dup.name} declared twice`);
  const isSlot = (n: string) => slotIndex.has(n);
  const { compileExpr, slotName } = timingCompiler(name, isSlot);
  const effectProblems = checkEffects(clauses, file, new Set(slotIndex.keys()), ctx.effects);
  if (effectProblems.length) throw new RuleFileError(effectProblems);

  const modes: ModeDef[] = clauses
    .filter((c) => c.key === 'mode/3')
    .map((c) => compileMode(c));
  if (!modes.length) throw new InputError(`${file}:1: action ${name} declares no mode`);
  // the physical procedure of a coming quantitative mode: kept as data, not compiled
  const physics: PhysicsDecl[] = clauses.filter((c) => c.key === 'physics/2').map((c) => ({ mode: c.args[0], term: c.args[1], line: c.line }));
  return physics.length ? { name, doc, file, slots, modes, physics } : { name, doc, file, slots, modes };

  function slotList(t: PTerm, where: string): string[] {
    if (t.t !== 'list') throw new InputError(`${where}: expected a list of slot names, got ${show(t)}`);
    return t.items.map((x) => slotName(x, where));
  }

  function compileMode(mc: RuleClause): ModeDef {
    const where = at(file, mc.line);
    const modeTerm = mc.args[0];
    const id = show(modeTerm);
    const boundNames = slotList(mc.args[1], where);
    const computedNames = slotList(mc.args[2], where);
    const all = [...boundNames, ...computedNames];
    const missing = slots.filter((s) => !all.includes(s.name)).map((s) => s.name);
    if (missing.length) throw new InputError(`${where}: mode ${id} leaves out ${missing.join(', ')} (every slot is bound or computed)`);
    const twice = all.find((n, i) => all.indexOf(n) !== i);
    if (twice) throw new InputError(`${where}: mode ${id} names ${twice} twice`);
    const bound = slots.map((s) => boundNames.includes(s.name));
    const boundMask = bound.reduce((m, b, i) => (b ? m | (1 << i) : m), 0);
    const ksIn = slots.findIndex((s) => s.type.name === 'kitchen-state' && s.dir === 'in');
    const ksOut = slots.findIndex((s) => s.type.name === 'kitchen-state' && s.dir === 'out');

    const defaults = forMode(clauses, 'default/3', modeTerm).map((c) => {
      const w = at(file, c.line);
      const slot = atomName(c.args[1], 'a slot name', w);
      if (!computedNames.includes(slot)) throw new InputError(`${w}: default for ${slot}, which mode ${id} does not compute`);
      return { slot, make: compileDefault(c.args[2], w) };
    });
    const effectClause = forMode(clauses, 'effect/2', modeTerm)[0];
    const effect = effectClause ? compileEffect(effectClause.args[1], at(file, effectClause.line)) : null;
    const startClause = forMode(clauses, 'start/2', modeTerm)[0];
    const start = startClause ? compileExpr(startClause.args[1], at(file, startClause.line)) : (env: Env) => env.kt;
    const availRead = startClause ? alwaysAvail(startClause.args[1]).filter(isSlot).map((n) => slotIndex.get(n)!) : [];
    const times = computedNames.map((slot) => {
      const c = forMode(clauses, 'time/3', modeTerm).find((t) => t.args[1].t === 'atom' && hyphenate(t.args[1].name) === slot);
      if (!c) throw new InputError(`${where}: mode ${id} computes ${slot} but no time(${id}, ${slot.replace(/-/g, '_')}, Expr) says when it is available`);
      return { slot, index: slotIndex.get(slot)!, expr: compileExpr(c.args[2], at(file, c.line)) };
    });
    const clockClause = forMode(clauses, 'clock/2', modeTerm)[0];
    const clock = clockClause ? compileExpr(clockClause.args[1], at(file, clockClause.line)) : null;
    const failClause = forMode(clauses, 'failure_clock/2', modeTerm)[0];
    const failureClock = failClause ? compileExpr(failClause.args[1], at(file, failClause.line)) : clock;

    // the call's values by slot name, and its bound inputs alone
    const valuesOf = recordCopier<Value>(slots.map((s) => s.name), slots.map((_, i) => i));
    const inputsOf = recordCopier<Value>(slots.filter((_, i) => bound[i]).map((s) => s.name), slots.flatMap((_, i) => (bound[i] ? [i] : [])));
    const noValue = (slot: string) => new SimulationError(`no-value(${slot})`, `${at(file, mc.line)}: ${name} mode ${id} gave no value for ${slot}`);

    const run = (input: CallInput): Alternative[] | null => {
      const values = valuesOf(input.values);
      let step: Step | null = null;
      let kt: Num = 0;
      if (ksIn >= 0) {
        const before = input.values[ksIn] as Entity;
        kt = before.s['kitchen-time'] as Num;
        step = new Step(before, input.factory, input.units);
      }
      const env = new ModeEnv(name, id, step as Step, kt, values, inputsOf(input.values), input, slotIndex);
      for (const d of defaults) values[d.slot] = d.make(env);
      const result = effect ? effect(env) : {};
      if (result === null) return null;
      if (result.decidedBy && (result.failed || result.nothing)) input.decided?.(result.decidedBy);
      if (result.nothing) return null;
      if (result.result !== undefined) values[slots[0].name] = result.result;
      const outputs = result.outputs;
      for (const k in outputs) if (outputs[k] !== undefined) values[k] = outputs[k]!;
      const effectTimes = result.times;
      for (const k in effectTimes) env.times[k] = effectTimes[k];
      env.start = start(env) ?? kt;
      const produced: Produced[] = [];
      let end = env.start;
      for (const t of times) {
        let value = values[t.slot];
        if (t.index === ksOut && (value === null || value === undefined)) value = step!.ks;
        if (value === undefined || value === null) throw noValue(t.slot);
        const type = slots[t.index].type.name;
        if (value instanceof Entity ? !value.isA(type) : type !== 'entity') throw new SimulationError(`wrong-type(${t.slot})`, `${name}: ${t.slot} is not a ${type}`);
        const time = t.expr(env);
        if (time !== null && compare(time, end) > 0) end = time;
        produced.push({ slot: t.index, value, at: time });
      }
      const clockExpr = result.failed ? failureClock : clock;
      if (step && clockExpr) {
        const c = clockExpr(env);
        if (c !== null) step.ks.s['kitchen-time'] = c;
      }
      return [{ produced, start: env.start, end, failed: !!result.failed }];
    };
    return { id, bound, boundMask, line: mc.line, availRead, run };
  }

  function compileDefault(t: PTerm, where: string): (env: Env) => Value {
    const arg = (i: number) => (t.t === 'compound' ? t.args[i] : undefined);
    const head = t.t === 'compound' ? t.name : t.t === 'atom' ? t.name : '';
    const cls = () => {
      const a = arg(0);
      const n = a ? atomName(a, 'a class name', where) : '';
      if (!ctx.ontology.has(n)) throw new InputError(`${where}: unknown class ${n}`);
      return n;
    };
    switch (head) {
      case 'retrieve': {
        const c = cls();
        return (env) => env.step.retrieve(c);
      }
      case 'place': {
        const c = cls();
        return (env) => env.step.place(c);
      }
      case 'new': {
        const c = cls();
        return (env) => env.step.make(c);
      }
      case 'concept': {
        const c = cls();
        return (env) => env.step.make(c, { 'is-concept': true });
      }
      case 'quantity': {
        const a = arg(0);
        if (!a || a.t !== 'num') throw new InputError(`${where}: quantity(N) needs a number`);
        return (env) => env.step.make('quantity', { value: a.value });
      }
      case 'effect': {
        const e = compileEffect(arg(0)!, where);
        return (env) => (e(env)?.result ?? null) as Value;
      }
    }
    throw new InputError(`${where}: unknown default ${show(t)} (known: retrieve(Class), place(Class), new(Class), concept(Class), quantity(N), effect(Term))`);
  }

  function compileEffect(t: PTerm, where: string): (env: Env) => ReturnType<Effect> {
    const effName = t.t === 'compound' || t.t === 'atom' ? t.name : '';
    const fn = effectNamed(ctx.effects, effName);
    if (!fn) throw new InputError(`${where}: unknown effect ${effName || show(t)} (the vocabulary: ${Object.keys(ctx.effects).sort().join(', ')})`);
    // checkEffects has checked the arguments against the signature; an atom the signature
    // declares a constant stays a constant even when a slot has its name
    const kinds = signatureOf(effName)?.args;
    const args = (t.t === 'compound' ? t.args : []).map((a, i): ((env: Env) => EffectArg) => {
      if (kinds?.[i].kind === 'atom' && a.t === 'atom') {
        const n = hyphenate(a.name);
        return () => n;
      }
      if (isSlotRef(a)) {
        const n = slotName(a.args[0], where);
        return (env) => ({ slot: n, value: env.values[n], given: env.inputs[n] !== undefined });
      }
      if (a.t === 'atom') {
        const n = hyphenate(a.name);
        return isSlot(n) ? (env) => env.values[n] : () => n;
      }
      if (a.t === 'num') return () => a.value;
      throw new InputError(`${where}: effect arguments are slot names, atoms or numbers, got ${show(a)}`);
    });
    return (env) => fn(env, ...args.map((a) => a(env)));
  }

}
