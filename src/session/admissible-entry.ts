// One assignment of an action's inputs made into an admissible entry: example values for its
// numbers (with fallbacks), dry runs on the current state (remembered in the DryRunMemo), the
// feasible range of each number, fresh names for its outputs.
import { describe } from '../describe.ts';
import { fireOne } from '../engine/fire-one.ts';
import { deepCopy, Entity, Factory, type Value } from '../kitchen/entity.ts';
import type { KClass, Ontology } from '../kitchen/ontology.ts';
import { type Num, sub } from '../numbers/num.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';
import { numberJson, type NumberJson } from '../json/values.ts';
import { exampleFor, fallbackExamples, probeRange, type Range, type RangeMemo } from './parameters.ts';
import { type BoundVariable, isListValue, type Pools } from './pools.ts';
import type { SessionState } from './session.ts';
import type { Simulator } from '../simulator.ts';
import type { DecidedBy } from '../errors.ts';
import type { DryResult, DryRunMemo } from './dry-run-memo.ts';
import { entryLine } from './entry-line.ts';
import { allAlike, type Constant, type ConstantUse, shareable, watchConstant, type WatchedConstant } from './constant-watch.ts';

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
  ranges: RangeMemo;
  /** Dry-run results that still hold (see DryRunMemo); filled as dry runs are made. */
  memo: DryRunMemo;
}

/**
 * The entry of an assignment, or null when no dry run of it binds no failed object. `scopes`:
 * the action mode's failure scopes (a failure one of them covers is not retried with other numbers).
 */
export function tryAssignment(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], scopes: number[][], exhaustive = false): AdmissibleEntry | null {
  const numbers: number[] = [];
  for (let i = 0; i < args.length; i++) if (args[i].kind === 'number') numbers.push(i);
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
    const range = rangeOf(ctx, action, mode, args, values, i, share);
    return { position: i, slot: action.slots[i].name, example: values.get(i)!, min: range.min, max: range.max };
  });
  const { line, recency } = entryLine(ctx.pools.taken, action, args, values);
  return { line, action: action.name, mode: mode.id, parameters, produces: result.produces, duration: result.duration, recency };
}

/**
 * The feasible range of number `i`, probed by dry runs once per constants (ranges depend on what
 * the constants name far more than on which container or state) and, with `share`, taken from
 * other constants that answered every probe's questions alike.
 */
function rangeOf(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], values: Map<number, number>, i: number, share: boolean): Range {
  const head = `${action.name}|${mode.id}|${i}|${values.get(i)}|`;
  const key = head + args.map(argKey).join(' ');
  let range = ctx.ranges.exact.get(key);
  if (range) return range;
  const sharedKey = head + args.map((a) => (a.kind === 'concept' ? '*' : argKey(a))).join(' ');
  // the concepts only: the numbers other than `i` are not part of the key either
  const concepts = constantsOf(ctx, args, values, false);
  range = share ? ctx.ranges.shared.get(sharedKey)?.find((known) => known.uses.every((probe) => allAlike(probe, concepts)))?.range : undefined;
  if (!range) {
    const uses: (ConstantUse | null)[][] = [];
    range = probeRange(values.get(i)!, (v) => {
      const probe = fire(ctx, action, mode, args, values, new Map([[i, v]]));
      uses.push(probe.uses);
      return probe.result !== null;
    });
    if (uses.some((probe) => shareable(probe, concepts))) {
      const list = ctx.ranges.shared.get(sharedKey) ?? [];
      list.push({ uses, range });
      ctx.ranges.shared.set(sharedKey, list);
    }
  }
  ctx.ranges.exact.set(key, range);
  return range;
}

/**
 * Is a failure of the action mode known for these inputs, decided by the inputs at one of
 * `scopes` (position sets, see SimulationError.decidedBy) that all lie before `upTo`?
 * With `upTo` the number of inputs chosen so far, an enumeration skips every line that would
 * begin this way. `from`: only scopes whose last position is at least this (the others were
 * checked for a shorter beginning, and no failure was noted since).
 */
export function decidedToFail(scopes: number[][], ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], upTo: number, from = 0): boolean {
  for (const scope of scopes) {
    const last = scope[scope.length - 1];
    if (last >= upTo || last < from) continue;
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
  ctx.memo.noteFailure(known.key);
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

/**
 * The result of a dry run, remembered (DryRunMemo): one made for these arguments or, with
 * `share` (off in exhaustive listings, which tests compare), one made with other constants
 * (concepts, numbers) that answered every question the run asked alike (constant-watch.ts).
 */
function dryRun(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], numbers: Map<number, number>, share: boolean): DryResult {
  const variables: string[] = [];
  for (const a of args) if (a.kind === 'var') variables.push(a.v.name);
  const key = dryRunKey(action, mode, args, numbers, true);
  const known = ctx.memo.get(key, variables);
  if (known !== undefined) return known;
  // the constants' runs are looked up, and kept, only after a miss
  const sharedKey = args.some((a) => a.kind === 'concept' || a.kind === 'number') ? dryRunKey(action, mode, args, numbers, false) : null;
  const constants = sharedKey !== null ? constantsOf(ctx, args, numbers, true) : [];
  const alike = share && sharedKey !== null && ctx.memo.shared(sharedKey, variables)?.find((run) => allAlike(run.uses, constants));
  if (alike) {
    ctx.memo.set(key, alike.result);
    return alike.result;
  }
  const { result, uses } = fire(ctx, action, mode, args, numbers);
  ctx.memo.set(key, result);
  if (sharedKey !== null && shareable(uses, constants)) ctx.memo.share(sharedKey, variables, { uses, result });
  return result;
}

/** The memo key of a dry run; without `constants`, each constant (concept or number) is `*` (the key of its shared runs). */
function dryRunKey(action: ActionDef, mode: ModeDef, args: Arg[], numbers: Map<number, number>, constants: boolean): string {
  let key = `${action.name}|${mode.id}|`;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    key += a.kind === 'var' ? `${a.v.name} ` : a.kind === 'fresh' ? '_ ' : constants ? `${tokenOf(args, numbers, i)} ` : '* ';
  }
  return key;
}

/** What names argument `i`, a concept or a number, exactly. */
const tokenOf = (args: Arg[], numbers: Map<number, number>, i: number) => {
  const a = args[i];
  return a.kind === 'concept' ? a.cls.name : `#${numbers.get(i)}`;
};

/** Argument `i`, a concept or a number, as the constant a watch compares. */
function constantOf(ctx: AdmissibleContext, args: Arg[], numbers: Map<number, number>, i: number): Constant {
  const a = args[i];
  return { token: tokenOf(args, numbers, i), cls: a.kind === 'concept' ? a.cls : ctx.sim.world.ontology.get('quantity') };
}

/** Per argument, its constant (null for a variable, a fresh one, and a number unless `numbers`). */
function constantsOf(ctx: AdmissibleContext, args: Arg[], values: Map<number, number>, numbers: boolean): (Constant | null)[] {
  return args.map((a, i) => (a.kind === 'concept' || (numbers && a.kind === 'number') ? constantOf(ctx, args, values, i) : null));
}

/** Per ontology: the factories of dry runs, restarted for each (no run keeps one, and runs never nest). */
const scratchByOntology = new WeakMap<Ontology, { run: Factory; constants: Factory }>();

function scratchFactories(ontology: Ontology) {
  let scratch = scratchByOntology.get(ontology);
  if (!scratch) scratchByOntology.set(ontology, (scratch = { run: new Factory(ontology), constants: new Factory(ontology) }));
  return scratch;
}

/**
 * Fires the mode on a copy of what it reads; the result is null when it fails, stops or binds a
 * failed object. `uses`: what the run asked of each constant.
 */
function fire(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], numbers: Map<number, number>, override?: Map<number, Num>): { result: DryResult; uses: (ConstantUse | null)[] } {
  const { sim, state } = ctx;
  const scratch = scratchFactories(sim.world.ontology);
  const factory = scratch.run.restart(state.factory);
  const values: Value[] = [];
  const at: (Num | null)[] = [];
  const watched: (WatchedConstant | null)[] = [];
  // constants come from a factory of their own: the ids the run hands out do not depend on them
  let constants: Factory | null = null;
  args.forEach((a, i) => {
    let watch: WatchedConstant | null = null;
    if (a.kind === 'concept') watch = watchConstant((constants ??= scratch.constants.restart(state.factory)).make(a.cls, { 'is-concept': true }), constantOf(ctx, args, numbers, i));
    // a number's value is known only to override (a range probe), whose uses no run shares
    else if (a.kind === 'number') watch = watchConstant(factory.quantity(override?.get(i) ?? numbers.get(i)!), constantOf(ctx, args, numbers, i));
    watched.push(watch);
    if (a.kind === 'var') {
      // a few actions change the items of an input list in place: give them a copy
      values.push(isListValue(a.v.value) ? deepCopy(a.v.value) : a.v.value);
      at.push(a.v.at);
    } else {
      values.push(watch ? watch.proxy : null);
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
