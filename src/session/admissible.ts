// Admissible actions: every action, mode and assignment of inputs (bound variables by type,
// fresh variables where the mode computes a slot, constants of the ontology and the kitchen,
// numeric parameters) whose dry run on the current state binds no failed object.
import { describe } from '../describe.ts';
import { fireOne } from '../engine/fire-one.ts';
import { deepCopy, Entity, Factory, type Value } from '../kitchen/entity.ts';
import type { KClass } from '../kitchen/ontology.ts';
import { type Num, sub } from '../numbers/num.ts';
import type { ActionDef, ModeDef, SlotDef } from '../rules/action.ts';
import { numberJson, type NumberJson } from '../json/values.ts';
import { exampleFor, fallbackExamples, probeRange, type Range } from './parameters.ts';
import { type BoundVariable, conceptClasses, isListValue, type Pools } from './pools.ts';
import type { SessionState } from './session.ts';
import type { Simulator } from '../simulator.ts';
import type { DryResult, DryRunMemo } from './dry-run-memo.ts';


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

export interface AdmissibleOptions {
  action?: string;
  limit?: number;
  /** Give up (AdmissibleTimeLimit) once listing has taken this many milliseconds. */
  maxMillis?: number;
}

/** The listing took longer than `maxMillis`; what was dry-run so far is kept for the next call. */
export class AdmissibleTimeLimit extends Error {
  constructor(readonly maxMillis: number) {
    super(`listing the admissible actions takes longer than ${maxMillis} ms; name one action to list only its lines`);
    this.name = 'AdmissibleTimeLimit';
  }
}

/** One candidate argument of a slot. */
type Arg =
  | { kind: 'fresh' }
  | { kind: 'var'; v: BoundVariable }
  | { kind: 'concept'; cls: KClass }
  | { kind: 'number' };

const FRESH: Arg = { kind: 'fresh' };
const NUMBER: Arg = { kind: 'number' };
const varArg = (v: BoundVariable): Arg => ({ kind: 'var', v });
const conceptArg = (cls: KClass): Arg => ({ kind: 'concept', cls });

export interface AdmissibleContext {
  sim: Simulator;
  state: SessionState;
  pools: Pools;
  /** Ranges found by earlier probes (kept per simulator). */
  ranges: Map<string, Range>;
  /** Dry-run results that still hold (see DryRunMemo); filled as dry runs are made. */
  memo: DryRunMemo;
}

export function admissibleEntries(ctx: AdmissibleContext, options: AdmissibleOptions = {}): AdmissibleEntry[] {
  const { sim, state } = ctx;
  if (!state.run.program || !state.run.initialKitchen) return [];
  const names = options.action ? [options.action] : sim.inventory.names();
  const out: AdmissibleEntry[] = [];
  const deadline = options.maxMillis === undefined ? Infinity : performance.now() + options.maxMillis;
  let tried = 0;
  // a look at the clock every 64 assignments: a dry run takes tens of microseconds
  const onTry = () => {
    if (++tried % 64 === 0 && performance.now() > deadline) throw new AdmissibleTimeLimit(options.maxMillis!);
  };
  for (const name of names) {
    const action = sim.inventory.get(name);
    if (!action || name === 'get-kitchen') continue; // a network has exactly one get-kitchen
    for (const mode of action.modes) if (!choosesFetchTarget(action, mode)) enumerateMode(ctx, action, mode, out, onTry);
  }
  out.sort((a, b) => a.recency - b.recency || (a.action < b.action ? -1 : a.action > b.action ? 1 : 0) || (a.line < b.line ? -1 : a.line > b.line ? 1 : 0));
  return options.limit !== undefined && options.limit >= 0 ? out.slice(0, options.limit) : out;
}

function enumerateMode(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, out: AdmissibleEntry[], onTry: () => void) {
  const choices: Arg[][] = action.slots.map((slot, i) => (mode.bound[i] ? candidates(ctx, action, slot, i) : [FRESH]));
  if (choices.some((c) => !c.length)) return;
  const chosen: Arg[] = [];
  const conceptSlot = action.slots.findIndex((s) => s.name === 'ingredient-concept');
  const unitSlot = action.slots.findIndex((s, i) => i > conceptSlot && s.type.ancestors.has('unit'));
  const walk = (i: number) => {
    if (i === choices.length) {
      onTry();
      const entry = tryAssignment(ctx, action, mode, chosen);
      if (entry) out.push(entry);
      return;
    }
    for (const c of choices[i]) {
      // a line never repeats a variable or a constant
      if (c.kind === 'var' && chosen.some((x) => x.kind === 'var' && x.v.name === c.v.name)) continue;
      if (c.kind === 'concept' && chosen.some((x) => x.kind === 'concept' && x.cls === c.cls)) continue;
      // a bound quantity means a number in the unit bound with it: it goes with that unit variable
      // (the one its step bound), and a unit variable with nothing else
      if (i > 0 && action.slots[i].type.ancestors.has('unit') && action.slots[i - 1].type.name === 'quantity') {
        const q = chosen[i - 1];
        if (q.kind === 'var' ? c.kind !== 'var' || c.v.age !== q.v.age : c.kind === 'var') continue;
      }
      // an amount of an ingredient needs a gram conversion for its unit (else the simulator stops)
      if (c.kind === 'concept' && unitSlot === i && conceptSlot >= 0 && conceptSlot < i) {
        const ing = chosen[conceptSlot];
        // the concept may name a kind (oil): any ingredient of that kind the kitchen holds may be the one fetched
        const kinds = ing.kind === 'concept' ? [ing.cls, ...ctx.pools.present.filter((p) => p !== ing.cls && p.ancestors.has(ing.cls.name))] : [];
        if (ing.kind === 'concept' && ing.cls.ancestors.has('ingredient') && !kinds.some((k) => convertible(ctx, k.name, c.cls.name))) continue;
      }
      chosen.push(c);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
}

/**
 * Fetching an ingredient into a container of one's choice multiplies the list by every empty
 * container for no gain in what can be cooked (gold networks never do it): the mode that takes
 * the default container is listed, not the one that binds it.
 */
function choosesFetchTarget(action: ActionDef, mode: ModeDef): boolean {
  const concept = action.slots.findIndex((s) => s.name === 'ingredient-concept');
  const target = action.slots.findIndex((s) => s.name === 'target-container');
  return concept >= 0 && target >= 0 && mode.bound[target];
}

/** Does a gram conversion exist for this unit of this ingredient (grams themselves always)? */
function convertible(ctx: AdmissibleContext, cls: string, unit: string, depth = 0): boolean {
  const units = ctx.sim.world.units;
  if (unit === 'g' || units.gramsPerUnit.get(cls)?.has(unit)) return true;
  const before = units.beforeLookup.get(unit);
  return !!before && depth < 4 && convertible(ctx, cls, before.unit, depth + 1);
}

/** The arguments a bound slot may take. */
function candidates(ctx: AdmissibleContext, action: ActionDef, slot: SlotDef, index: number): Arg[] {
  const { pools, sim } = ctx;
  const type = slot.type;
  if (type.isKitchenState) return pools.kitchenStates.map(varArg);
  // every name of an object counts: gold networks name a bowl by an earlier variable as often as by its latest
  const vars: Arg[] = pools.variables.filter((v) => type.name === 'entity' || v.value.isA(type.name)).map(varArg);
  if (type.name === 'quantity') return [NUMBER, ...vars];
  if (type.name === 'conceptualizable') {
    const wantIngredient = slot.name.includes('ingredient');
    const present = pools.present.filter((c) => c.slots.includes('is-concept') && c.ancestors.has('conceptualizable') && c.ancestors.has('ingredient') === wantIngredient);
    return [...present.map(conceptArg), ...vars];
  }
  if (type.slots.includes('is-concept') && type.ancestors.has('conceptualizable') && !type.ancestors.has('fetchable')) {
    let classes = conceptClasses(sim.world.ontology, type);
    if (type.name === 'unit' || type.ancestors.has('unit')) classes = classes.filter(unitFilter(`${action.name} ${slot.name}`));
    return [...classes.map(conceptArg), ...vars];
  }
  // a second input that takes any entity (e.g. a lining) may also be a kind of tool the kitchen holds
  const firstInput = action.slots.findIndex((s) => s.dir === 'in' && !s.type.isKitchenState);
  if (type.name === 'entity' && index !== firstInput) {
    const tools = pools.present.filter((c) => c.slots.includes('is-concept') && !c.ancestors.has('ingredient') && !c.isContainer);
    return [...vars, ...tools.map(conceptArg)];
  }
  return vars;
}

/** Units that make sense for the slot: times for durations, degrees for temperatures, amounts otherwise. */
function unitFilter(slot: string): (c: KClass) => boolean {
  // `slot` is "action slot-name": an oven is preheated to a temperature
  const isTime = (c: KClass) => c.ancestors.has('time-unit');
  const isTemperature = (c: KClass) => c.name.startsWith('degrees-');
  if (/time|cooling/.test(slot)) return isTime;
  if (/temperature|preheat/.test(slot)) return isTemperature;
  return (c) => !isTime(c) && !isTemperature(c);
}

function tryAssignment(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[]): AdmissibleEntry | null {
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
  let result = dryRun(ctx, action, mode, args, values);
  for (let k = 0; !result && k < numbers.length; k++) {
    for (const alt of fallbackExamples(examples[k]).slice(1)) {
      if (taken(alt, k)) continue;
      values.set(numbers[k], alt);
      if ((result = dryRun(ctx, action, mode, args, values))) break;
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
      range = probeRange(example, (v) => dryRun(ctx, action, mode, args, values, new Map([[i, v]])) !== null);
      ctx.ranges.set(key, range);
    }
    return { position: i, slot: action.slots[i].name, example, min: range.min, max: range.max };
  });
  const fresh = freshNames(ctx, action, args);
  const line = `(${action.name} ${args.map((a, i) => (a.kind === 'fresh' ? fresh[i] : a.kind === 'var' ? a.v.name : a.kind === 'concept' ? a.cls.name : String(values.get(i)))).join(' ')})`;
  const recency = Math.min(...args.map((a) => (a.kind === 'var' ? a.v.age : Infinity)));
  return { line, action: action.name, mode: mode.id, parameters, produces: result.produces, duration: result.duration, recency: Number.isFinite(recency) ? recency : -1 };
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

/** Fires the mode on a copy of what it reads; null when it fails, stops or binds a failed object. */
function dryRun(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], numbers: Map<number, number>, override?: Map<number, Num>): DryResult {
  if (override) return fire(ctx, action, mode, args, numbers, override);
  let key = `${action.name}|${mode.id}|`;
  const variables: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.kind === 'var') variables.push(a.v.name);
    key += a.kind === 'var' ? `${a.v.name} ` : a.kind === 'concept' ? `${a.cls.name} ` : a.kind === 'number' ? `${numbers.get(i)} ` : '_ ';
  }
  const known = ctx.memo.get(key, variables);
  if (known !== undefined) return known;
  const result = fire(ctx, action, mode, args, numbers);
  ctx.memo.set(key, result);
  return result;
}

function fire(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], numbers: Map<number, number>, override?: Map<number, Num>): DryResult {
  const { sim, state } = ctx;
  const factory = new Factory(sim.world.ontology, state.factory);
  const values: Value[] = [];
  const at: (Num | null)[] = [];
  args.forEach((a, i) => {
    if (a.kind === 'var') {
      // a few actions change the items of an input list in place: give them a copy
      values.push(isListValue(a.v.value) ? deepCopy(a.v.value) : a.v.value);
      at.push(a.v.at);
    } else {
      values.push(a.kind === 'fresh' ? null : a.kind === 'concept' ? factory.make(a.cls, { 'is-concept': true }) : factory.quantity(override?.get(i) ?? numbers.get(i)!));
      at.push(null);
    }
  });
  const fired = fireOne({ action, mode, values, at, factory, units: sim.world.units, initialKitchen: state.run.initialKitchen!, semantics: sim.semantics });
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

