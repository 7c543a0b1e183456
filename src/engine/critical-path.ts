// The critical path of an execution: the chain of steps that fixes its execution time. Walking
// back from the binding available last, each step is preceded by the input that became ready
// last before the step's output did (an object's available-at, or a kitchen state's kitchen
// time): that input's producer could not have finished later without delaying the whole run.
// Each step contributes its duration (from when it could begin to when the output the chain
// follows was ready) and the wait before it began, so durations plus waits add up to the
// execution time.
import { InputError } from '../errors.ts';
import { Entity } from '../kitchen/entity.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import { compare, type Num, sub } from '../numbers/num.ts';
import type { ExecutionResult } from './execute.ts';
import type { Program } from './program.ts';

/** One step on the critical path: the chain of steps that fixes the execution time. */
export interface CriticalStep {
  /** Position in `execution.steps`. */
  step: number;
  expression: number;
  line: number;
  action: string;
  /** When the step could begin: its start, or later when it waited for an input inside (an oven heating up). */
  begin: Num;
  /** When the output the chain follows was ready (for the last step: the execution time). */
  ready: Num;
  /** ready − begin. */
  duration: Num;
  /** begin − the previous step's ready (for the first step: begin − 0). */
  wait: Num;
  /** The variable through which the next step of the chain depends on this one (null for the last). */
  via: string | null;
}

/** For every variable, the position in `execution.steps` of the step that bound it (−1: none). */
export function producers(program: Program, ex: ExecutionResult): Int32Array {
  const by = new Int32Array(program.variables.length).fill(-1);
  ex.steps.forEach((s, i) => {
    const expr = program.expressions[s.expression];
    const mode = expr.action.modes.find((m) => m.id === s.mode);
    expr.args.forEach((v, k) => {
      if (mode ? !mode.bound[k] : by[v] < 0) by[v] = i;
    });
  });
  return by;
}

/** When a bound value was ready for a step using it: a kitchen state's clock, else its available-at. */
function readyAt(ex: ExecutionResult, v: number): Num | null {
  const value = ex.values[v];
  if (value instanceof Entity && value.cls.isKitchenState) {
    const kt = value.s['kitchen-time'];
    if (kt !== null && kt !== undefined && !Array.isArray(kt) && typeof kt !== 'string' && kt !== true && !(kt instanceof Entity)) return kt;
  }
  return ex.at[v];
}

/** The critical path in execution order; empty when the run has no execution time. */
export function criticalPath(program: Program, ex: ExecutionResult): CriticalStep[] {
  requireProgram(program, 'criticalPath');
  requireExecution(ex, program, 'criticalPath');
  const total = ex.executionTime;
  if (total === null || !ex.steps.length) return [];
  const by = producers(program, ex);
  // the last step binding a value available at the execution time
  let last = -1;
  let lastVar = -1;
  ex.at.forEach((t, v) => {
    if (t !== null && compare(t, total) === 0 && by[v] > last) [last, lastVar] = [by[v], v];
  });
  if (last < 0) return [];

  const chain: Omit<CriticalStep, 'wait'>[] = [];
  const readies: Num[] = [];
  let s = last;
  let ready: Num = total;
  let via: string | null = null;
  for (;;) {
    const record = ex.steps[s];
    const expr = program.expressions[record.expression];
    const mode = expr.action.modes.find((m) => m.id === record.mode);
    // the input ready last, no later than the output the chain follows; ties: the latest producer
    let driver = -1;
    let driverReady: Num | null = null;
    expr.args.forEach((v, k) => {
      if (mode && !mode.bound[k]) return;
      const p = by[v];
      if (p < 0 || p >= s) return;
      const r = readyAt(ex, v);
      if (r === null || compare(r, ready) > 0) return;
      const c = driverReady === null ? 1 : compare(r, driverReady);
      if (c > 0 || (c === 0 && p > by[driver])) [driver, driverReady] = [v, r];
    });
    let begin: Num = record.start;
    if (driverReady !== null && compare(driverReady, begin) > 0) begin = driverReady;
    if (compare(begin, ready) > 0) begin = ready;
    chain.push({ step: s, expression: record.expression, line: expr.predicate.place.line, action: expr.predicate.name, begin, ready, duration: sub(ready, begin), via });
    readies.push(driverReady ?? 0);
    if (driver < 0) break;
    s = by[driver];
    ready = driverReady!;
    via = program.variables[driver].name.toLowerCase();
  }
  return chain
    .map((c, i) => ({ ...c, wait: sub(c.begin, readies[i]) }))
    .reverse();
}

/** The lines of the critical path in execution order, for `run --json`'s `criticalPath`. */
export function criticalPathLines(program: Program | null, ex: ExecutionResult | null): number[] {
  // a run that did not execute has no program or execution; anything else given is checked still
  const given = (v: unknown) => v !== null && v !== undefined;
  if (given(program)) requireProgram(program, 'criticalPathLines');
  if (given(ex)) requireExecution(ex, given(program) ? program : null, 'criticalPathLines');
  return program && ex ? criticalPath(program, ex).map((c) => c.line) : [];
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** How to call it from a run, the value most often passed instead of its program and execution. */
const fromRun = (where: string) => `${where}(run.program, run.execution)`;
const looksLikeRun = (v: unknown) => isRecord(v) && typeof v.status === 'string' && 'program' in v && 'execution' in v;

/** An InputError unless `program` is a compiled program (a run's `program`), saying what was given instead. */
function requireProgram(program: unknown, where: string): asserts program is Program {
  if (isRecord(program) && Array.isArray(program.variables) && Array.isArray(program.expressions)) return;
  const given = looksLikeRun(program) ? 'a run: pass its program and execution' : kindOfValue(program);
  throw new InputError(`${where}: program: expected a run's program, got ${given} (${fromRun(where)})`);
}

/** An InputError unless `ex` is an execution (a run's `execution`) of `program`, when given: its steps and bindings would not match. */
function requireExecution(ex: unknown, program: Program | null, where: string): asserts ex is ExecutionResult {
  const ok = isRecord(ex) && Array.isArray(ex.steps) && Array.isArray(ex.values) && Array.isArray(ex.at) && 'executionTime' in ex;
  if (!ok) {
    const given = looksLikeRun(ex) ? 'a run: pass its execution' : kindOfValue(ex);
    throw new InputError(`${where}: execution: expected a run's execution, got ${given} (${fromRun(where)})`);
  }
  const steps = ex.steps as { expression?: unknown }[];
  const fits = (s: { expression?: unknown }) => typeof s?.expression === 'number' && s.expression >= 0 && s.expression < program!.expressions.length;
  if (program && ((ex.at as unknown[]).length !== program.variables.length || !steps.every(fits)))
    throw new InputError(`${where}: execution: not an execution of this program (${counted(program.variables.length, 'variable')}, ${counted(program.expressions.length, 'expression')}); pass the program and execution of the same run, ${fromRun(where)}`);
}
