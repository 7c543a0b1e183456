// What a session keeps of an execution so that the next call can continue from it
// (continue.ts), and the bindings a call adds or changes, written without going over the others.
import type { ExecutionResult } from '../engine/execute.ts';
import type { Program } from '../engine/program.ts';
import type { Entity, Factory } from '../kitchen/entity.ts';
import type { Recipe } from '../language/ast.ts';
import { type BindingsJson, timelineEntryJson, writeBindings } from '../json/run.ts';
import type { RecipeRun } from '../simulator.ts';
import { WrittenLayers } from './increments.ts';
import type { Mention } from './mentions.ts';
import { type ConstantsAdded, Numbering } from './numbering.ts';
import { classesShown, renumberedBinding } from './renumber-json.ts';
import type { SessionState } from '../session/session.ts';

export interface Carry {
  /** The network as one recipe (the implicit get-kitchen included). */
  recipe: Recipe;
  /** Per class index: what a whole run numbers before its first step (kitchen objects, constants). */
  constantCounts: Uint32Array;
  /** The entities the bindings wrote, with their places (later ones are refs to them). */
  written: WrittenLayers;
  /** No run that led here took a step back. */
  straight: boolean;
  /** From the numbers this execution gave to those a whole run gives. */
  numbering: Numbering;
  /** Per class name: the variables (by index) whose bindings show ids of that class. */
  shown: ReadonlyMap<string, readonly number[]>;
  /** The ids the failure reasons and the error name, as their messages write them. */
  mentions: Mention[];
}

/** A whole run's state: `constantCounts` as its factory stood before the first step, `mentions` of its messages. */
export function wholeRunState(recipe: Recipe, run: RecipeRun, factory: Factory, constantCounts: Uint32Array, mentions: Mention[]): SessionState {
  const written = WrittenLayers.empty();
  const bindings = run.program && run.execution ? writeBindings({}, run.program, run.execution, written) : {};
  const shown = new Map<string, number[]>();
  if (run.program) noteShown(shown, run.program, bindings, 0);
  const carry: Carry = { recipe, constantCounts, written, straight: run.execution?.backtracks === 0, numbering: Numbering.identity, shown, mentions };
  return { run, factory, bindings, timeline: run.timeline.map(timelineEntryJson), carry };
}

/** Adds the variables from `from` on whose bindings show ids, by class (new lists where it adds: earlier states keep theirs). */
function noteShown(shown: Map<string, readonly number[]>, program: Program, bindings: BindingsJson, from: number) {
  const added = new Map<string, number[]>();
  for (let i = from; i < program.variables.length; i++) {
    const b = bindings[program.variables[i].name.toLowerCase()];
    if (!b || program.variables[i].constant) continue;
    for (const name of classesShown(b.value, new Set())) {
      const list = added.get(name);
      if (list) list.push(i);
      else added.set(name, [i]);
    }
  }
  for (const [name, list] of added) shown.set(name, [...(shown.get(name) ?? []), ...list]);
}

/** The ids to show for entities a continued execution numbered, where the numbering moves them. */
export function shownIds(numbering: Numbering): ((e: Entity) => string | null) | undefined {
  if (numbering.isIdentity) return undefined;
  return (e) => {
    const name = e.cls.name;
    if (!e.pid.startsWith(`${name}-`)) return null;
    const n = Number(e.pid.slice(name.length + 1));
    const m = Number.isInteger(n) ? numbering.shown(name, n) : n;
    return m === n ? null : `${name}-${m}`;
  };
}

/**
 * The bindings after a continued call: the earlier ones as they were, but for ids the new
 * constants move (rewritten in their JSON), and those of the variables the new lines bound.
 * `changed` holds the rewritten ones that differ and the new ones, in variable order.
 */
export function newBindingsOf(state: SessionState, carry: Carry, program: Program, result: ExecutionResult, added: ConstantsAdded[], numbering: Numbering) {
  const oldVariables = state.run.program!.variables.length;
  const shifts = new Map(added.map((a) => [a.name, { before: a.before, count: a.count }]));
  const touched = new Set<number>();
  for (const name of shifts.keys()) for (const i of carry.shown.get(name) ?? []) touched.add(i);
  const changed: BindingsJson = {};
  for (const i of [...touched].sort((a, b) => a - b)) {
    const name = program.variables[i].name.toLowerCase();
    const b = state.bindings[name];
    const moved = b && renumberedBinding(b, shifts);
    if (moved && moved !== b) changed[name] = moved;
  }
  const written = carry.written.above();
  const fresh = writeBindings({}, program, result, written, oldVariables, { ids: shownIds(numbering) });
  Object.assign(changed, fresh);
  let shown = carry.shown;
  if (Object.keys(fresh).length) {
    const more = new Map(carry.shown);
    noteShown(more, program, fresh, oldVariables);
    shown = more;
  }
  return { all: { ...state.bindings, ...changed }, changed, written, shown };
}
