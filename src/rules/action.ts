// What the engine needs of an action: its typed slots and its modes, each a plain function.
import type { Found } from '../conditions/condition.ts';
import type { Entity, Factory, Value } from '../kitchen/entity.ts';
import type { KClass } from '../kitchen/ontology.ts';
import type { Step } from '../kitchen/step.ts';
import type { Units } from '../kitchen/units.ts';
import type { Num } from '../numbers/num.ts';
import type { PTerm } from './terms.ts';
import type { ModeCheck, ModePlan } from './compile-mode.ts';

export interface SlotDef {
  name: string;
  dir: 'out' | 'in';
  type: KClass;
}

/** One output binding an alternative supplies. */
export interface Produced {
  slot: number;
  value: Value;
  at: Num | null;
}

/** A call's outputs as a list of records: what a single dry run (fire-one.ts) gives its callers. */
export interface Alternative {
  produced: Produced[];
  /** When the step starts and when its last output is ready, for the timeline. */
  start: Num;
  end: Num;
  /** The action could not do its job and bound failed objects. */
  failed: boolean;
}

/** What a mode receives: slot values (null = unbound) and the available-at lookup. */
export interface CallInput {
  values: Value[];
  /** `A(x)`: available-at of the binding holding the value of slot `i` (reference lookup). */
  avail(slot: number): Num;
  factory: Factory;
  units: Units;
  /** The kitchen state `get-kitchen` binds (the run's own fresh copy). */
  initialKitchen: Entity;
  /** `reference` reproduces the reference's defects; `corrected` fixes them (docs/DEVIATIONS.md). */
  semantics: Semantics;
}

/**
 * What a call of a mode made. Each mode fills one record of its own at every call (a step then
 * allocates no result): read it before the mode runs again, and copy what must outlive that.
 */
export interface Outcome {
  /** The output slots, in the order of `values` and `at` (the same at every call of the mode). */
  readonly slots: readonly number[];
  /** Per output: its value and its available-at. */
  readonly values: Value[];
  readonly at: (Num | null)[];
  /** When the step starts and when its last output is ready, for the timeline. */
  start: Num;
  end: Num;
  /** The action could not do its job and bound failed objects. */
  failed: boolean;
}

export type Semantics = 'reference' | 'corrected';

/** Every semantics, the reference's first (the default). */
export const SEMANTICS: readonly Semantics[] = ['reference', 'corrected'];

export interface ModeDef {
  id: string;
  /** Per slot: must it be bound for this mode? */
  bound: boolean[];
  /** The same as a bit mask: bit i set when slot i must be bound. */
  boundMask: number;
  line: number;
  /**
   * Slots whose available-at the start time always reads: a line giving one of them a constant,
   * or a variable bound without a time, stops (admissible listings skip it without a dry run).
   */
  availRead: number[];
  /** Inputs the mode only stores (see stored-slots.ts): a listing dry-runs one of their constants for all. */
  storedOnly: number[];
  /** Runs the mode: its outcome (the mode's own record, refilled by its next call), or null when it is inconsistent (binds nothing). */
  run(input: CallInput): Outcome | null;
  /** Tests every declared condition of a call, on a step of its own: the caller's state never changes. */
  check(input: CallInput): ModeCheck;
  /** What the rule file declares for the mode (variants, defaults, conditions, effect, timing). */
  plan: ModePlan;
}

export interface ActionDef {
  name: string;
  doc: string;
  file: string;
  slots: SlotDef[];
  modes: ModeDef[];
  /** `physics(Mode, Procedure)` facts: the action's physical procedure, as data (not compiled). */
  physics?: PhysicsDecl[];
}

export interface PhysicsDecl {
  mode: PTerm;
  term: PTerm;
  line: number;
}

/** What an effect may read and change. */
export interface EffectEnv {
  action: string;
  mode: string;
  step: Step;
  /** Kitchen time of the input kitchen state. */
  kt: Num;
  /** Current values by slot name: inputs, then defaults as they are computed. */
  values: Record<string, Value>;
  /** The input values only (as bound before the step). */
  inputs: Record<string, Value>;
  /** `A(slot)` by slot name. */
  avail(slot: string): Num;
  /** The run's initial kitchen state. */
  initialKitchen: Entity;
  semantics: Semantics;
  /** What the lookup conditions found, by slot (the step's writable copies; for some, a list). */
  found: Found | null;
}

/** What an effect made: the state changes are in the step; these are the outputs. */
export interface EffectResult {
  /** The primary output (the action's first slot). */
  result?: Value;
  /** Other outputs by slot name (they override defaults). */
  outputs?: Record<string, Value | undefined>;
  /** Named durations or times the rule's timing expressions may read with `effect_time(Name)`. */
  times?: Record<string, Num>;
}

/** A rule's `slot(Name)` argument: the slot itself, for effects that bind or test it. */
export interface SlotRef {
  slot: string;
  value: Value;
  /** Was the slot bound when the action was called? */
  given: boolean;
}

export type EffectArg = Value | string | SlotRef;

/** An effect of the vocabulary; arguments are slot values (or what the conditions found), `slot(Name)` refs, atoms (as strings) or numbers. */
export type Effect = (env: EffectEnv, ...args: any[]) => EffectResult;

export type EntityOrNull = Entity | null;
