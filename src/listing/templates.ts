// The action space as templates: per action and mode, what each slot may take now — the bound
// variables and constants of the listing's candidates that pass the declared conditions decidable
// on that one value (and the input kitchen state), and for numbers the plausible range — without
// enumerating combinations or dry-running any. Every admissible line is an instance of a
// template; an instance need not be admissible (a combination can fail): `check(line)` says.
import type { Condition } from '../conditions/condition.ts';
import { SimulationError } from '../errors.ts';
import type { ActionDef, ModeDef } from '../rules/action.ts';
import { candidates } from './candidates.ts';
import { type AdmissibleContext, type Arg, FRESH } from './entry.ts';
import { freshName } from './entry-line.ts';
import { type ListingFilter, resolveFilter } from './filters.ts';
import { partialEnv, type ScopeTests, scopeTestsOf } from './grounding.ts';
import { plausibleRange, type Range } from './parameters.ts';
import { valueFilters } from './value-filters.ts';
import { scratchConcepts } from './walk.ts';

export interface TemplateSlot {
  /** Argument index in the line (0 = the first argument after the action name). */
  position: number;
  slot: string;
  /** The slot's declared class. */
  type: string;
  /** A slot the mode computes: the fresh variable a line gives it. */
  fresh?: string;
  /** A slot the mode needs bound: the bound variables and constants that fit it. */
  candidates?: string[];
  /** A slot that takes a number: the plausible range, and per unit constant of the next slot its own. */
  numbers?: Range & { byUnit?: Record<string, Range> };
}

export interface AdmissibleTemplate {
  action: string;
  mode: string;
  /** The line with a fresh variable in each computed slot and `<slot>` in each bound one. */
  pattern: string;
  slots: TemplateSlot[];
  /** Age of the most recently bound variable among the candidates (-1: none). */
  recency: number;
}

/** The templates of the current state, by action name and then in the order of the modes. */
export function admissibleTemplates(ctx: AdmissibleContext, filter: Pick<ListingFilter, 'action'> = {}): AdmissibleTemplate[] {
  if (!ctx.state.run.program || !ctx.state.run.initialKitchen) return [];
  const { actions } = resolveFilter(ctx, { action: filter.action });
  const screened = new Map<string, boolean>();
  const out: AdmissibleTemplate[] = [];
  for (const action of actions)
    for (const mode of action.modes) {
      const t = templateOf(ctx, action, mode, screened);
      if (t) out.push(t);
    }
  return out;
}

function templateOf(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, screened: Map<string, boolean>): AdmissibleTemplate | null {
  const concept = scratchConcepts(ctx);
  const filters = valueFilters(action, mode, concept);
  const ksIn = action.slots.findIndex((s) => s.dir === 'in' && s.type.isKitchenState);
  const scopes = scopeTestsOf(action, mode);
  const choices = action.slots.map((slot, i): Arg[] => {
    if (!mode.bound[i]) return [FRESH];
    let all = candidates(ctx, action, slot, i);
    if (filters[i]) all = all.filter(filters[i]!);
    // a start time that reads the available-at of a constant stops the run
    if (mode.availRead.includes(i)) all = all.filter((c) => c.kind !== 'concept');
    return all;
  });
  // a value fits when, on some input state, some scope of the mode passes the early tests that
  // read only that value (and the state); a kitchen state, when it passes those of the state alone
  const fits = (i: number, c: Arg) => {
    const states = i === ksIn || ksIn < 0 || !mode.bound[ksIn] ? [FRESH] : choices[ksIn];
    return scopes.some((scope) => {
      const tests = decidable(scope, action.slots[i].name, i === ksIn);
      return states.some((ks) => holds(ctx, action, mode, tests, action.slots.map((_, j) => (j === i ? c : j === ksIn ? ks : FRESH)), i, screened));
    });
  };
  const slots: TemplateSlot[] = [];
  let recency = Infinity;
  for (let i = 0; i < action.slots.length; i++) {
    const slot = action.slots[i];
    const base = { position: i, slot: slot.name, type: slot.type.name };
    if (!mode.bound[i]) {
      slots.push({ ...base, fresh: freshName(ctx.pools.taken, slot.name) });
      continue;
    }
    const kept = choices[i].filter((c) => c.kind === 'number' || fits(i, c));
    if (!kept.length) return null;
    for (const c of kept) if (c.kind === 'var' && c.v.age < recency) recency = c.v.age;
    const named = kept.flatMap((c) => (c.kind === 'var' ? [c.v.name] : c.kind === 'concept' ? [c.cls.name] : []));
    const entry: TemplateSlot = { ...base, candidates: named };
    if (kept.some((c) => c.kind === 'number')) entry.numbers = numbersOf(ctx, action, choices, i);
    slots.push(entry);
  }
  const pattern = `(${action.name} ${slots.map((s) => s.fresh ?? `<${s.slot}>`).join(' ')})`;
  return { action: action.name, mode: mode.id, pattern, slots, recency: Number.isFinite(recency) ? recency : -1 };
}

/**
 * The conditions of a scope a template decides for one slot, in file order: its variant's and early
 * tests that read that slot alone (none for a kitchen state: those of the state alone), up to the
 * first that reads it with another slot (a later one may work on what that one found).
 */
function decidable(scope: ScopeTests, slot: string, isState: boolean): Condition[] {
  const out: Condition[] = [];
  for (const t of scope.variant ? [scope.variant, ...scope.tests] : scope.tests) {
    const alone = isState ? t.slots.length === 0 : t.slots.every((s) => s === slot);
    if (alone) out.push(t);
    else if (t.slots.includes(slot)) break;
  }
  return out;
}

/** Do the conditions hold, one after the other on one call, for the value at `i` (and the state)? Once per listing's state, by the conditions' words, state and value. */
function holds(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, tests: Condition[], args: Arg[], i: number, screened: Map<string, boolean>): boolean {
  if (!tests.length) return true;
  const name = (a: Arg | undefined) => (a?.kind === 'var' ? a.v.name : a?.kind === 'concept' ? a.cls.name : '');
  const slot = action.slots[i].name.replace(/-/g, '_');
  const key = `${tests.map((t) => t.text.split(slot).join('·')).join(';')}|${name(args.find((a, j) => j !== i && a.kind === 'var'))}|${name(args[i])}`;
  let ok = screened.get(key);
  if (ok === undefined) {
    const env = partialEnv(ctx, action, mode, args, scratchConcepts(ctx));
    try {
      ok = tests.every((t) => (t.depends === 'state' && !env.step) || t.test(env) === null);
    } catch (e) {
      // a test the reference cannot even make stops the simulation: no admissible line
      if (!(e instanceof SimulationError)) throw e;
      ok = false;
    }
    screened.set(key, ok);
  }
  return ok;
}

/** The range of the number at `i`: per unit constant of the slot after it, and all of them together. */
function numbersOf(ctx: AdmissibleContext, action: ActionDef, choices: Arg[][], i: number): Range & { byUnit?: Record<string, Range> } {
  const units = ctx.sim.world.units;
  const next = action.slots[i + 1];
  if (!next || !next.type.ancestors.has('unit')) return plausibleRange(units, null);
  const byUnit: Record<string, Range> = {};
  for (const c of choices[i + 1]) if (c.kind === 'concept') byUnit[c.cls.name] = plausibleRange(units, c.cls.name);
  const ranges = Object.values(byUnit);
  if (!ranges.length) return plausibleRange(units, null);
  return { min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)), byUnit };
}

