// Declared conditions tested while a listing chooses inputs, as in grounding a planning domain: a
// condition that reads only bound inputs (and the input kitchen state) is tested as soon as the
// walk has chosen every slot it reads, and a failing one rules out every assignment that starts
// with those choices — one test for a dough container not on a state's counter-top instead of one
// dry run per unit, pattern and destination. A condition is tested early only where nothing run
// before it in a call could change what it reads: the defaults of its scope do not move objects
// of its slots' kinds, and the conditions before it on the same slots are tested early too. Where
// every default of a scope reads the kitchen state alone (a retrieval, a place), the walk makes
// them once the input state is chosen, as a call does before its conditions: then conditions on
// what they move, or on the slots they fill, are tested early too, up to the first that is not.
import type { Condition, ConditionEnv } from '../conditions/condition.ts';
import { SimulationError } from '../errors.ts';
import { Entity, Factory, type Value } from '../kitchen/entity.ts';
import type { KClass, Ontology } from '../kitchen/ontology.ts';
import { Step } from '../kitchen/step.ts';
import type { ActionDef, ModeDef, SlotDef } from '../rules/action.ts';
import type { GuardDef, ScopePlan } from '../rules/compile-mode.ts';
import type { Env } from '../rules/timing-terms.ts';
import type { AdmissibleContext, Arg } from './entry.ts';

type Defaults = ScopePlan['defaults'];

/** A scope's conditions that can be tested early, each with the slot after which it is due. */
interface EarlyTests {
  tests: { condition: Condition; due: number }[];
  /** The defaults made before the tests (see the header); null: none are. */
  prelude: Defaults | null;
}

export interface Grounding {
  /** Per slot index: does a test become due once the walk has chosen it? */
  due: boolean[];
  /** Do the tests due by slot `i` hold for the arguments chosen so far (`chosen[0..i]`)? */
  holds(ctx: AdmissibleContext, chosen: readonly Arg[], i: number, concept: (cls: KClass) => Entity): boolean;
  /**
   * What `holds` tests at slot `i`, in words (the variants and the conditions due by then): modes
   * of one action with the same words test alike, so their outcomes may be shared.
   */
  signature(i: number): string;
}

const byMode = new WeakMap<ModeDef, Grounding | null>();

/** A scope of a mode (the mode, or one of its variants with the condition that chooses it) and the conditions it can test early. */
export interface ScopeTests {
  variant: Condition | null;
  tests: Condition[];
}

/** Every scope a call of the mode can take, with its early tests (templates screen one slot's values by them). */
export function scopeTestsOf(action: ActionDef, mode: ModeDef): ScopeTests[] {
  const { index, ksIn, chosenInput } = slotsOf(action, mode);
  const { plan } = mode;
  // templates test one slot's values without making defaults first: no prelude
  const early = (scope: ScopePlan | null) => earlyTests(action.slots, scope ? merge(plan.mode, scope) : plan.mode, chosenInput, index, ksIn, false).tests.map((t) => t.condition);
  if (!plan.variants.length) return [{ variant: null, tests: early(null) }];
  return plan.variants.map((v) => ({ variant: v.condition, tests: early(v.plan) }));
}

/** Slot indexes by name, the kitchen-state input, and which inputs a walk chooses a value for. */
function slotsOf(action: ActionDef, mode: ModeDef) {
  const index = new Map(action.slots.map((s, i) => [s.name, i]));
  const ksIn = action.slots.findIndex((s) => s.dir === 'in' && s.type.isKitchenState);
  // inputs a walk chooses a value for: bound, and not a number (numbers come after the walk)
  const chosenInput = (slot: string) => {
    const i = index.get(slot)!;
    return mode.bound[i] && action.slots[i].type.name !== 'quantity';
  };
  return { index, ksIn, chosenInput };
}

/** The mode's grounding, made once; null when no condition can be tested early. */
export function groundingOf(action: ActionDef, mode: ModeDef): Grounding | null {
  let g = byMode.get(mode);
  if (g === undefined) byMode.set(mode, (g = makeGrounding(action, mode)));
  return g;
}

function makeGrounding(action: ActionDef, mode: ModeDef): Grounding | null {
  const { index, ksIn, chosenInput } = slotsOf(action, mode);
  const { plan } = mode;
  const variants = plan.variants;
  // with variants, the variant must be known from chosen inputs before any test
  const variantDue = variants.length ? dueAfter(variants.map((v) => v.condition), chosenInput, (s) => index.get(s)!, ksIn) : -1;
  if (variantDue === null) return null;
  const early = (scope: ScopePlan | null): EarlyTests => earlyTests(action.slots, scope ? merge(plan.mode, scope) : plan.mode, chosenInput, index, ksIn, true);
  const byVariant = new Map<string | null, EarlyTests>([[null, early(null)], ...variants.map((v) => [v.name, early(v.plan)] as const)]);
  if (!variants.length && !byVariant.get(null)!.tests.length) return null;
  const due = action.slots.map((_, i) => i === variantDue || [...byVariant.values()].some((t) => t.tests.some((x) => x.due === i)));

  // the defaults made first are part of what is tested: modes share outcomes only with the same ones
  const words = (tests: EarlyTests, i: number) =>
    (tests.prelude ? `after ${tests.prelude.map((d) => `${d.slot}@${d.line}`).join(' ')}: ` : '') + tests.tests.flatMap((t) => (t.due <= i ? [t.condition.text] : [])).join(', ');
  const signatures = action.slots.map((_, i) => {
    if (!variants.length) return words(byVariant.get(null)!, i);
    if (i < variantDue) return 'any';
    return variants.map((v) => `${v.condition.text}: ${words(byVariant.get(v.name)!, i)}`).join('; ');
  });

  return {
    due,
    signature: (i) => signatures[i],
    holds(ctx, chosen, i, concept) {
      const env = partialEnv(ctx, action, mode, chosen, concept);
      let tests = byVariant.get(null)!;
      if (variants.length) {
        if (i < variantDue) return true;
        const chosenVariant = variants.find((v) => holdsHere(v.condition, env));
        // no variant: the action fails or binds nothing, whichever the rule says
        if (!chosenVariant) return false;
        tests = byVariant.get(chosenVariant.name)!;
      }
      if (tests.prelude && i >= ksIn && !madePrelude(tests.prelude, env)) return false;
      for (const t of tests.tests) {
        if (t.due > i) continue;
        if (!holdsHere(t.condition, env)) return false;
      }
      return true;
    },
  };
}

/** Makes the defaults into the environment as a call does before its conditions; false when one stops the call. */
function madePrelude(prelude: Defaults, env: ConditionEnv): boolean {
  try {
    // these defaults read nothing but the step (stateOnly)
    for (const d of prelude) (env.values as Record<string, Value>)[d.slot] = d.make(env as unknown as Env);
    return true;
  } catch (e) {
    if (e instanceof SimulationError) return false;
    throw e;
  }
}

/** Does the condition hold? A test the reference could not even make stops the call: the line is no more admissible than when it fails. */
function holdsHere(c: Condition, env: ConditionEnv): boolean {
  try {
    return c.test(env) === null;
  } catch (e) {
    if (e instanceof SimulationError) return false;
    throw e;
  }
}

/** The slot index after which every slot the conditions read is known (`at`); null when one reads a slot that is not. */
function dueAfter(conditions: Condition[], known: (slot: string) => boolean, at: (slot: string) => number, ksIn: number): number | null {
  let due = -1;
  for (const c of conditions) {
    if (!c.slots.every(known)) return null;
    for (const s of c.slots) due = Math.max(due, at(s));
    if (c.depends === 'state') due = Math.max(due, ksIn);
  }
  return due;
}

/**
 * A scope's guards in file order that can be tested early (see the header); `withPrelude`: the
 * defaults may be made first, where that tests more.
 */
function earlyTests(slots: readonly SlotDef[], scope: { guards: GuardDef[]; defaults: Defaults }, chosenInput: (slot: string) => boolean, index: Map<string, number>, ksIn: number, withPrelude: boolean): EarlyTests {
  const plain = testsAfter(null, slots, scope, chosenInput, index, ksIn);
  if (!withPrelude || ksIn < 0 || !scope.defaults.length || !scope.defaults.every((d) => d.stateOnly)) return plain;
  const after = testsAfter(scope.defaults, slots, scope, chosenInput, index, ksIn);
  return after.tests.length > plain.tests.length ? after : plain;
}

function testsAfter(prelude: Defaults | null, slots: readonly SlotDef[], scope: { guards: GuardDef[]; defaults: Defaults }, chosenInput: (slot: string) => boolean, index: Map<string, number>, ksIn: number): EarlyTests {
  const made = new Set(prelude?.map((d) => d.slot));
  const known = (slot: string) => chosenInput(slot) || made.has(slot);
  const at = (slot: string) => (made.has(slot) ? ksIn : index.get(slot)!);
  const moved = scope.defaults.flatMap((d) => (d.moves === undefined ? [] : [d.moves]));
  const mayBeMoved = (slot: string) => !prelude && moved.some((cls) => cls === 'anything' || typesOverlap(slots[index.get(slot)!].type, cls));
  const late = new Set<string>();
  const tests: EarlyTests['tests'] = [];
  for (const g of scope.guards) {
    const c = g.condition;
    const due = dueAfter([c], known, at, ksIn);
    // an advised condition is no reason to leave a line out in the reference's semantics: it is never tested early
    const ok = g.kind !== 'advises' && due !== null && !c.slots.some((s) => late.has(s)) && (c.depends === 'value' || (ksIn >= 0 && !c.slots.some(mayBeMoved)));
    if (ok) tests.push({ condition: c, due: due! });
    // after the defaults, a condition not tested here might move what a later one reads
    else if (prelude) break;
    else for (const s of c.slots) late.add(s);
  }
  return { tests, prelude: prelude && tests.length ? prelude : null };
}

/** Could an object of class `cls` be a value of a slot of this type? */
function typesOverlap(type: KClass, cls: KClass): boolean {
  return type.name === 'entity' || type.name === 't' || cls.ancestors.has(type.name) || type.ancestors.has(cls.name);
}

/** A variant's guards and defaults merged with the mode's, in file order. */
function merge(mode: ScopePlan, variant: ScopePlan) {
  const byLine = <T extends { line: number }>(xs: T[]) => xs.sort((a, b) => a.line - b.line);
  return { guards: byLine([...mode.guards, ...variant.guards]), defaults: byLine([...mode.defaults, ...variant.defaults]) };
}

/** Per ontology: the factory of early tests' steps, restarted for each. */
const scratchByOntology = new WeakMap<Ontology, Factory>();

/** A call's environment with only the chosen inputs (a fresh argument stands for none): what early tests read. */
export function partialEnv(ctx: AdmissibleContext, action: ActionDef, mode: ModeDef, chosen: readonly Arg[], concept: (cls: KClass) => Entity): ConditionEnv {
  const values: Record<string, Value> = {};
  let step: Step | null = null;
  chosen.forEach((a, i) => {
    const v = a.kind === 'var' ? a.v.value : a.kind === 'concept' ? concept(a.cls) : null;
    if (v === null) return;
    values[action.slots[i].name] = v;
    if (action.slots[i].type.isKitchenState && action.slots[i].dir === 'in' && v instanceof Entity) {
      const ontology = ctx.sim.world.ontology;
      let scratch = scratchByOntology.get(ontology);
      if (!scratch) scratchByOntology.set(ontology, (scratch = new Factory(ontology)));
      step = new Step(v, scratch.restart(ctx.state.factory), ctx.sim.world.units);
    }
  });
  return { action: action.name, mode: mode.id, step: step as unknown as Step, values, inputs: { ...values }, found: null };
}
