// Admissible actions: every action, mode and assignment of inputs (bound variables by type,
// fresh variables where the mode computes a slot, constants of the ontology and the kitchen,
// numbers) that runs now without failing, stopping or binding a failed object. The conditions a
// rule file declares on one input's value alone (its class, a failed object, a list's items)
// filter that input's candidates once; every assignment left is dry-run — the declared
// conditions first, then the effect, for what no declaration decides — and remembered.
import { Entity, Factory } from '../kitchen/entity.ts';
import type { KClass, Ontology } from '../kitchen/ontology.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';
import { type CarryOver, carryOver, type ListedAssignment, type Listing } from './carry.ts';
import { candidates, weighableIn } from './candidates.ts';
import { type AdmissibleContext, type AdmissibleEntry, type Arg, FRESH, tryAssignment } from './entry.ts';
import { groundingOf } from './grounding.ts';
import type { Pools } from './pools.ts';
import { valueFilters } from './value-filters.ts';

export type { AdmissibleContext, AdmissibleEntry, AdmissibleParameter } from './entry.ts';
export type { Listing } from './carry.ts';

export interface AdmissibleOptions {
  action?: string;
  limit?: number;
  /** Give up (AdmissibleTimeLimit) once listing has taken this many milliseconds. */
  maxMillis?: number;
  /** Dry-run every assignment, with no filter from the declared conditions (tests compare). */
  exhaustive?: boolean;
}

/** The listing took longer than `maxMillis`; what was dry-run so far is kept for the next call. */
export class AdmissibleTimeLimit extends Error {
  constructor(readonly maxMillis: number) {
    super(`listing the admissible actions takes longer than ${maxMillis} ms; name one action to list only its lines`);
    this.name = 'AdmissibleTimeLimit';
  }
}

export function admissibleEntries(ctx: AdmissibleContext, options: AdmissibleOptions = {}): AdmissibleEntry[] {
  return listing(ctx, options, null).entries;
}

/**
 * A whole listing (no action, no limit) that carries over what it can from `previous`, the
 * session's last whole listing (see carry.ts), with the listing to keep for the next.
 */
export function wholeListing(ctx: AdmissibleContext, previous: Listing | null, network: { lines: readonly string[]; bound: ReadonlySet<string> }, options: Pick<AdmissibleOptions, 'maxMillis'> = {}) {
  const carry = carryOver(previous, network.lines, network.bound, ctx.pools);
  const { entries, assignments } = listing(ctx, options, carry);
  return { entries, listing: { ...network, present: ctx.pools.present, assignments } satisfies Listing };
}

function listing(ctx: AdmissibleContext, options: AdmissibleOptions, carry: CarryOver | null): { entries: AdmissibleEntry[]; assignments: ListedAssignment[] } {
  const { sim, state } = ctx;
  if (!state.run.program || !state.run.initialKitchen) return { entries: [], assignments: [] };
  // a network has exactly one get-kitchen
  const actions = (options.action ? [options.action] : sim.inventory.names()).filter((n) => n !== 'get-kitchen').sort(byText).flatMap((n) => sim.inventory.get(n) ?? []);
  const deadline = options.maxMillis === undefined ? Infinity : performance.now() + options.maxMillis;
  let tried = 0;
  // a look at the clock every 64 assignments: a dry run takes microseconds
  const onTry = () => {
    if (++tried % 64 === 0 && performance.now() > deadline) throw new AdmissibleTimeLimit(options.maxMillis!);
  };
  const list = (action: ActionDef, out: ListedAssignment[], focus?: Focus) => {
    for (const mode of action.modes) if (!choosesFetchTarget(action, mode)) enumerateMode(ctx, action, mode, out, onTry, focus, options.exhaustive);
  };
  const limit = options.limit !== undefined && options.limit >= 0 ? options.limit : Infinity;
  if (limit === Infinity) {
    // carried over: only assignments with a variable bound since are new
    const assignments = carry ? [...carry.kept] : [];
    const focus = carry ? { wanted: (c: Arg) => c.kind === 'var' && carry.isNew(c.v.name) } : undefined;
    for (const action of actions) list(action, assignments, focus);
    const entries = assignments.map((a) => a.entry).sort((a, b) => a.recency - b.recency || byText(a.action, b.action) || byText(a.line, b.line));
    return { entries, assignments };
  }
  // the same order, made group by group (one recency, one action) until `limit` entries: the
  // first entries of a late, long listing cost a few groups' dry runs, not the whole list's
  const out: AdmissibleEntry[] = [];
  for (const recency of recencyLevels(ctx.pools)) {
    // entries of this recency: variables no older, one of them exactly this old (none at -1)
    const focus: Focus = {
      keep: (c) => c.kind !== 'var' || (recency >= 0 && c.v.age >= recency),
      wanted: recency >= 0 ? (c) => c.kind === 'var' && c.v.age === recency : undefined,
    };
    for (const action of actions) {
      if (out.length >= limit) return { entries: out.slice(0, limit), assignments: [] };
      const group: ListedAssignment[] = [];
      list(action, group, focus);
      // one at a time: a group may hold hundreds of thousands of entries, beyond what spread arguments take
      for (const entry of group.map((a) => a.entry).sort((a, b) => byText(a.line, b.line))) out.push(entry);
    }
  }
  return { entries: out.slice(0, limit), assignments: [] };
}

/** Which assignments a walk makes: arguments it keeps to, and one of which each assignment must have. */
interface Focus {
  keep?: (c: Arg) => boolean;
  wanted?: (c: Arg) => boolean;
}

/** Code-unit order of two texts (locale-independent, as the listing's order must be). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every recency an entry can have: -1 (no variable among its inputs), then the ages of the variables. */
function recencyLevels(pools: Pools): number[] {
  const ages = new Set([...pools.kitchenStates, ...pools.variables].map((v) => v.age));
  return [-1, ...[...ages].sort((a, b) => a - b)];
}

/** Lists the mode's admissible assignments into `out`; with `focus`, only those it asks for. */
function enumerateMode(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, out: ListedAssignment[], onTry: () => void, focus: Focus = {}, exhaustive = false) {
  const { keep, wanted } = focus;
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
  // with a wanted argument: can slots i… still take one? (else the walk stops there)
  const reachable = choices.map(() => false);
  if (wanted) for (let i = choices.length - 1; i >= 0; i--) reachable[i] = (reachable[i + 1] ?? false) || choices[i].some(wanted);
  let hits = 0; // wanted arguments chosen
  const chosen: Arg[] = [];
  const conceptSlot = action.slots.findIndex((s) => s.name === 'ingredient-concept');
  const unitSlot = action.slots.findIndex((s, i) => i > conceptSlot && s.type.ancestors.has('unit'));
  const weighable = weighableIn(ctx);
  // slots that take the unit of the quantity before them
  const pairedUnit = action.slots.map((s, i) => i > 0 && s.type.ancestors.has('unit') && action.slots[i - 1].type.name === 'quantity');
  const checksUnit = !exhaustive && conceptSlot >= 0 && unitSlot > conceptSlot;
  const walk = (i: number) => {
    if (wanted && hits === 0 && !reachable[i]) return;
    // a start time that reads the available-at of an input bound without one stops the run
    if (i > 0 && !exhaustive && mode.availRead.includes(i - 1) && !hasTime(chosen, i - 1)) return;
    if (i === choices.length) {
      onTry();
      const entry = tryAssignment(ctx, action, mode, chosen);
      if (entry) out.push({ action, mode, args: [...chosen], entry });
      return;
    }
    for (const c of choices[i]) {
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
      const hit = wanted?.(c) ? 1 : 0;
      chosen.push(c);
      // declared conditions on the inputs chosen so far: a failing one rules out the whole subtree
      if (!ground?.due[i] || ground.holds(ctx, chosen, i, concept)) {
        hits += hit;
        walk(i + 1);
        hits -= hit;
      }
      chosen.pop();
    }
  };
  walk(0);
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

/**
 * Fetching an ingredient into a container of one's choice multiplies the list by every empty
 * container for no gain in what can be cooked (gold networks never do it): the mode that takes
 * the default container is listed, not the one that binds it.
 */
function choosesFetchTarget(action: ActionDef, mode: ModeDef): boolean {
  const concept = action.slots.findIndex((s) => s.name === 'ingredient-concept');
  const target = action.slots.findIndex((s) => s.name === 'target-container');
  return concept >= 0 && target >= 0 && mode.bound[target];
}

/** Per ontology: a concept object of each class, to test value conditions on. */
const conceptsByOntology = new WeakMap<Ontology, (cls: KClass) => Entity>();

function scratchConcepts(ctx: AdmissibleContext): (cls: KClass) => Entity {
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
