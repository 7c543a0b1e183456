// One assignment of an action's inputs made into an admissible entry: example values for its
// numbers (with fallbacks), dry runs on the current state (remembered in the DryRunMemo), the
// feasible range of each number, fresh names for its outputs.
import { describe } from '../describe.ts';
import { fireOne } from '../engine/fire-one.ts';
import { deepCopy, Entity, Factory, type Value } from '../kitchen/entity.ts';
import type { KClass } from '../kitchen/ontology.ts';
import { type Num, sub } from '../numbers/num.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';
import { numberJson, type NumberJson } from '../json/values.ts';
import { exampleFor, fallbackExamples, probeRange, type Range } from './parameters.ts';
import { type BoundVariable, isListValue, type Pools } from './pools.ts';
import type { SessionState } from './session.ts';
import type { Simulator } from '../simulator.ts';
import type { DecidedBy } from '../errors.ts';
import type { DryResult, DryRunMemo } from './dry-run-memo.ts';
import { answersAlike, type ConceptUse, watchConcept, type WatchedConcept } from './concept-watch.ts';

export interface AdmissibleParameter {
  /** Argument index in the line (0 = the first argument after the action name). */
  position: number;
  slot: string;
  example: NumberJson;
  /** Smallest and largest values the dry runs found feasible (see docs/SESSIONS.md). */
  min: NumberJson;
  max: NumberJson;
}

export interface AdmissibleEntry {
  /** Ready to send: bound variables, constants, the example values, fresh output variables. */
  line: string;
  action: string;
  mode: string;
  parameters: AdmissibleParameter[];
  /** Short description of the outputs of the dry run. */
  produces: string;
  /** Simulated time from the action's start to its end. */
  duration: NumberJson;
  /** Age of the most recently bound input variable (0: bound by the latest step). */
  recency: number;
}

/** One candidate argument of a slot. */
export type Arg =
  | { kind: 'fresh' }
  | { kind: 'var'; v: BoundVariable }
  | { kind: 'concept'; cls: KClass }
  | { kind: 'number' };

export const FRESH: Arg = { kind: 'fresh' };
export const NUMBER: Arg = { kind: 'number' };
export const varArg = (v: BoundVariable): Arg => ({ kind: 'var', v });
export const conceptArg = (cls: KClass): Arg => ({ kind: 'concept', cls });

export interface AdmissibleContext {
  sim: Simulator;
  state: SessionState;
  pools: Pools;
  /** Ranges found by earlier probes (kept per simulator). */
  ranges: Map<string, Range>;
  /** Dry-run results that still hold (see DryRunMemo); filled as dry runs are made. */
  memo: DryRunMemo;
}

/**
 * The entry of an assignment, or null when no dry run of it binds no failed object. `scopes`:
 * the action mode's failure scopes (a failure one of them covers is not retried with other numbers).
 */
export function tryAssignment(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], scopes: number[][], exhaustive = false): AdmissibleEntry | null {
  const numbers = args.map((a, i) => (a.kind === 'number' ? i : -1)).filter((i) => i >= 0);
  const unitOf = (i: number) => {
    const next = args[i + 1];
    return next && next.kind === 'concept' && action.slots[i + 1].type.ancestors.has('unit') ? next.cls.name : null;
  };
  // a network refuses a line that repeats an argument, a number included: examples differ
  const examples = distinct(numbers.map((i) => exampleFor(unitOf(i), action.slots[i].name)));
  // first feasible example set: each number tried with a few fallbacks, the others at their example
  const values = new Map<number, number>(numbers.map((i, k) => [i, examples[k]]));
  const taken = (value: number, k: number) => numbers.some((j, m) => m !== k && values.get(j) === value);
  const share = !exhaustive;
  let result = dryRun(ctx, action, mode, args, values, share);
  // a failure that other inputs decided stays whatever the numbers
  if (!result && numbers.length && decidedToFail(scopes, ctx, action, mode, args, args.length)) return null;
  for (let k = 0; !result && k < numbers.length; k++) {
    for (const alt of fallbackExamples(examples[k]).slice(1)) {
      if (taken(alt, k)) continue;
      values.set(numbers[k], alt);
      if ((result = dryRun(ctx, action, mode, args, values, share))) break;
    }
    if (!result) values.set(numbers[k], examples[k]);
  }
  if (!result) return null;
  const parameters = numbers.map((i): AdmissibleParameter => {
    const example = values.get(i)!;
    // ranges depend on what the constants name far more than on which container or state: one probe per constants
    const key = `${action.name}|${mode.id}|${i}|${example}|${args.map(argKey).join(' ')}`;
    let range = ctx.ranges.get(key);
    if (!range) {
      range = probeRange(example, (v) => fire(ctx, action, mode, args, values, new Map([[i, v]])).result !== null);
      ctx.ranges.set(key, range);
    }
    return { position: i, slot: action.slots[i].name, example, min: range.min, max: range.max };
  });
  const fresh = freshNames(ctx, action, args);
  const line = `(${action.name} ${args.map((a, i) => (a.kind === 'fresh' ? fresh[i] : a.kind === 'var' ? a.v.name : a.kind === 'concept' ? a.cls.name : String(values.get(i)))).join(' ')})`;
  const recency = Math.min(...args.map((a) => (a.kind === 'var' ? a.v.age : Infinity)));
  return { line, action: action.name, mode: mode.id, parameters, produces: result.produces, duration: result.duration, recency: Number.isFinite(recency) ? recency : -1 };
}

/**
 * Is a failure of the action mode known for these inputs, decided by the inputs at one of
 * `scopes` (position sets, see SimulationError.decidedBy) that all lie before `upTo`?
 * With `upTo` the number of inputs chosen so far, an enumeration skips every line that would
 * begin this way.
 */
export function decidedToFail(scopes: number[][], ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], upTo: number): boolean {
  for (const scope of scopes) {
    if (scope[scope.length - 1] >= upTo) continue;
    const known = scopeKey(action, mode, scope, args);
    if (known && ctx.memo.get(known.key, known.variables) !== undefined) return true;
  }
  return false;
}

/** The memo key of a failure decided by the inputs at `positions` (null unless each is a variable or a constant). */
function scopeKey(action: ActionDef, mode: ModeDef, positions: number[], args: Arg[]): { key: string; variables: string[] } | null {
  let key = `!${action.name}|${mode.id}|`;
  const variables: string[] = [];
  for (const i of positions) {
    const a = args[i];
    if (a.kind === 'var') {
      variables.push(a.v.name);
      key += `${i}=${a.v.name} `;
    } else if (a.kind === 'concept') key += `${i}=${a.cls.name} `;
    else return null;
  }
  return { key, variables };
}

/**
 * Remembers a stop that `decidedBy` names the inputs of, found by identity among the values fired
 * (not at all when one is none of them, or two inputs hold it: which one decided is unknown).
 */
function noteDecided(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], values: Value[], decidedBy: DecidedBy) {
  const positions = decidedBy.inputs.map((x) => {
    const at = values.indexOf(x as Value);
    return at === values.lastIndexOf(x as Value) ? at : -1;
  });
  if (!decidedBy.anyState) positions.push(action.slots.findIndex((s) => s.dir === 'in' && s.type.isKitchenState));
  if (positions.some((i) => i < 0)) return;
  const scope = [...new Set(positions)].sort((a, b) => a - b);
  const known = scopeKey(action, mode, scope, args);
  if (!known) return;
  const scopes = ctx.memo.scopesOf(`${action.name}|${mode.id}`);
  const text = scope.join(' ');
  if (!scopes.some((s) => s.join(' ') === text)) scopes.push(scope);
  ctx.memo.set(known.key, null);
}

/** The values with each repeat replaced by the next integer no other value uses. */
function distinct(values: number[]): number[] {
  const used = new Set<number>();
  return values.map((v) => {
    while (used.has(v)) v = Math.floor(v) + 1;
    used.add(v);
    return v;
  });
}

const argKey = (a: Arg) => (a.kind === 'var' ? '?' : a.kind === 'concept' ? a.cls.name : a.kind === 'number' ? '#' : '_');

/** `?slot-name-N`, N the smallest number that no variable of the network uses. */
function freshNames(ctx: AdmissibleContext, action: ActionDef, args: Arg[]): string[] {
  const used = new Set<string>();
  return args.map((a, i) => {
    if (a.kind !== 'fresh') return '';
    const base = `?${action.slots[i].name}`;
    let n = 1;
    while (ctx.pools.taken.has(`${base}-${n}`) || used.has(`${base}-${n}`)) n++;
    used.add(`${base}-${n}`);
    return `${base}-${n}`;
  });
}

/**
 * The result of a dry run, remembered (DryRunMemo): one made for these arguments or, with
 * `share` (off in exhaustive listings, which tests compare), one made with other constants that
 * answered every question the run asked alike (concept-watch.ts).
 */
function dryRun(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], numbers: Map<number, number>, share: boolean): DryResult {
  const variables = args.flatMap((a) => (a.kind === 'var' ? [a.v.name] : []));
  const key = dryRunKey(action, mode, args, numbers, true);
  const known = ctx.memo.get(key, variables);
  if (known !== undefined) return known;
  // the constants' runs are looked up, and kept, only after a miss
  const sharedKey = args.some((a) => a.kind === 'concept') ? dryRunKey(action, mode, args, numbers, false) : null;
  const alike = share && sharedKey !== null && ctx.memo.shared(sharedKey, variables)?.find((run) => run.uses.every((use, i) => !use || answersAlike(use, (args[i] as { cls: KClass }).cls)));
  if (alike) {
    ctx.memo.set(key, alike.result);
    return alike.result;
  }
  const { result, uses } = fire(ctx, action, mode, args, numbers);
  ctx.memo.set(key, result);
  if (sharedKey !== null && uses.some((use) => use && !('exact' in use))) ctx.memo.share(sharedKey, variables, { uses, result });
  return result;
}

/** The memo key of a dry run; without `constants`, each constant is `*` (the key of its shared runs). */
function dryRunKey(action: ActionDef, mode: ModeDef, args: Arg[], numbers: Map<number, number>, constants: boolean): string {
  let key = `${action.name}|${mode.id}|`;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    key += a.kind === 'var' ? `${a.v.name} ` : a.kind === 'concept' ? (constants ? `${a.cls.name} ` : '* ') : a.kind === 'number' ? `${numbers.get(i)} ` : '_ ';
  }
  return key;
}

/**
 * Fires the mode on a copy of what it reads; the result is null when it fails, stops or binds a
 * failed object. `uses`: what the run asked of each constant.
 */
function fire(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], numbers: Map<number, number>, override?: Map<number, Num>): { result: DryResult; uses: (ConceptUse | null)[] } {
  const { sim, state } = ctx;
  const factory = new Factory(sim.world.ontology, state.factory);
  const values: Value[] = [];
  const at: (Num | null)[] = [];
  const watched: (WatchedConcept | null)[] = [];
  // constants come from a factory of their own: the ids the run hands out do not depend on them
  let constants: Factory | null = null;
  args.forEach((a, i) => {
    const watch = a.kind === 'concept' ? watchConcept((constants ??= new Factory(sim.world.ontology, state.factory)).make(a.cls, { 'is-concept': true }), a.cls) : null;
    watched.push(watch);
    if (a.kind === 'var') {
      // a few actions change the items of an input list in place: give them a copy
      values.push(isListValue(a.v.value) ? deepCopy(a.v.value) : a.v.value);
      at.push(a.v.at);
    } else {
      values.push(a.kind === 'fresh' ? null : watch ? watch.proxy : factory.quantity(override?.get(i) ?? numbers.get(i)!));
      at.push(null);
    }
  });
  const result = outcome(ctx, action, mode, args, values, at, factory);
  return { result, uses: watched.map((w) => w && w.use()) };
}

function outcome(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], values: Value[], at: (Num | null)[], factory: Factory): DryResult {
  const { sim, state } = ctx;
  const fired = fireOne({ action, mode, values, at, factory, units: sim.world.units, initialKitchen: state.run.initialKitchen!, semantics: sim.semantics });
  if (fired.decidedBy) noteDecided(ctx, action, mode, args, values, fired.decidedBy);
  if (fired.outcome !== 'ok' || fired.alternative.failed) return null;
  const outputs: string[] = [];
  for (const p of fired.alternative.produced) {
    if (p.value instanceof Entity && p.value.isA('failed-object')) return null;
    const slot = action.slots[p.slot];
    if (slot.type.isKitchenState || !(p.value instanceof Entity)) continue;
    outputs.push(`${slot.name}: ${describe(p.value, 1)}`);
  }
  return { produces: outputs.join('; ') || 'a new kitchen state', duration: numberJson(sub(fired.alternative.end, fired.alternative.start)) };
}
