// A session: a network built up by successive `execute` calls, each giving exactly what a run
// of the whole network would (execution is deterministic), so every later line may use any
// variable bound earlier, as if all lines had been one file. A call continues from the current
// execution where that provably gives the same (continue.ts), else it runs the whole network.
import type { Entity, Factory } from '../kitchen/entity.ts';
import type { Semantics } from '../rules/action.ts';
import type { RecipeRun } from '../simulator.ts';
import type { BindingsJson, TimelineEntryJson } from '../json/run.ts';
import { entityJson, type EntityValueJson, numberJson, type NumberJson } from '../json/values.ts';
import { newDiagnostics, problemDiagnostics, runDiagnostics } from './diagnostics.ts';
import { readNetwork, splitText } from './network.ts';
import { type Carry, shownIds, wholeRunState } from '../continuation/carry.ts';
import { type Continued, continueState } from '../continuation/continue.ts';
import { mentionsIn, noting } from '../continuation/mentions.ts';
import { type SessionSimulator, simulatorFor } from '../continuation/session-simulator.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { InputError } from '../errors.ts';
import { ownOptions, requiredText, runBound } from './arguments.ts';

/** How a session is made: its kitchen, semantics, extra rules and ontology files, corpus and time bound. */
export interface SessionOptions {
  /** Initial kitchen (a kitchen of the ontology), default `full-kitchen`. */
  kitchen?: string;
  /** `reference` (default) reproduces the reference's known defects, `corrected` fixes them (docs/DEVIATIONS.md). */
  semantics?: Semantics;
  /** Extra rule folders. */
  rules?: string[];
  /** Extra ontology files. */
  ontology?: string[];
  /** The benchmark folder (for `evaluate`). */
  benchmark?: string;
  /** Wall-clock bound of each execution of the network, in milliseconds above 0, Infinity for none (default: the engine's, 10 s); `runMillis` changes it later. */
  maxMillis?: number;
}

/** What one `execute` call did: the network's status, what it bound, its diagnostics. */
export interface SessionStep {
  /** The network's status after this call (`error` also when the call was refused). */
  status: 'ok' | 'unexecutable' | 'error';
  /** False when the lines were refused (unreadable, unknown action, …): the network is unchanged. */
  accepted: boolean;
  /** Bindings that this call added or changed. */
  newBindings: BindingsJson;
  /** Timeline entries that this call added. */
  newTimeline: TimelineEntryJson[];
  /** The problems this call brought to the network (new or changed since the call before) and, while it is not ok, the errors at the root of that, root causes first (docs/SESSIONS.md, docs/DIAGNOSTICS.md); for a refused call, why it was refused. `diagnostics()` lists them all. */
  diagnostics: Diagnostic[];
  /** The network's execution time after this call (null before any step). */
  executionTime: NumberJson | null;
}

/** A session as plain JSON data (`snapshot()`, `restoreSession`; docs/schema/session-snapshot.schema.json). */
export interface SessionSnapshot {
  format: 'irl-kitchen-session';
  version: 1;
  /** The options the session was opened with. */
  options: SessionOptions;
  /** The network's lines. */
  lines: string[];
  /** Lines added by each call, in order (for `undo`): 0 for a refused call (snapshots before this rule hold accepted calls only). */
  calls: number[];
  /** The recipe id of the network's `#` line, if it had one. */
  recipeId: string | null;
  /** The bound `runMillis` set since opening, when it differs from `options.maxMillis` (JSON writes Infinity as null). */
  runMillis?: number | null;
}

/** The network's current execution, with what dry runs need. */
export interface SessionState {
  run: RecipeRun;
  /** The factory that numbered the run's objects. */
  factory: Factory;
  bindings: BindingsJson;
  timeline: TimelineEntryJson[];
  /** What a later call needs to continue from this execution (continue.ts). */
  carry?: Carry;
}

/** A session's network, its execution and what changes it (openSession() makes a Session, which adds the listings). */
export class SessionCore {
  /** @internal The simulator the session runs on (shared by the sessions of one world). */
  readonly sim: SessionSimulator;
  protected lines: string[];
  protected calls: number[];
  /** The recipe id of the network's `#` line, if it had one (for evaluate). */
  recipeId: string | null;
  protected current: SessionState;
  private millis: number | undefined;
  /** The states before the latest accepted calls (the call count then), so that undoing them runs nothing. */
  private undone: { calls: number; state: SessionState }[] = [];

  /** @internal Use openSession() or restoreSession(). */
  constructor(
    /** The options the session was opened with. */
    readonly options: SessionOptions,
    init?: { lines: string[]; calls: number[]; recipeId: string | null; sim?: SessionSimulator; current?: SessionState; runMillis?: number },
  ) {
    this.sim = init?.sim ?? simulatorFor(options);
    this.lines = [...(init?.lines ?? [])];
    this.calls = [...(init?.calls ?? [])];
    this.recipeId = init?.recipeId ?? null;
    this.millis = init?.runMillis ?? options.maxMillis;
    const state = init?.current ?? this.runLines(this.lines);
    if ('refused' in state) throw new InputError(`the session's network cannot be read: ${state.refused.map((d) => `line ${d.line}: ${d.code} ${d.message}`).join('; ')}`);
    this.current = state;
  }

  /** Wall-clock bound of each execution of the network from now on, in milliseconds (undefined: the engine's). */
  get runMillis(): number | undefined {
    return this.millis;
  }

  set runMillis(value: number | undefined) {
    runBound(value, 'runMillis', 'a session');
    this.millis = value;
  }

  /** Runs the lines as one network; null when they cannot be read or checked. */
  protected runLines(lines: string[]): SessionState | { refused: Diagnostic[] } {
    const read = readNetwork(lines);
    if (!read.recipe) return { refused: problemDiagnostics(read.problems) };
    const { ontology } = this.sim.world;
    const { result: run, mentions } = noting(ontology, () => this.sim.run(read.recipe!, read.recipe!.place.file, { maxMillis: this.runMillis }));
    if (!run.program) return { refused: runDiagnostics(run) };
    if (run.execution?.error) mentions.push(...mentionsIn(run.execution.error.message, ontology));
    return wholeRunState(read.recipe, run, this.sim.lastFactory!, this.sim.lastCounts!, mentions);
  }

  /** @internal The run of the network with these lines appended, the session unchanged; null when they would be refused. */
  runAppended(lines: string[]): SessionState | null {
    const state = this.runLines([...this.lines, ...lines]);
    return 'refused' in state ? null : state;
  }

  /**
   * Appends one or more lines (a network text; a `#id` line names the recipe) and runs them: the
   * answer is what a run of the whole network would give, with what this call bound. Refused lines
   * (unreadable, unknown action, wrong arity) change nothing and come back with `accepted: false`;
   * a text that is not a string is an InputError.
   */
  execute(text: string): SessionStep {
    requiredText(text, 'text', 'execute', 'the text of one or more network lines');
    const { lines, recipeId } = splitText(text);
    if (!lines.length) return this.step(this.current, this.current, {}, []);
    const continued = this.continued(lines);
    const state = continued?.state ?? this.runLines([...this.lines, ...lines]);
    if ('refused' in state) return this.refuse(state.refused);
    // only an accepted call's #recipe-id line names the session's recipe (a refused call changes nothing)
    if (recipeId && !this.recipeId) this.recipeId = recipeId;
    const before = this.current;
    // a state that ran out of budget is not kept: a larger bound may give more
    if (before.run.execution?.error?.reason !== 'search-budget') {
      this.undone.push({ calls: this.calls.length, state: before });
      if (this.undone.length > UNDO_KEPT) this.undone.shift();
    }
    for (const line of lines) this.lines.push(line);
    this.calls.push(lines.length);
    this.current = state;
    if (continued) return this.step(before, state, continued.newBindings, continued.newTimeline);
    // a whole run may change earlier bindings (ids, values): compare them all
    const newBindings: BindingsJson = {};
    for (const [name, b] of Object.entries(state.bindings)) if (!sameJson(before.bindings[name], b)) newBindings[name] = b;
    const old = new Set(before.timeline.map((t) => JSON.stringify(t)));
    const newTimeline = state.timeline.filter((t) => !old.has(JSON.stringify(t)));
    return this.step(before, state, newBindings, newTimeline);
  }

  /** The state with `lines` appended, continued from the current one; null when only a whole run can say (continue.ts). */
  protected continued(lines: string[]): Continued | null {
    return continueState(this.sim, this.current, this.lines.length + 1, lines, this.runMillis);
  }

  /** A refused call changes nothing, and counts as a call: an undo right after it takes back nothing. */
  private refuse(diagnostics: Diagnostic[]): SessionStep {
    this.calls.push(0);
    return { status: 'error', accepted: false, newBindings: {}, newTimeline: [], diagnostics, executionTime: this.executionTime() };
  }

  private step(before: SessionState, state: SessionState, newBindings: BindingsJson, newTimeline: TimelineEntryJson[]): SessionStep {
    // a list of its own: a caller's change to an answer never reaches the session or its forks
    return { status: state.run.status, accepted: true, newBindings, newTimeline, diagnostics: newDiagnostics(before.run, state.run), executionTime: this.executionTime() };
  }

  /** The network's status: `ok`, `unexecutable` (a line waits for an input no line binds) or `error` (the simulation stopped). */
  status(): 'ok' | 'unexecutable' | 'error' {
    return this.current.run.status;
  }

  /** The network's execution time so far (the latest time a binding becomes available), null before any step. */
  executionTime(): NumberJson | null {
    const t = this.current.run.executionTime;
    return t === null ? null : numberJson(t);
  }

  /** Every binding of the network so far, by variable (docs/SESSIONS.md, "JSON forms"). */
  bindings(): BindingsJson {
    return { ...this.current.bindings };
  }

  /** The executed steps with their start and end times, in step order. */
  timeline(): TimelineEntryJson[] {
    return [...this.current.timeline];
  }

  /** The network's problems now, root causes first. */
  diagnostics(): Diagnostic[] {
    return [...runDiagnostics(this.current.run)];
  }

  /** @internal The kitchen state the latest executed action produced (the initial kitchen before any). */
  currentKitchen(): Entity | null {
    const { run } = this.current;
    const ex = run.execution;
    if (!ex || !run.program) return run.initialKitchen;
    for (let i = ex.steps.length - 1; i >= 0; i--) {
      const e = run.program.expressions[ex.steps[i].expression];
      for (let s = 0; s < e.action.slots.length; s++) {
        const slot = e.action.slots[s];
        const v = ex.values[e.args[s]];
        if (slot.dir === 'out' && slot.type.isKitchenState && v) return v as Entity;
      }
    }
    return run.initialKitchen;
  }

  /** The kitchen state the latest executed action produced, with its whole contents (the initial kitchen before any). */
  kitchen(): EntityValueJson | null {
    const ks = this.currentKitchen();
    const numbering = this.current.carry?.numbering;
    return ks ? entityJson(ks, { kitchenContents: true, ids: numbering && shownIds(numbering) }) : null;
  }

  /** The network's lines so far, one per line. */
  network(): string {
    return this.lines.join('\n');
  }

  /** Takes back the last call: its lines, or nothing for a refused call (false when no call is left). */
  undo(): boolean {
    const n = this.calls.pop();
    if (n === undefined) return false;
    if (n === 0) return true;
    const lines = this.lines.slice(0, this.lines.length - n);
    const kept = this.undone.at(-1)?.calls === this.calls.length ? this.undone.pop()!.state : null;
    const state = kept ?? this.runLines(lines);
    if ('refused' in state) throw new Error('an earlier network of the session can no longer be read');
    // the call whose #recipe-id line named the session's recipe is taken back with that name
    if (this.recipeId !== null && splitText(this.lines.slice(lines.length).join('\n')).recipeId === this.recipeId) this.recipeId = splitText(lines.join('\n')).recipeId;
    this.lines = lines;
    this.current = state;
    return true;
  }

  /** The session as plain data: restoreSession() makes it again, anywhere. */
  snapshot(): SessionSnapshot {
    const snapshot: SessionSnapshot = { format: 'irl-kitchen-session', version: 1, options: ownOptions(this.options), lines: [...this.lines], calls: [...this.calls], recipeId: this.recipeId };
    // the options stay those it was opened with; a bound set since is kept beside them
    if (this.millis !== undefined && this.millis !== this.options.maxMillis) snapshot.runMillis = this.millis;
    return snapshot;
  }

  /** The network's current run, as Simulator.run returns it (shared: never to be changed): what goalChecker and dishScorer read. */
  lastRun(): RecipeRun {
    return this.current.run;
  }

  /** @internal How many execute calls the session holds (an undo takes the last one back). */
  callCount(): number {
    return this.calls.length;
  }

  /** @internal The network's lines, blank ones included (shared, never to be changed). */
  networkLines(): readonly string[] {
    return this.lines;
  }

  /** @internal The current execution (shared, never to be changed). */
  state(): SessionState {
    return this.current;
  }

  protected forkInit() {
    return { lines: this.lines, calls: this.calls, recipeId: this.recipeId, sim: this.sim, current: this.current };
  }
}

/** How many calls back an undo finds the state kept, without running the network again. */
const UNDO_KEPT = 16;

function sameJson(a: unknown, b: unknown): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
