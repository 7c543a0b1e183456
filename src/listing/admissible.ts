// Admissible actions: every action, mode and assignment of inputs (bound variables by type,
// fresh variables where the mode computes a slot, constants of the ontology and the kitchen,
// numbers) that runs now without failing, stopping or binding a failed object. The conditions a
// rule file declares on one input's value alone (its class, a failed object, a list's items)
// filter that input's candidates once; every assignment left is dry-run — the declared
// conditions first, then the effect, for what no declaration decides — and remembered.
import type { ActionDef, ModeDef } from '../rules/action.ts';
import { type CarryOver, carryOver, type ListedAssignment, type Listing } from './carry.ts';
import { type AdmissibleContext, type AdmissibleEntry, type Arg, entryWith, tryAssignment } from './entry.ts';
import { entryLine } from './entry-line.ts';
import { byText, type ListingFilter, resolveFilter, type ResolvedFilter } from './filters.ts';
import type { Pools } from './pools.ts';
import { type Focus, walkMode } from './walk.ts';

export type { AdmissibleContext, AdmissibleEntry, AdmissibleParameter } from './entry.ts';
export type { Listing } from './carry.ts';
export type { ListingFilter } from './filters.ts';
export { byText } from './filters.ts';

/** How to list admissible lines: a filter (action, `uses`, `produces`), a limit and a time bound. */
export interface AdmissibleOptions extends ListingFilter {
  limit?: number;
  /** Give up (AdmissibleTimeLimit) once listing has taken this many milliseconds. */
  maxMillis?: number;
  /** Dry-run every assignment, with no filter from the declared conditions (tests compare). */
  exhaustive?: boolean;
  /**
   * A bound on the work: the listing stops (AdmissibleTriesSpent) once it has tried `left`
   * assignments, and leaves in `left` what it did not use. Unlike a time bound it cuts a listing
   * at the same place on every machine, whatever the session's memo holds (rankings).
   */
  tries?: TryBudget;
  /** With `limit` and `maxMillis` or `tries`: at the bound, the entries made so far rather than an error (rankings). */
  partial?: boolean;
}

/** Assignments a listing may still try. */
export interface TryBudget {
  left: number;
}

/** A listing that took longer than its time bound; what was dry-run so far is kept for the next call. */
export class AdmissibleTimeLimit extends Error {
  constructor(
    /** The bound, in milliseconds. */
    readonly maxMillis: number,
  ) {
    super(`listing the admissible actions takes longer than ${maxMillis} ms; name one action to list only its lines`);
    this.name = 'AdmissibleTimeLimit';
  }
}

/** A listing that tried as many assignments as its `tries` allowed. */
export class AdmissibleTriesSpent extends Error {
  constructor() {
    super('listing the admissible actions tries more assignments than its bound allows');
    this.name = 'AdmissibleTriesSpent';
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
  return { entries, listing: { ...network, present: ctx.pools.present, taken: ctx.pools.taken, assignments } satisfies Listing };
}

/**
 * A function to call once per assignment tried: it throws AdmissibleTimeLimit past the deadline,
 * AdmissibleTriesSpent once the budget is spent.
 */
export function timeGuard(maxMillis: number | undefined, tries?: TryBudget): () => void {
  const deadline = maxMillis === undefined ? Infinity : performance.now() + maxMillis;
  let tried = 0;
  // a look at the clock every 64 assignments: a dry run takes microseconds
  return () => {
    if (tries && tries.left-- <= 0) {
      tries.left = 0;
      throw new AdmissibleTriesSpent();
    }
    if (++tried % 64 === 0 && performance.now() > deadline) throw new AdmissibleTimeLimit(maxMillis!);
  };
}

/** The modes a listing walks: fetching into a container of one's choice is left out (see below). */
export const listedModes = (action: ActionDef) => action.modes.filter((m) => !choosesFetchTarget(action, m));

function listing(ctx: AdmissibleContext, options: AdmissibleOptions, carry: CarryOver | null): { entries: AdmissibleEntry[]; assignments: ListedAssignment[] } {
  const { state } = ctx;
  if (!state.run.program || !state.run.initialKitchen) return { entries: [], assignments: [] };
  const filter = resolveFilter(ctx, options);
  const onTry = timeGuard(options.maxMillis, options.tries);
  const limit = options.limit !== undefined && options.limit >= 0 ? options.limit : Infinity;
  if (limit === Infinity) {
    // carried over: only assignments with a variable bound since are new
    const made: ListedAssignment[] = [];
    const focus: Focus = { wanted: [...(carry ? [newVariable(ctx.pools, carry)] : []), ...(filter.wanted ? [filter.wanted] : [])] };
    for (const action of filter.actions) listInto(ctx, action, made, onTry, focus, options.exhaustive);
    // the carried-over assignments come in the last listing's order: only the new ones are sorted
    const assignments = merged(carry ? carry.kept : [], made.sort(byRank));
    const entries: AdmissibleEntry[] = [];
    for (const a of assignments) if (filter.keeps(a.entry)) entries.push(a.entry);
    return { entries, assignments };
  }
  // the same order, made group by group until `limit` entries: the first entries of a late, long
  // listing cost a few groups' dry runs, not the whole list's
  const out: AdmissibleEntry[] = [];
  for (const group of groups(ctx, filter, onTry, null, options.exhaustive, options.partial)) {
    // one at a time: a group may hold hundreds of thousands of entries, beyond what spread arguments take
    for (const entry of group.entries) out.push(entry);
    if (out.length >= limit) break;
  }
  return { entries: out.slice(0, limit), assignments: [] };
}

/** Rank order: most recent inputs first, then by action and line. */
function byRank(x: ListedAssignment, y: ListedAssignment): number {
  const a = x.entry;
  const b = y.entry;
  return a.recency - b.recency || byText(a.action, b.action) || byText(a.line, b.line);
}

/** Two lists of assignments as one in rank order; each is in rank order already (`kept` is sorted when it is not). */
function merged(kept: ListedAssignment[], made: ListedAssignment[]): ListedAssignment[] {
  for (let i = 1; i < kept.length; i++)
    if (byRank(kept[i - 1], kept[i]) > 0) {
      kept.sort(byRank);
      break;
    }
  if (!made.length) return kept;
  if (!kept.length) return made;
  const out: ListedAssignment[] = new Array(kept.length + made.length);
  let i = 0;
  let j = 0;
  let k = 0;
  // on a tie the carried-over one first, as a stable sort of the two lists one after the other
  while (i < kept.length && j < made.length) out[k++] = byRank(made[j], kept[i]) < 0 ? made[j++] : kept[i++];
  while (i < kept.length) out[k++] = kept[i++];
  while (j < made.length) out[k++] = made[j++];
  return out;
}

/** The wanted argument of a listing that carries over: a variable bound since the last listing. */
function newVariable(pools: Pools, carry: CarryOver): (c: Arg) => boolean {
  const bound = new Set<string>();
  for (const v of pools.variables) if (carry.isNew(v.name)) bound.add(v.name);
  for (const v of pools.kitchenStates) if (carry.isNew(v.name)) bound.add(v.name);
  return (c) => c.kind === 'var' && bound.has(c.v.name);
}

/** Where a listing in rank order starts: after this group, or inside it after this line. */
export interface ListingKey {
  recency: number;
  action: string;
  line: string;
}

/**
 * The listing in rank order, one group (one recency, one action) at a time, each group's entries
 * sorted by line; from `after` on (its group's lines after its line), without making the groups
 * before it. `partial`: at the time or tries bound, the group made so far ends the listing.
 */
export function* groups(ctx: AdmissibleContext, filter: ResolvedFilter, onTry: () => void, after: ListingKey | null = null, exhaustive = false, partial = false): Generator<{ recency: number; action: string; entries: AdmissibleEntry[] }> {
  if (!ctx.state.run.program || !ctx.state.run.initialKitchen) return;
  for (const recency of recencyLevels(ctx.pools)) {
    if (after && recency < after.recency) continue;
    // entries of this recency: variables no older, one of them exactly this old (none at -1)
    const focus: Focus = {
      keep: (c) => c.kind !== 'var' || (recency >= 0 && c.v.age >= recency),
      wanted: [...(recency >= 0 ? [(c: Arg) => c.kind === 'var' && c.v.age === recency] : []), ...(filter.wanted ? [filter.wanted] : [])],
    };
    for (const action of filter.actions) {
      const same = after !== null && recency === after.recency;
      if (same && byText(action.name, after.action) < 0) continue;
      const group: ListedAssignment[] = [];
      let stopped = false;
      try {
        listInto(ctx, action, group, onTry, focus, exhaustive);
      } catch (e) {
        if (!partial || !(e instanceof AdmissibleTimeLimit || e instanceof AdmissibleTriesSpent)) throw e;
        stopped = true;
      }
      let entries = group.map((a) => a.entry).filter(filter.keeps);
      if (same && action.name === after.action) entries = entries.filter((e) => byText(e.line, after.line) > 0);
      if (entries.length) yield { recency, action: action.name, entries: entries.sort((a, b) => byText(a.line, b.line)) };
      if (stopped) return;
    }
  }
}

/** Every recency an entry can have: -1 (no variable among its inputs), then the ages of the variables. */
export function recencyLevels(pools: Pools): number[] {
  const ages = new Set([...pools.kitchenStates, ...pools.variables].map((v) => v.age));
  return [-1, ...[...ages].sort((a, b) => a - b)];
}

/**
 * Lists the admissible assignments of an action's listed modes into `out`. The constants of an
 * input a mode only stores share one dry run: the walk visits one of them, and each of the others
 * takes its entry with its own name in the line (the oracle, `exhaustive`, visits every one).
 */
function listInto(ctx: AdmissibleContext, action: ActionDef, out: ListedAssignment[], onTry: () => void, focus: Focus, exhaustive = false) {
  for (const mode of listedModes(action))
    walkMode(
      ctx,
      action,
      mode,
      (args, weight, alike) => {
        onTry();
        const entry = tryAssignment(ctx, action, mode, args);
        if (!entry) return;
        if (weight === 1) {
          out.push({ action, mode, args: [...args], entry });
          return;
        }
        const numbers = new Map(entry.parameters.map((p) => [p.position, p.example as number]));
        for (const each of instances(args, alike)) {
          const { line } = entryLine(ctx.pools.taken, action, each, numbers);
          out.push({ action, mode, args: each, entry: entryWith(entry, line, entry.recency) });
        }
      },
      focus,
      { exhaustive, collapseStored: !exhaustive },
    );
}

/** Every assignment that `args` stands for: each constant of `alike[i]` at each collapsed slot i. */
function instances(args: readonly Arg[], alike: readonly (Arg[] | null)[]): Arg[][] {
  let out: Arg[][] = [[...args]];
  alike.forEach((constants, i) => {
    if (constants) out = out.flatMap((a) => constants.map((c) => a.map((x, k) => (k === i ? c : x))));
  });
  return out;
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
