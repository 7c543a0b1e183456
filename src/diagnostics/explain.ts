// What went wrong in a run, as diagnostics and as the one-line messages the CLI and the
// evaluator print, both derived from the same facts: the program's problems, the execution's
// error, its failed steps, and for an unexecutable network what each line that never ran waited
// for. Root causes (a variable no line produces, a dropped kitchen-state link, a failed action, an
// input of the wrong class, …) are separated from the lines that merely waited on them.
import type { ExecutionResult, StepRecord } from '../engine/execute.ts';
import { type Program, type ProgramProblem, showPredicate } from '../engine/program.ts';
import type { ParseProblem, Recipe, SolutionFile } from '../language/ast.ts';
import { InputError } from '../errors.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import { formatPlace } from '../language/parse-solution.ts';
import type { ActionDef } from '../rules/action.ts';
import { isShippedRuleFile } from '../rules/registry.ts';
import { type CauseRef, type Diagnostic, diagnostic, rootCausesFirst } from './diagnostic.ts';
import { type FailureReason, failureReasonToJson, rootReason } from './failure.ts';
import { vanishedObject } from './vanished.ts';
import { waitingDiagnostics } from './waiting.ts';

export interface Explanation {
  messages: string[];
  diagnostics: Diagnostic[];
}

/** Program-check problems: each message is `file:line:column: text`. */
export function explainProblems(problems: ProgramProblem[]): Explanation {
  return {
    messages: problems.map((p) => `${formatPlace(p.place)}: ${p.message}`),
    diagnostics: problems.map((p) =>
      diagnostic(p.code, p.place, p.message, { action: p.action, hint: problemHint(p) }),
    ),
  };
}

/** What to do about a program problem, where its message does not say. */
function problemHint(p: ProgramProblem): string | undefined {
  if (p.hint) return p.hint;
  if (p.code === 'E_GET_KITCHEN_COUNT') return 'start the network with one (get-kitchen ?kitchen) line';
  // no known action is close: most often an action of a rules folder that was not loaded
  if (p.unknown?.slot === 'action' && !p.unknown.suggested) return 'an action of your own is known once its rules folder is loaded (--rules DIR); `irl-kitchen actions` lists the known ones';
  // an unknown name no class is close to: most often a class of an ontology file that was not loaded
  if (p.unknown?.slot === 'class' && !p.unknown.suggested) return 'a class of your own is known once its ontology file is loaded (--ontology FILE, docs/EXTENDING.md)';
  return undefined;
}

/** A network or file refused as a whole (an InputError while building the program). */
export function explainRefused(recipe: Recipe, message: string): Explanation {
  return { messages: [`${formatPlace(recipe.place)}: ${message}`], diagnostics: [diagnostic('E_BAD_INPUT', recipe.place, message)] };
}

/** Lines of a file that could not be read (the parser's problems). */
export function parseProblemDiagnostics(problems: ParseProblem[]): Diagnostic[] {
  return problems.map((p) => diagnostic(p.code ?? 'E_SYNTAX', p.place, p.message, p.hint === undefined ? {} : { hint: p.hint }));
}

/** The problems of a read file as diagnostics (E_SYNTAX, E_UNREADABLE_FILE), or E_NO_RECIPE for a file that holds no recipe and no problem. */
export function solutionFileDiagnostics(file: SolutionFile): Diagnostic[] {
  // a path or a recipe passed instead would fail below with a bare TypeError
  if (!isRecord(file) || !Array.isArray(file.recipes) || !Array.isArray(file.problems) || typeof file.file !== 'string')
    throw new InputError(`solutionFileDiagnostics: file must be a parsed solution file (readSolutionFile(path) or parseSolutionText(text, name)), got ${kindOfValue(file)}`);
  if (!file.recipes.length && !file.problems.length) return [noRecipeDiagnostic(file.file)];
  return parseProblemDiagnostics(file.problems);
}

/** A file that holds no recipe. */
export function noRecipeDiagnostic(file: string): Diagnostic {
  return diagnostic('E_NO_RECIPE', { file, line: 1, column: 1 }, 'no recipe in this file', { hint: 'a network is one (action ?output … ?input) predicate per line' });
}

/** Everything a finished execution has to say: its error, its failed steps, what never ran. */
export function explainExecution(recipe: Recipe, program: Program, ex: ExecutionResult): Explanation {
  const messages: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const failures = failedSteps(program, ex);
  diagnostics.push(...failures.values());
  if (ex.status === 'unexecutable') {
    const waiting = explainWaiting(program, ex, failures);
    messages.push(...waiting.messages);
    diagnostics.push(...waiting.diagnostics);
  }
  if (ex.status === 'error' && ex.error) {
    const e = ex.error.expression;
    const expr = e !== undefined ? program.expressions[e] : undefined;
    const place = expr ? expr.predicate.place : recipe.place;
    const where = expr ? `${formatPlace(place)}: ${showPredicate(expr.predicate)}: ` : `${formatPlace(place)}: `;
    messages.push(`${where}${ex.error.message} [${ex.error.reason}]`);
    const { reason } = ex.error;
    const code = reason === 'search-budget' ? 'E_SEARCH_BUDGET' : reason.startsWith('internal-error') ? 'E_INTERNAL' : 'E_SIMULATION';
    const hint =
      code === 'E_SIMULATION'
        ? simulationHint(expr?.action, reason)
        : code === 'E_SEARCH_BUDGET'
          ? 'connect the kitchen states into one chain so that fewer orders are possible, or raise the bound (--max-evaluations, --max-seconds; maxEvaluations, maxMillis in the library) if the network is one chain already'
          : undefined;
    diagnostics.push(diagnostic(code, place, `${ex.error.message} [${reason}]`, { action: expr?.action.name, hint }));
  }
  return { messages, diagnostics: rootCausesFirst(diagnostics) };
}

/**
 * What to do about a stop: only the shipped actions are the reference's, which stops there too;
 * an action of a user's rule folder stops by that folder's rule: a `requires` of it, or the
 * engine's check of what the rule computed (`wrong-type(Slot)`, `no-value(Slot)`: docs/RULES.md
 * "How a call runs"), which no `requires` is involved in.
 */
function simulationHint(action: ActionDef | undefined, reason: string): string {
  if (!action || isShippedRuleFile(action.file)) return 'the reference simulator stops with this error too; change the line so that it no longer applies';
  const rule = `the rule of ${action.name} in ${action.file} (yours, not the reference's)`;
  const computed = /^(wrong-type|no-value)\((.+)\)$/.exec(reason);
  if (computed?.[1] === 'wrong-type')
    return `${rule} computed a value for ${computed[2]} that is not of the slot's type (a failed object has none of the rule's types, docs/RULES.md#failing); change the line so that it no longer applies (where a mode takes ${computed[2]} as an input, give it a value of that type), or the rule's slot/3 type, default/3 or fails/2 for ${computed[2]}`;
  if (computed?.[1] === 'no-value')
    return `${rule} left ${computed[2]} without a value; give it a default/3, list it in fails/2, or have the effect give it (docs/RULES.md#failing)`;
  return `${rule} stops the run with this error; change the line so that it no longer applies, or that rule's requires if it should not stop`;
}

/**
 * One diagnostic per failed step, by expression: a warning (W_ACTION_FAILED) until a line that
 * never ran turns out to need its outputs (see `blocking` in waiting.ts). A failure caused by a failed input is
 * no root cause.
 */
function failedSteps(program: Program, ex: ExecutionResult): Map<number, Diagnostic> {
  const out = new Map<number, Diagnostic>();
  const kept = keptFacts(program, ex);
  const facts: Facts = { expressions: program.expressions, variables: program.variables, values: ex.values, steps: ex.steps };
  ex.steps.forEach((s: StepRecord, at: number) => {
    if (!s.failed) return;
    const { predicate, action } = program.expressions[s.expression];
    const { reason, root } = whyStepFailed(program, ex, s, at, facts, kept);
    const cascade = root !== reason;
    const causes: CauseRef[] = cascade && root.line ? [{ code: 'W_ACTION_FAILED', line: root.line, column: root.column }] : [];
    out.set(
      s.expression,
      diagnostic('W_ACTION_FAILED', predicate.place, `${action.name} failed: ${reason.message}`, {
        action: action.name,
        hint: reason.hint,
        rootCause: !cascade,
        causes,
        failure: failureReasonToJson(reason),
      }),
    );
  });
  return out;
}

/** What a failed step's diagnostic was made from: the facts of the execution it was worked out in. */
interface StepWhy {
  reason: FailureReason;
  root: FailureReason;
  facts: Facts;
}

/** The parts of an execution a failed step's reason is read from (vanished.ts reads the steps before it and the values). */
interface Facts {
  expressions: Program['expressions'];
  variables: Program['variables'];
  values: ExecutionResult['values'];
  steps: StepRecord[];
}

// A session's continued call keeps the earlier steps, their bindings and lines (continuation/continue.ts):
// their failures are explained once, not again at every call.
const whyByStep = new WeakMap<StepRecord, StepWhy>();

/** Why step `at` failed: from an earlier explanation whose facts this execution keeps, or worked out now. */
function whyStepFailed(program: Program, ex: ExecutionResult, s: StepRecord, at: number, facts: Facts, kept: (facts: Facts) => boolean): StepWhy {
  const known = whyByStep.get(s);
  if (known && kept(known.facts)) {
    // held by these facts from now on: the steps of a long session are checked against one set of facts, not one per call
    known.facts = facts;
    return known;
  }
  const { predicate, action } = program.expressions[s.expression];
  let reason: FailureReason = s.reason ?? { code: 'F_UNSPECIFIED', action: action.name, file: predicate.place.file, line: predicate.place.line, column: predicate.place.column, message: 'the action could not do its job' };
  // an object a retrieval removed after a failed line left it on the counter-top follows from that failure
  const vanished = vanishedObject(program, ex, at, reason);
  if (vanished) reason = vanished.reason;
  const root = vanished?.cause ? rootReason(vanished.cause) : rootReason(reason);
  const why = { reason, root, facts };
  whyByStep.set(s, why);
  return why;
}

/** Whether this execution keeps earlier facts: the same lines, variables, bindings and steps, and more after them (checked once per facts). */
function keptFacts(program: Program, ex: ExecutionResult): (facts: Facts) => boolean {
  const checked = new Map<Facts, boolean>();
  const startsWith = <T>(whole: readonly T[], part: readonly T[]) => whole.length >= part.length && part.every((x, i) => whole[i] === x);
  return (facts) => {
    let kept = checked.get(facts);
    if (kept === undefined) {
      kept = startsWith(program.expressions, facts.expressions) && startsWith(program.variables, facts.variables) && startsWith(ex.values, facts.values) && startsWith(ex.steps, facts.steps);
      checked.set(facts, kept);
    }
    return kept;
  };
}

/** `its output ?x was already bound by another action`, in the plural for several, naming constants as such. */
function boundOutputs(program: Program, outputs: number[]): string {
  const constants = outputs.filter((v) => program.variables[v].constant).map((v) => program.variables[v].name);
  const bound = outputs.filter((v) => !program.variables[v].constant).map((v) => program.variables[v].name.toLowerCase());
  const parts: string[] = [];
  if (bound.length === 1) parts.push(`its output ${bound[0]} was already bound by another action`);
  if (bound.length > 1) parts.push(`its outputs ${bound.join(', ')} were already bound by other actions`);
  if (constants.length) parts.push(`its output${constants.length > 1 ? 's are the constants' : ' is the constant'} ${constants.join(', ')}`);
  return parts.join(' and ');
}

/** The messages of an unexecutable network (one per line that never ran) and their diagnostics. */
function explainWaiting(program: Program, ex: ExecutionResult, failures: Map<number, Diagnostic>): Explanation {
  const name = (v: number) => program.variables[v].name.toLowerCase();
  const messages: string[] = [];
  for (const w of ex.waiting) {
    const p = program.expressions[w.expression].predicate;
    const why: string[] = [];
    if (w.unbound.length) why.push(`waiting for ${w.unbound.map(name).join(', ')}, which no executed action produced`);
    if (w.alreadyBound.length) why.push(`${boundOutputs(program, w.alreadyBound)}, so none of its modes applies`);
    if (!why.length) why.push('its inputs do not have the types it accepts');
    messages.push(`${formatPlace(p.place)}: ${p.name} never ran: ${why.join('; ')}`);
  }
  const diagnostics = waitingDiagnostics(program, ex, failures);
  if (!messages.length) {
    const open = program.variables.filter((v, i) => !v.constant && ex.values[i] === null);
    for (const v of open) messages.push(`${formatPlace(v.place)}: ${v.name.toLowerCase()} is never bound by any action`);
  }
  if (!messages.length) messages.push('no complete execution exists');
  return { messages, diagnostics };
}
