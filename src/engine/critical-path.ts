// The critical path of an execution: the chain of steps that fixes its execution time. Walking
// back from the binding available last, each step is preceded by the input that became ready
// last before the step's output did (an object's available-at, or a kitchen state's kitchen
// time): that input's producer could not have finished later without delaying the whole run.
// Each step contributes its duration (from when it could begin to when the output the chain
// follows was ready) and the wait before it began, so durations plus waits add up to the
// execution time.
import { Entity } from '../kitchen/entity.ts';
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
  return program && ex ? criticalPath(program, ex).map((c) => c.line) : [];
}
