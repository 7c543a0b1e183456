// Why a proposed line would not run, without running it: the line read against the session's
// network, its mode found as the engine finds it, then every condition its rule file declares
// tested on the line's input kitchen state (on a step of its own: nothing of the session changes).
// Only when every declared condition holds is the line dry-run, for what no declaration decides
// (a stop inside an effect, e.g. an amount without a gram conversion).
import { buildProgram, type Expression, type Program } from '../engine/program.ts';
import { fireOne, modeApplies } from '../engine/fire-one.ts';
import { deepCopy, Entity, Factory, type Value } from '../kitchen/entity.ts';
import type { Ontology } from '../kitchen/ontology.ts';
import type { Num } from '../numbers/num.ts';
import type { ActionDef, CallInput, Semantics } from '../rules/action.ts';
import type { CheckFailure } from '../rules/compile-mode.ts';
import { SimulationError } from '../errors.ts';
import { requiredText } from './arguments.ts';
import { problemDiagnostics, runDiagnostics } from './diagnostics.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { explainProblems } from '../diagnostics/explain.ts';
import { mayReorder } from '../continuation/reorder.ts';
import { shownText } from '../continuation/mentions.ts';
import type { Numbering } from '../continuation/numbering.ts';
import { IMPLICIT_KITCHEN, readNetwork, splitText } from './network.ts';
import type { SessionCore, SessionState } from './session.ts';
import { strandingProblems } from '../continuation/stranding.ts';
import { releasedFailures } from '../continuation/released.ts';
import { notOneLine } from '../continuation/one-line.ts';
import { AFTER_STOP_HINT, afterStopMessage, stopOf } from './stopped.ts';

/** One thing that would keep the line from running cleanly. */
export interface CheckFinding {
  /** A failure code (F_…) for a condition under which the action fails, else the diagnostic code the run would give (E_SIMULATION, E_NO_BINDING, E_UNBOUND_INPUT, …). */
  code: string;
  /** The condition as the rule file writes it, null when no declared condition is at stake. */
  condition: string | null;
  /** The slot the condition reads first, and the variable the line gives it. */
  slot: string | null;
  variable: string | null;
  message: string;
  hint?: string;
  /** A condition the rule file advises (`advises`) and the reference does not enforce, or a line that would strand another (stranding.ts): executing the line would run it anyway. */
  advisory?: true;
  /** Where the line cannot be read or checked (a syntax error, an unknown action, a wrong arity): the place executing it would give. */
  file?: string;
  line?: number;
  column?: number;
}

export interface CheckResult {
  /** Would the line run now without binding a failed object, stopping the simulation or binding nothing? */
  admissible: boolean;
  /** Every declared condition that does not hold (not only the first), or why the line would not run at all. */
  failed: CheckFinding[];
}

const finding = (code: string, message: string, more: Partial<CheckFinding> = {}): CheckFinding => ({ code, condition: null, slot: null, variable: null, message, ...more });

/** A line refused before it runs, with the place and hint executing it gives. */
const placedFinding = (d: Diagnostic): CheckFinding => finding(d.code, d.message, { ...(d.hint !== undefined ? { hint: d.hint } : {}), file: d.file, line: d.line, column: d.column });

/**
 * `released: false`: the waiting lines the line lets run are not judged (repair relinks them next).
 * `appended: true`: the line is judged as the next line of the network, which runs after a stop
 * no more than any later line (stopped.ts); repair, which inserts lines earlier, leaves it out.
 */
export function checkLine(session: SessionCore, text: string, { released: judgeReleased = true, appended = false } = {}): CheckResult {
  const alone = checkAlone(session, text, appended);
  if (!alone.admissible) return alone;
  // the line runs, but a waiting line it lets run fails (released.ts): executing it runs it anyway
  const released = judgeReleased ? releasedFailures(session, text) : [];
  if (released.length) return { admissible: false, failed: released.map(({ code, message, hint, variable, place }) => finding(code, message, { variable, hint, advisory: true, file: place.file, line: place.line, column: place.column })) };
  // the line runs, but would strand another for good (stranding.ts): executing it runs it anyway
  const stranding = strandingProblems(session, text);
  if (!stranding.length) return alone;
  return {
    admissible: false,
    failed: stranding.map(({ diagnostic: d, slot }) => finding(d.code, d.message, { slot, variable: d.variable ?? null, ...(d.hint !== undefined ? { hint: d.hint } : {}), advisory: true, file: d.file, line: d.line, column: d.column })),
  };
}

/** What the line itself would do. */
function checkAlone(session: SessionCore, text: string, appended: boolean): CheckResult {
  requiredText(text, 'line', 'check', 'the text of one network line');
  const { lines } = splitText(text);
  const notOne = notOneLine(lines, 'check');
  if (notOne) return { admissible: false, failed: [finding('E_BAD_INPUT', notOne)] };
  // every line the session holds and the text's own, blank ones too: the line gets the number executing the text gives it
  const read = readNetwork([...session.networkLines(), ...lines]);
  if (!read.recipe) return { admissible: false, failed: problemDiagnostics(read.problems).map(placedFinding) };
  const { sim } = session;
  const state = session.state();
  const factory = new Factory(sim.world.ontology, state.factory);
  const built = buildProgram(read.recipe, sim.inventory, factory);
  if (!built.program) return { admissible: false, failed: explainProblems(built.problems).diagnostics.map(placedFinding) };
  // the search stops at an earlier stop whatever comes after: the line would bind nothing
  const stop = appended ? stopOf(state.run) : null;
  if (stop) return { admissible: false, failed: [finding('E_NO_BINDING', afterStopMessage(stop), { hint: AFTER_STOP_HINT })] };
  const program = built.program;
  const expr = program.expressions[program.expressions.length - 1];
  const { action } = expr;
  // the session's bindings by variable name, as the new program numbers them
  const current = state.run;
  const byName = new Map<string, number>();
  current.program?.variables.forEach((v, i) => !v.constant && byName.set(v.name, i));
  // a network's own get-kitchen takes the place of the implicit one, and of what it bound
  if (!read.implicitKitchen && readNetwork([...session.networkLines()]).implicitKitchen) byName.delete(IMPLICIT_KITCHEN.toUpperCase());
  // a line that can change what the engine's search runs: a run of the network with it says
  const reorders = mayReorder(program, expr, current);
  if (reorders) {
    const ran = outcomeInRun(session.runAppended(lines), expr.predicate.place.line);
    if (ran) return ran;
    return { admissible: false, failed: [finding('E_NO_BINDING', `the engine's search does not run this line (${reorders})`)] };
  }
  const values: Value[] = [];
  const at: (Num | null)[] = [];
  for (const v of expr.args) {
    const variable = program.variables[v];
    if (variable.constant) {
      values.push(program.constants[v]);
      at.push(null);
      continue;
    }
    const i = byName.get(variable.name);
    const value = i === undefined || !current.execution ? null : current.execution.values[i];
    // a few actions change the items of an input list in place: the session's own stay as they are
    values.push(value instanceof Entity && value.isA('list-of-kitchen-entities') ? deepCopy(value) : value);
    at.push(i === undefined || !current.execution ? null : current.execution.at[i]);
  }
  const notRunnable = whyNotRunnable(action, values, expr.args.map((v) => program.variables[v].name.toLowerCase()), (slot) => waitingProducer(program, expr, slot));
  if (notRunnable) return { admissible: false, failed: [notRunnable] };
  const mode = action.modes.find((m) => !modeApplies(action, m, values))!;
  const call: CallInput = { values, avail: availIn(values, at), factory, units: sim.world.units, initialKitchen: current.initialKitchen!, semantics: sim.semantics };
  let checked;
  try {
    checked = mode.check(call);
  } catch (e) {
    // a default the call cannot make (a value of the wrong type) stops the simulation, as executing the line would
    if (!(e instanceof SimulationError)) throw e;
    return { admissible: false, failed: [finding('E_SIMULATION', `the simulation would stop (${e.reason}): ${e.message}`)] };
  }
  const names = expr.args.map((v) => program.variables[v].name.toLowerCase());
  const failed = checked.failures.map((f) => fromCondition(f, action, names, sim.semantics));
  // a start time that reads the available-at of a constant (or of an output bound without one)
  // stops the simulation once the call is over, failed or not; a stop or nothing before comes first
  const noTime = mode.availRead.find((i) => {
    const k = availSource(values, i);
    return k < 0 || at[k] === null;
  });
  const first = checked.failures[0];
  if (noTime !== undefined && (!first || ((first.guard.kind === 'pre' || first.guard.kind === 'advises') && first.thrown === undefined)))
    failed.unshift(finding('E_SIMULATION', `the simulation would stop (nil-available-at): ${names[noTime]} (${action.slots[noTime].name}) has no available-at time, being a constant or an output bound without one`, { slot: action.slots[noTime].name, variable: names[noTime] }));
  // the dry run's messages name objects by the session's own numbers: shown as its answers show them
  const refused = (found: CheckFinding[]): CheckResult => ({ admissible: false, failed: shownFindings(found, state.carry?.numbering, sim.world.ontology) });
  if (failed.length) return refused(failed);
  // every declared condition holds: what no declaration decides, a dry run says
  const fired = fireOne({ action, mode, values, at, factory: new Factory(sim.world.ontology, state.factory), units: sim.world.units, initialKitchen: current.initialKitchen!, semantics: sim.semantics });
  if (fired.outcome === 'error') return refused([finding('E_SIMULATION', `the simulation would stop: ${fired.reason}`)]);
  if (fired.outcome !== 'ok') return refused([finding('E_NO_BINDING', fired.reason)]);
  return { admissible: true, failed: [] };
}

/** Findings with the ids the session shows (numbering.ts). */
function shownFindings(found: CheckFinding[], numbering: Numbering | undefined, ontology: Ontology): CheckFinding[] {
  if (!numbering || numbering.isIdentity) return found;
  const show = (t: string) => shownText(t, numbering, ontology);
  return found.map((f) => ({ ...f, message: show(f.message), ...(f.hint !== undefined ? { hint: show(f.hint) } : {}) }));
}

/** What a line did in a run: null when it did not run. */
function outcomeInRun(state: SessionState | null, line: number): CheckResult | null {
  if (!state) return null;
  const d = runDiagnostics(state.run).find((x) => x.line === line && (x.code === 'E_SIMULATION' || x.failure));
  if (d?.code === 'E_SIMULATION') return { admissible: false, failed: [finding('E_SIMULATION', d.message)] };
  const entry = state.timeline.find((t) => t.line === line);
  if (!entry) return null;
  if (!entry.failed) return { admissible: true, failed: [] };
  return { admissible: false, failed: [finding(d?.failure?.code ?? 'E_SIMULATION', d?.failure?.message ?? d?.message ?? 'the line fails')] };
}

/** The engine fires a line only when its bound and unbound arguments match a mode and its inputs have the slots' types; `producer` names the line that outputs an unbound input, if one does. */
function whyNotRunnable(action: ActionDef, values: Value[], names: string[], producer: (slot: number) => Expression | null): CheckFinding | null {
  if (action.modes.some((m) => !modeApplies(action, m, values))) return null;
  const bound = values.map((v) => v !== null);
  const byPattern = action.modes.find((m) => m.bound.every((b, i) => b === bound[i]));
  if (byPattern) {
    const i = action.slots.findIndex((s, k) => values[k] !== null && s.type.name !== 'entity' && !(values[k] instanceof Entity && (values[k] as Entity).isA(s.type.name)));
    return finding('E_INPUT_TYPE', `${names[i]} holds ${describeValue(values[i])}, and slot ${action.slots[i].name} of ${action.name} takes ${action.slots[i].type.name}`, { slot: action.slots[i].name, variable: names[i] });
  }
  // the mode closest to the pattern: what it still waits for, or what is bound already
  const closest = [...action.modes].sort((a, b) => distance(a.bound, bound) - distance(b.bound, bound))[0];
  const waiting = closest.bound.findIndex((b, i) => b && !bound[i]);
  const from = waiting >= 0 ? producer(waiting) : null;
  // a line of the network outputs it but has not run: the line would wait for that one, as execution says (E_WAITING)
  if (from)
    return finding('E_WAITING', `${names[waiting]} (${action.slots[waiting].name}) is not bound yet: line ${from.predicate.place.line} (${from.action.name}), which outputs it, has not run (diagnostics() say why)`, {
      slot: action.slots[waiting].name,
      variable: names[waiting],
    });
  if (waiting >= 0)
    return finding(action.slots[waiting].type.isKitchenState ? 'E_UNBOUND_KITCHEN_STATE' : 'E_UNBOUND_INPUT', `${names[waiting]} (${action.slots[waiting].name}) is not bound yet: no line so far produces it`, {
      slot: action.slots[waiting].name,
      variable: names[waiting],
    });
  const already = closest.bound.findIndex((b, i) => !b && bound[i]);
  return finding('E_OUTPUT_ALREADY_BOUND', `${names[already]} (${action.slots[already].name}, which ${action.name} computes) is bound already: an earlier line produced it`, {
    slot: action.slots[already].name,
    variable: names[already],
  });
}

/** The earlier line that outputs the line's argument at `slot` (in some mode of its action); unbound, that line has not run. */
function waitingProducer(program: Program, expr: Expression, slot: number): Expression | null {
  const variable = expr.args[slot];
  return program.expressions.find((e) => e !== expr && e.args.some((v, i) => v === variable && e.action.modes.some((m) => !m.bound[i]))) ?? null;
}

const distance = (a: boolean[], b: boolean[]) => a.reduce((n, x, i) => n + (x !== b[i] ? 1 : 0), 0);

const describeValue = (v: Value) => (v instanceof Entity ? `a ${v.cls.name}` : String(v));

/** A condition that did not hold, in the form of a finding: a failure, a stop, or binding nothing. */
function fromCondition(f: CheckFailure, action: ActionDef, names: string[], semantics: Semantics): CheckFinding {
  const slot = f.guard.condition.slots[0] ?? null;
  const k = slot === null ? -1 : action.slots.findIndex((s) => s.name === slot);
  const stops = f.thrown !== undefined || f.guard.kind === 'requires';
  const code = stops ? 'E_SIMULATION' : f.guard.kind === 'pre' || f.guard.kind === 'advises' ? f.reason.code : 'E_NO_BINDING';
  const message = stops ? `the simulation would stop (${f.thrown ?? f.guard.stop ?? f.reason.stop ?? f.guard.condition.text}): ${f.reason.message}` : f.reason.message;
  const advisory = f.guard.kind === 'advises' && semantics !== 'corrected';
  return { code, condition: f.guard.condition.text, slot, variable: k >= 0 ? names[k] : null, message, ...(f.reason.hint ? { hint: f.reason.hint } : {}), ...(advisory ? { advisory: true as const } : {}) };
}

/**
 * The argument whose available-at the engine reads for `slot` (engine/call.ts): the first, in
 * slot order, holding a value with the slot's id; -1 when the slot holds no object.
 */
function availSource(values: Value[], slot: number): number {
  const target = values[slot];
  if (!(target instanceof Entity)) return -1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v instanceof Entity && v.id === target.id) return i;
  }
  return -1;
}

/** `A(x)` as the engine looks it up; a missing time reads 0 here, its stop is reported apart. */
function availIn(values: Value[], at: (Num | null)[]) {
  return (slot: number): Num => {
    const k = availSource(values, slot);
    return (k >= 0 ? at[k] : null) ?? 0;
  };
}
