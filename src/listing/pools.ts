// What admissible actions draw their inputs from: the bound variables by recency, the kitchen
// states worth continuing from, and the constants (concepts) that the ontology and the kitchen offer.
import { Entity, type Value } from '../kitchen/entity.ts';
import type { KClass, Ontology } from '../kitchen/ontology.ts';
import type { Num } from '../numbers/num.ts';
import type { SessionState } from '../session/session.ts';

export interface BoundVariable {
  /** Lower-case name as lines write it. */
  name: string;
  value: Entity;
  at: Num | null;
  /** Steps since the variable was bound: 0 for the outputs of the latest step. */
  age: number;
}

export interface Pools {
  /** Bound variables other than kitchen states, most recent first. */
  variables: BoundVariable[];
  /** Kitchen states to continue from: those no executed line used as its input, then the latest few. */
  kitchenStates: BoundVariable[];
  /** Classes of what the latest kitchen holds, by name. */
  present: KClass[];
  /** Every variable name of the network (fresh names must differ). */
  taken: Set<string>;
}

/**
 * How many of the most recent kitchen states are offered besides the unused ones: gold networks
 * go back at most 3 states (a line that branches off an earlier state, e.g. fetching a rack
 * while the cookies cool).
 */
export const RECENT_KITCHEN_STATES = 4;

export function buildPools(state: SessionState, latestKitchen: Entity | null): Pools {
  const { program, execution } = state.run;
  const taken = new Set<string>();
  const empty: Pools = { variables: [], kitchenStates: [], present: [], taken };
  if (!program || !execution) return empty;
  program.variables.forEach((v) => !v.constant && taken.add(v.name.toLowerCase()));
  // binding order: the outputs of each executed step, in execution order
  const order: number[] = [];
  /** Per variable: the index of the step that bound it. */
  const boundBy = new Map<number, number>();
  const seen = new Set<number>();
  const usedAsInput = new Set<number>();
  execution.steps.forEach((step, stepIndex) => {
    const e = program.expressions[step.expression];
    e.action.slots.forEach((slot, k) => {
      const v = e.args[k];
      if (slot.dir === 'in' && slot.type.isKitchenState) usedAsInput.add(v);
      if (!program.variables[v].constant && execution.values[v] !== null && !seen.has(v)) {
        seen.add(v);
        order.push(v);
        boundBy.set(v, stepIndex);
      }
    });
  });
  const all: (BoundVariable & { index: number })[] = [];
  const last = execution.steps.length - 1;
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i];
    // age in steps: everything one step bound is equally recent
    const age = last - boundBy.get(v)!;
    const value = execution.values[v];
    // a failed object is no input for anything (and is an instance of every class)
    if (!(value instanceof Entity) || value.isA('failed-object')) continue;
    all.push({ name: program.variables[v].name.toLowerCase(), value, at: execution.at[v], age, index: v });
  }
  const states = all.filter((b) => b.value.cls.isKitchenState);
  const unused = states.filter((b) => !usedAsInput.has(b.index));
  const recent = states.slice(0, RECENT_KITCHEN_STATES).filter((b) => usedAsInput.has(b.index));
  const kitchenStates = [...unused, ...recent].sort((a, b) => a.age - b.age);
  return {
    variables: all.filter((b) => !b.value.cls.isKitchenState).map(({ index: _i, ...b }) => b),
    kitchenStates: kitchenStates.map(({ index: _i, ...b }) => b),
    present: latestKitchen ? classesBelow(latestKitchen) : [],
    taken,
  };
}

/** Classes that name what a thing is for or how it is stored, not a kind of thing to fetch. */
const ROLES = new Set(['entity', 'kitchen-entity', 'conceptualizable', 'fetchable', 'reusable', 'arrangeable', 'container', 'transferable-container', 'coverable-container', 'cooking-utensil', 'has-temperature']);

const classesCache = new WeakMap<Entity, KClass[]>();

/** Classes of every entity the kitchen holds (at any depth) and the kinds of its ingredients, in a stable order. */
function classesBelow(kitchen: Entity): KClass[] {
  let found = classesCache.get(kitchen);
  if (found) return found;
  const classes = new Map<string, KClass>();
  const walk = (e: Entity) => {
    classes.set(e.cls.name, e.cls);
    // an ingredient also answers to its kinds: white sugar is sugar
    if (e.cls.ancestors.has('ingredient')) for (const c of e.cls.cpl) if (c.ancestors.has('ingredient') && c.name !== 'ingredient') classes.set(c.name, c);
    // and a tool to the kind right above it (muffin tins of 12 are muffin tins), not to roles such as can-mix
    if (e.cls.ancestors.has('fetchable') && !e.cls.ancestors.has('ingredient'))
      for (const name of e.cls.directSupers) if (!ROLES.has(name) && !name.startsWith('can-')) classes.set(name, e.cls.cpl.find((c) => c.name === name)!);
    for (const c of e.contents) if (c instanceof Entity) walk(c);
  };
  for (const c of kitchen.contents) walk(c);
  found = [...classes.values()].sort((a, b) => a.name.localeCompare(b.name));
  classesCache.set(kitchen, found);
  return found;
}

/** Categories of concepts (what slots take), never a concept to give. */
const CATEGORIES = new Set(['unit', 'time-unit', 'temperature-unit', 'mass-unit', 'volume-unit', 'count-unit', 'fraction-unit', 'shape', 'pattern', 'cutting-pattern', 'arrangement-pattern', 'heating-mode', 'stove-mode', 'failed-object']);

/** Concept classes of the ontology below `type` (instantiable as constants), by name; a kind with
 * kinds below it counts too (ball-shape as well as flattened-ball-shape). */
export function conceptClasses(ontology: Ontology, type: KClass): readonly KClass[] {
  let known = conceptsByOntology.get(ontology);
  if (!known || known.size !== ontology.classes.size) conceptsByOntology.set(ontology, (known = { size: ontology.classes.size, byType: new Map() }));
  let found = known.byType.get(type);
  if (!found) {
    const out: KClass[] = [];
    for (const c of ontology.classes.values()) if (!c.broken && !CATEGORIES.has(c.name) && c !== type && c.ancestors.has(type.name) && c.slots.includes('is-concept')) out.push(c);
    known.byType.set(type, (found = out.sort((a, b) => a.name.localeCompare(b.name))));
  }
  return found;
}

/** The concept classes below each type, per ontology and its number of classes (a listing asks slot by slot). */
const conceptsByOntology = new WeakMap<Ontology, { size: number; byType: Map<KClass, readonly KClass[]> }>();

export const isListValue = (v: Value): boolean => v instanceof Entity && v.isA('list-of-kitchen-entities');
