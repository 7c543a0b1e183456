// Timing terms of rule files (`start/2`, `time/3`, `clock/2`: numbers, kt, start, avail(Slot),
// A+B, max(A,B), if(Cond,A,B), …) compiled to arithmetic functions over a call's environment.
import { InputError, SimulationError } from '../errors.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import { add, compare, max, mul, type Num, sub } from '../numbers/num.ts';
import type { Ontology } from '../kitchen/ontology.ts';
import type { EffectEnv } from './action.ts';
import { didYouMeanClass, didYouMeanWritten } from './suggest-names.ts';
import { hyphenate, type PTerm, show } from './terms.ts';

/** What a mode's timing terms read: the effect environment, its start time and effect times. */
export type Env = EffectEnv & { start: Num; times: Record<string, Num> };
export type Expr = (env: Env) => Num | null;
type Cond = (env: Env) => boolean;

/** The names of timing terms, for a did-you-mean. */
const TERM_NAMES = ['kt', 'start', 'none', 'max', 'avail', 'value', 'count', 'effect_time', 'if'];

export function atomName(t: PTerm, what: string, where: string): string {
  if (t.t !== 'atom') refuse(t, where, `${what} must be an atom, got ${show(t)}`);
  return hyphenate(t.name);
}

/** A problem of a timing term, placed at the term itself where the reader kept its place. */
function refuse(t: PTerm, where: string, message: string): never {
  throw new InputError(`${where}: ${message}`, t.at ? { file: where, line: t.at.line, column: t.at.column } : undefined);
}

/** Slots an expression reads the available-at of whatever the values (not under if/3). */
export function alwaysAvail(t: PTerm): string[] {
  if (t.t !== 'compound') return [];
  if (t.name === 'avail' && t.args.length === 1 && t.args[0].t === 'atom') return [hyphenate(t.args[0].name)];
  return ['+', '-', '*', 'max'].includes(t.name) && t.args.length === 2 ? t.args.flatMap(alwaysAvail) : [];
}

/**
 * The compilers of one action's timing terms (`name` and `slots` name and check its slots (by
 * hyphenated name), `ontology` the classes `isa` names, `cannotBe` gives a slot's type when its
 * values can never be of a class, `classHint` what to add to a class the ontology lacks: the
 * ontology files beside the rule file, as conditions and effects say).
 */
export function timingCompiler(
  name: string,
  slots: ReadonlyMap<string, unknown>,
  ontology?: Ontology,
  cannotBe: (slot: string, cls: string) => string | null = () => null,
  classHint: () => string = () => '',
) {
  /** The slot an atom names, which must be one of the action's. */
  function slotName(t: PTerm, where: string): string {
    const n = atomName(t, 'a slot name', where);
    // named as the file writes it (container_with_crem), not hyphenated
    if (!slots.has(n)) refuse(t, where, `${show(t)} is not a slot of ${name}${didYouMeanWritten(n, slots.keys())}`);
    return n;
  }

  /** The slot `term(Slot)` reads, whose values must be able to be of `cls` (else the term always stops or is 0). */
  function typedSlot(t: PTerm, term: string, cls: string, where: string): string {
    const n = slotName(t, where);
    const has = cannotBe(n, cls);
    if (has !== null) refuse(t, where, `${term}(${show(t)}) needs a slot whose values can be ${cls.replace(/-/g, '_')}; slot ${show(t)} holds ${has.replace(/-/g, '_')}`);
    return n;
  }

  /** A timing term, refused where it always comes before the step's start (a step cannot end before it starts). */
  function compileExpr(t: PTerm, where: string): Expr {
    const offset = startOffset(t);
    if (offset !== null && compare(offset, 0) < 0) {
      const early = show({ t: 'num', value: sub(0, offset) });
      refuse(t, where, `${show(t)} is always ${early} second${early === '1' ? '' : 's'} before the step's start: a time or clock cannot run backwards (write start + N with N >= 0)`);
    }
    return compileTerm(t, where);
  }

  function compileTerm(t: PTerm, where: string): Expr {
    if (t.t === 'num') {
      const v = t.value;
      return () => v;
    }
    if (t.t === 'atom') {
      if (t.name === 'kt') return (env) => env.kt;
      if (t.name === 'start') return (env) => env.start;
      if (t.name === 'none') return () => null;
    }
    if (t.t === 'compound') {
      const [a, b, c] = t.args;
      const slotArg = () => slotName(a, where);
      const need = (e: Num | null): Num => {
        if (e === null) throw new SimulationError('nil-time', `${where}: a time needed here is nil`);
        return e;
      };
      switch (`${t.name}/${t.args.length}`) {
        case '+/2':
        case '-/2':
        case '*/2': {
          const x = compileTerm(a, where);
          const y = compileTerm(b, where);
          const op = t.name === '+' ? add : t.name === '-' ? sub : mul;
          return (env) => op(need(x(env)), need(y(env)));
        }
        case 'max/2': {
          const x = compileTerm(a, where);
          const y = compileTerm(b, where);
          return (env) => max(need(x(env)), need(y(env)));
        }
        case 'avail/1': {
          const n = slotArg();
          return (env) => env.avail(n);
        }
        case 'value/1': {
          const n = typedSlot(a, 'value', 'quantity', where);
          return (env) => quantityValue(env.values[n], n);
        }
        case 'count/1': {
          const n = typedSlot(a, 'count', 'container', where);
          return (env) => {
            const v = env.inputs[n];
            return v instanceof Entity ? v.contents.length : 0;
          };
        }
        case 'effect_time/1': {
          const k = atomName(a, 'a name', where);
          return (env) => env.times[k] ?? null;
        }
        case 'if/3': {
          const cond = compileCond(a, where);
          const x = compileTerm(b, where);
          const y = compileTerm(c, where);
          return (env) => (cond(env) ? x(env) : y(env));
        }
      }
    }
    const head = t.t === 'atom' || t.t === 'compound' ? t.name : '';
    refuse(t, where, `unknown timing term ${show(t)}${head ? didYouMeanWritten(head, TERM_NAMES) : ''} (known: numbers, kt, start, none, A+B, A-B, A*B, max(A,B), avail(Slot), value(Slot), count(Slot), effect_time(Name), if(Cond,A,B))`);
  }

  function compileCond(t: PTerm, where: string): Cond {
    if (t.t === 'compound' && t.name === 'isa' && t.args.length === 2) {
      const n = slotName(t.args[0], where);
      const c = atomName(t.args[1], 'a class name', where);
      // a misspelt class would make the test false for every value, without a word
      if (ontology && !ontology.has(c)) refuse(t.args[1], where, `isa(${show(t.args[0])}, ${show(t.args[1])}): ${show(t.args[1])} is not a class of the ontology${didYouMeanClass(c, ontology)}${classHint()}`);
      return (env) => {
        const v = env.values[n];
        return v instanceof Entity && v.isA(c);
      };
    }
    if (t.t === 'atom' && t.name === 'corrected') return (env) => env.semantics === 'corrected';
    if (t.t === 'compound' && t.name === 'bound' && t.args.length === 1) {
      const n = slotName(t.args[0], where);
      return (env) => env.inputs[n] !== undefined && env.inputs[n] !== null;
    }
    const head = t.t === 'atom' || t.t === 'compound' ? t.name : '';
    refuse(t, where, `unknown condition ${show(t)}${head ? didYouMeanWritten(head, ['isa', 'bound', 'corrected']) : ''} (known: isa(Slot, Class), bound(Slot), corrected)`);
  }
  return { compileExpr, slotName };
}

/** `start` plus a constant (`start - 10`, `(start + 5) - 20`, `-3 + start`, `start + (0 - 10)`): the constant; null for any other term. */
export function startOffset(t: PTerm): Num | null {
  if (t.t === 'atom' && t.name === 'start') return 0;
  if (t.t !== 'compound' || t.args.length !== 2 || (t.name !== '+' && t.name !== '-')) return null;
  const [a, b] = t.args;
  const n = constant(b);
  if (n !== null) {
    const o = startOffset(a);
    return o === null ? null : t.name === '+' ? add(o, n) : sub(o, n);
  }
  const m = t.name === '+' ? constant(a) : null;
  const o = m === null ? null : startOffset(b);
  return o === null ? null : add(o, m!);
}

/** The number a term of numbers and arithmetic always is, else null. */
function constant(t: PTerm): Num | null {
  if (t.t === 'num') return t.value;
  if (t.t !== 'compound' || t.args.length !== 2 || !['+', '-', '*'].includes(t.name)) return null;
  const [x, y] = t.args.map(constant);
  if (x === null || y === null) return null;
  return t.name === '+' ? add(x, y) : t.name === '-' ? sub(x, y) : mul(x, y);
}

function quantityValue(v: Value, slot: string): Num {
  if (v instanceof Entity) {
    const q = v.s.value ?? (v.s.quantity instanceof Entity ? (v.s.quantity as Entity).s.value : undefined);
    if (q !== undefined && q !== null && typeof q !== 'string' && q !== true && !(q instanceof Entity) && !Array.isArray(q)) return q as Num;
  }
  throw new SimulationError(`no-applicable-method(value)`, `${slot} holds no quantity`);
}
