// One assignment of an action's inputs made into an admissible entry: example values for its
// numbers (with fallbacks, within the unit's plausible range), a dry run on the current state
// (the rule's declared conditions first, then the effect, remembered in the DryRunMemo), and
// fresh names for its outputs.
import { describe } from '../describe.ts';
import { flat } from '../flat-string.ts';
import { fireOne } from '../engine/fire-one.ts';
import { numberJson, type NumberJson } from '../json/values.ts';
import { deepCopy, Entity, Factory, type Value } from '../kitchen/entity.ts';
import type { KClass, Ontology } from '../kitchen/ontology.ts';
import { type Num, sub } from '../numbers/num.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';
import type { SessionState } from '../session/session.ts';
import type { Simulator } from '../simulator.ts';
import { entryLine } from './entry-line.ts';
import type { DryResult, DryRunMemo } from './memo.ts';
import { exampleFor, fallbackExamples, plausibleRange } from './parameters.ts';
import { stockLimit, withinStock } from './stock-bound.ts';
import { type BoundVariable, isListValue, type Pools } from './pools.ts';

/** A number or symbol of an admissible line that may be changed: its example value, unit and plausible range. */
export interface AdmissibleParameter {
  /** Argument index in the line (0 = the first argument after the action name). */
  position: number;
  slot: string;
  example: NumberJson;
  /** The numbers the unit plausibly takes (ontology/units.yaml): what an agent may choose from. */
  min: NumberJson;
  max: NumberJson;
}

/** One admissible line: an action call that would run now without a failed object, with what it binds. */
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
  /** The class of what the line binds to its first argument (null when that is no object). */
  output: string | null;
  /** Age of the most recently bound input variable (0: bound by the latest step). */
  recency: number;
}

/**
 * The entry with another line and recency, its parameters copied. Written out key by key in the
 * order tryAssignment makes them: a spread copy gets a shape of its own, and a listing's
 * hundreds of thousands of carried entries then each missed the caches of the code that reads them.
 */
export function entryWith(entry: AdmissibleEntry, line: string, recency: number): AdmissibleEntry {
  const parameters = entry.parameters.map((p): AdmissibleParameter => ({ position: p.position, slot: p.slot, example: p.example, min: p.min, max: p.max }));
  return { line, action: entry.action, mode: entry.mode, parameters, produces: entry.produces, duration: entry.duration, output: entry.output, recency };
}

/** One candidate argument of a slot. */
export type Arg = { kind: 'fresh' } | { kind: 'var'; v: BoundVariable } | { kind: 'concept'; cls: KClass } | { kind: 'number' };

// Every argument has one shape (both fields, one of them empty): walks read the arguments of all
// four kinds at the same places, and one shape keeps those reads monomorphic.
const arg = (kind: Arg['kind'], v: BoundVariable | undefined, cls: KClass | undefined) => ({ kind, v, cls }) as Arg;
export const FRESH: Arg = arg('fresh', undefined, undefined);
export const NUMBER: Arg = arg('number', undefined, undefined);
export const varArg = (v: BoundVariable): Arg => arg('var', v, undefined);
export const conceptArg = (cls: KClass): Arg => arg('concept', undefined, cls);

export interface AdmissibleContext {
  sim: Simulator;
  state: SessionState;
  pools: Pools;
  /** Dry-run results that still hold (see DryRunMemo); filled as dry runs are made. */
  memo: DryRunMemo;
}

/** The entry of an assignment, or null when no dry run of it (at the example numbers or their fallbacks) is clean. */
export function tryAssignment(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[]): AdmissibleEntry | null {
  const tried = dryRunAssignment(ctx, action, mode, args);
  if (!tried) return null;
  const { numbers, ranges, values, result } = tried;
  const parameters = numbers.map((i, k): AdmissibleParameter => ({ position: i, slot: action.slots[i].name, example: values.get(i)!, min: ranges[k].min, max: ranges[k].maxJson }));
  const { line, recency } = entryLine(ctx.pools.taken, action, args, values);
  return { line, action: action.name, mode: mode.id, parameters, produces: result.produces, duration: result.duration, output: result.output, recency };
}

/**
 * The clean dry run of an assignment (at the example numbers or their fallbacks) with the numbers
 * it used and their ranges; null when there is none. A quantity the kitchen's stock bounds
 * (stock-bound.ts) ranges up to what is stocked.
 */
export function dryRunAssignment(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[]) {
  const numbers: number[] = [];
  for (let i = 0; i < args.length; i++) if (args[i].kind === 'number') numbers.push(i);
  // most assignments have no number: one dry run, without examples to choose (a listing makes thousands)
  if (!numbers.length) {
    const result = dryRun(ctx, action, mode, args, NO_NUMBERS);
    return result ? { numbers, ranges: [], values: NO_NUMBERS, result } : null;
  }
  const ranges = numbers.map((i) => {
    const r = plausibleRange(ctx.sim.world.units, unitOf(action, args, i));
    return { min: r.min, max: r.max, maxJson: r.max as NumberJson };
  });
  const stock = numbers.length ? stockLimit(ctx, action, mode, args) : null;
  if (stock) {
    const k = numbers.indexOf(stock.index);
    const bounded = withinStock(ranges[k], stock.stock);
    if (!bounded) return null;
    // written out as above, not spread: one shape for every range read below
    ranges[k] = { min: bounded.range.min, max: bounded.range.max, maxJson: typeof bounded.max === 'number' ? bounded.max : numberJson(bounded.max) };
  }
  // a network refuses a line that repeats an argument, a number included: examples differ
  const examples = distinct(numbers.map((i, k) => exampleFor(unitOf(action, args, i), action.slots[i].name, ranges[k])));
  const values = new Map<number, number>(numbers.map((i, k) => [i, examples[k]]));
  const taken = (value: number, k: number) => numbers.some((j, m) => m !== k && values.get(j) === value);
  let result = dryRun(ctx, action, mode, args, values);
  // each number tried with a few fallbacks, the others at their example
  for (let k = 0; !result && k < numbers.length; k++) {
    for (const alt of fallbackExamples(examples[k], ranges[k]).slice(1)) {
      if (taken(alt, k)) continue;
      values.set(numbers[k], alt);
      if ((result = dryRun(ctx, action, mode, args, values))) break;
    }
    if (!result) values.set(numbers[k], examples[k]);
  }
  return result ? { numbers, ranges, values, result } : null;
}

const NO_NUMBERS: ReadonlyMap<number, number> = new Map();

/** The unit of the number at `i`: the unit argument right after it, a constant or a variable's class. */
function unitOf(action: ActionDef, args: Arg[], i: number): string | null {
  const next = args[i + 1];
  if (!next || !action.slots[i + 1].type.ancestors.has('unit')) return null;
  return next.kind === 'concept' ? next.cls.name : next.kind === 'var' ? next.v.value.cls.name : null;
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

/** The result of a dry run, remembered while the variables it read keep their values. */
function dryRun(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], numbers: ReadonlyMap<number, number>): DryResult {
  // the memo keeps the key: joined into one flat string, not a rope of its pieces, which would
  // take several times the memory and compare slower at every look-up
  const parts: string[] = new Array(args.length + 2);
  parts[0] = action.name;
  parts[1] = mode.id;
  const variables: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.kind === 'var') variables.push(a.v.name);
    // the constants of an input the mode only stores run alike: one dry run for all of them
    parts[i + 2] = a.kind === 'var' ? a.v.name : a.kind === 'fresh' ? '_' : a.kind === 'concept' ? (mode.storedOnly.includes(i) ? '*' : a.cls.name) : `#${numbers.get(i)}`;
  }
  const key = parts.join(' ');
  const known = ctx.memo.get(key, variables);
  if (known !== undefined) return known;
  const result = fire(ctx, action, mode, args, numbers);
  ctx.memo.set(key, result);
  return result;
}

/** Per ontology: the factory of dry runs, restarted for each (no run keeps one, and runs never nest). */
const scratchByOntology = new WeakMap<Ontology, Factory>();

/** Fires the mode on a copy of what it changes; null when it fails, stops, binds nothing or binds a failed object. */
function fire(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, args: Arg[], numbers: ReadonlyMap<number, number>): DryResult {
  const { sim, state } = ctx;
  let scratch = scratchByOntology.get(sim.world.ontology);
  if (!scratch) scratchByOntology.set(sim.world.ontology, (scratch = new Factory(sim.world.ontology)));
  const fired = fireAssignment(sim, state, scratch.restart(state.factory), action, mode, args, numbers);
  if (!fired) return null;
  const { alternative, outputs } = fired;
  const first = alternative.produced.find((p) => p.slot === 0)?.value;
  // kept by every entry of a listing: one string per text (a listing has a few thousand), and flat
  // (one output's text would otherwise stay a rope of its pieces)
  return {
    produces: outputs.length ? ctx.memo.text(flat(outputs.join('; '))) : 'a new kitchen state',
    duration: numberJson(sub(alternative.end, alternative.start)),
    output: first instanceof Entity ? first.cls.name : null,
  };
}

/**
 * Fires the mode once on an assignment, as the listing's dry runs and the ranking's second look
 * at a listed line both do: bound variables' values (a list copied: a few actions change its
 * items in place), constants as concepts, numbers as quantities, outputs unbound. The values
 * with the outputs in their slots, the alternative, and the outputs in the listing's words; null
 * when it fails, stops, binds nothing or binds a failed object.
 */
export function fireAssignment(sim: Simulator, state: SessionState, factory: Factory, action: ActionDef, mode: ModeDef, args: Arg[], numbers: ReadonlyMap<number, Num>) {
  const values: Value[] = [];
  const at: (Num | null)[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.kind === 'var') values.push(isListValue(a.v.value) ? deepCopy(a.v.value) : a.v.value);
    else values.push(a.kind === 'concept' ? factory.make(a.cls, { 'is-concept': true }) : a.kind === 'number' ? factory.quantity(numbers.get(i)!) : null);
    at.push(a.kind === 'var' ? a.v.at : null);
  }
  const fired = fireOne({ action, mode, values, at, factory, units: sim.world.units, initialKitchen: state.run.initialKitchen!, semantics: sim.semantics });
  if (fired.outcome !== 'ok' || fired.alternative.failed) return null;
  const outputs: string[] = [];
  for (const p of fired.alternative.produced) {
    if (p.value instanceof Entity && p.value.isA('failed-object')) return null;
    values[p.slot] = p.value;
    const slot = action.slots[p.slot];
    if (!slot.type.isKitchenState && p.value instanceof Entity) outputs.push(`${slot.name}: ${describe(p.value, 1)}`);
  }
  return { values, alternative: fired.alternative, outputs };
}
