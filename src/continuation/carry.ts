// What a session keeps of an execution so that the next call can continue from it
// (continue.ts), and the bindings a call adds or changes, written without going over the others.
import type { ExecutionResult } from '../engine/execute.ts';
import type { Program } from '../engine/program.ts';
import type { Entity, Factory } from '../kitchen/entity.ts';
import type { Recipe } from '../language/ast.ts';
import { type BindingsJson, timelineEntryJson, writeBindings } from '../json/run.ts';
import type { RecipeRun } from '../simulator.ts';
import { BindingLayers } from './binding-layers.ts';
import { WrittenLayers } from './increments.ts';
import type { Mention } from './mentions.ts';
import { type ConstantsAdded, Numbering } from './numbering.ts';
import { renumberedBinding } from './renumber-json.ts';
import { type ShownVariables, withShown } from './shown-variables.ts';
import type { SessionState } from '../session/session.ts';

export interface Carry {
  /** The network as one recipe (the implicit get-kitchen included). */
  recipe: Recipe;
  /** Per class index: what a whole run numbers before its first step (kitchen objects, constants). */
  constantCounts: Uint32Array;
  /** The entities the bindings wrote, with their places (later ones are refs to them). */
  written: WrittenLayers;
  /** The state's bindings, as layers (the state's `bindings` is their whole object). */
  bindings: BindingLayers;
  /** No run that led here took a step back. */
  straight: boolean;
  /** From the numbers this execution gave to those a whole run gives. */
  numbering: Numbering;
  /** Per class name: the variables (by index) whose bindings show ids of that class. */
  shown: ShownVariables;
  /** The ids the failure reasons and the error name, as their messages write them. */
  mentions: Mention[];
}

/** A whole run's state: `constantCounts` as its factory stood before the first step, `mentions` of its messages. */
export function wholeRunState(recipe: Recipe, run: RecipeRun, factory: Factory, constantCounts: Uint32Array, mentions: Mention[]): SessionState {
  const written = WrittenLayers.empty();
  const bindings = run.program && run.execution ? writeBindings({}, run.program, run.execution, written) : {};
  const shown = run.program ? withShown(new Map(), run.program, bindings, 0) : new Map();
  const carry: Carry = { recipe, constantCounts, written, bindings: BindingLayers.of(bindings), straight: run.execution?.backtracks === 0, numbering: Numbering.identity, shown, mentions };
  return { run, factory, bindings, timeline: run.timeline.map(timelineEntryJson), carry };
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
 * `changed` holds the rewritten ones that differ and the new ones, in variable order; `layers` all of them.
 */
export function newBindingsOf(state: SessionState, carry: Carry, program: Program, result: ExecutionResult, added: ConstantsAdded[], numbering: Numbering) {
  const oldVariables = state.run.program!.variables.length;
  const shifts = new Map(added.map((a) => [a.name, { before: a.before, count: a.count }]));
  const touched = new Set<number>();
  for (const name of shifts.keys()) for (const i of carry.shown.get(name) ?? []) touched.add(i);
  const changed: BindingsJson = {};
  for (const i of [...touched].sort((a, b) => a - b)) {
    const name = program.variables[i].name.toLowerCase();
    const b = carry.bindings.get(name);
    const moved = b && renumberedBinding(b, shifts);
    if (moved && moved !== b) changed[name] = moved;
  }
  const written = carry.written.above();
  const fresh = writeBindings({}, program, result, written, oldVariables, { ids: shownIds(numbering) });
  Object.assign(changed, fresh);
  const shown = withShown(carry.shown, program, fresh, oldVariables);
  return { layers: carry.bindings.with(changed), changed, written, shown };
}
