// The walk over one action mode's assignments: each bound slot takes its candidates (filtered once
// by the declared conditions on one input's kind), a declared condition on inputs and the input
// state is tested as soon as the slots it reads are chosen, and every complete assignment is
// handed to `visit`. A focus keeps the walk to some arguments and to assignments that hold
// wanted ones (a recency, a variable); a counting walk visits one constant of an input the mode
// only stores, weighted by how many there are, since they all share one dry run.
import { Entity, Factory } from '../kitchen/entity.ts';
import type { KClass, Ontology } from '../kitchen/ontology.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';
import { candidates, weighableIn } from './candidates.ts';
import { type AdmissibleContext, type Arg, FRESH } from './entry.ts';
import { type Grounding, groundingOf } from './grounding.ts';
import { valueFilters } from './value-filters.ts';

/** Which assignments a walk makes: arguments it keeps to, and predicates each of which some argument of every assignment meets. */
export interface Focus {
  keep?: (c: Arg) => boolean;
  wanted?: ((c: Arg) => boolean)[];
}

export interface WalkOptions {
  /** No declared condition tested early (the oracle). */
  exhaustive?: boolean;
  /** Visit one constant of a stored-only input, with the number of its constants as the weight. */
  collapseStored?: boolean;
}

/**
 * Calls `visit` with every assignment of the mode the focus asks for (the arrays are reused: copy
 * them to keep them); with `collapseStored`, `alike[i]` holds every constant that the visited
 * assignment stands for at a stored-only slot `i` (its weight is the product of their numbers).
 */
export function walkMode(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, visit: (args: Arg[], weight: number, alike: readonly (Arg[] | null)[]) => void, focus: Focus = {}, options: WalkOptions = {}) {
  const { keep } = focus;
  const wanted = focus.wanted ?? [];
  const exhaustive = options.exhaustive ?? false;
  const concept = scratchConcepts(ctx);
  const filters = exhaustive ? [] : valueFilters(action, mode, concept);
  const ground = exhaustive ? null : groundingOf(action, mode);
  const choices: Arg[][] = action.slots.map((slot, i) => {
    if (!mode.bound[i]) return [FRESH];
    let all = candidates(ctx, action, slot, i);
    if (filters[i]) all = all.filter(filters[i]!);
    return keep ? all.filter(keep) : all;
  });
  if (choices.some((c) => !c.length)) return;
  // per slot and candidate: the wanted predicates it meets, as bits (asked once, not at every level)
  const meets = choices.map((own) =>
    own.map((c) => {
      let bits = 0;
      for (let w = 0; w < wanted.length; w++) if (wanted[w](c)) bits |= 1 << w;
      return bits;
    }),
  );
  // per wanted predicate: can slots i… still take an argument meeting it? (else the walk stops there)
  const reachable = wanted.map((_, w) => {
    const r = choices.map(() => false);
    for (let i = choices.length - 1; i >= 0; i--) r[i] = (r[i + 1] ?? false) || meets[i].some((bits) => (bits & (1 << w)) !== 0);
    return r;
  });
  const hits = wanted.map(() => 0);
  const chosen: Arg[] = [];
  const holds = ground ? rememberedTests(ctx, action, ground, chosen, concept) : null;
  const conceptSlot = action.slots.findIndex((s) => s.name === 'ingredient-concept');
  const unitSlot = action.slots.findIndex((s, i) => i > conceptSlot && s.type.ancestors.has('unit'));
  const weighable = weighableIn(ctx);
  // slots that take the unit of the quantity before them
  const pairedUnit = action.slots.map((s, i) => i > 0 && s.type.ancestors.has('unit') && action.slots[i - 1].type.name === 'quantity');
  const checksUnit = !exhaustive && conceptSlot >= 0 && unitSlot > conceptSlot;
  const collapsed = options.collapseStored ? collapsible(action, mode, choices, wanted, ground?.due) : choices.map(() => false);
  const alike: (Arg[] | null)[] = choices.map(() => null);
  const walk = (i: number, weight: number) => {
    for (let w = 0; w < wanted.length; w++) if (hits[w] === 0 && !reachable[w][i]) return;
    // a start time that reads the available-at of an input bound without one stops the run
    if (i > 0 && !exhaustive && mode.availRead.includes(i - 1) && !hasTime(chosen, i - 1)) return;
    if (i === choices.length) return visit(chosen, weight, alike);
    if (collapsed[i]) {
      const fit = choices[i].filter((c) => !repeats(chosen, c));
      if (!fit.length) return;
      chosen.push(fit[0]);
      alike[i] = fit;
      walk(i + 1, weight * fit.length);
      alike[i] = null;
      chosen.pop();
      return;
    }
    const own = choices[i];
    for (let j = 0; j < own.length; j++) {
      const c = own[j];
      // a line never repeats a variable or a constant
      if (repeats(chosen, c)) continue;
      // a bound quantity means a number in the unit bound with it: it goes with that unit variable
      // (the one its step bound), and a unit variable with nothing else
      if (pairedUnit[i]) {
        const q = chosen[i - 1];
        if (q.kind === 'var' ? c.kind !== 'var' || c.v.age !== q.v.age : c.kind === 'var') continue;
      }
      // an amount of an ingredient needs a gram conversion for its unit (else the simulator stops)
      if (checksUnit && unitSlot === i) {
        const ing = chosen[conceptSlot];
        const unit = c.kind === 'concept' ? c.cls : c.kind === 'var' && c.v.value instanceof Entity ? c.v.value.cls : null;
        if (unit && ing.kind === 'concept' && ing.cls.ancestors.has('ingredient') && !weighable(ing.cls, unit)) continue;
      }
      chosen.push(c);
      // declared conditions on the inputs chosen so far: a failing one rules out the whole subtree
      if (!ground?.due[i] || holds!(i)) {
        const bits = meets[i][j];
        for (let w = 0; w < wanted.length; w++) if (bits & (1 << w)) hits[w]++;
        walk(i + 1, weight);
        for (let w = 0; w < wanted.length; w++) if (bits & (1 << w)) hits[w]--;
      }
      chosen.pop();
    }
  };
  walk(0, 1);
}

/**
 * The early tests due at slot `i` on the arguments chosen so far, their outcome kept in the memo
 * while the chosen variables keep their values: a listing after a new line tests only prefixes
 * that take a variable it bound.
 */
function rememberedTests(ctx: AdmissibleContext, action: ActionDef, ground: Grounding, chosen: Arg[], concept: (cls: KClass) => Entity): (i: number) => boolean {
  const { memo } = ctx;
  // modes of the action that test the same conditions by a slot share their outcomes there
  const roots = action.slots.map((_, i) => (ground.due[i] ? memo.testsOf(`${action.name}|${ground.signature(i)}`) : null));
  const prefix: string[] = [];
  return (i) => {
    prefix.length = 0;
    let latest = 0;
    for (let k = 0; k <= i; k++) {
      const a = chosen[k];
      prefix.push(a.kind === 'var' ? a.v.name : a.kind === 'concept' ? a.cls.name : a.kind === 'fresh' ? '_' : '#');
      if (a.kind === 'var') latest = Math.max(latest, memo.sinceOf(a.v.name));
    }
    const known = memo.getTest(roots[i]!, prefix, latest);
    if (known !== undefined) return known;
    const holds = ground.holds(ctx, chosen, i, concept);
    memo.setTest(roots[i]!, prefix, holds);
    return holds;
  };
}

/**
 * Stored-only inputs whose constants can be counted instead of walked: all candidates are
 * constants no other slot offers (so no later choice depends on which one), none wanted, no
 * declared condition becomes due there, and no unit (a number's example and the tests of its
 * unit depend on which one).
 */
function collapsible(action: ActionDef, mode: ModeDef, choices: Arg[][], wanted: ((c: Arg) => boolean)[], due: boolean[] | undefined): boolean[] {
  return choices.map((own, i) => {
    if (!mode.storedOnly.includes(i) || due?.[i] || !own.every((c) => c.kind === 'concept')) return false;
    if (action.slots[i].type.ancestors.has('unit')) return false;
    if (own.some((c) => wanted.some((w) => w(c)))) return false;
    const classes = new Set(own.map((c) => (c.kind === 'concept' ? c.cls : null)));
    return choices.every((other, j) => j === i || !other.some((c) => c.kind === 'concept' && classes.has(c.cls)));
  });
}

/** Is the variable or constant `c` among those chosen already? */
function repeats(chosen: Arg[], c: Arg): boolean {
  for (const x of chosen) {
    if (x.kind === 'var' ? c.kind === 'var' && x.v.name === c.v.name : x.kind === 'concept' && c.kind === 'concept' && x.cls === c.cls) return true;
  }
  return false;
}

/** Does the start time find an available-at for slot `s`? (the first input holding its value gives it) */
function hasTime(chosen: Arg[], s: number): boolean {
  const a = chosen[s];
  if (a.kind !== 'var') return a.kind === 'fresh';
  const first = chosen.find((c) => c.kind === 'var' && c.v.value.id === a.v.value.id);
  return first?.kind === 'var' && first.v.at !== null;
}

/** Per ontology: a concept object of each class, to test value conditions on. */
const conceptsByOntology = new WeakMap<Ontology, (cls: KClass) => Entity>();

export function scratchConcepts(ctx: AdmissibleContext): (cls: KClass) => Entity {
  const ontology = ctx.sim.world.ontology;
  let concept = conceptsByOntology.get(ontology);
  if (!concept) {
    const factory = new Factory(ontology);
    const made = new Map<KClass, Entity>();
    concept = (cls) => made.get(cls) ?? made.set(cls, factory.make(cls, { 'is-concept': true })).get(cls)!;
    conceptsByOntology.set(ontology, concept);
  }
  return concept;
}
