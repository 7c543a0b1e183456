// Root causes of an unexecutable network, from the deepest dead end of the search: for each line
// that never ran, a variable no line produces (a dropped link), an input of the wrong class, an
// output bound elsewhere, a failed action it needed, or else the lines it merely waited on.
import { editDistance } from '../did-you-mean.ts';
import type { ExecutionResult, Waiting } from '../engine/execute.ts';
import type { Program } from '../engine/program.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import type { KClass } from '../kitchen/ontology.ts';
import { causeOf, type CauseRef, type Diagnostic, diagnostic } from './diagnostic.ts';
import { failedObjectsIn, failureReasonOf } from './failure.ts';
import { a, kindOf } from './why.ts';

/** What a program's text says, computed once per checked program (runs of one recipe share it). */
interface StaticFacts {
  /** Per variable: the expressions holding it in a slot some mode of their action computes. */
  producers: number[][];
  /** Per variable: how many expressions hold it. */
  uses: number[];
  /** Per variable: its name, lower-cased. */
  names: string[];
}

const staticFacts = new WeakMap<Program['expressions'], StaticFacts>();

function factsOf(program: Program): StaticFacts {
  let facts = staticFacts.get(program.expressions);
  if (!facts) {
    const producers: number[][] = program.variables.map(() => []);
    const uses = program.variables.map(() => 0);
    program.expressions.forEach(({ action, args }, e) =>
      args.forEach((v, i) => {
        uses[v]++;
        if (action.modes.some((m) => !m.bound[i])) producers[v].push(e);
      }),
    );
    facts = { producers, uses, names: program.variables.map((v) => v.name.toLowerCase()) };
    staticFacts.set(program.expressions, facts);
  }
  return facts;
}

/** The diagnostics of the lines that never ran, given the diagnostics of the failed steps (by expression). */
export function waitingDiagnostics(program: Program, ex: ExecutionResult, failures: Map<number, Diagnostic>): Diagnostic[] {
  const { expressions, variables } = program;
  const facts = factsOf(program);
  const { producers } = facts;
  const name = (v: number) => facts.names[v];
  const waitingBy = new Map<number, Waiting>(ex.waiting.map((w) => [w.expression, w]));
  const produced = new Set<number>(ex.steps.map((s) => s.expression));
  const roots: Diagnostic[] = [];
  /** Per waiting expression: its own root diagnostics, and the expressions (or failed steps) it waits on. */
  const own = new Map<number, Diagnostic[]>();
  const waitsOn = new Map<number, number[]>();
  const failedInputs = new Map<number, string[]>();

  for (const w of ex.waiting) {
    const { action, args, predicate } = expressions[w.expression];
    const mine: Diagnostic[] = [];
    const on: number[] = [];
    for (const v of w.unbound) {
      const slot = action.slots[args.indexOf(v)];
      const others = producers[v].filter((e) => e !== w.expression && !produced.has(e));
      if (others.length) {
        on.push(...others);
        continue;
      }
      const ks = slot.type.name === 'kitchen-state';
      const like = similarProduced(program, facts, v, args);
      const loose = like ? null : unusedOutput(program, facts, slot.type, predicate.place.line);
      const hint = like
        ? `did you mean ${like}?`
        : ks
          ? `connect it to the kitchen state an earlier line produces${loose ? `, e.g. ${loose}` : ''}`
          : `make an earlier line produce ${name(v)}, or use a variable an earlier line produces${loose ? `, e.g. ${loose}` : ''}${otherMode(program, ex.values, w.expression, args.indexOf(v))}`;
      mine.push(
        diagnostic(
          ks ? 'E_UNBOUND_KITCHEN_STATE' : 'E_UNBOUND_INPUT',
          predicate.place,
          `${action.name} waits for ${name(v)} (its ${slot.name}), which no line of the network produces`,
          { action: action.name, variable: name(v), hint },
        ),
      );
    }
    for (const v of w.alreadyBound) {
      const slot = action.slots[args.indexOf(v)].name;
      if (variables[v].constant) {
        mine.push(
          diagnostic('E_OUTPUT_ALREADY_BOUND', predicate.place, `${action.name} cannot run: its output ${slot} is the constant ${variables[v].name}, so none of its modes applies`, {
            action: action.name,
            hint: `put a fresh variable in its ${slot}`,
          }),
        );
        continue;
      }
      const by = ex.steps.find((s) => s.expression !== w.expression && expressions[s.expression].args.includes(v));
      const byLine = by !== undefined ? ` by ${expressions[by.expression].action.name} (line ${expressions[by.expression].predicate.place.line})` : '';
      mine.push(
        diagnostic('E_OUTPUT_ALREADY_BOUND', predicate.place, `${action.name} cannot run: its output ${name(v)} was already bound${byLine}, so none of its modes applies`, {
          action: action.name,
          variable: name(v),
          hint: `give this line's output a fresh variable`,
        }),
      );
    }
    if (!w.unbound.length && !w.alreadyBound.length) failedInputs.set(w.expression, typeProblems(program, ex.values, w.expression, mine, on, failures));
    own.set(w.expression, mine);
    waitsOn.set(w.expression, on);
    roots.push(...mine);
  }

  // each line without a root cause of its own follows from the roots of the lines it waits on
  const memo = new Map<number, CauseRef[]>();
  const rootsOf = (e: number, visiting: Set<number>): CauseRef[] => {
    const known = memo.get(e);
    if (known) return known;
    const failure = failures.get(e);
    if (failure) return failure.rootCause ? [causeOf(failure)] : (failure.causes ?? []);
    const mine = own.get(e);
    if (mine?.length) return mine.map(causeOf);
    if (visiting.has(e) || !waitingBy.has(e)) return [];
    visiting.add(e);
    const found = new Map<string, CauseRef>();
    for (const o of waitsOn.get(e) ?? []) for (const c of rootsOf(o, visiting)) found.set(`${c.line}:${c.column}:${c.variable ?? ''}:${c.code}`, c);
    visiting.delete(e);
    const list = [...found.values()].sort((x, y) => x.line - y.line || x.column - y.column);
    memo.set(e, list);
    return list;
  };

  const cascade: Diagnostic[] = [];
  for (const w of ex.waiting) {
    if (own.get(w.expression)!.length) continue;
    const { action, predicate } = expressions[w.expression];
    let causes = rootsOf(w.expression, new Set());
    if (!causes.length) {
      // nothing outside a circle of lines waiting on one another: the circle is the cause
      const circle = diagnostic('E_CIRCULAR_WAIT', predicate.place, `${action.name} waits for outputs of lines that wait for its own outputs`, {
        action: action.name,
        hint: 'one of these lines must take its input from a line outside the circle',
      });
      roots.push(circle);
      own.set(w.expression, [circle]);
      memo.clear();
      continue;
    }
    const waitedFor = w.unbound.map(name);
    const failedIn = failedInputs.get(w.expression) ?? [];
    const what = waitedFor.length ? `waiting for ${waitedFor.join(', ')}` : failedIn.length ? `${andList(failedIn)} ${failedIn.length > 1 ? 'are failed objects' : 'is a failed object'}` : 'an input is a failed object';
    const causeLines = [...new Set(causes.map((c) => c.line))];
    const lines = causeLines.join(', ');
    cascade.push(
      diagnostic(
        'E_WAITING',
        predicate.place,
        `${action.name} never ran: ${what}, which follows from line${causeLines.length > 1 ? 's' : ''} ${lines}`,
        { action: action.name, variable: waitedFor.length === 1 ? waitedFor[0] : undefined, rootCause: false, causes },
      ),
    );
  }
  if (!ex.waiting.length) {
    for (const [i, v] of variables.entries())
      if (!v.constant && ex.values[i] === null)
        roots.push(diagnostic('E_NEVER_BOUND', v.place, `${v.name.toLowerCase()} is never bound by any action`, { variable: v.name.toLowerCase() }));
    if (!roots.length && !failures.size) roots.push(diagnostic('E_NO_SOLUTION', program.expressions[0]?.predicate.place ?? variables[0]?.place ?? { file: '', line: 1, column: 1 }, 'no complete execution exists'));
  }
  return [...roots, ...cascade];
}

/** `a`, `a and b`, `a, b and c`. */
const andList = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? ''));

/**
 * `; or give bake its target-temperature-quantity (?q) …`: the inputs that a mode computing slot
 * `k` itself would need and that are still unbound ('' when no such mode fits the line).
 */
function otherMode(program: Program, values: Value[], e: number, k: number): string {
  const { action, args } = program.expressions[e];
  let best: number[] | null = null;
  for (const mode of action.modes) {
    if (mode.bound[k] || args.some((v, i) => !mode.bound[i] && values[v] !== null)) continue;
    const missing = args.map((_, i) => i).filter((i) => mode.bound[i] && values[args[i]] === null);
    if (missing.length && (!best || missing.length < best.length)) best = missing;
  }
  if (!best) return '';
  const given = best.map((i) => `${action.slots[i].name} (${program.variables[args[i]].name.toLowerCase()})`);
  const list = andList(given);
  return `; or give ${action.name} its ${list}, and it computes its ${action.slots[k].name} itself`;
}

/**
 * A line whose inputs are all bound but that still never ran: an input of the wrong class (a root
 * cause), a failed object of an earlier action (that action is the root), or no binding at all.
 */
function typeProblems(program: Program, values: Value[], e: number, mine: Diagnostic[], on: number[], failures: Map<number, Diagnostic>): string[] {
  const { action, args, predicate } = program.expressions[e];
  const failedInputs: string[] = [];
  args.forEach((v, i) => {
    const value = values[v];
    const type = action.slots[i].type.name;
    if (value === null || type === 'entity' || (value instanceof Entity && value.isA(type))) return;
    const failed = failedObjectsIn(value)[0];
    const reason = failed ? failureReasonOf(failed) : null;
    if (failed) {
      failedInputs.push(`its ${action.slots[i].name} ${program.variables[v].name.toLowerCase()}`);
      const from = reason ? program.expressions.findIndex((x) => x.predicate.place.line === reason.line && x.predicate.place.file === reason.file) : -1;
      if (from >= 0 && failures.has(from)) {
        on.push(from);
        blocking(failures, from);
      }
      else {
        const where = reason?.line ? { file: reason.file, line: reason.line, column: reason.column } : predicate.place;
        mine.push(diagnostic('E_ACTION_FAILED', where, `${reason?.action || 'an earlier action'} failed: ${reason?.message ?? 'its output is a failed object'}`, { action: reason?.action || undefined }));
      }
      return;
    }
    const given = program.variables[v];
    const variable = given.constant ? undefined : given.name.toLowerCase();
    const what = given.constant ? `the constant ${given.name}` : variable;
    mine.push(
      diagnostic('E_INPUT_TYPE', predicate.place, `cannot ${action.name} ${kindOf(value)}: its ${action.slots[i].name} (${what}) takes ${a(type)}`, {
        action: action.name,
        variable,
        hint: `pass ${a(type)} as the ${action.slots[i].name}`,
      }),
    );
  });
  if (!mine.length && !failedInputs.length)
    mine.push(
      diagnostic('E_NO_BINDING', predicate.place, `${action.name} binds nothing for these inputs: none of its cases applies to them`, {
        action: action.name,
        hint: `check the kinds of objects ${action.name} takes (its slot types and modes in rules/${action.name}.pl)`,
      }),
    );
  return failedInputs;
}

/**
 * The main output of the closest earlier line that no other line uses and that may hold a `type`
 * (described with its line), or null: what a dropped or broken link most likely stood for. A
 * by-product (the emptied container of a transfer, a peel, a cover taken off) is left unused on
 * purpose and is never proposed, nor is an output of a line that comes later.
 */
function unusedOutput(program: Program, { producers, uses, names }: StaticFacts, type: KClass, before: number): string | null {
  let best: { v: number; line: number } | null = null;
  program.expressions.forEach(({ action, args, predicate }, e) => {
    const line = predicate.place.line;
    if (line >= before || (best && line <= best.line)) return;
    // the action's main output: its first object output (a kitchen state is one of its own)
    const main = action.slots.findIndex((s) => s.dir === 'out' && !s.type.isKitchenState);
    args.forEach((v, i) => {
      const slot = action.slots[i];
      if (uses[v] !== 1 || program.variables[v].constant || slot.dir !== 'out' || !producers[v].includes(e)) return;
      if (slot.type.isKitchenState !== type.isKitchenState || (!type.isKitchenState && i !== main)) return;
      // an output declared more broadly (a container) may hold the narrower kind wanted (a transferable-container)
      if (slot.type.ancestors.has(type.name) || type.ancestors.has(slot.type.name)) best = { v, line };
    });
  });
  const found = best as { v: number; line: number } | null;
  return found ? `${names[found.v]} (line ${found.line} produces it and no line uses it)` : null;
}

/**
 * A produced variable whose name is within two edits of that of `v` (a likely typo), or null:
 * one edit for a name of four letters or fewer (`?zz` is not a typo of `?k`).
 * The line's own arguments are never proposed: one argument in two slots is refused.
 */
function similarProduced(program: Program, { producers, names }: StaticFacts, v: number, own: readonly number[]): string | null {
  const target = names[v];
  let best: string | null = null;
  // names start with ?: the letters are the rest
  const letters = target.length - 1;
  let bestD = letters <= 4 ? 2 : 3;
  for (let i = 0; i < names.length; i++) {
    if (i === v || program.variables[i].constant || !producers[i].length || own.includes(i)) continue;
    const n = names[i];
    const d = editDistance(n, target, bestD - 1);
    if (d < bestD) {
      bestD = d;
      best = n;
    }
  }
  return best;
}

/**
 * A failed step whose outputs a line that never ran needed: an error (E_ACTION_FAILED), and so is
 * the first failure of its chain, which every reference to it now names.
 */
function blocking(failures: Map<number, Diagnostic>, e: number) {
  const d = failures.get(e);
  if (!d || d.code === 'E_ACTION_FAILED') return;
  d.code = 'E_ACTION_FAILED';
  d.severity = 'error';
  for (const [other, x] of failures) {
    if (d.causes?.some((c) => c.line === x.line && c.column === x.column)) blocking(failures, other);
    for (const c of x.causes ?? []) if (c.line === d.line && c.column === d.column) c.code = 'E_ACTION_FAILED';
  }
}
