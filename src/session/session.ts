// A session: a network built up by successive `execute` calls, each re-running the whole
// network (execution is deterministic), so every later line may use any variable bound earlier,
// exactly as if all lines had been one file.
import type { Factory, Entity } from '../kitchen/entity.ts';
import type { Semantics } from '../rules/action.ts';
import { type RecipeRun, Simulator } from '../simulator.ts';
import { bindingsJson, type BindingsJson, timelineEntryJson, type TimelineEntryJson } from '../json/run.ts';
import { entityJson, type EntityValueJson, numberJson, type NumberJson } from '../json/values.ts';
import { badRequest, problemDiagnostics, runDiagnostics } from './diagnostics.ts';
import { readNetwork, splitText } from './network.ts';
import { InputError } from '../errors.ts';

export interface SessionOptions {
  /** Initial kitchen (a kitchen of the ontology), default `full-kitchen`. */
  kitchen?: string;
  semantics?: Semantics;
  /** Extra rule folders. */
  rules?: string[];
  /** Extra ontology files. */
  ontology?: string[];
  /** The benchmark folder (for `evaluate`). */
  benchmark?: string;
  /** Wall-clock bound of each execution of the network, in milliseconds (default: the engine's, 10 s); `runMillis` changes it later. */
  maxMillis?: number;
}

export interface SessionStep {
  /** The network's status after this call (`error` also when the call was refused). */
  status: 'ok' | 'unexecutable' | 'error';
  /** False when the lines were refused (unreadable, unknown action, …): the network is unchanged. */
  accepted: boolean;
  /** Bindings that this call added or changed. */
  newBindings: BindingsJson;
  /** Timeline entries that this call added. */
  newTimeline: TimelineEntryJson[];
  diagnostics: unknown[];
  executionTime: NumberJson | null;
}

export interface SessionSnapshot {
  format: 'irl-kitchen-session';
  version: 1;
  options: SessionOptions;
  /** The network's lines. */
  lines: string[];
  /** Lines added by each accepted call, in order (for `undo`). */
  calls: number[];
  recipeId: string | null;
}

/** The network's current execution, with what dry runs need. */
export interface SessionState {
  run: RecipeRun;
  /** The factory that numbered the run's objects. */
  factory: Factory;
  bindings: BindingsJson;
  timeline: TimelineEntryJson[];
}

const simulators = new Map<string, SessionSimulator>();

/** One simulator per set of options: its loaded world and executed gold networks serve every session. */
function simulatorFor(options: SessionOptions): SessionSimulator {
  const key = JSON.stringify([options.kitchen ?? null, options.semantics ?? null, options.rules ?? [], options.ontology ?? []]);
  let sim = simulators.get(key);
  if (!sim) simulators.set(key, (sim = new SessionSimulator({ kitchen: options.kitchen, semantics: options.semantics, rulesDirs: options.rules, ontologyFiles: options.ontology })));
  return sim;
}

/** A Simulator that hands out the factory of its last run. */
class SessionSimulator extends Simulator {
  lastFactory: Factory | null = null;
  override initialKitchen(factory: Factory): Entity {
    this.lastFactory = factory;
    return super.initialKitchen(factory);
  }
}

export class SessionCore {
  readonly sim: SessionSimulator;
  protected lines: string[];
  protected calls: number[];
  recipeId: string | null;
  protected current: SessionState;
  /** Wall-clock bound of each execution of the network from now on, in milliseconds (undefined: the engine's). */
  runMillis: number | undefined;

  constructor(
    readonly options: SessionOptions,
    init?: { lines: string[]; calls: number[]; recipeId: string | null; sim?: SessionSimulator; current?: SessionState },
  ) {
    this.sim = init?.sim ?? simulatorFor(options);
    this.lines = [...(init?.lines ?? [])];
    this.calls = [...(init?.calls ?? [])];
    this.recipeId = init?.recipeId ?? null;
    this.runMillis = options.maxMillis;
    const state = init?.current ?? this.runLines(this.lines);
    if (!state || 'refused' in state) throw new InputError(`the session's network cannot be read: ${state ? JSON.stringify(state.refused) : ''}`);
    this.current = state;
  }

  /** Runs the lines as one network; null when they cannot be read or checked. */
  protected runLines(lines: string[]): SessionState | { refused: unknown[] } {
    const read = readNetwork(lines);
    if (!read.recipe) return { refused: problemDiagnostics(read.problems) };
    const run = this.sim.run(read.recipe, read.recipe.place.file, { maxMillis: this.runMillis });
    if (!run.program) return { refused: runDiagnostics(run) };
    return { run, factory: this.sim.lastFactory!, bindings: bindingsJson(run.program, run.execution), timeline: run.timeline.map(timelineEntryJson) };
  }

  /** The run of the network with these lines appended, the session unchanged; null when they would be refused. */
  runAppended(lines: string[]): SessionState | null {
    const state = this.runLines([...this.lines, ...lines]);
    return 'refused' in state ? null : state;
  }

  execute(text: string): SessionStep {
    if (typeof text !== 'string') return this.refuse([badRequest('execute takes the text of one or more network lines')]);
    const { lines, recipeId } = splitText(text);
    if (recipeId && !this.recipeId) this.recipeId = recipeId;
    if (!lines.length) return this.step(this.current, {}, [], []);
    const state = this.runLines([...this.lines, ...lines]);
    if ('refused' in state) return this.refuse(state.refused);
    const before = this.current;
    for (const line of lines) this.lines.push(line);
    this.calls.push(lines.length);
    this.current = state;
    const newBindings: BindingsJson = {};
    for (const [name, b] of Object.entries(state.bindings)) if (!sameJson(before.bindings[name], b)) newBindings[name] = b;
    const old = new Set(before.timeline.map((t) => JSON.stringify(t)));
    const newTimeline = state.timeline.filter((t) => !old.has(JSON.stringify(t)));
    return this.step(state, newBindings, newTimeline, runDiagnostics(state.run));
  }

  private refuse(diagnostics: unknown[]): SessionStep {
    return { status: 'error', accepted: false, newBindings: {}, newTimeline: [], diagnostics, executionTime: this.executionTime() };
  }

  private step(state: SessionState, newBindings: BindingsJson, newTimeline: TimelineEntryJson[], diagnostics: unknown[]): SessionStep {
    return { status: state.run.status, accepted: true, newBindings, newTimeline, diagnostics, executionTime: this.executionTime() };
  }

  status(): 'ok' | 'unexecutable' | 'error' {
    return this.current.run.status;
  }

  executionTime(): NumberJson | null {
    const t = this.current.run.executionTime;
    return t === null ? null : numberJson(t);
  }

  bindings(): BindingsJson {
    return this.current.bindings;
  }

  timeline(): TimelineEntryJson[] {
    return this.current.timeline;
  }

  diagnostics(): unknown[] {
    return runDiagnostics(this.current.run);
  }

  /** The kitchen state the latest executed action produced (the initial kitchen before any). */
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

  kitchen(): EntityValueJson | null {
    const ks = this.currentKitchen();
    return ks ? entityJson(ks, { kitchenContents: true }) : null;
  }

  network(): string {
    return this.lines.join('\n');
  }

  undo(): boolean {
    const n = this.calls.pop();
    if (n === undefined) return false;
    const lines = this.lines.slice(0, this.lines.length - n);
    const state = this.runLines(lines);
    if ('refused' in state) throw new Error('an earlier network of the session can no longer be read');
    this.lines = lines;
    this.current = state;
    return true;
  }

  snapshot(): SessionSnapshot {
    return { format: 'irl-kitchen-session', version: 1, options: { ...this.options }, lines: [...this.lines], calls: [...this.calls], recipeId: this.recipeId };
  }

  /** The current execution (shared, never to be changed). */
  state(): SessionState {
    return this.current;
  }

  protected forkInit() {
    return { lines: this.lines, calls: this.calls, recipeId: this.recipeId, sim: this.sim, current: this.current };
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
