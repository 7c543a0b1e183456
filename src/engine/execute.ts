// Executes a program the way the reference's IRL search finds its first solution: depth-first,
// trying the remaining expressions in program order, an expression firing when the bound/unbound
// pattern of its arguments is exactly one of its modes; dead ends backtrack (spec: irl-engine §4).
import { clearPendingReason, type FailureReason } from '../diagnostics/failure.ts';
import { SimulationError } from '../errors.ts';
import type { Entity, Factory, Value } from '../kitchen/entity.ts';
import { InPlaceChange } from '../kitchen/in-place.ts';
import type { Units } from '../kitchen/units.ts';
import { compare, type Num } from '../numbers/num.ts';
import type { Outcome, Semantics } from '../rules/action.ts';
import { failureOf, internalError } from './step-failure.ts';
import { Call, type RunContext } from './call.ts';
import { type Program, programExtended } from './program.ts';
import { blockedLines } from './blocked.ts';
import { twinsOf } from './twins.ts';
import { applicableMode, modeTablesOf } from './mode-table.ts';
import { flatUsesOf } from './flat-uses.ts';

export interface StepRecord {
  /** Index of the expression in the program. */
  expression: number;
  mode: string;
  start: Num;
  end: Num;
  failed: boolean;
  /** Why a failed step failed (null for the others). */
  reason: FailureReason | null;
}

export interface Waiting {
  expression: number;
  /** Variables some mode of the expression still needs bound. */
  unbound: number[];
  /** Output variables already bound by another expression, which rule out every mode. */
  alreadyBound: number[];
}

export interface ExecutionResult {
  status: 'ok' | 'unexecutable' | 'error';
  /** Executed steps in execution order (the first solution, or the deepest dead end). */
  steps: StepRecord[];
  values: Value[];
  at: (Num | null)[];
  executionTime: Num | null;
  /** For `unexecutable`: what the expressions that never ran were waiting for. */
  waiting: Waiting[];
  error?: { reason: string; message: string; expression?: number };
  /** Action evaluations tried, including those that led to dead ends. */
  evaluations: number;
  /** Steps the search took back (0: every expression it fired first led on; a session continues from such a run). */
  backtracks?: number;
}

/**
 * Where a search resumes (continuation/continue.ts): the bindings, steps and evaluations an earlier run
 * of the program's first expressions ended with, without a step taken back; the expressions after
 * them are new, and the constants among their arguments are bound already. The search binds into
 * `values` and `at` in place (the result holds them): pass arrays of its own, not an earlier result's.
 */
export interface SearchStart {
  values: Value[];
  at: (Num | null)[];
  steps: StepRecord[];
  evaluations: number;
}

export interface ExecuteOptions {
  /** Bound on action evaluations (dead ends included) before giving up. */
  maxEvaluations?: number;
  /** Bound on the search's wall-clock time in milliseconds (default 10 s). */
  maxMillis?: number;
  semantics?: Semantics;
}

class BudgetExceeded extends Error {}
/** A dead end where every line ran but those that never can: no order can go deeper. */
class NoSolution extends Error {}

export function execute(program: Program, initialKitchen: Entity, factory: Factory, units: Units, options: ExecuteOptions = {}): ExecutionResult {
  return search(program, initialKitchen, factory, units, options)!;
}

/**
 * The search from `start` on, as a run of the whole program would go on from there: the earlier
 * steps were each the first the search tried at their node, and new expressions come after all
 * others, so a whole run reaches `start` the same way and searches below it exactly as this does.
 * Null when the search below `start` finds no solution or runs out of budget: a whole run would
 * then backtrack into the earlier steps, which only it can say.
 */
export function resume(program: Program, start: SearchStart, initialKitchen: Entity, factory: Factory, units: Units, options: ExecuteOptions = {}): ExecutionResult | null {
  return search(program, initialKitchen, factory, units, options, start);
}

function search(program: Program, initialKitchen: Entity, factory: Factory, units: Units, options: ExecuteOptions, start?: SearchStart): ExecutionResult | null {
  const { expressions, variables } = program;
  const n = expressions.length;
  // a start's bindings are the search's own (continue.ts makes them for it): bound in place
  const values: Value[] = start ? start.values : [...program.constants];
  const at: (Num | null)[] = start ? start.at : variables.map(() => null);
  const done = new Uint8Array(n);
  const steps: StepRecord[] = start ? [...start.steps] : [];
  // a line written twice runs once: its copies are done with it
  const twins = twinsOf(expressions);
  let doneCount = 0;
  const setDone = (e: number, to: 0 | 1) => {
    for (const t of twins[e]) done[t] = to;
    doneCount += to ? twins[e].length : -twins[e].length;
  };
  for (const s of steps) setDone(s.expression, 1);
  const deadEnds = new Set<string>();
  const maxEvaluations = options.maxEvaluations ?? 200_000;
  const maxMillis = options.maxMillis ?? 10_000;
  const deadline = performance.now() + maxMillis;
  let evaluations = start?.evaluations ?? 0;
  let backtracks = 0;
  // set at the first dead end; before one, the deepest is where the search began (no step of its own)
  let deepest: { steps: StepRecord[]; values: Value[]; at: (Num | null)[]; done: Uint8Array } | null = null;
  const deepestOrStart = () => deepest ?? { steps: [], values: [...values], at: [...at], done: done.slice() };

  const context: RunContext = { values, at, variables, factory, units, initialKitchen, semantics: options.semantics ?? 'reference' };
  const call = new Call(context);

  // Which arguments of each expression are bound, as a bit mask kept up to date as variables are
  // bound and unbound: whether a mode applies is then one comparison.
  const uses = usesOf(program);
  const boundMask = new Int32Array(n);
  for (let e = 0; e < n; e++) {
    const { args } = expressions[e];
    for (let i = 0; i < args.length; i++) if (values[args[i]] !== null) boundMask[e] |= 1 << i;
  }
  const { start: useStart, pairs: usePairs } = flatUsesOf(uses);
  const bind = (v: number, value: Value, time: Num | null) => {
    if ((values[v] === null) !== (value === null))
      for (let k = useStart[v], end = useStart[v + 1]; k < end; k += 2) boundMask[usePairs[k]] ^= usePairs[k + 1];
    values[v] = value;
    at[v] = time;
  };

  const tables = modeTablesOf(expressions);

  const blocked = blockedLines(program);
  const dive = (): boolean => {
    if (doneCount === n) return values.every((v) => v !== null);
    // the key is built only once some dead end is known (most networks never meet one)
    if (deadEnds.size && deadEnds.has(String.fromCharCode(...done))) return false;
    for (let e = 0; e < n; e++) {
      if (done[e] || twins[e][0] !== e) continue;
      const args = expressions[e].args;
      const mode = applicableMode(tables[e], boundMask[e], args, values);
      if (!mode) continue;
      if (++evaluations > maxEvaluations || ((evaluations & 63) === 0 && performance.now() > deadline)) throw new BudgetExceeded();
      let out;
      // a step taken back gives back the objects it made: the bound is on one execution, not the search
      const charged = factory.objectsCharged;
      clearPendingReason();
      try {
        out = mode.run(call.load(args));
      } catch (err) {
        // an action that throws anything else has a bug; the run still ends with a status and
        // a message (reason internal-error(...)), which the fuzzer and property tests treat as a crash
        if (err instanceof InPlaceChange) throw err; // a resumed search gives way to a whole run
        const known = err instanceof SimulationError ? err : internalError(err, expressions[e].action.file);
        (known as SimulationError & { expression?: number }).expression = e;
        throw known;
      }
      if (out) {
        // the outcome is the mode's own record, refilled by its next call: read before diving
        const { slots } = out;
        for (let k = 0; k < slots.length; k++) bind(args[slots[k]], out.values[k], out.at[k]);
        setDone(e, 1);
        steps.push({ expression: e, mode: mode.id, start: out.start, end: out.end, failed: out.failed, reason: out.failed ? failureOf(expressions[e], producedOf(out)) : null });
        if (dive()) return true;
        backtracks++;
        steps.pop();
        setDone(e, 0);
        for (let k = 0; k < slots.length; k++) bind(args[slots[k]], null, null);
      }
      factory.objectsCharged = charged;
    }
    deadEnds.add(String.fromCharCode(...done));
    // remember the deepest dead end, to say what the never-fired actions waited for
    if (steps.length >= (deepest?.steps.length ?? 0)) deepest = { steps: [...steps], values: [...values], at: [...at], done: done.slice() };
    if (blocked && doneCount === n - blocked) throw new NoSolution();
    return false;
  };

  const base = { values, at, evaluations: 0, waiting: [] as Waiting[] };
  try {
    if (n > 0 && dive()) {
      // written out in base's order, not spread: a spread result gets a shape of its own each time
      return { values, at, evaluations, waiting: base.waiting, status: 'ok', steps, executionTime: executionTime(at), backtracks };
    }
  } catch (err) {
    if (start && (err instanceof BudgetExceeded || err instanceof InPlaceChange)) return null;
    if (err instanceof BudgetExceeded)
      return {
        ...base,
        status: 'error',
        steps: deepestOrStart().steps,
        executionTime: null,
        evaluations,
        error: {
          reason: 'search-budget',
          message: `gave up after ${evaluations > maxEvaluations ? maxEvaluations : evaluations} action evaluations (${
            evaluations > maxEvaluations ? 'the evaluation bound' : `the time bound of ${maxMillis} ms`
          }) without a complete execution: the network lets too many actions run in too many orders`,
        },
      };
    if (err instanceof SimulationError)
      return {
        ...base,
        status: 'error',
        steps: [...steps],
        executionTime: null,
        evaluations,
        error: { reason: err.reason, message: err.message, expression: (err as SimulationError & { expression?: number }).expression },
        backtracks,
      };
    if (!(err instanceof NoSolution)) throw err;
  }
  if (start) return null;
  const end = deepestOrStart();
  return {
    ...base,
    status: 'unexecutable',
    steps: end.steps,
    // the bindings of the deepest dead end, with their times (a session continues from them)
    values: end.values,
    at: end.at,
    executionTime: null,
    evaluations,
    waiting: diagnose(program, end.values, end.done),
  };
}

/** A failed step's outputs, as the failure's bookkeeping reads them (failed steps are few). */
function producedOf(out: Outcome): { value: Value }[] {
  return out.values.map((value) => ({ value }));
}

/** Per variable: the expressions using it and the bit of its slot, in pairs. Programs of one
 * recipe share their expressions, so this is worked out once per recipe; an extended program's
 * from the program it extends, for its new lines only (a session's call costs what it adds). */
const usesByExpressions = new WeakMap<Program['expressions'], { variables: Program['variables']; uses: number[][] }>();

export function usesOf(program: Program): number[][] {
  const { expressions, variables } = program;
  const known = usesByExpressions.get(expressions);
  if (known?.variables === variables) return known.uses;
  const base = programExtended(expressions);
  const earlier = base && usesByExpressions.get(base.expressions);
  const from = earlier?.variables === base?.variables && base ? base.expressions.length : 0;
  const uses: number[][] = from ? [...earlier!.uses] : [];
  // an earlier variable's list grows as a new array, once: the earlier program keeps its own
  const copied = new Uint8Array(uses.length);
  for (let v = uses.length; v < variables.length; v++) uses.push([]);
  for (let e = from; e < expressions.length; e++)
    expressions[e].args.forEach((v, i) => {
      if (v < copied.length && !copied[v]) (copied[v] = 1), (uses[v] = [...uses[v]]);
      uses[v].push(e, 1 << i);
    });
  usesByExpressions.set(expressions, { variables, uses });
  return uses;
}

/** Max of all non-nil available-at times; the argument itself, like Lisp's `max`. */
export function executionTime(at: (Num | null)[]): Num | null {
  let best: Num | null = null;
  for (const t of at) if (t !== null && (best === null || compare(t, best) > 0)) best = t;
  return best;
}

/** For each expression that never ran: the closest mode's unbound inputs, or outputs bound elsewhere. */
function diagnose(program: Program, values: Value[], done: Uint8Array): Waiting[] {
  const out: Waiting[] = [];
  program.expressions.forEach((expr, e) => {
    if (done[e]) return;
    let best: Waiting | null = null;
    for (const mode of expr.action.modes) {
      const unbound: number[] = [];
      const alreadyBound: number[] = [];
      mode.bound.forEach((b, i) => {
        const isBound = values[expr.args[i]] !== null;
        if (b && !isBound) unbound.push(expr.args[i]);
        if (!b && isBound) alreadyBound.push(expr.args[i]);
      });
      const w = { expression: e, unbound, alreadyBound };
      if (!best || unbound.length + alreadyBound.length < best.unbound.length + best.alreadyBound.length) best = w;
    }
    if (best) out.push(best);
  });
  return out;
}
