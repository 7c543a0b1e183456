// Admissible actions: every action, mode and assignment of inputs (bound variables by type,
// fresh variables where the mode computes a slot, constants of the ontology and the kitchen,
// numeric parameters) whose dry run on the current state binds no failed object.
import { Entity } from '../kitchen/entity.ts';
import type { KClass } from '../kitchen/ontology.ts';
import type { ActionDef, ModeDef, SlotDef } from '../rules/action.ts';
import { type AdmissibleContext, type AdmissibleEntry, type Arg, conceptArg, decidedToFail, FRESH, NUMBER, tryAssignment, varArg } from './admissible-entry.ts';
import { conceptClasses, type Pools } from './pools.ts';
import { type CarryOver, carryOver, type ListedAssignment, type Listing } from './admissible-carry.ts';

export type { AdmissibleContext, AdmissibleEntry, AdmissibleParameter } from './admissible-entry.ts';
export type { Listing } from './admissible-carry.ts';

export interface AdmissibleOptions {
  action?: string;
  limit?: number;
  /** Give up (AdmissibleTimeLimit) once listing has taken this many milliseconds. */
  maxMillis?: number;
  /** Dry-run every assignment, even those a known failure or a missing time rules out (tests compare). */
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
 * session's last whole listing (see admissible-carry.ts), with the listing to keep for the next.
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
  // a look at the clock every 64 assignments: a dry run takes tens of microseconds
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
  const choices: Arg[][] = action.slots.map((slot, i) => {
    if (!mode.bound[i]) return [FRESH];
    const all = candidates(ctx, action, slot, i);
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
  const scopes = exhaustive ? [] : ctx.memo.scopesOf(`${action.name}|${mode.id}`);
  const weighable = weighableIn(ctx);
  // slots that take the unit of the quantity before them
  const pairedUnit = action.slots.map((s, i) => i > 0 && s.type.ancestors.has('unit') && action.slots[i - 1].type.name === 'quantity');
  const checksUnit = !exhaustive && conceptSlot >= 0 && unitSlot > conceptSlot;
  const notedAt: number[] = []; // per depth: failures noted when its beginning was checked
  const walk = (i: number) => {
    if (wanted && hits === 0 && !reachable[i]) return;
    // inputs so far that decided a failure (a dough container not on the counter-top), or that
    // leave the start time without an available-at: no line goes on from them (scopes that end
    // before the newest input were checked one level up, unless a failure was noted since)
    if (i > 0 && scopes.length && decidedToFail(scopes, ctx, action, mode, chosen, i, ctx.memo.noted === notedAt[i - 1] ? i - 1 : 0)) return;
    notedAt[i] = ctx.memo.noted;
    if (i > 0 && !exhaustive && mode.availRead.includes(i - 1) && !hasTime(chosen, i - 1)) return;
    if (i === choices.length) {
      onTry();
      const entry = tryAssignment(ctx, action, mode, chosen, scopes, exhaustive);
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
      // an amount of an ingredient needs a gram conversion for its unit, a constant or the
      // value of a variable (else the simulator stops)
      if (checksUnit && unitSlot === i) {
        const ing = chosen[conceptSlot];
        const unit = c.kind === 'concept' ? c.cls : c.kind === 'var' && c.v.value instanceof Entity ? c.v.value.cls : null;
        if (unit && ing.kind === 'concept' && ing.cls.ancestors.has('ingredient') && !weighable(ing.cls, unit)) continue;
      }
      const hit = wanted?.(c) ? 1 : 0;
      hits += hit;
      chosen.push(c);
      walk(i + 1);
      chosen.pop();
      hits -= hit;
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

/** Per listing's pools and ingredient: the kinds it stands for, and per unit whether an amount of it can be weighed. */
const weighedByPools = new WeakMap<Pools, Map<KClass, { kinds: KClass[]; byUnit: Map<KClass, boolean> }>>();

/** Can an amount of the ingredient in the unit be weighed? The concept may name a kind (oil): any ingredient of that kind the kitchen holds may be the one fetched. */
function weighableIn(ctx: AdmissibleContext): (ingredient: KClass, unit: KClass) => boolean {
  let weighed = weighedByPools.get(ctx.pools);
  if (!weighed) weighedByPools.set(ctx.pools, (weighed = new Map()));
  const known = weighed;
  return (ingredient, unit) => {
    let of = known.get(ingredient);
    if (!of) known.set(ingredient, (of = { kinds: [ingredient, ...ctx.pools.present.filter((p) => p !== ingredient && p.ancestors.has(ingredient.name))], byUnit: new Map() }));
    let ok = of.byUnit.get(unit);
    if (ok === undefined) of.byUnit.set(unit, (ok = of.kinds.some((k) => convertible(ctx, k.name, unit.name))));
    return ok;
  };
}

/** Does a gram conversion exist for this unit of this ingredient (grams themselves always)? */
function convertible(ctx: AdmissibleContext, cls: string, unit: string, depth = 0): boolean {
  const units = ctx.sim.world.units;
  if (unit === 'g' || units.gramsPerUnit.get(cls)?.has(unit)) return true;
  const before = units.beforeLookup.get(unit);
  return !!before && depth < 4 && convertible(ctx, cls, before.unit, depth + 1);
}

/** The arguments a bound slot may take. */
function candidates(ctx: AdmissibleContext, action: ActionDef, slot: SlotDef, index: number): Arg[] {
  const { pools, sim } = ctx;
  const type = slot.type;
  if (type.isKitchenState) return pools.kitchenStates.map(varArg);
  // every name of an object counts: gold networks name a bowl by an earlier variable as often as by its latest
  const vars: Arg[] = pools.variables.filter((v) => type.name === 'entity' || v.value.isA(type.name)).map(varArg);
  if (type.name === 'quantity') return [NUMBER, ...vars];
  if (type.name === 'conceptualizable') {
    const wantIngredient = slot.name.includes('ingredient');
    const present = pools.present.filter((c) => c.slots.includes('is-concept') && c.ancestors.has('conceptualizable') && c.ancestors.has('ingredient') === wantIngredient);
    return [...present.map(conceptArg), ...vars];
  }
  if (type.slots.includes('is-concept') && type.ancestors.has('conceptualizable') && !type.ancestors.has('fetchable')) {
    let classes = conceptClasses(sim.world.ontology, type);
    if (type.name === 'unit' || type.ancestors.has('unit')) classes = classes.filter(unitFilter(`${action.name} ${slot.name}`));
    return [...classes.map(conceptArg), ...vars];
  }
  // a second input that takes any entity (e.g. a lining) may also be a kind of tool the kitchen holds
  const firstInput = action.slots.findIndex((s) => s.dir === 'in' && !s.type.isKitchenState);
  if (type.name === 'entity' && index !== firstInput) {
    const tools = pools.present.filter((c) => c.slots.includes('is-concept') && !c.ancestors.has('ingredient') && !c.isContainer);
    return [...vars, ...tools.map(conceptArg)];
  }
  return vars;
}

/** Units that make sense for the slot: times for durations, degrees for temperatures, amounts otherwise. */
function unitFilter(slot: string): (c: KClass) => boolean {
  // `slot` is "action slot-name": an oven is preheated to a temperature
  const isTime = (c: KClass) => c.ancestors.has('time-unit');
  const isTemperature = (c: KClass) => c.name.startsWith('degrees-');
  if (/time|cooling/.test(slot)) return isTime;
  if (/temperature|preheat/.test(slot)) return isTemperature;
  return (c) => !isTime(c) && !isTemperature(c);
}
