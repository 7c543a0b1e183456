// What a page shows of one run, as plain data: the lines with their status and times, the
// variables with their producer and users, the kitchen state after each step (entities shared
// between states, see snapshots.ts), the critical path and the diagnostics.
import { describe } from '../describe.ts';
import { criticalPath, producers } from '../engine/critical-path.ts';
import { showPredicate } from '../engine/program.ts';
import { twinsOf } from '../engine/twins.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import type { Recipe, Term } from '../language/ast.ts';
import { add, formatNum, type Num, numToJson } from '../numbers/num.ts';
import type { RecipeRun } from '../simulator.ts';
import { changedBetween, EntityTable, type EncodedEntity } from './snapshots.ts';

export type LineStatus = 'ran' | 'failed' | 'never';

export interface ViewLine {
  line: number;
  action: string;
  text: string;
  status: LineStatus;
  /** Position in the execution order, null when the line never ran. */
  step: number | null;
  start: number | null;
  end: number | null;
  /** Printed like the reference (`30`, `2735`). */
  startText: string | null;
  endText: string | null;
  mode: string | null;
  variables: string[];
  critical: boolean;
  /** The earlier line this one repeats word for word: the two run as one (its status and times are that line's). */
  twinOf?: number | null;
}

export interface ViewVariable {
  name: string;
  kind: 'kitchen-state' | 'object';
  /** The line that bound it (or, for a variable nothing bound, the line meant to). */
  producer: number | null;
  users: number[];
  availableAt: string | null;
  value: string | null;
  /** Persistent id of the bound entity, to find it in a kitchen state. */
  pid: string | null;
}

export interface ViewStep {
  line: number;
  /** Entity number of the kitchen state after the step (null when it has none). */
  kitchen: number | null;
  changed: number[];
}

export interface ViewDiagnostic {
  line: number | null;
  column: number | null;
  message: string;
  hint: string | null;
  rootCause: boolean;
  code: string | null;
}

export interface ViewModel {
  file: string;
  recipeId: string | null;
  status: RecipeRun['status'];
  executionTime: string | null;
  executionTimeValue: number | null;
  lines: ViewLine[];
  /** The network was refused whole (an unknown action, over the engine's bound, …): no line is a step, none is linked. */
  refused: boolean;
  variables: ViewVariable[];
  steps: ViewStep[];
  entities: EncodedEntity[];
  criticalPath: { line: number; begin: string; ready: string; duration: string; wait: string; via: string | null }[];
  /** The critical path's durations and waits, each summed. */
  criticalTotals: { durations: string; waits: string } | null;
  diagnostics: ViewDiagnostic[];
}

const num = (x: Num | null) => (x === null ? null : numToJson(x));
const text = (x: Num | null) => (x === null ? null : formatNum(x));

function varNames(terms: Term[], out: string[] = []): string[] {
  for (const t of terms) {
    if (t.kind === 'var') out.push(t.name.toLowerCase());
    else if (t.kind === 'list') varNames(t.items, out);
  }
  return out;
}

const isKitchenState = (v: Value | undefined) => v instanceof Entity && v.cls.isKitchenState;

export function buildModel(recipe: Recipe, run: RecipeRun): ViewModel {
  const { program, execution: ex } = run;
  const table = new EntityTable();
  const cp = program && ex ? criticalPath(program, ex) : [];
  const criticalLines = new Set(cp.map((c) => c.line));
  const stepOfExpression = new Map<number, number>();
  ex?.steps.forEach((s, i) => stepOfExpression.set(s.expression, i));

  // a line written twice runs once, as its first copy (engine/twins.ts): it shares that copy's step
  const twins = program ? twinsOf(program.expressions) : null;
  const lines: ViewLine[] = recipe.predicates.map((p, e) => {
    const first = twins ? twins[e][0] : e;
    const i = program ? stepOfExpression.get(first) : undefined;
    const s = i === undefined ? null : ex!.steps[i];
    const twinOf = first === e ? null : recipe.predicates[first].place.line;
    return {
      line: p.place.line,
      action: p.name,
      text: showPredicate(p),
      status: s ? (s.failed ? 'failed' : 'ran') : 'never',
      // the step is its first copy's: the schedule has one bar for the two
      step: twinOf === null ? (i ?? null) : null,
      start: s ? num(s.start) : null,
      end: s ? num(s.end) : null,
      startText: s ? text(s.start) : null,
      endText: s ? text(s.end) : null,
      mode: s?.mode ?? null,
      variables: [...new Set(varNames(p.args))],
      critical: criticalLines.has(p.place.line),
      twinOf,
    };
  });

  const variables = buildVariables(recipe, run);

  // the kitchen state after each step, and what it changed of the state it started from
  const steps: ViewStep[] = [];
  if (program && ex) {
    const by = producers(program, ex);
    for (const s of ex.steps) {
      const expr = program.expressions[s.expression];
      let after: number | null = null;
      let before: number | null = null;
      for (const v of expr.args) {
        const value = ex.values[v];
        if (!isKitchenState(value)) continue;
        const produced = by[v] >= 0 && ex.steps[by[v]] === s;
        if (produced && after === null) after = table.ref(value as Entity);
        else if (!produced && before === null) before = table.ref(value as Entity);
      }
      steps.push({ line: expr.predicate.place.line, kitchen: after, changed: after === null || before === null ? [] : changedBetween(table, before, after) });
    }
  }

  return {
    file: run.file,
    recipeId: run.recipeId,
    status: run.status,
    executionTime: text(run.executionTime),
    executionTimeValue: num(run.executionTime),
    lines,
    refused: program === null,
    variables,
    steps,
    entities: table.entities,
    criticalPath: cp.map((c) => ({ line: c.line, begin: formatNum(c.begin), ready: formatNum(c.ready), duration: formatNum(c.duration), wait: formatNum(c.wait), via: c.via })),
    criticalTotals: cp.length
      ? { durations: formatNum(cp.reduce<Num>((t, c) => add(t, c.duration), 0)), waits: formatNum(cp.reduce<Num>((t, c) => add(t, c.wait), 0)) }
      : null,
    diagnostics: markRaisingLines(lines, diagnosticsOf(run, lines, variables)),
  };
}

/** Codes of an error raised by applying a line's action: the line was tried and failed, though it made no step. */
const RAISED_BY_LINE = new Set(['E_SIMULATION', 'E_INTERNAL']);

/** The line whose action stopped the run with an error failed there: it is no line that merely never ran. */
function markRaisingLines(lines: ViewLine[], diagnostics: ViewDiagnostic[]): ViewDiagnostic[] {
  for (const d of diagnostics) {
    const l = d.code !== null && RAISED_BY_LINE.has(d.code) ? lines.find((x) => x.line === d.line) : undefined;
    if (l?.status === 'never') l.status = 'failed';
  }
  return diagnostics;
}

function buildVariables(recipe: Recipe, run: RecipeRun): ViewVariable[] {
  const { program, execution: ex } = run;
  const byName = new Map<string, ViewVariable>();
  const get = (name: string) => {
    let v = byName.get(name);
    if (!v) byName.set(name, (v = { name, kind: 'object', producer: null, users: [], availableAt: null, value: null, pid: null }));
    return v;
  };
  recipe.predicates.forEach((p) => varNames(p.args).forEach((n) => get(n)));
  if (program) {
    const by = ex ? producers(program, ex) : null;
    program.variables.forEach((variable, vi) => {
      if (variable.constant) return;
      const v = get(variable.name.toLowerCase());
      const value = ex?.values[vi] ?? null;
      if (by && by[vi] >= 0) v.producer = program.expressions[ex!.steps[by[vi]].expression].predicate.place.line;
      if (value !== null) {
        const kt = isKitchenState(value) ? (value as Entity).s['kitchen-time'] : null;
        v.value = kt !== null && kt !== undefined ? `kitchen-state at kitchen time ${formatNum(kt as Num)}` : value instanceof Entity ? describe(value, 1) : String(value);
        v.pid = value instanceof Entity ? value.pid : null;
        if (isKitchenState(value)) v.kind = 'kitchen-state';
      }
      v.availableAt = ex && ex.at[vi] !== null ? formatNum(ex.at[vi]!) : null;
    });
    // static roles: a variable in an output slot is produced there; in an input slot, used there
    program.expressions.forEach((expr) => {
      const line = expr.predicate.place.line;
      expr.args.forEach((vi, k) => {
        const variable = program.variables[vi];
        if (variable.constant) return;
        const v = get(variable.name.toLowerCase());
        const slot = expr.action.slots[k];
        if (slot.type.isKitchenState) v.kind = 'kitchen-state';
        if (v.producer === null && slot.dir === 'out' && !(by && by[vi] >= 0)) v.producer = line;
      });
    });
    const twins = twinsOf(program.expressions);
    program.expressions.forEach((expr, e) => {
      const line = expr.predicate.place.line;
      const firstCopy = twins[e][0] === e ? null : program.expressions[twins[e][0]].predicate.place.line;
      for (const vi of new Set(expr.args)) {
        const variable = program.variables[vi];
        if (variable.constant) continue;
        const v = get(variable.name.toLowerCase());
        if (firstCopy !== null && v.producer === firstCopy) continue; // what a repeated line's first copy bound is no input of the repeat
        if (v.producer !== line && !v.users.includes(line)) v.users.push(line);
      }
    });
  }
  return [...byName.values()];
}

/** The run's diagnostics with their lines; root causes first. */
function diagnosticsOf(run: RecipeRun, lines: ViewLine[], variables: ViewVariable[]): ViewDiagnostic[] {
  const given = (run as RecipeRun & { diagnostics?: unknown }).diagnostics;
  let out: ViewDiagnostic[];
  if (Array.isArray(given) && given.length) out = given.map(fromDiagnostic);
  else {
    const produced = new Set(variables.filter((v) => v.producer !== null).map((v) => v.name));
    out = run.messages.map((message) => {
      const { line, column } = placeOf(message);
      const l = lines.find((x) => x.line === line);
      // a line waiting for a variable no line produces is where an unexecutable network breaks;
      // an error stops at the line that raised it
      const waitsOnNothing = l?.status === 'never' && l.variables.some((v) => !produced.has(v) && message.includes(v));
      const rootCause = run.status === 'error' ? line !== null : waitsOnNothing;
      return { line, column, message, hint: null, rootCause, code: /\[([^\]]+)\]$/.exec(message)?.[1] ?? null };
    });
  }
  return [...out.filter((d) => d.rootCause), ...out.filter((d) => !d.rootCause)];
}

function placeOf(message: string): { line: number | null; column: number | null } {
  const m = /^[^\s]*?:(\d+):(\d+):/.exec(message);
  return m ? { line: Number(m[1]), column: Number(m[2]) } : { line: null, column: null };
}

/** A diagnostic value of the simulator, read defensively (its shape may grow). */
function fromDiagnostic(d: unknown): ViewDiagnostic {
  const x = (d ?? {}) as Record<string, unknown>;
  const place = x.place as { line?: unknown; column?: unknown } | undefined;
  const fromText = placeOf(String(x.message ?? ''));
  const line = typeof x.line === 'number' ? x.line : typeof place?.line === 'number' ? place.line : fromText.line;
  const column = typeof x.column === 'number' ? x.column : typeof place?.column === 'number' ? place.column : fromText.column;
  return {
    line,
    column,
    message: String(x.message ?? x.text ?? JSON.stringify(d)),
    hint: typeof x.hint === 'string' ? x.hint : null,
    rootCause: x.rootCause === true,
    code: typeof x.code === 'string' ? x.code : null,
  };
}
